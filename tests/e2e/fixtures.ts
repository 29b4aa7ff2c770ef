import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { E2E_ADMIN, E2E_DATA_DIR } from "./env.ts";

export { expect };
export { E2E_ADMIN };

/** Tokens of the e2e stack's emulators (written by the local stack into its data dir). */
export function localSecrets(): { contentfulDeliveryToken: string; contentfulPreviewToken: string; contentfulManagementToken: string } {
  return JSON.parse(readFileSync(join(E2E_DATA_DIR, "local-secrets.json"), "utf8"));
}

/**
 * Fails with a readable list when axe finds WCAG 2.1 A/AA violations on the page, or breaks one of
 * the extra rules asked for (axe rule ids outside those tags, e.g. the best-practice
 * "landmark-unique": two landmarks of one role with the same name).
 */
async function expectNoAxeViolations(page: Page, extraRules: readonly string[] = []) {
  const rules = Object.fromEntries(extraRules.map((id) => [id, { enabled: true }]));
  // options() first: withTags() adds runOnly to them, and an enabled rule runs beside the tags.
  const results = await new AxeBuilder({ page }).options({ rules }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<{ axe: (extraRules?: readonly string[]) => Promise<void>; consoleErrors: string[] }>({
  axe: async ({ page }, use) => {
    await use((extraRules) => expectNoAxeViolations(page, extraRules));
  },
  /** Errors the page logs; every test fails if the page logged an unexpected console error. */
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});
