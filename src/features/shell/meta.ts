import type { ShellData } from "./api";

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/**
 * The <title> and meta description of a page: "{title} | {firm name}" when
 * the firm's name is known. Pass the `matches` of a route's meta function.
 */
export function pageMeta(title: string, description: string, matches: ReadonlyArray<MatchLike | undefined>) {
  const root = matches.find((match) => match?.id === "root")?.loaderData as ShellData | undefined;
  const firmName = root?.data.settings?.firmName;
  return [
    { title: firmName ? `${title} | ${firmName}` : title },
    { name: "description", content: description },
  ];
}
