import { describe, expect, it } from "vitest";
import { ADMIN_HOME, loginUrlFor, safeAdminRedirect } from "./safe-redirect";

describe("safeAdminRedirect", () => {
  it("keeps admin paths with their query and hash", () => {
    expect(safeAdminRedirect("/admin/partners")).toBe("/admin/partners");
    expect(safeAdminRedirect("/admin")).toBe("/admin");
    expect(safeAdminRedirect("/admin/blog?status=pending#top")).toBe("/admin/blog?status=pending#top");
  });

  it.each([
    null,
    undefined,
    "",
    "https://evil.example/admin/partners",
    "//evil.example/admin",
    "/\\evil.example/admin",
    "\\\\evil.example",
    "javascript:alert(1)",
    "admin/partners",
    "/administrator",
    "/about",
    "/admin/login",
    "/admin/login?redirectTo=/admin/login",
    "/admin/../about",
    "/admin/%2e%2e/about",
    "/admin/ partners",
  ])("falls back to the dashboard for %j", (value) => {
    expect(safeAdminRedirect(value)).toBe(ADMIN_HOME);
  });
});

describe("loginUrlFor", () => {
  it("carries the asked path, encoded", () => {
    expect(loginUrlFor("/admin/partners")).toBe("/admin/login?redirectTo=%2Fadmin%2Fpartners");
    expect(loginUrlFor("/admin/blog?x=1")).toBe("/admin/login?redirectTo=%2Fadmin%2Fblog%3Fx%3D1");
    expect(loginUrlFor(ADMIN_HOME)).toBe("/admin/login?redirectTo=%2Fadmin%2Fdashboard");
  });

  it("drops a path that would not be accepted back", () => {
    expect(loginUrlFor("/about")).toBe("/admin/login");
  });
});
