export default function Page() {
  return <h1>Live Chat</h1>;
}
