/**
 * translate: fills in content that has no translation in Contentful, through
 * the translation provider of the spec (a Translator-style REST API: POST
 * {endpoint}/translate?api-version=3.0&from=en&to={language}, subscription key
 * and region in headers, body [{Text}], answer [{translations:[{text}]}]).
 *
 * The provider key is a function secret (TRANSLATOR_KEY): it never reaches the
 * browser. With no key configured (the local default) and on any error, the
 * original texts come back unchanged (and the error is logged). Translations
 * are cached in memory per instance.
 *
 * Anyone can call it (the site's visitors have no session), so it is no open
 * proxy to the paid provider (issue 12; decision 0029):
 *   - Only published content is translated: a text reaches the provider only
 *     when it is one of the published English texts of the Contentful space, as
 *     the site's fallback picks them (./published-texts.ts, read through the
 *     Delivery API and cached a few minutes). Any other text comes back as it
 *     was, its index listed in `unknown`.
 *   - Per client address (the last X-Forwarded-For entry, as the gateway
 *     reports it: ../_shared/client-address.ts), at most
 *     TRANSLATE_REQUESTS_PER_MINUTE requests (default 60) and
 *     TRANSLATE_CHARACTERS_PER_HOUR characters sent to the provider (default
 *     100 000); past either: 429 { error, retryAfter } with Retry-After. Counted
 *     in memory per instance (./client-limits.ts). Requests that cannot reach the
 *     provider (no key, English) are not counted.
 *
 * Staff texts (issue 25, decision 0033): with "source": "staff" the texts are what an admin or editor
 * typed in the portal (a partner's description, a tier's name and features), not published
 * Contentful texts. Only a signed-in admin or editor may ask (the caller's own token, checked with
 * rpc/is_editor: 401 without a session, 403 for any other role), whatever the key; the same limits
 * per client address apply. The portal stores the answers as drafts a person reviews and saves.
 *
 * Request:  POST { "to": "fr" | "ru" | "ar" | "fa" | "en", "texts": string[], "source"?: "staff" }
 * Response: 200  { "translations": string[], "translated": boolean, "unknown"?: number[] }
 *           translated: false when nothing is (no key, English, the provider or
 *           Contentful failed): the caller may stop asking for a while.
 *           400 malformed or too large · 429 a per-client limit
 */
import { clientAddress, clientKey } from "../_shared/client-address.ts";
import { ClientLimiter, type ClientLimitSettings } from "./client-limits.ts";
import { deliverySettings, PublishedTexts } from "./published-texts.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

export const LANGUAGES = ["en", "fr", "ru", "ar", "fa"] as const;
export const LIMITS = { texts: 50, textLength: 5000, totalLength: 20_000, timeoutMs: 10_000, cacheEntries: 5000 };
/** Per client address, unless TRANSLATE_REQUESTS_PER_MINUTE / TRANSLATE_CHARACTERS_PER_HOUR say otherwise. */
export const CLIENT_LIMITS: ClientLimitSettings = { requestsPerMinute: 60, charactersPerHour: 100_000 };

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  // The site reads how long to wait after a 429.
  "Access-Control-Expose-Headers": "Retry-After",
};

const cache = new Map<string, string>();
const limiter = new ClientLimiter();
const published = new PublishedTexts();
/** A missing Contentful setting is logged once per instance, not at every request. */
let reportedUnconfigured = false;

function remember(key: string, value: string) {
  if (cache.size >= LIMITS.cacheEntries) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, value);
}

/** Empties the caches and the per-client counts (tests). */
export function clearTranslationCache() {
  cache.clear();
  limiter.clear();
  published.clear();
  reportedUnconfigured = false;
}

function positiveInteger(name: string, fallback: number): number {
  const raw = Deno.env.get(name)?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value > 0) return value;
  console.error(`translate: ${name} must be a whole number above 0 ("${raw}"); using ${fallback}`);
  return fallback;
}

function clientLimits(): ClientLimitSettings {
  return {
    requestsPerMinute: positiveInteger("TRANSLATE_REQUESTS_PER_MINUTE", CLIENT_LIMITS.requestsPerMinute),
    charactersPerHour: positiveInteger("TRANSLATE_CHARACTERS_PER_HOUR", CLIENT_LIMITS.charactersPerHour),
  };
}

