import { describe, expect, it } from "vitest";
import admin from "~/locales/en/admin.json";
import { ADMIN_NAV, isActiveNav, navFor } from "./nav-items";

describe("admin navigation", () => {
  it("has the spec's 7 sections in order for every role, and users and the audit log for admins only", () => {
    const spec = [
      "/admin/dashboard",
      "/admin/services",
      "/admin/partners",
      "/admin/blog",
      "/admin/chat",
      "/admin/resources",
      "/admin/contacts",
    ];
    expect(navFor("editor").map((item) => item.to)).toEqual(spec);
    expect(navFor("author").map((item) => item.to)).toEqual(spec);
    expect(navFor("admin").map((item) => item.to)).toEqual([...spec, "/admin/users", "/admin/audit"]);
    expect(ADMIN_NAV).toHaveLength(9);
  });

  it("names each section once: its path is /admin/<section> and its label the admin namespace's nav.<section>", () => {
    for (const item of ADMIN_NAV) {
      expect(item.to).toBe(`/admin/${item.section}`);
      expect(item.label).toBe(`nav.${item.section}`);
    }
    expect(ADMIN_NAV.map((item) => admin.nav[item.section])).toEqual([
      "Dashboard", "Services", "Partners", "Blog", "Chat", "Resources", "Contacts", "Users", "Audit log",
    ]);
  });

  it("marks the dashboard current at /admin and /admin/dashboard", () => {
    expect(isActiveNav("/admin/dashboard", "/admin")).toBe(true);
    expect(isActiveNav("/admin/dashboard", "/admin/")).toBe(true);
    expect(isActiveNav("/admin/dashboard", "/admin/dashboard")).toBe(true);
    expect(isActiveNav("/admin/partners", "/admin")).toBe(false);
  });

  it("matches a section and its sub-pages, not a longer name", () => {
    expect(isActiveNav("/admin/blog", "/admin/blog/123")).toBe(true);
    expect(isActiveNav("/admin/blog", "/admin/blogger")).toBe(false);
    expect(isActiveNav("/admin/services", "/admin/partners")).toBe(false);
  });
});
