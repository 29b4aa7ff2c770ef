export default function Page() {
  return <h1>Service</h1>;
}