function tooMany(limit: "requests" | "characters", retryAfter: number, settings: ClientLimitSettings): Response {
  const error =
    limit === "requests"
      ? `Too many translation requests from this address: at most ${settings.requestsPerMinute} a minute.`
      : `Too much text translated for this address: at most ${settings.charactersPerHour} characters an hour.`;
  return Response.json({ error, retryAfter }, { status: 429, headers: { ...corsHeaders, "Retry-After": String(retryAfter) } });
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: corsHeaders });
}

function parseRequest(body: unknown): { to: (typeof LANGUAGES)[number]; texts: string[]; staff: boolean } | string {
  if (typeof body !== "object" || body === null) return "The body must be a JSON object { to, texts }.";
  const { to, texts, source } = body as { to?: unknown; texts?: unknown; source?: unknown };
  if (source !== undefined && source !== "staff") return '"source" must be "staff" when given.';
  if (typeof to !== "string" || !(LANGUAGES as readonly string[]).includes(to)) {
    return `"to" must be one of ${LANGUAGES.join(", ")}.`;
  }
  if (!Array.isArray(texts) || !texts.every((t) => typeof t === "string")) return '"texts" must be a list of strings.';
  if (texts.length > LIMITS.texts) return `At most ${LIMITS.texts} texts per request.`;
  if (texts.some((t) => t.length > LIMITS.textLength)) return `Each text must be at most ${LIMITS.textLength} characters.`;
  if (texts.reduce((sum, t) => sum + t.length, 0) > LIMITS.totalLength) {
    return `At most ${LIMITS.totalLength} characters per request.`;
  }
  return { to: to as (typeof LANGUAGES)[number], texts, staff: source === "staff" };
}

/** Null when the caller is a signed-in admin or editor; otherwise the refusal (401, 403, 500). */
async function refuseUnlessEditor(req: Request): Promise<Response | null> {
  const supabaseUrl = Deno.env.get("SUPABASE_URL");
  const anonKey = Deno.env.get("SUPABASE_ANON_KEY");
  if (!supabaseUrl || !anonKey) return json({ error: "SUPABASE_URL and SUPABASE_ANON_KEY are not set" }, 500);
  const authorization = req.headers.get("authorization") ?? "";
  if (!/^Bearer \S+$/.test(authorization)) return json({ error: "Sign in as an admin or editor to translate staff texts." }, 401);
  let role: Response;
  try {
    role = await fetch(`${supabaseUrl}/rest/v1/rpc/is_editor`, {
      method: "POST",
      headers: { apikey: anonKey, Authorization: authorization, "Content-Type": "application/json" },
      body: "{}",
      signal: AbortSignal.timeout(LIMITS.timeoutMs),
    });
  } catch (error) {
    console.error(`translate: the caller's role could not be checked: ${(error as Error).message}`);
    return json({ error: "The caller's role could not be checked." }, 503);
  }
  if (role.status === 401) return json({ error: "The session is not valid." }, 401);
  if (!role.ok || (await role.json()) !== true) return json({ error: "Only admins and editors may translate staff texts." }, 403);
  return null;
}

async function callProvider(texts: string[], to: string, key: string): Promise<string[]> {
  const endpoint = (Deno.env.get("TRANSLATOR_ENDPOINT") ?? "https://api.cognitive.microsofttranslator.com").replace(/\/+$/, "");
  const url = `${endpoint}/translate?api-version=3.0&from=en&to=${encodeURIComponent(to)}`;
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    "Ocp-Apim-Subscription-Key": key,
  };
  const region = Deno.env.get("TRANSLATOR_REGION");
  if (region) headers["Ocp-Apim-Subscription-Region"] = region;
  const response = await fetch(url, {
    method: "POST",
    headers,
    body: JSON.stringify(texts.map((Text) => ({ Text }))),
    signal: AbortSignal.timeout(LIMITS.timeoutMs),
  });
  if (!response.ok) throw new Error(`translation provider answered ${response.status}`);
  const result = (await response.json()) as { translations?: { text?: unknown }[] }[];
  if (!Array.isArray(result) || result.length !== texts.length) throw new Error("translation provider answered an unexpected shape");
  return result.map((item) => {
    const text = item.translations?.[0]?.text;
    if (typeof text !== "string") throw new Error("translation provider answered an item without text");
    return text;
  });
}

