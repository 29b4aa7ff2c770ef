// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installPopoverStandIn } from "~/components/ui/testing/jsdom-stand-ins";
import { i18n } from "~/lib/i18n";
import { HreflangLinks } from "./hreflang-links";
import { LanguagePicker } from "./language-picker";
import { resetFirstVisitCheck, useFirstVisitLanguage } from "./use-first-visit-language";

// The picker is a popover (decision 0032); jsdom has no popover API.
beforeAll(installPopoverStandIn);

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="where">{pathname + search + hash}</output>;
}

function Page() {
  useFirstVisitLanguage();
  return (
    <>
      <LanguagePicker />
      <HreflangLinks siteUrl="https://example.com" />
      <Where />
    </>
  );
}

function renderAt(path: string, state?: unknown) {
  const Stub = createRoutesStub([
    { path: "/", Component: Page },
    { path: "/:a", Component: Page },
    { path: "/:a/:b", Component: Page },
    { id: "routes/not-found", path: "/missing/*", Component: Page },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[state === undefined ? path : { pathname: path, state }]} />
    </I18nextProvider>,
  );
}

const where = () => screen.getByTestId("where").textContent;

function setBrowserLanguages(list: string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(list);
}

beforeEach(() => {
  localStorage.clear();
  resetFirstVisitCheck();
  setBrowserLanguages(["en-US"]);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.head.querySelectorAll("link[rel=alternate]").forEach((link) => link.remove());
});

describe("LanguagePicker", () => {
  it("names the current language and lists the five in their own language, each with its lang", async () => {
    renderAt("/about");
    const button = screen.getByRole("button", { name: "Language: English" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    const list = screen.getByRole("list", { name: "Choose a language" });
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => [l.textContent?.replace("✓", ""), l.getAttribute("lang"), l.getAttribute("href")])).toEqual([
      ["English", "en", "/about"],
      ["Français", "fr", "/fr/about"],
      ["Русский", "ru", "/ru/about"],
      ["العربية", "ar", "/ar/about"],
      ["فارسی", "fa", "/fa/about"],
    ]);
    expect(links[0]?.getAttribute("aria-current")).toBe("true");
    expect(links[3]?.querySelector("[dir]")?.getAttribute("dir")).toBe("rtl");
  });

  it("switches to the chosen language without a reload, keeps query and hash, remembers it and keeps focus on the picker", async () => {
    renderAt("/blog?q=mel#top");
    fireEvent.click(screen.getByRole("button", { name: "Language: English" }));
    fireEvent.click(screen.getByRole("link", { name: "Français" }));
    await waitFor(() => expect(where()).toBe("/fr/blog?q=mel#top"));
    expect(localStorage.getItem("language")).toBe("fr");
    expect(i18n.hasResourceBundle("fr", "shell")).toBe(true);
    const button = screen.getByRole("button", { name: /Français/ });
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape and gives the focus back to its button; ArrowDown opens it on the first entry", async () => {
    renderAt("/ar/about");
    const button = screen.getByRole("button", { name: /العربية/ });
    button.focus();
    fireEvent.keyDown(button, { key: "ArrowDown" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(document.activeElement?.textContent).toBe("English");
    fireEvent.keyDown(document.activeElement as Element, { key: "ArrowDown" });
    expect(document.activeElement?.textContent).toBe("Français");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("choosing English from another language goes to the unprefixed URL and stores en", async () => {
    localStorage.setItem("language", "ru");
    renderAt("/ru/faq");
    fireEvent.click(screen.getByRole("button", { name: /Русский/ }));
    fireEvent.click(screen.getByRole("link", { name: "English" }));
    await waitFor(() => expect(where()).toBe("/faq"));
    expect(localStorage.getItem("language")).toBe("en");
  });
});

describe("useFirstVisitLanguage", () => {
  it("sends a first visit from a French browser on an English URL to the French page (query kept)", async () => {
    setBrowserLanguages(["fr-FR", "en"]);
    renderAt("/contact?x=1");
    await waitFor(() => expect(where()).toBe("/fr/contact?x=1"));
    // Not a choice: nothing is stored.
    expect(localStorage.getItem("language")).toBeNull();
  });

  it("follows the stored choice on an unprefixed URL", async () => {
    localStorage.setItem("language", "fa");
    renderAt("/");
    await waitFor(() => expect(where()).toBe("/fa"));
  });

  it("keeps a visitor who chose English on English, with a French browser", async () => {
    setBrowserLanguages(["fr-FR"]);
    localStorage.setItem("language", "en");
    renderAt("/about");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(where()).toBe("/about");
  });

  it("keeps a visitor who arrived by choosing English, even when nothing could be stored", async () => {
    setBrowserLanguages(["ar"]);
    renderAt("/about", { languageChoice: "en" });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(where()).toBe("/about");
  });

  it("leaves a URL that names its language alone", async () => {
    setBrowserLanguages(["fa"]);
    localStorage.setItem("language", "ar");
    renderAt("/ru/about");
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(where()).toBe("/ru/about");
  });
});

describe("HreflangLinks", () => {
  const alternateLinks = () =>
    Array.from(document.head.querySelectorAll("link[rel=alternate]")).map((l) => [
      l.getAttribute("hreflang"),
      l.getAttribute("href"),
    ]);

  it("puts the page's alternates in <head>, in every language and x-default", () => {
    localStorage.setItem("language", "ar"); // no redirect from /ar/about anyway
    renderAt("/ar/about");
    expect(alternateLinks()).toEqual([
      ["en", "https://example.com/about"],
      ["fr", "https://example.com/fr/about"],
      ["ru", "https://example.com/ru/about"],
      ["ar", "https://example.com/ar/about"],
      ["fa", "https://example.com/fa/about"],
      ["x-default", "https://example.com/about"],
    ]);
  });

  it("gives a not-found page no alternates", () => {
    renderAt("/missing/page");
    expect(alternateLinks()).toEqual([]);
  });
});
