/**
 * What a visitor typed into a public form, kept in sessionStorage until it is sent: a reload, a
 * crashed tab restored by the browser or a dropped connection loses nothing. Per tab, gone when the
 * tab closes; cleared when the form is sent. Only the public submission forms keep drafts (never a
 * password: the webmail and staff sign-in forms do not use them).
 */
const PREFIX = "form-draft:";

export interface Draft<V> {
  /** The submission's row id, so a send retried after a reload is still stored once. */
  id: string | null;
  values: V;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft of a form, merged over its empty values (fields unknown to the form are dropped). */
export function readDraft<V extends Record<string, string>>(key: string, initial: V): Draft<V> | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as { id?: unknown; values?: Record<string, unknown> };
    const values = { ...initial };
    for (const field of Object.keys(initial) as (keyof V)[]) {
      const value = parsed.values?.[field as string];
      if (typeof value === "string") values[field] = value as V[keyof V];
    }
    return { id: typeof parsed.id === "string" ? parsed.id : null, values };
  } catch {
    return null;
  }
}

export function writeDraft<V>(key: string, draft: Draft<V>): void {
  try {
    storage()?.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, only without the safety net.
  }
}

export function clearDraft(key: string): void {
  try {
    storage()?.removeItem(PREFIX + key);
  } catch {
    // Nothing to clear.
  }
}
