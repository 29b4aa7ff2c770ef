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
 * Request:  POST { "to": "fr" | "ru" | "ar" | "fa" | "en", "texts": string[] }
 * Response: 200  { "translations": string[], "translated": boolean }
 */
declare const Deno: { env: { get(name: string): string | undefined } };

export const LANGUAGES = ["en", "fr", "ru", "ar", "fa"] as const;
export const LIMITS = { texts: 50, textLength: 5000, totalLength: 20_000, timeoutMs: 10_000, cacheEntries: 5000 };

const corsHeaders = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
};

const cache = new Map<string, string>();

function remember(key: string, value: string) {
  if (cache.size >= LIMITS.cacheEntries) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, value);
}

/** Empties the cache (tests). */
export function clearTranslationCache() {
  cache.clear();
}

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: corsHeaders });
}

function parseRequest(body: unknown): { to: (typeof LANGUAGES)[number]; texts: string[] } | string {
  if (typeof body !== "object" || body === null) return "The body must be a JSON object { to, texts }.";
  const { to, texts } = body as { to?: unknown; texts?: unknown };
  if (typeof to !== "string" || !(LANGUAGES as readonly string[]).includes(to)) {
    return `"to" must be one of ${LANGUAGES.join(", ")}.`;
  }
  if (!Array.isArray(texts) || !texts.every((t) => typeof t === "string")) return '"texts" must be a list of strings.';
  if (texts.length > LIMITS.texts) return `At most ${LIMITS.texts} texts per request.`;
  if (texts.some((t) => t.length > LIMITS.textLength)) return `Each text must be at most ${LIMITS.textLength} characters.`;
  if (texts.reduce((sum, t) => sum + t.length, 0) > LIMITS.totalLength) {
    return `At most ${LIMITS.totalLength} characters per request.`;
  }
  return { to: to as (typeof LANGUAGES)[number], texts };
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
  const { to, texts } = parsed;

  const key = Deno.env.get("TRANSLATOR_KEY");
  if (to === "en" || !key || texts.length === 0) return json({ translations: texts, translated: false });

  const missing = [...new Set(texts.filter((text) => text.trim() !== "" && !cache.has(`${to}\u0000${text}`)))];
  if (missing.length > 0) {
    try {
      const translated = await callProvider(missing, to, key);
      missing.forEach((text, i) => remember(`${to}\u0000${text}`, translated[i] as string));
    } catch (error) {
      console.error(`translate: keeping the original text (${to}): ${(error as Error).message}`);
      return json({ translations: texts, translated: false });
    }
  }
  return json({ translations: texts.map((text) => cache.get(`${to}\u0000${text}`) ?? text), translated: true });
}
