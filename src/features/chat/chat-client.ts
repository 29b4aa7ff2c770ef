import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { getConfig } from "~/lib/env";

/** Realtime's reconnect back-off (the spec's backend client defaults): 1, 2, 5, then every 10 s. */
export const RECONNECT_BACKOFF_MS = [1000, 2000, 5000, 10000] as const;
export const backoff = (tries: number): number => RECONNECT_BACKOFF_MS[Math.min(Math.max(tries, 1), RECONNECT_BACKOFF_MS.length) - 1] ?? 10000;

let client: SupabaseClient | undefined;

/**
 * The visitor's own Supabase client: an anonymous session kept under its own storage key, so that a
 * staff member browsing the public site chats as a visitor and their portal session is untouched.
 * The session lives in localStorage, so the conversation survives reloads and other tabs.
 */
export function visitorClient(): SupabaseClient {
  if (!client) {
    const { url, anonKey } = getConfig().supabase;
    client = createClient(url, anonKey, {
      auth: { persistSession: true, autoRefreshToken: true, storageKey: "chat-visitor-session", storage: window.localStorage },
      realtime: { heartbeatIntervalMs: 30_000, timeout: 10_000, reconnectAfterMs: backoff },
    });
  }
  return client;
}

/** The signed-in visitor's id: the stored anonymous session, or a new one. */
export async function ensureVisitor(supabase: SupabaseClient): Promise<string> {
  const { data } = await supabase.auth.getSession();
  if (data.session) return data.session.user.id;
  const { data: signedIn, error } = await supabase.auth.signInAnonymously();
  if (error || !signedIn.user) throw error ?? new Error("anonymous sign-in failed");
  return signedIn.user.id;
}
