// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "~/lib/i18n";
import type { PriceRow } from "~/lib/pricing";
import { PricingBlock } from "./pricing-block";

const row = (over: Partial<PriceRow>): PriceRow => ({
  id: "r1",
  tier: "starter",
  label: "Starter",
  price: 1200,
  currency: "CAD",
  billing_period: "monthly",
  features: ["Senior MEL consultant", "IT help desk"],
  sort_order: 0,
  ...over,
});

async function inLanguage(language: string, ui: React.ReactNode) {
  await act(() => i18n.changeLanguage(language));
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage("en"));
});

const note = (language: string) => i18n.getFixedT(language, "common")("ui.notTranslated");

describe("staff texts on the public pages (issue 25)", () => {
  it("shows a tier's stored Arabic name and features on an Arabic page, with no note", async () => {
    await inLanguage("ar", <PricingBlock rows={[row({ i18n: { ar: { label: "المبتدئ", features: ["مستشار أول"] } } })]} />);
    const tier = screen.getByTestId("pricing-tier");
    expect(within(tier).getByRole("heading", { level: 3 }).textContent).toBe("المبتدئ");
    expect(within(tier).getByTestId("pricing-features").textContent).toBe("مستشار أول");
    expect(within(tier).getByRole("heading", { level: 3 }).getAttribute("lang")).toBeNull();
    expect(within(tier).queryByTestId("not-translated")).toBeNull();
  });

  it("shows the English marked lang=en dir=ltr, isolated, with the note in Arabic when there is no Arabic", async () => {
    await inLanguage("ar", <PricingBlock rows={[row({ i18n: { fr: { label: "Débutant" } } })]} />);
    const tier = screen.getByTestId("pricing-tier");
    const heading = within(tier).getByRole("heading", { level: 3 });
    expect(heading.textContent).toBe("Starter");
    expect([heading.getAttribute("lang"), heading.getAttribute("dir"), heading.style.unicodeBidi]).toEqual(["en", "ltr", "isolate"]);
    const features = within(tier).getByTestId("pricing-features");
    expect([features.textContent, features.getAttribute("lang"), features.getAttribute("dir")]).toEqual(["Senior MEL consultantIT help desk", "en", "ltr"]);
    expect(within(tier).getByTestId("not-translated").textContent).toBe(note("ar"));
    expect(note("ar")).not.toBe(note("en"));
  });

  it("shows the English with no mark and no note on an English page", async () => {
    await inLanguage("en", <PricingBlock rows={[row({ i18n: { ar: { label: "المبتدئ" } } })]} />);
    const heading = screen.getByRole("heading", { level: 3 });
    expect([heading.textContent, heading.getAttribute("lang")]).toEqual(["Starter", null]);
    expect(screen.queryByTestId("not-translated")).toBeNull();
  });

});
