// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "~/lib/i18n";
import { PartnerStrip } from "./partner-strip";

async function inLanguage(language: string, ui: React.ReactNode) {
  await act(() => i18n.changeLanguage(language));
  render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage("en"));
});

const note = (language: string) => i18n.getFixedT(language, "common")("ui.notTranslated");

describe("partners on the About page (issue 25)", () => {
  it("shows a partner's Arabic description, or the English marked with the note", async () => {
    const partner = { id: "p1", name: "Aurora", description: "ESG reporting specialists.", logo_url: "https://a.example/l.png", website: null };
    await inLanguage("ar", <PartnerStrip partners={[{ ...partner, description_i18n: { ar: "متخصصون في تقارير الحوكمة." } }, { ...partner, id: "p2", name: "Borealis" }]} />);
    const [translated, english] = screen.getAllByTestId("partner-description");
    expect([translated!.textContent, translated!.getAttribute("lang")]).toEqual(["متخصصون في تقارير الحوكمة.", null]);
    expect([english!.textContent, english!.getAttribute("lang"), english!.getAttribute("dir")]).toEqual(["ESG reporting specialists.", "en", "ltr"]);
    expect(screen.getAllByTestId("not-translated").map((n) => n.textContent)).toEqual([note("ar")]);
  });
});
