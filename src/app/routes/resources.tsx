export default function Page() {
  return <h1>Resource Center</h1>;
}
