import type { Route } from "./+types/home";

export async function loader() {
  return { heading: "Home from loader" };
}
export async function clientLoader() {
  return { heading: "Home from clientLoader" };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <h1>{loaderData.heading}</h1>;
}
