import type { Language } from "~/lib/i18n/paths";
import { STORAGE_KEY } from "./rules";

/** localStorage.language, or null when unset or when storage is unavailable (private mode, blocked). */
export function readStoredLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Remembers the visitor's choice; a blocked storage only means it is not remembered. */
export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Storage unavailable: the choice lasts for this visit (the URL carries it).
  }
}
