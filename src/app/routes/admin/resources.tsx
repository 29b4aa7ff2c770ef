export default function Page() {
  return <h1>Manage Resources</h1>;
}
