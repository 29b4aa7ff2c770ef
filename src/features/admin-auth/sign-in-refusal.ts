/**
 * What to tell a person whose sign-in was refused. The server's lock (five failures for an account in
 * 15 minutes, decision 0025) answers exactly as a wrong password or an unknown address does — 400
 * "Invalid login credentials" — so that no count of failures tells which addresses have accounts
 * (decision 0037). The pause is told from this tab's own count instead: from the fifth failure for an
 * address within 15 minutes, "wait 15 minutes". A 429 (GoTrue's own request limits) also means wait.
 */
const WINDOW_MS = 15 * 60 * 1000;
const LOCK_AFTER = 5;
const failures = new Map<string, number[]>();

export type SignInRefusal = "wait" | "invalid";

export function signInRefusal(email: string, error: { status?: number }, now = Date.now()): SignInRefusal {
  if (error.status === 429) return "wait";
  const key = email.trim().toLowerCase();
  const recent = (failures.get(key) ?? []).filter((at) => now - at < WINDOW_MS);
  recent.push(now);
  failures.set(key, recent);
  return recent.length >= LOCK_AFTER ? "wait" : "invalid";
}

/** A successful sign-in clears the address's count (the server clears its own). */
export function signInSucceeded(email: string): void {
  failures.delete(email.trim().toLowerCase());
}
