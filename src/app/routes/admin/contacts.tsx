export default function Page() {
  return <h1>Contact Submissions</h1>;
}
