export default function Page() {
  return <h1>Page Not Found</h1>;
}
