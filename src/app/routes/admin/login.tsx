export default function Page() {
  return <h1>Admin Portal</h1>;
}
