import { getConfig } from "../env";
import type { Language } from "../i18n/paths";
import { getSupabase } from "../supabase";
import { classifyInsertError } from "./classify-insert-error";
import type { SubmissionsClient } from "./client";
import { forward } from "./forward";
import type { SubmissionFieldsByKind, SubmissionKind, SubmitResult } from "./kinds";
import { pageLanguage } from "./page-language";
import { toRow } from "./to-row";

export interface SubmitOptions {
  /** The row id: created once per filled form (newSubmissionId()) and reused on every retry. */
  id: string;
  /**
   * The honeypot field's value, sent along: the server drops a submission whose honeypot is filled
   * and answers as if it stored it (decision 0026); `submit` then forwards nothing either.
   */
  honeypot?: string;
  /** Defaults to the app's client (getSupabase()). */
  client?: SubmissionsClient;
  /** Defaults to getConfig().formEndpoint; null disables forwarding. */
  formEndpoint?: string | null;
  /** Defaults to globalThis.fetch (for the form endpoint). */
  fetch?: typeof fetch;
  /** The language the visitor writes from (replies are written in it); defaults to the page's. */
  language?: Language;
}

function configuredFormEndpoint(): string | undefined {
  try {
    return getConfig().formEndpoint;
  } catch {
    // A broken configuration already failed the Supabase client; nothing to forward to.
    return undefined;
  }
}

/**
 * Stores one submission in Supabase `contact_submissions` through the `submit_contact` function
 * (the public forms' only way in: visitors may not insert rows themselves, nor read them back) and,
 * when `VITE_FORM_ENDPOINT` is set, forwards it to that form-handling service. Never throws: every
 * failure is a typed result the form turns into the spec's message.
 *
 * Idempotent retries: the caller passes the same `id` on every retry of one filled form. If a first
 * attempt was stored but its answer was lost, the retry is answered as stored (or, when both race,
 * meets a unique violation on that id, which counts as success too): a submission is never stored
 * twice. Limits live in Postgres (decision 0026, migration 20261127002601_public_form_gate.sql):
 * SQLSTATE PT429 maps to "rate-limited".
 */
export async function submit<K extends SubmissionKind>(
  kind: K,
  fields: SubmissionFieldsByKind[K],
  options: SubmitOptions,
): Promise<SubmitResult> {
  const trapped = Boolean(options.honeypot && options.honeypot.trim() !== "");
  let client: SubmissionsClient;
  try {
    client = options.client ?? ((await getSupabase()) as unknown as SubmissionsClient);
  } catch (error) {
    // The client's code could not load (offline); getSupabase() loads it afresh next time.
    return { ok: false, reason: "network", message: error instanceof Error ? error.message : String(error) };
  }
  let stored: SubmitResult;
  try {
    const row = { ...toRow(kind, fields, options.id), language: options.language ?? pageLanguage() };
    const { error, status } = await client.rpc("submit_contact", { submission: row, website: options.honeypot ?? null });
    stored = error ? classifyInsertError(error, status) : { ok: true };
  } catch (error) {
    stored = { ok: false, reason: "network", message: error instanceof Error ? error.message : String(error) };
  }
  if (!stored.ok || trapped) return stored;
  const endpoint = options.formEndpoint === undefined ? configuredFormEndpoint() : options.formEndpoint;
  if (!endpoint) return stored;
  return forward(endpoint, kind, fields, options.fetch ?? globalThis.fetch.bind(globalThis));
}
