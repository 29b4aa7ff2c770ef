import { describe, expect, it } from "vitest";
import { COUNTRIES, DEFAULT_COUNTRY, countryName, findCountry, flagEmoji, fullPhoneNumber } from "./countries";

describe("countries", () => {
  it("holds about 200 countries with unique codes, sorted by name", () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(195);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));
    expect(names[0]).toBe("Afghanistan");
    expect(names.at(-1)).toBe("Zimbabwe");
  });

  it("gives every country a two-letter code, a +dial code and its flag", () => {
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^\+\d{1,4}$/);
      expect(c.flag).toBe(flagEmoji(c.code));
    }
    expect(flagEmoji("ca")).toBe("🇨🇦");
  });

  it("defaults to Canada (+1)", () => {
    expect(DEFAULT_COUNTRY).toEqual({ code: "CA", name: "Canada", dialCode: "+1", flag: "🇨🇦" });
    expect(findCountry("gb")?.dialCode).toBe("+44");
    expect(findCountry("ZZ")).toBeUndefined();
  });

  it("builds the full number without the spaces typed, and nothing for an empty local number", () => {
    expect(fullPhoneNumber(DEFAULT_COUNTRY, "416 555-0100")).toBe("+1 4165550100");
    expect(fullPhoneNumber(findCountry("FR")!, "(06) 12.34.56.78")).toBe("+33 0612345678");
    expect(fullPhoneNumber(DEFAULT_COUNTRY, "  ")).toBe("");
  });

  it("names a country in another language when the platform knows it", () => {
    expect(countryName(findCountry("DE")!)).toBe("Germany");
    expect(countryName(findCountry("DE")!, "fr")).toBe("Allemagne");
  });
});
