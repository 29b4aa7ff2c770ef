export default function Page() {
  return <h1>Manage Services</h1>;
}
