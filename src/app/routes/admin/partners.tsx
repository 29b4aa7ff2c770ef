export default function Page() {
  return <h1>Manage Partners</h1>;
}
