// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  applyPreferences,
  colorMatrixValues,
  correctionMatrix,
  defaultPreferences,
  type DisplayPreferences,
  displayPreferences,
  nextValue,
  prePaintScript,
  preferenceNames,
  readPreferences,
  readPreferencesFromDocument,
  resetPreferences,
  savePreferences,
  storageKeys,
  toggledValue,
} from "./preferences";

const root = () => document.documentElement;

function clearRoot() {
  for (const name of preferenceNames) root().removeAttribute(displayPreferences[name].attribute);
}

function mockReducedMotion(matches: boolean) {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: query === "(prefers-reduced-motion: reduce)" ? matches : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function runPrePaint() {
  // The script as the browser runs it: an inline classic script.
  new Function(prePaintScript)();
}

beforeEach(() => {
  localStorage.clear();
  clearRoot();
  mockReducedMotion(false);
});
afterEach(() => vi.restoreAllMocks());

describe("storage model", () => {
  it("uses the spec's keys, plus the three on/off modes", () => {
    expect(storageKeys).toEqual([
      "theme",
      "colorBlindMode",
      "fontSize",
      "lineSpacing",
      "reducedMotion",
      "highContrast",
      "largerCursor",
      "keyboardNavigation",
      "language",
    ]);
    expect(displayPreferences.fontSize.values).toEqual(["normal", "large", "x-large"]);
    expect(displayPreferences.lineSpacing.values).toEqual(["normal", "wide", "wider"]);
    expect(displayPreferences.colorBlindMode.values).toEqual(["normal", "protanopia", "deuteranopia", "tritanopia"]);
  });

  it("reads valid stored values and falls back to the defaults for missing or unknown ones", () => {
    localStorage.setItem("theme", "dark");
    localStorage.setItem("fontSize", "huge");
    localStorage.setItem("highContrast", "on");
    expect(readPreferences(localStorage, false)).toEqual({
      ...defaultPreferences(),
      theme: "dark",
      highContrast: "on",
    });
  });

  it("switches reduced motion on when the device asks and nothing is stored, but a stored choice wins", () => {
    expect(readPreferences(localStorage, true).reducedMotion).toBe("reduced");
    localStorage.setItem("reducedMotion", "normal");
    expect(readPreferences(localStorage, true).reducedMotion).toBe("normal");
  });

  it("survives blocked storage", () => {
    const blocked = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readPreferences(blocked, false)).toEqual(defaultPreferences());
    expect(() => savePreferences(blocked, { theme: "dark" })).not.toThrow();
  });

  it("saves under the preference's own key", () => {
    savePreferences(localStorage, { fontSize: "x-large", lineSpacing: "wider" });
    expect(localStorage.getItem("fontSize")).toBe("x-large");
    expect(localStorage.getItem("lineSpacing")).toBe("wider");
  });
});

describe("changes", () => {
  it("cycles font size and line spacing, wrapping back to normal", () => {
    expect(nextValue("fontSize", "normal")).toBe("large");
    expect(nextValue("fontSize", "large")).toBe("x-large");
    expect(nextValue("fontSize", "x-large")).toBe("normal");
    expect(nextValue("lineSpacing", "normal")).toBe("wide");
    expect(nextValue("lineSpacing", "wider")).toBe("normal");
  });

  it("toggles two-valued preferences", () => {
    expect(toggledValue("theme", "light")).toBe("dark");
    expect(toggledValue("theme", "dark")).toBe("light");
    expect(toggledValue("reducedMotion", "normal")).toBe("reduced");
    expect(toggledValue("highContrast", "on")).toBe("off");
  });

  it("Reset All Settings returns colour mode, sizes and motion to normal, turns the modes off and keeps the theme", () => {
    const everything: DisplayPreferences = {
      theme: "dark",
      colorBlindMode: "tritanopia",
      fontSize: "x-large",
      lineSpacing: "wider",
      reducedMotion: "reduced",
      highContrast: "on",
      largerCursor: "on",
      keyboardNavigation: "on",
    };
    expect(resetPreferences(everything)).toEqual({ ...defaultPreferences(), theme: "dark" });
  });
});

