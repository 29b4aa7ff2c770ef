export default function Page() {
  return <h1>Legal</h1>;
}
