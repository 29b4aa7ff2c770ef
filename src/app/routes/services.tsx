export default function Page() {
  return <h1>Our Services</h1>;
}
