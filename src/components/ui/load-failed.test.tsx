// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LoadFailed } from "./load-failed";

afterEach(cleanup);

describe("<LoadFailed>", () => {
  it("shows the page's heading, announces the notice as a status and offers the way back", () => {
    render(<LoadFailed title="This page could not be loaded" message="Try again in a moment." action={<a href="/services">All services</a>} />);
    expect(screen.getByRole("heading", { level: 1, name: "This page could not be loaded" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("Try again in a moment.");
    const box = screen.getByRole("heading", { level: 1 }).parentElement as HTMLElement;
    expect(box.tagName).toBe("SECTION");
    expect(Array.from(box.children).map((child) => child.tagName)).toEqual(["H1", "P", "A"]);
    expect(box.className).toContain("text-center");
    // Unnamed, it is not a landmark of its own.
    expect(screen.queryByRole("region")).toBeNull();
  });

  it("is a region named by its heading when given the heading's id; an alert when asked", () => {
    render(<LoadFailed headingId="principle-not-found" title="Principle not found" message="Gone." role="alert" />);
    const region = screen.getByRole("region", { name: "Principle not found" });
    expect(region.getAttribute("aria-labelledby")).toBe("principle-not-found");
    expect(screen.getByRole("alert").textContent).toBe("Gone.");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("can be an article aligned to the line's start, with no physical side in right-to-left pages", () => {
    render(
      <div dir="rtl">
        <LoadFailed as="article" align="text-start" title="الصفحة غير متاحة" message="حاول لاحقًا" />
      </div>,
    );
    const article = screen.getByRole("article");
    expect(article.className).toContain("text-start");
    expect(article.className).not.toMatch(/text-(center|left|right)|\b[mp][lr]-/);
    expect(article.getAttribute("dir")).toBeNull();
    expect(article.children).toHaveLength(2);
  });
});
