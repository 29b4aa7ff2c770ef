/**
 * Prerendered pages paint from their HTML; their JavaScript only makes them
 * interactive. React Router puts ~20 `<link rel="modulepreload">` in the head
 * and a module script whose static imports start every chunk at once, so on a
 * slow phone connection ~200 KB of script competes with the stylesheet, the
 * fonts and the hero image for the first paint.
 *
 * This build step rewrites each prerendered page so that the same chunks are
 * requested right after the first paint (or at once on the visitor's first
 * interaction): the modulepreload links move into the boot script, and the
 * static imports become the equivalent dynamic imports, evaluated in the same
 * order (the manifest first, then the route modules, then the client entry).
 * Pages without React Router's boot script are left as they are.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/?>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;

/** The marker the rewritten boot script carries (tests and a second run recognise it). */
export const DEFERRED_MARKER = "data-deferred-hydration";

export function deferHydration(html: string): string {
  if (html.includes(DEFERRED_MARKER)) return html;
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]!);

  const sideEffects: string[] = [];
  const namespaces: { name: string; href: string }[] = [];
  const rest: string[] = [];
  for (const raw of boot[1]!.split("\n")) {
    const line = raw.trim();
    if (!line) continue;
    const side = SIDE_EFFECT_IMPORT.exec(line);
    const ns = NAMESPACE_IMPORT.exec(line);
    if (side) sideEffects.push(side[1]!);
    else if (ns) namespaces.push({ name: ns[1]!, href: ns[2]! });
    else if (/^import\s/.test(line)) return html; // a form this step does not know: leave the page alone
    else rest.push(line);
  }

  const script = [
    "(()=>{",
    "let started=false;",
    "const boot=async()=>{",
    "if(started)return;started=true;",
    `for(const href of ${JSON.stringify(preloads)}){const l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.append(l);}`,
    ...sideEffects.map((href) => `await import(${JSON.stringify(href)});`),
    namespaces.length
      ? `const [${namespaces.map((n) => n.name).join(",")}]=await Promise.all([${namespaces.map((n) => `import(${JSON.stringify(n.href)})`).join(",")}]);`
      : "",
    ...rest,
    "};",
    // First interaction boots at once; otherwise boot after the first frame has painted.
    'for(const type of ["pointerdown","keydown","touchstart","focusin"])addEventListener(type,boot,{once:true,passive:true,capture:true});',
    "requestAnimationFrame(()=>setTimeout(boot,0));",
    "})();",
  ].join("\n");

  return html
    .replace(MODULEPRELOAD, "")
    .replace(boot[0], () => `<script type="module" ${DEFERRED_MARKER}="">${script}</script>`);
}

/** Rewrites every prerendered page under `dir`; returns how many pages changed. */
export async function deferHydrationInDir(dir: string): Promise<number> {
  let changed = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    // The SPA fallback has nothing to paint before its script runs.
    if (!entry.isFile() || !entry.name.endsWith(".html") || entry.name === "__spa-fallback.html") continue;
    const path = join(entry.parentPath, entry.name);
    const html = await readFile(path, "utf8");
    const next = deferHydration(html);
    if (next !== html) {
      await writeFile(path, next);
      changed += 1;
    }
  }
  return changed;
}
