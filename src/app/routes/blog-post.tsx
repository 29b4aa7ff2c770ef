export default function Page() {
  return <h1>Blog post</h1>;
}
