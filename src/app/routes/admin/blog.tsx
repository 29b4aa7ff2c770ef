export default function Page() {
  return <h1>Manage Blog Posts</h1>;
}