/** An editor's texts: all sent (not yet cached), counted against the caller's address. */
async function translateStaffTexts(texts: string[], to: string, key: string, client: string, settings: ClientLimitSettings): Promise<Response> {
  const cacheKey = (text: string) => `${to}\u0000${text}`;
  const missing = [...new Set(texts.filter((text) => text.trim() && !cache.has(cacheKey(text))))];
  if (missing.length > 0) {
    const overBudget = limiter.characters(client, missing.reduce((sum, text) => sum + text.length, 0), settings);
    if (overBudget) return tooMany(overBudget.limit, overBudget.retryAfterSeconds, settings);
    try {
      const translated = await callProvider(missing, to, key);
      missing.forEach((text, i) => remember(cacheKey(text), translated[i] as string));
    } catch (error) {
      console.error(`translate: staff texts stay untranslated (${to}): ${(error as Error).message}`);
      return json({ translations: texts, translated: false });
    }
  }
  return json({ translations: texts.map((text) => cache.get(cacheKey(text)) ?? text), translated: true, unknown: [] });
}

export default async function handler(req: Request): Promise<Response> {
  if (req.method === "OPTIONS") return new Response("ok", { headers: corsHeaders });
  if (req.method !== "POST") return json({ error: "Use POST." }, 405);

  let body: unknown;
  try {
    body = await req.json();
  } catch {
    return json({ error: "The body must be JSON." }, 400);
  }
  const parsed = parseRequest(body);
  if (typeof parsed === "string") return json({ error: parsed }, 400);
  const { to, texts, staff } = parsed;
  if (staff) {
    const refused = await refuseUnlessEditor(req);
    if (refused) return refused;
  }

  const key = Deno.env.get("TRANSLATOR_KEY");
  if (to === "en" || !key || texts.length === 0) return json({ translations: texts, translated: false });

  // From here on the request can cost money: it is counted against its client.
  const client = clientKey(clientAddress(req.headers));
  const settings = clientLimits();
  const refused = limiter.request(client, settings);
  if (refused) return tooMany(refused.limit, refused.retryAfterSeconds, settings);

  if (staff) return translateStaffTexts(texts, to, key, client, settings);

  const delivery = deliverySettings();
  if (!delivery) {
    if (!reportedUnconfigured) console.error("translate: CONTENTFUL_SPACE_ID and CONTENTFUL_DELIVERY_TOKEN are not set, so no text is known to be published: nothing is translated");
    reportedUnconfigured = true;
    return json({ translations: texts, translated: false });
  }
  let known: boolean[];
  try {
    known = await published.filter(delivery, texts);
  } catch (error) {
    console.error(`translate: keeping the original text (${to}): the published texts could not be read: ${(error as Error).message}`);
    return json({ translations: texts, translated: false });
  }
  const unknown = texts.flatMap((_, i) => (known[i] ? [] : [i]));

  const cacheKey = (text: string) => `${to}\u0000${text}`;
  const missing = [...new Set(texts.filter((text, i) => known[i] && !cache.has(cacheKey(text))))];
  if (missing.length > 0) {
    const characters = missing.reduce((sum, text) => sum + text.length, 0);
    const overBudget = limiter.characters(client, characters, settings);
    if (overBudget) return tooMany(overBudget.limit, overBudget.retryAfterSeconds, settings);
    try {
      const translated = await callProvider(missing, to, key);
      missing.forEach((text, i) => remember(cacheKey(text), translated[i] as string));
    } catch (error) {
      console.error(`translate: keeping the original text (${to}): ${(error as Error).message}`);
      return json({ translations: texts, translated: false });
    }
  }
  return json({
    translations: texts.map((text, i) => (known[i] ? (cache.get(cacheKey(text)) ?? text) : text)),
    translated: true,
    unknown,
  });
}
