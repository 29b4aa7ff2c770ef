// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EmailAddress, emailBreakParts } from "./email-address";

afterEach(cleanup);

describe("emailBreakParts", () => {
  it("cuts after the @ and before each dot, and nowhere else", () => {
    expect(emailBreakParts("walk.appt+w1@example.com")).toEqual(["walk", ".appt+w1@", "example", ".com"]);
    expect(emailBreakParts("info@northbridgeconsulting.ca")).toEqual(["info@", "northbridgeconsulting", ".ca"]);
    expect(emailBreakParts("plain")).toEqual(["plain"]);
    expect(emailBreakParts("")).toEqual([]);
    expect(emailBreakParts("a..b@c").join("")).toBe("a..b@c");
  });
});

describe("<EmailAddress>", () => {
  it("reads as the whole address, left to right, with break opportunities only at the cuts", () => {
    const { container } = render(<EmailAddress address="walk.appt+w1@example.com" />);
    const element = container.querySelector("[data-email-address]")!;
    expect(element.tagName).toBe("BDI");
    expect(element.getAttribute("dir")).toBe("ltr");
    expect(element.textContent).toBe("walk.appt+w1@example.com");
    expect(element.querySelectorAll("wbr")).toHaveLength(3);
    expect(Array.from(element.childNodes, (node) => (node.nodeName === "WBR" ? "|" : node.textContent)).join("")).toBe(
      "walk|.appt+w1@|example|.com",
    );
    // Each part an unbreakable block unless it alone is wider than the line; never break-all or anywhere.
    for (const part of element.querySelectorAll("span")) expect(part.className).toMatch(/inline-block .*\[overflow-wrap:break-word\]/);
    expect(element.innerHTML).not.toMatch(/break-all|anywhere/);
  });

  it("as a link, is a mailto: link named by the address", () => {
    render(<EmailAddress address="info@example.com" link className="text-white" />);
    const link = screen.getByRole("link", { name: "info@example.com" });
    expect(link.getAttribute("href")).toBe("mailto:info@example.com");
    expect(link.getAttribute("dir")).toBe("ltr");
    expect(link.className).toContain("text-white");
  });
});
