import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, test } from "./fixtures.ts";
import { E2E_DATA_DIR, E2E_SERVER_SECRET } from "./env.ts";
import { APP_BUDGET_BYTES, FRAMEWORK_BUDGET_BYTES, INITIAL_JS_BUDGET_BYTES, measurePage } from "../../scripts/lib/bundle-budget.ts";

/** The e2e stack builds the site into its data dir before the tests run. */
const clientDir = join(E2E_DATA_DIR, "build", "client");

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "assets" ? [] : htmlFiles(path);
    return name.endsWith(".html") ? [path] : [];
  });
}

test("every prerendered public page keeps its up-front JavaScript within the budgets, and each loads the framework chunk", () => {
  const pages = htmlFiles(clientDir)
    .filter((file) => !file.endsWith("__spa-fallback.html"))
    .map((file) => relative(clientDir, file));
  expect(pages.length).toBeGreaterThan(15);
  const measured = pages.map((file) => measurePage(clientDir, file, "/" + file.replace(/(^|\/)index\.html$/, "")));
  // A page that measured no framework chunk was not measured at all (its scripts were not found).
  expect(measured.filter((page) => page.frameworkBytes === 0).map((page) => page.page)).toEqual([]);
  const over = measured
    .filter((page) => !page.withinBudget)
    .map(
      (page) =>
        `${page.page}: total ${kb(page.gzipBytes)}/${kb(INITIAL_JS_BUDGET_BYTES)}, framework ${kb(page.frameworkBytes)}/${kb(FRAMEWORK_BUDGET_BYTES)}, page code ${kb(page.appBytes)}/${kb(APP_BUDGET_BYTES)} (gzip KB)`,
    );
  expect(over).toEqual([]);
});

test("every prerendered public page loads its shell as two chunks (app and site, vite.config.ts), not as a score of small ones", () => {
  const pages = htmlFiles(clientDir)
    .filter((file) => !file.endsWith("__spa-fallback.html"))
    .map((file) => relative(clientDir, file));
  const shellChunks = (file: string) =>
    measurePage(clientDir, file, file)
      .scripts.map((url) => /\/assets\/(app|site)-[\w-]+\.js$/.exec(url)?.[1])
      .filter(Boolean)
      .join(",");
  expect(pages.filter((file) => shellChunks(file) !== "app,site")).toEqual([]);
  // The link and icon components every page renders are in them, not in chunks of their own.
  const assets = readdirSync(join(clientDir, "assets"));
  expect(assets.filter((name) => /^(link|icons|toast|paths|env)-[\w-]+\.js$/.test(name))).toEqual([]);
  // The stylesheet stays with the root route: listed by every route, it was fetched again after hydration.
  const manifest = readFileSync(join(clientDir, "assets", assets.find((name) => /^manifest-[\w-]+\.js$/.test(name)) ?? "none"), "utf8");
  expect([...manifest.matchAll(/"css":\["[^\]]+\]/g)].map((match) => match[0])).toEqual([expect.stringMatching(/"css":\["\/assets\/root-[\w-]+\.css"\]/)]);
});

test("no server-side secret reaches the browser: not the translator key, the Contentful management token or the mail key, and every JWT in the files is the anon key", () => {
  const files = readdirSync(join(clientDir, "assets"))
    .map((name) => join(clientDir, "assets", name))
    .concat(htmlFiles(clientDir));
  expect(files.length).toBeGreaterThan(20);
  const stackSecrets = JSON.parse(readFileSync(join(E2E_DATA_DIR, "local-secrets.json"), "utf8")) as Record<string, string>;
  // Every local secret but the delivery token, which is public by design (read-only, published content).
  const secrets = Object.entries(stackSecrets)
    .filter(([name]) => name !== "contentfulDeliveryToken")
    .map(([, value]) => value);
  expect(secrets.length).toBeGreaterThanOrEqual(2);
  const leaks = files.filter((file) => {
    const text = readFileSync(file, "utf8");
    return text.includes(E2E_SERVER_SECRET) || secrets.some((secret) => text.includes(secret)) || /Ocp-Apim-Subscription|service_role/.test(text);
  });
  expect(leaks).toEqual([]);
  // A leaked service key would not spell "service_role": its payload is base64. Decode every JWT.
  const roles = new Map<string, string>();
  for (const file of files) {
    for (const match of readFileSync(file, "utf8").matchAll(/eyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g)) {
      const payload = JSON.parse(Buffer.from(match[0].split(".")[1] ?? "", "base64url").toString("utf8")) as { role?: string };
      roles.set(`${relative(clientDir, file)}: ${payload.role ?? "(no role)"}`, payload.role ?? "");
    }
  }
  expect(roles.size).toBeGreaterThan(0);
  expect([...roles].filter(([, role]) => role !== "anon").map(([where]) => where)).toEqual([]);
});
