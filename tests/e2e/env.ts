/** Where the e2e run's local stack lives; shared by playwright.config.ts and the fixtures. */
export const E2E_PORT = Number(process.env.E2E_PORT || 3100);
export const E2E_DATA_DIR = ".data/e2e";
export const E2E_ADMIN = { email: "admin@example.com", password: "e2e-Admin-password-1" } as const;

/**
 * A server-side secret the e2e stack runs with (the translate function's provider key). The bundle test
 * proves it never reaches the browser.
 */
export const E2E_SERVER_SECRET = "e2e-translator-key-never-in-the-bundle-5c1d";
