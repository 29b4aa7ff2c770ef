import chromium from "@sparticuz/chromium";
import { defineConfig } from "@playwright/test";
import { E2E_ADMIN, E2E_DATA_DIR, E2E_PORT, E2E_SERVER_SECRET } from "./tests/e2e/env.ts";

/**
 * End-to-end tests in a real Chromium that arrives through npm
 * (@sparticuz/chromium), against the local stack started as `npm start` runs it.
 * scripts/e2e.ts clears the data directory first, so every run starts fresh.
 */
const executablePath = process.env.CHROME_PATH || (await chromium.executablePath());

export default defineConfig({
  testDir: "tests/e2e",
  // Only the specs: tests/e2e/helpers holds Vitest unit tests of the helpers (vitest.config.ts).
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // One worker: the specs share one stack, and on this 2-core machine a second browser beside the first
  // made the run no faster (217 tests in 25 min against 415 in 39 with one) and tests that wait on
  // timers and mail flaky (measured 2026-11-28).
  workers: 1,
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
