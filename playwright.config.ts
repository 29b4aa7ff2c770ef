import chromium from "@sparticuz/chromium";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT, E2E_SERVER_SECRET } from "./tests/e2e/env.ts";

/**
 * End-to-end tests in a real Chromium that arrives through npm
 * (@sparticuz/chromium), against the local stack started as `npm start` runs it.
 * scripts/e2e.ts clears the data directory first, so every run starts fresh.
 */
const executablePath = process.env.CHROME_PATH || (await chromium.executablePath());

/**
 * Specs that only read public pages (layout, accessibility, markup, the build): they change nothing on
 * the shared stack and depend on nothing another spec changes, so they run beside the others, in a
 * second worker. The rest sign in, write, send and delete, and run one at a time, in file order.
 */
const VIEWS = [
  "pages.spec.ts",
  "layout-no-horizontal-scroll.spec.ts",
  "headings-whole-words.spec.ts",
  "seo.spec.ts",
  "prerendered.spec.ts",
  "bundle-budget.spec.ts",
  "chat-button-clearance.spec.ts",
  "gallery.spec.ts",
  "case-studies.spec.ts",
];
/**
 * Specs that measure time or throttle the CPU and network (main-thread budgets, font shifts on a
 * throttled phone, search latency, taps before hydration): they wait until the views are done, so at
 * most the one stateful worker runs beside them, as before the split.
 */
const TIMING = ["main-thread-budget.spec.ts", "typefaces.spec.ts", "first-paint-interaction.spec.ts", "site-search.spec.ts"];
const named = (files: string[]) => files.map((file) => `**/${file}`);

export default defineConfig({
  testDir: "tests/e2e",
  // Only the specs: tests/e2e/helpers holds Vitest unit tests of the helpers (vitest.config.ts).
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // Two workers in all, at most one per project (below): on a 2-core machine a third browser only queues.
  workers: 2,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    launchOptions: { executablePath },
    trace: "retain-on-failure",
  },
  projects: [
    { name: "stateful", testIgnore: named([...VIEWS, ...TIMING]), workers: 1 },
    { name: "views", testMatch: named(VIEWS), workers: 1 },
    // If a view fails, these do not run (Playwright skips a project whose dependency failed).
    { name: "timing", testMatch: named(TIMING), dependencies: ["views"], workers: 1 },
  ],
  webServer: {
    command: "node scripts/start.ts",
    url: `http://localhost:${E2E_PORT}/`,
    // The build runs first (1–2 min on a quiet 2-core machine, over 5 under a heavy load).
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: E2E_DATA_DIR,
      BUILD_DIR: `${E2E_DATA_DIR}/build`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The translate function's provider key; its endpoint is a closed local port, so calls fail
      // fast and the function keeps the original text.
      TRANSLATOR_KEY: E2E_SERVER_SECRET,
      TRANSLATOR_ENDPOINT: "http://127.0.0.1:9",
      // No sampled web-vitals reports from test visits; the test that checks them opts in per browser.
      VITE_WEB_VITALS_SAMPLE_RATE: "0",
    },
  },
});
