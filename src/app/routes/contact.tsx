export default function Page() {
  return <h1>Contact Us</h1>;
}
