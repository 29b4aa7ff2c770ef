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

test("every prerendered public page keeps its up-front JavaScript within the budgets", () => {
  const pages = htmlFiles(clientDir)
    .filter((file) => !file.endsWith("__spa-fallback.html"))
    .map((file) => relative(clientDir, file));
  expect(pages.length).toBeGreaterThan(15);
  const over = pages
    .map((file) => measurePage(clientDir, file, "/" + file.replace(/(^|\/)index\.html$/, "")))
    .filter((page) => !page.withinBudget)
    .map(
      (page) =>
        `${page.page}: total ${kb(page.gzipBytes)}/${kb(INITIAL_JS_BUDGET_BYTES)}, framework ${kb(page.frameworkBytes)}/${kb(FRAMEWORK_BUDGET_BYTES)}, page code ${kb(page.appBytes)}/${kb(APP_BUDGET_BYTES)} (gzip KB)`,
    );
  expect(over).toEqual([]);
});

test("no server-side secret reaches the browser: the built files hold neither the translator key nor the Contentful management token", () => {
  const files = readdirSync(join(clientDir, "assets"))
    .map((name) => join(clientDir, "assets", name))
    .concat(htmlFiles(clientDir));
  expect(files.length).toBeGreaterThan(20);
  const stackSecrets = JSON.parse(readFileSync(join(E2E_DATA_DIR, "local-secrets.json"), "utf8")) as Record<string, string>;
  const leaks = files.filter((file) => {
    const text = readFileSync(file, "utf8");
    return (
      text.includes(E2E_SERVER_SECRET) ||
      text.includes(stackSecrets.contentfulManagementToken as string) ||
      /Ocp-Apim-Subscription|service_role/.test(text)
    );
  });
  expect(leaks).toEqual([]);
});
