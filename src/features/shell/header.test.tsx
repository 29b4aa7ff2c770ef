// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LEGAL_SLUGS } from "~/lib/contentful/model";
import { i18n } from "~/lib/i18n";
import { type ShellData, emptyShellData } from "./api";
import { Footer } from "./footer";
import { Header, twoLineChars } from "./header";

afterEach(cleanup);

function renderShell(data: ShellData, path = "/") {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          <Header data={data} widgets={<button type="button">Widget</button>} />
          <Footer data={data} year={2026} />
        </>
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}

describe("shell without content", () => {
  it("still renders the header and footer, with a notice instead of a crash", () => {
    renderShell(emptyShellData(true));
    expect(screen.getByRole("status").textContent).toBe(
      "Some content could not be loaded. Please refresh the page or try again later.",
    );
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Home" }).getAttribute("href")).toBe("/");
    expect(screen.getByText("Contact details are not available right now.")).toBeTruthy();
    expect(screen.getByText("© 2026. All rights reserved.")).toBeTruthy();
  });

  it("lists the footer's quick links and one link per legal page of the content model, in order", () => {
    renderShell(emptyShellData(false));
    const links = (nav: HTMLElement) =>
      within(nav).getAllByRole("link").map((link) => [link.textContent, link.getAttribute("href")]);
    expect(links(screen.getByRole("navigation", { name: "Quick Links" }))).toEqual([
      ["Home", "/"],
      ["About Us", "/about"],
      ["Services", "/services"],
      ["Website Packages", "/website-packages"],
      ["Resources", "/resources"],
      ["Blog", "/blog"],
      ["FAQ", "/faq"],
      ["Contact", "/contact"],
    ]);
    const legal = links(screen.getByRole("navigation", { name: "Legal" }));
    expect(legal).toEqual([
      ["Privacy Policy", "/privacy"],
      ["Terms of Service", "/terms"],
      ["Cookie Policy", "/cookies"],
    ]);
    expect(legal.map(([, href]) => href)).toEqual(LEGAL_SLUGS.map((slug) => `/${slug}`));
  });

  it("renders the header widgets slot", () => {
    renderShell(emptyShellData(false));
    expect(screen.queryByRole("status")).toBeNull();
    const widget = screen.getByRole("button", { name: "Widget" });
    expect(widget.closest("[data-slot='header-widgets']")).not.toBeNull();
  });
});

describe("shell with content", () => {
  const data: ShellData = {
    failed: false,
    data: {
    settings: {
      firmName: "Firm Name",
      phone: "+1 (416) 555-0142",
      email: "info@example.com",
      address: ["1 Main St", "North York, Toronto"],
      socialLinks: { linkedin: "https://l.example", instagram: "https://i.example", twitter: "https://t.example" },
      officeHours: ["Mon-Fri 9:00 AM-6:00 PM"],
    },
    core: [{ id: "mel", name: "MEL", path: "/services/mel", features: ["a", "b", "c"] }],
    support: [{ id: "aug", name: "Augmented Support", path: "/services/augmented-support", features: [] }],
    },
  };

  it("marks SERVICES as current below /services", () => {
    renderShell(data, "/services/mel");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(nav.querySelector("button[aria-current='page']")?.textContent).toBe("SERVICES");
    expect(screen.getByText("© 2026 Firm Name. All rights reserved.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "+1 (416) 555-0142" }).getAttribute("href")).toBe("tel:+14165550142");
    expect(screen.getByRole("link", { name: "info@example.com" }).getAttribute("href")).toBe("mailto:info@example.com");
  });
});

describe("twoLineChars", () => {
  it("is the longer half of the best split between words, plus one", () => {
    expect(twoLineChars("Northbridge Consulting Group")).toBe(17); // "Northbridge" | "Consulting Group"
    expect(twoLineChars("A B C D")).toBe(4); // "A B" | "C D"
  });
  it("is never less than the longest word", () => {
    expect(twoLineChars("Supercalifragilistic Ltd")).toBe(21);
    expect(twoLineChars("Northbridge")).toBe(12);
  });
});
