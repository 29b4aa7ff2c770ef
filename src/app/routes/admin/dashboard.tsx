export default function Page() {
  return <h1>Dashboard</h1>;
}
