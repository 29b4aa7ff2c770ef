import { type DisplayPreferences, nextValue, resetPreferences, toggledValue } from "~/lib/preferences";

/** What the toolbar buttons and the keyboard shortcuts do. */
export type PreferenceAction =
  | "theme"
  | "highContrast"
  | "fontSize"
  | "lineSpacing"
  | "reducedMotion"
  | "largerCursor"
  | "keyboardNavigation"
  | "reset";

/** Spec section 9: Alt+C contrast, Alt++ larger text, Alt+L line spacing, Alt+M motion, Alt+P cursor, Alt+K keyboard, Alt+R reset. */
export const shortcutKeys: Partial<Record<PreferenceAction, string>> = {
  highContrast: "Alt+C",
  fontSize: "Alt++",
  lineSpacing: "Alt+L",
  reducedMotion: "Alt+M",
  largerCursor: "Alt+P",
  keyboardNavigation: "Alt+K",
  reset: "Alt+R",
};

const byCode: Record<string, PreferenceAction> = {
  KeyC: "highContrast",
  KeyL: "lineSpacing",
  KeyM: "reducedMotion",
  KeyP: "largerCursor",
  KeyK: "keyboardNavigation",
  KeyR: "reset",
  Equal: "fontSize",
  NumpadAdd: "fontSize",
};

/**
 * The action of a key press, or null. Letters are matched by physical key
 * (event.code), so Alt+C works on macOS, where Alt changes the character.
 */
export function shortcutAction(
  event: Pick<KeyboardEvent, "altKey" | "ctrlKey" | "metaKey" | "key" | "code">,
): PreferenceAction | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  if (event.key === "+") return "fontSize";
  const fromCode = byCode[event.code];
  if (fromCode) return fromCode;
  const letter = event.key.length === 1 ? `Key${event.key.toUpperCase()}` : "";
  return byCode[letter] ?? null;
}

/** The change an action makes to the current preferences. */
export function actionChange(action: PreferenceAction, current: DisplayPreferences): Partial<DisplayPreferences> {
  switch (action) {
    case "reset":
      return resetPreferences(current);
    case "fontSize":
    case "lineSpacing":
      return { [action]: nextValue(action, current[action]) };
    default:
      return { [action]: toggledValue(action, current[action]) };
  }
}

/** The i18n key (namespace "preferences") of the sentence announced after an action. */
export function announcementKey(action: PreferenceAction, next: DisplayPreferences): string {
  switch (action) {
    case "reset":
      return "announce.reset";
    case "fontSize":
      return `announce.fontSize.${next.fontSize}`;
    case "lineSpacing":
      return `announce.lineSpacing.${next.lineSpacing}`;
    default: {
      const on = next[action] === "dark" || next[action] === "reduced" || next[action] === "on";
      return `announce.${action}.${on ? "on" : "off"}`;
    }
  }
}
