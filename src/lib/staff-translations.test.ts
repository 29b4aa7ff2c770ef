import { describe, expect, it } from "vitest";
import { fillMissingLanguages, pickText, storedTexts, storedTranslations, textDrafts, TranslateRefused, type TranslateTexts } from "./staff-translations";

/** A stand-in for the translate function: "[ar] text", recording each call. */
function fake(answer: (to: string, texts: string[]) => { translations: string[]; translated: boolean } | Error = (to, texts) => ({ translations: texts.map((t) => `[${to}] ${t}`), translated: true })) {
  const calls: { to: string; texts: string[] }[] = [];
  const translate: TranslateTexts = async (to, texts) => {
    calls.push({ to, texts });
    const result = answer(to, texts);
    if (result instanceof Error) throw result;
    return result;
  };
  return { calls, translate };
}

describe("fillMissingLanguages (the portal's 'Translate the missing languages')", () => {
  it("fills only the empty fields of each language, one call per language, line by line, and marks them as machine drafts", async () => {
    const { calls, translate } = fake();
    const result = await fillMissingLanguages(
      { label: "Starter", features: "Senior MEL consultant\nIT help desk" },
      { ar: { label: "مبتدئ" }, fr: { label: "Débutant", features: "Consultant\nAssistance" } },
      translate,
    );
    expect(calls).toEqual([
      { to: "ru", texts: ["Starter", "Senior MEL consultant", "IT help desk"] },
      { to: "ar", texts: ["Senior MEL consultant", "IT help desk"] },
      { to: "fa", texts: ["Starter", "Senior MEL consultant", "IT help desk"] },
    ]);
    expect(result.drafts.fr).toEqual({ label: "Débutant", features: "Consultant\nAssistance" });
    expect(result.drafts.ar).toEqual({ label: "مبتدئ", features: "[ar] Senior MEL consultant\n[ar] IT help desk" });
    expect(result.drafts.fa).toEqual({ label: "[fa] Starter", features: "[fa] Senior MEL consultant\n[fa] IT help desk" });
    expect(result.machine).toEqual(["ru.label", "ru.features", "ar.features", "fa.label", "fa.features"]);
    expect(result.failed).toEqual([]);
  });

  it("keeps a body's blank lines (Markdown paragraphs) where they were", async () => {
    const { calls, translate } = fake();
    const result = await fillMissingLanguages({ content: "## Heading\n\nFirst paragraph.\n\n\nSecond." }, {}, translate);
    expect(calls[0]).toEqual({ to: "fr", texts: ["## Heading", "First paragraph.", "Second."] });
    expect(result.drafts.ar).toEqual({ content: "[ar] ## Heading\n\n[ar] First paragraph.\n\n\n[ar] Second." });
  });

  it("stores several texts per language without blanks or the row's own language (resources, posts)", () => {
    const drafts = { fr: { title: " Titre ", excerpt: "" }, ar: { title: "", excerpt: " " }, fa: { title: "عنوان", excerpt: "خلاصه" } };
    expect(storedTranslations(drafts, ["title", "excerpt"])).toEqual({ fr: { title: "Titre" }, fa: { title: "عنوان", excerpt: "خلاصه" } });
    expect(storedTranslations(drafts, ["title", "excerpt"], "fa")).toEqual({ fr: { title: "Titre" } });
    expect(textDrafts({ ar: { title: "عنوان" } }, ["title", "excerpt"]).ar).toEqual({ title: "عنوان", excerpt: "" });
    expect(pickText("ar", "Titre", { ar: "عنوان" }, "fr")).toEqual({ text: "عنوان", lang: "ar", fallback: false });
    expect(pickText("ru", "Titre", { ar: "عنوان" }, "fr")).toEqual({ text: "Titre", lang: "fr", fallback: true });
    expect(pickText("fr", "Titre", { fr: "ignored" }, "fr")).toEqual({ text: "Titre", lang: "fr", fallback: false });
  });

  it("asks nothing for a field empty in English, and nothing at all when every language is written", async () => {
    const { calls, translate } = fake();
    const written = { fr: { description: "a" }, ru: { description: "b" }, ar: { description: "c" }, fa: { description: "d" } };
    expect((await fillMissingLanguages({ description: "Text" }, written, translate)).machine).toEqual([]);
    expect((await fillMissingLanguages({ description: "  " }, {}, translate)).machine).toEqual([]);
    expect(calls).toEqual([]);
  });

  it("leaves a language empty and lists it when the service does not translate (no key, provider down) or refuses", async () => {
    const { translate } = fake((to, texts) => (to === "ar" ? new TranslateRefused("Too many translation requests from this address: at most 60 a minute.", 429) : { translations: texts, translated: to !== "fa" }));
    const result = await fillMissingLanguages({ description: "Text" }, {}, translate);
    expect(result.failed).toEqual(["ar", "fa"]);
    expect(result.reason).toBe("Too many translation requests from this address: at most 60 a minute.");
    expect(result.limited).toBe(true);
    expect(result.drafts.ar).toEqual({});
    expect(result.drafts.fa).toEqual({});
    expect(result.drafts.fr).toEqual({ description: "Text" });
    expect(result.machine).toEqual(["fr.description", "ru.description"]);
  });
});

describe("storedTexts and pickText", () => {
  it("stores the non-blank translations only, trimmed", () => {
    expect(storedTexts({ ar: { description: " نص " }, fr: { description: "  " } }, "description")).toEqual({ ar: "نص" });
  });
  it("shows the page's translation, or the English marked as a fallback on a page in another language", () => {
    expect(pickText("ar", "Text", { ar: "نص" })).toEqual({ text: "نص", lang: "ar", fallback: false });
    expect(pickText("fa", "Text", { ar: "نص" })).toEqual({ text: "Text", lang: "en", fallback: true });
    expect(pickText("en", "Text", { ar: "نص" })).toEqual({ text: "Text", lang: "en", fallback: false });
  });
});

describe("a tier's translations between the portal form and the database", () => {
  it("round-trips: features one per line in the form, a list in the database, blank languages left out", async () => {
    const { pricingDrafts, pricingTranslations } = await import("./pricing");
    const stored = pricingTranslations({ ar: { label: " المبتدئ ", features: "مستشار أول\n\n  دعم  " }, fr: { label: "", features: " " }, fa: { label: "", features: "پشتیبانی" } });
    expect(stored).toEqual({ ar: { label: "المبتدئ", features: ["مستشار أول", "دعم"] }, fa: { features: ["پشتیبانی"] } });
    expect(pricingDrafts(stored)).toEqual({
      fr: { label: "", features: "" },
      ru: { label: "", features: "" },
      ar: { label: "المبتدئ", features: "مستشار أول\nدعم" },
      fa: { label: "", features: "پشتیبانی" },
    });
  });
});
