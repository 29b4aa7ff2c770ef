import { E2E_ADMIN, expect, test } from "./fixtures.ts";

/*
 * Content-Security-Policy (issue 12): every page's scripts are allowed by hash, an injected script
 * does not run, and no page may be framed. Every other e2e spec also runs under this policy: a
 * blocked script, style, image or connection would be a console error and fail it.
 */

test("pages carry a script-hash policy and refuse framing (but for Contentful's live preview); an injected inline script does not run", async ({ page, request, consoleErrors }) => {
  for (const path of ["/", "/ar/contact", "/admin/login", "/admin/dashboard", "/no-such-page"]) {
    const response = await request.get(path);
    // Nobody frames the portal; a public page only Contentful's web app may frame (live preview).
    const ancestors = path.startsWith("/admin") ? "frame-ancestors 'none'" : "frame-ancestors https://app.contentful.com;";
    expect(response.headers()["content-security-policy"], path).toContain(ancestors);
    expect(response.headers()["x-frame-options"], path).toBe(path.startsWith("/admin") ? "DENY" : undefined);
    const html = await response.text();
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(html)?.[1] ?? "";
    const scripts = policy.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
    expect(scripts, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
  }

  await page.goto("/contact");
  // Hydrated: React's scripts (allowed by their hashes) ran.
  await page.waitForFunction(() => [...document.querySelectorAll("main button")].some((b) => Object.keys(b).some((k) => k.startsWith("__reactProps"))));
  const violation = page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener("securitypolicyviolation", (event) => resolve(event.effectiveDirective), { once: true });
        const script = document.createElement("script");
        script.textContent = "window.__injected = true";
        document.head.append(script);
      }),
  );
  expect(await violation).toBe("script-src-elem");
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  // The browser reports the refusal on the console; that one is expected here.
  const refused = consoleErrors.findIndex((line) => line.includes("Content Security Policy"));
  expect(refused).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(refused, 1);

  // The portal still signs in and talks to Supabase under the policy.
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password").fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
