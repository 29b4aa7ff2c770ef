export default function Page() {
  return <h1>Principle</h1>;
}
