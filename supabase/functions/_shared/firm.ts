/**
 * The firm's name in the e-mails (issue 30, item 2): the site settings' "Firm name" in Contentful
 * (published, read through the Delivery API; in the recipient's language when the entry has it, else
 * the English value), so the e-mails carry the name the site shows. The environment overrides it:
 * MAIL_FROM with a display name ("Name <address>") names the sender, MAIL_SIGNATURE signs. Without
 * either, the sender is "<firm name> <MAIL_FROM's address>" and the sign-off names the firm's team.
 *
 * Read once and kept for FIRM_NAME.ttlMs; a failed read keeps the last name known (and is retried
 * after retryAfterFailureMs); with none known the sender is the bare address and the sign-off reads
 * "Our team" in the recipient's language. Settings: CONTENTFUL_SPACE_ID, CONTENTFUL_ENVIRONMENT,
 * CONTENTFUL_DELIVERY_TOKEN, CONTENTFUL_DELIVERY_URL (as the translate function; README).
 */
import type { MailLanguage, Signature } from "./mail-common.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export const FIRM_NAME = { ttlMs: 5 * 60_000, retryAfterFailureMs: 30_000, timeoutMs: 5_000 } as const;

const CONTENTFUL_LOCALE: Record<MailLanguage, string> = { en: "en-US", fr: "fr", ru: "ru", ar: "ar", fa: "fa" };

type Names = Partial<Record<string, string>>;

let cached: { names: Names; at: number; key: string } | undefined;
let failedAt = -Infinity;
let loading: Promise<void> | undefined;

/** Forgets the cached name (tests). */
export function clearFirmName(): void {
  cached = undefined;
  failedAt = -Infinity;
  loading = undefined;
}

function settings() {
  const space = Deno.env.get("CONTENTFUL_SPACE_ID")?.trim();
  const token = Deno.env.get("CONTENTFUL_DELIVERY_TOKEN")?.trim();
  if (!space || !token) return undefined;
  const environment = Deno.env.get("CONTENTFUL_ENVIRONMENT")?.trim() || "master";
  const baseUrl = (Deno.env.get("CONTENTFUL_DELIVERY_URL")?.trim() || "https://cdn.contentful.com").replace(/\/+$/, "");
  return { space, token, environment, baseUrl, key: `${baseUrl}|${space}|${environment}` };
}

async function load(config: NonNullable<ReturnType<typeof settings>>): Promise<Names> {
  const url = `${config.baseUrl}/spaces/${encodeURIComponent(config.space)}/environments/${encodeURIComponent(config.environment)}/entries?${new URLSearchParams({
    content_type: "siteSettings",
    locale: "*",
    select: "sys.id,fields.firmName",
    limit: "1",
  })}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${config.token}` }, signal: AbortSignal.timeout(FIRM_NAME.timeoutMs) });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`the Delivery API answered ${response.status}`);
  }
  const body = (await response.json()) as { items?: { fields?: { firmName?: Names | string } }[] };
  const value = body.items?.[0]?.fields?.firmName;
  const names: Names = typeof value === "string" ? { "en-US": value } : (value ?? {});
  if (!names["en-US"]?.trim()) throw new Error("the site settings have no firm name");
  return names;
}

/** The firm's name as the site settings write it in `language` (English when not translated); "" when unknown. */
export async function firmName(language: MailLanguage = "en", now = Date.now()): Promise<string> {
  const config = settings();
  if (config) {
    const fresh = cached && cached.key === config.key && now - cached.at < FIRM_NAME.ttlMs;
    if (!fresh && now - failedAt >= FIRM_NAME.retryAfterFailureMs) {
      loading ??= load(config).then(
        (names) => {
          cached = { names, at: Date.now(), key: config.key };
        },
        (error: unknown) => {
          failedAt = Date.now();
          console.error(`firm name: the site settings could not be read (${error instanceof Error ? error.message : String(error)}); ${cached ? "keeping the last name read" : "the e-mails sign as the team"}`);
        },
      ).finally(() => {
        loading = undefined;
      });
      await loading;
    }
  }
  const names = cached?.names ?? {};
  return (names[CONTENTFUL_LOCALE[language]] ?? names["en-US"] ?? "").trim();
}

/** "Name <a@b.c>" → { name: "Name", address: "a@b.c" }; "a@b.c" → { address: "a@b.c" }. */
export function parseMailbox(value: string): { name?: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(value);
  if (!match) return { address: value.trim() };
  const name = match[1]!.replace(/^"(.*)"$/, "$1").trim();
  return name ? { name, address: match[2]!.trim() } : { address: match[2]!.trim() };
}

/** A display name safe in a From header: quoted when it holds characters that need it. */
function mailbox(name: string, address: string): string {
  const safe = name.replace(/[\r\n]/g, " ").trim();
  return /[",;:<>@()[\]\\]/.test(safe) ? `"${safe.replace(/(["\\])/g, "\\$1")}" <${address}>` : `${safe} <${address}>`;
}

/** The sender and the signature of an e-mail to a reader of `language`. */
export async function firmIdentity(language: MailLanguage): Promise<{ from: string | undefined; signature: Signature }> {
  const configured = Deno.env.get("MAIL_FROM")?.trim();
  const override = Deno.env.get("MAIL_SIGNATURE")?.trim() || undefined;
  const name = await firmName(language);
  let from: string | undefined;
  if (configured) {
    const sender = parseMailbox(configured);
    from = sender.name ? configured : name ? mailbox(name, sender.address) : sender.address;
  }
  return { from, signature: { firmName: name, override } };
}
