export default function Page() {
  return <h1>Frequently Asked Questions</h1>;
}
