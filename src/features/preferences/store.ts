import { useSyncExternalStore } from "react";
import {
  applyPreferences,
  defaultPreferences,
  type DisplayPreferences,
  preferenceNames,
  readPreferences,
  readPreferencesFromDocument,
  REDUCED_MOTION_QUERY,
  savePreferences,
} from "~/lib/preferences";

/*
 * The visitor's display preferences as a small external store: the source of
 * truth is what the pre-paint script put on <html>; changes are applied to
 * <html>, saved to localStorage and shared with other tabs (storage event).
 */

const listeners = new Set<() => void>();
let current: DisplayPreferences | null = null;
const serverSnapshot = defaultPreferences();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function deviceReducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION_QUERY).matches === true;
}

function notify() {
  for (const listener of listeners) listener();
}

export function getPreferences(): DisplayPreferences {
  current ??=
    readPreferencesFromDocument(document.documentElement) ?? readPreferences(storage(), deviceReducedMotion());
  return current;
}

/** Applies a change to the page at once and remembers it in this browser. */
export function updatePreferences(change: Partial<DisplayPreferences>) {
  current = { ...getPreferences(), ...change };
  applyPreferences(document.documentElement, current);
  savePreferences(storage(), change);
  notify();
}

function onStorage(event: StorageEvent) {
  if (event.key !== null && !(preferenceNames as string[]).includes(event.key)) return;
  current = readPreferences(storage(), deviceReducedMotion());
  applyPreferences(document.documentElement, current);
  notify();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("storage", onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onStorage);
  };
}

/** The current preferences; the defaults while prerendering and hydrating. */
export function usePreferences(): DisplayPreferences {
  return useSyncExternalStore(subscribe, getPreferences, () => serverSnapshot);
}

/** For tests: forget the cached state so it is read again from the document. */
export function resetPreferencesStoreForTests() {
  current = null;
}
