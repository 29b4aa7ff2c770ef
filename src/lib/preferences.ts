/*
 * Display preferences (spec section 3): persisted in localStorage under keys
 * of the same names, applied to <html> as data attributes that app.css reads.
 * The same rules run twice: as an inline script in <head> before the first
 * paint (prePaintScript, so a prerendered page never flashes the wrong theme
 * or size), and from React when the visitor changes a preference. The page's
 * language and direction come from its URL (/fr/..., set in the prerendered
 * <html lang dir>), so nothing here touches them.
 */

/** Every display preference, its allowed values (the first is the default) and its <html> attribute. */
export const displayPreferences = {
  theme: { values: ["light", "dark"], attribute: "data-theme" },
  colorBlindMode: { values: ["normal", "protanopia", "deuteranopia", "tritanopia"], attribute: "data-color-blind" },
  fontSize: { values: ["normal", "large", "x-large"], attribute: "data-font-size" },
  lineSpacing: { values: ["normal", "wide", "wider"], attribute: "data-line-spacing" },
  reducedMotion: { values: ["normal", "reduced"], attribute: "data-motion" },
  highContrast: { values: ["off", "on"], attribute: "data-high-contrast" },
  largerCursor: { values: ["off", "on"], attribute: "data-larger-cursor" },
  keyboardNavigation: { values: ["off", "on"], attribute: "data-keyboard-nav" },
} as const;

export type PreferenceName = keyof typeof displayPreferences;
export type DisplayPreferences = {
  -readonly [K in PreferenceName]: (typeof displayPreferences)[K]["values"][number];
};
export type Theme = DisplayPreferences["theme"];
export type ColorBlindMode = DisplayPreferences["colorBlindMode"];
export type FontSize = DisplayPreferences["fontSize"];
export type LineSpacing = DisplayPreferences["lineSpacing"];

export const preferenceNames = Object.keys(displayPreferences) as PreferenceName[];

/**
 * localStorage keys: the spec's names (theme, colorBlindMode, fontSize,
 * lineSpacing, reducedMotion, language) plus the three on/off modes.
 * `language` belongs to the language feature (the remembered choice); it is
 * listed here so the storage model is complete, and Reset leaves it alone.
 */
export const storageKeys = [...preferenceNames, "language"] as const;
export const LANGUAGE_KEY = "language";

/** Font size in px and line height per setting (spec: 16/20/24 px; normal, 1.5, 2). */
export const fontSizePx: Record<FontSize, number> = { normal: 16, large: 20, "x-large": 24 };
export const lineHeights: Record<LineSpacing, "normal" | number> = { normal: "normal", wide: 1.5, wider: 2 };

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export function isPreferenceValue<K extends PreferenceName>(name: K, value: unknown): value is DisplayPreferences[K] {
  return typeof value === "string" && (displayPreferences[name].values as readonly string[]).includes(value);
}

/** The defaults; reduced motion is on when the device asks for it. */
export function defaultPreferences(deviceReducedMotion = false): DisplayPreferences {
  const defaults = Object.fromEntries(preferenceNames.map((name) => [name, displayPreferences[name].values[0]]));
  return { ...(defaults as DisplayPreferences), reducedMotion: deviceReducedMotion ? "reduced" : "normal" };
}