describe("applying to the document", () => {
  it("sets one data attribute per preference and reads them back", () => {
    const prefs: DisplayPreferences = { ...defaultPreferences(), theme: "dark", colorBlindMode: "protanopia" };
    applyPreferences(root(), prefs);
    expect(root().getAttribute("data-theme")).toBe("dark");
    expect(root().getAttribute("data-color-blind")).toBe("protanopia");
    expect(root().getAttribute("data-motion")).toBe("normal");
    expect(readPreferencesFromDocument(root())).toEqual(prefs);
  });

  it("reads nothing from a document without the attributes", () => {
    expect(readPreferencesFromDocument(root())).toBeNull();
  });
});

describe("pre-paint script", () => {
  it("sets the defaults when nothing is stored", () => {
    runPrePaint();
    expect(readPreferencesFromDocument(root())).toEqual(defaultPreferences());
  });

  it("applies the stored preferences exactly as applyPreferences(readPreferences()) does", () => {
    const stored = {
      theme: "dark",
      colorBlindMode: "deuteranopia",
      fontSize: "large",
      lineSpacing: "wide",
      reducedMotion: "reduced",
      highContrast: "on",
      largerCursor: "on",
      keyboardNavigation: "bogus",
    };
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    runPrePaint();
    const fromScript = readPreferencesFromDocument(root());
    clearRoot();
    applyPreferences(root(), readPreferences(localStorage, false));
    expect(fromScript).toEqual(readPreferencesFromDocument(root()));
    expect(fromScript?.keyboardNavigation).toBe("off");
    expect(fromScript?.fontSize).toBe("large");
  });

  it("switches reduced motion on when the device asks and nothing is stored", () => {
    mockReducedMotion(true);
    runPrePaint();
    expect(root().getAttribute("data-motion")).toBe("reduced");
    localStorage.setItem("reducedMotion", "normal");
    runPrePaint();
    expect(root().getAttribute("data-motion")).toBe("normal");
  });

  it("never throws when storage is blocked", () => {
    vi.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new Error("SecurityError");
    });
    expect(runPrePaint).not.toThrow();
    expect(root().getAttribute("data-theme")).toBe("light");
  });

  it("leaves the page's language and direction alone", () => {
    localStorage.setItem("language", "ar");
    root().lang = "fr";
    root().dir = "ltr";
    runPrePaint();
    expect(root().lang).toBe("fr");
    expect(root().dir).toBe("ltr");
  });
});

describe("colour-blind filters", () => {
  const apply = (m: number[][], c: [number, number, number]) =>
    m.map((row) => (row[0] ?? 0) * c[0] + (row[1] ?? 0) * c[1] + (row[2] ?? 0) * c[2]);

  it.each(["protanopia", "deuteranopia", "tritanopia"] as const)("%s keeps greys (text contrast) unchanged", (mode) => {
    const m = correctionMatrix(mode);
    for (const grey of [0, 0.25, 0.5, 1]) {
      for (const channel of apply(m, [grey, grey, grey])) expect(channel).toBeCloseTo(grey, 4);
    }
  });

  it.each(["protanopia", "deuteranopia", "tritanopia"] as const)("%s really changes colours", (mode) => {
    const m = correctionMatrix(mode);
    const red = apply(m, [1, 0, 0]);
    const blue = apply(m, [0, 0, 1]);
    const moved = Math.max(
      ...red.map((v, i) => Math.abs(v - (i === 0 ? 1 : 0))),
      ...blue.map((v, i) => Math.abs(v - (i === 2 ? 1 : 0))),
    );
    expect(moved).toBeGreaterThan(0.1);
  });

  it("writes a 4x5 feColorMatrix that keeps alpha", () => {
    const values = colorMatrixValues("deuteranopia").split(" ").map(Number);
    expect(values).toHaveLength(20);
    expect(values.every(Number.isFinite)).toBe(true);
    expect(values.slice(15)).toEqual([0, 0, 0, 1, 0]);
  });
});
