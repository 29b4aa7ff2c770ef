export default function Page() {
  return <h1>Webmail Login</h1>;
}