function safeGet(storage: Pick<Storage, "getItem"> | null | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

/** Stored preferences, each validated; anything missing or unknown falls back to its default. */
export function readPreferences(
  storage: Pick<Storage, "getItem"> | null | undefined,
  deviceReducedMotion: boolean,
): DisplayPreferences {
  const result = defaultPreferences(deviceReducedMotion);
  for (const name of preferenceNames) {
    const stored = safeGet(storage, name);
    if (isPreferenceValue(name, stored)) (result as Record<PreferenceName, string>)[name] = stored;
  }
  return result;
}

/** Preferences as the <html> attributes show them (set by the pre-paint script), or null if any is missing. */
export function readPreferencesFromDocument(root: HTMLElement): DisplayPreferences | null {
  const result: Partial<Record<PreferenceName, string>> = {};
  for (const name of preferenceNames) {
    const value = root.getAttribute(displayPreferences[name].attribute);
    if (!isPreferenceValue(name, value)) return null;
    result[name] = value;
  }
  return result as DisplayPreferences;
}

export function savePreferences(
  storage: Pick<Storage, "setItem"> | null | undefined,
  preferences: Partial<DisplayPreferences>,
) {
  for (const [name, value] of Object.entries(preferences)) {
    try {
      storage?.setItem(name, value);
    } catch {
      // Storage full or disabled: the choice holds for this page only.
    }
  }
}

/** Sets the data attributes app.css reads (and that useReducedMotion() reads) on <html>. */
export function applyPreferences(root: HTMLElement, preferences: DisplayPreferences) {
  for (const name of preferenceNames) root.setAttribute(displayPreferences[name].attribute, preferences[name]);
}

/** The next value of a cycling preference (font size, line spacing), wrapping to the first. */
export function nextValue<K extends PreferenceName>(name: K, current: DisplayPreferences[K]): DisplayPreferences[K] {
  const values = displayPreferences[name].values as unknown as readonly DisplayPreferences[K][];
  return values[(values.indexOf(current) + 1) % values.length] as DisplayPreferences[K];
}

/** The opposite value of a two-valued preference. */
export function toggledValue<K extends PreferenceName>(name: K, current: DisplayPreferences[K]): DisplayPreferences[K] {
  const values = displayPreferences[name].values as unknown as readonly DisplayPreferences[K][];
  return (current === values[0] ? values[1] : values[0]) as DisplayPreferences[K];
}

/**
 * Reset All Settings (spec section 4): colour mode, font size, line spacing
 * and motion back to normal; cursor, keyboard and high-contrast modes off.
 * The theme (light/dark) and the language stay as chosen.
 */
export function resetPreferences(current: DisplayPreferences): DisplayPreferences {
  return {
    ...current,
    colorBlindMode: "normal",
    fontSize: "normal",
    lineSpacing: "normal",
    reducedMotion: "normal",
    highContrast: "off",
    largerCursor: "off",
    keyboardNavigation: "off",
  };
}

/**
 * The inline script for <head>: reads the stored preferences and sets the
 * <html> attributes before anything is painted. Plain ES5, no dependencies;
 * it must never throw (storage may be blocked).
 */
export const prePaintScript = `(function(){try{var d=document.documentElement,s=null;try{s=window.localStorage}catch(e){}
var p=${JSON.stringify(Object.fromEntries(preferenceNames.map((n) => [n, displayPreferences[n]])))};
function g(k){try{return s?s.getItem(k):null}catch(e){return null}}
for(var k in p){var v=g(k);if(p[k].values.indexOf(v)<0){v=k==="reducedMotion"&&window.matchMedia&&window.matchMedia(${JSON.stringify(REDUCED_MOTION_QUERY)}).matches?"reduced":p[k].values[0]}d.setAttribute(p[k].attribute,v)}
}catch(e){}})();`;

/*
 * Colour-blind modes: SVG feColorMatrix filters that correct colours for each
 * kind of colour vision deficiency (daltonisation): the part of each colour
 * that the deficiency hides is moved into channels that remain visible. Greys
 * map to themselves (every simulation row sums to 1), so black, white and grey
 * text keep their contrast.
 */
type Matrix3 = [[number, number, number], [number, number, number], [number, number, number]];

/** Colour vision deficiency simulation (Machado, Oliveira & Fernandes 2009, severity 1). */
const simulation: Record<Exclude<ColorBlindMode, "normal">, Matrix3> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

/** Where the lost information goes: red-green loss into green and blue; blue-yellow loss into red and green. */
const shiftRedGreen: Matrix3 = [
  [0, 0, 0],
  [0.7, 1, 0],
  [0.7, 0, 1],
];
const shiftBlueYellow: Matrix3 = [
  [1, 0, 0.7],
  [0, 1, 0.7],
  [0, 0, 0],
];

const cell = (m: readonly (readonly number[])[], i: number, j: number) => m[i]?.[j] ?? 0;

function multiply(a: Matrix3, b: Matrix3): Matrix3 {
  return a.map((_, i) =>
    [0, 1, 2].map((j) => cell(a, i, 0) * cell(b, 0, j) + cell(a, i, 1) * cell(b, 1, j) + cell(a, i, 2) * cell(b, 2, j)),
  ) as Matrix3;
}

/** The 3x3 correction: C = I + E(I - S), so corrected = c + E(c - simulated(c)). */
export function correctionMatrix(mode: Exclude<ColorBlindMode, "normal">): Matrix3 {
  const s = simulation[mode];
  const lost = s.map((row, i) => row.map((v, j) => (i === j ? 1 : 0) - v)) as Matrix3;
  const shifted = multiply(mode === "tritanopia" ? shiftBlueYellow : shiftRedGreen, lost);
  return shifted.map((row, i) => row.map((v, j) => v + (i === j ? 1 : 0))) as Matrix3;
}

export const colorBlindModes = displayPreferences.colorBlindMode.values.filter(
  (mode): mode is Exclude<ColorBlindMode, "normal"> => mode !== "normal",
);

/** The id of the SVG filter of a mode; app.css applies `filter: url(#cb-<mode>)` to <html>. */
export function colorBlindFilterId(mode: Exclude<ColorBlindMode, "normal">): string {
  return `cb-${mode}`;
}

/** The `values` attribute of the feColorMatrix (4x5, alpha unchanged). */
export function colorMatrixValues(mode: Exclude<ColorBlindMode, "normal">): string {
  const round = (v: number) => String(Math.round(v * 10000) / 10000);
  const rows = correctionMatrix(mode).map((row) => [...row.map(round), "0", "0"].join(" "));
  return [...rows, "0 0 0 1 0"].join(" ");
}
