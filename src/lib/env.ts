/**
 * The site's configuration, validated once. Only VITE_* variables reach the
 * browser, and only the ones listed here are read: none of them is a secret
 * (the Contentful delivery token and the Supabase anon key are public,
 * read-only keys by design; security lives in Contentful's read-only token
 * and in Postgres row-level security).
 */
export interface SiteConfig {
  contentful: {
    spaceId: string;
    deliveryToken: string;
    environment: string;
    host?: string;
    basePath?: string;
    insecure: boolean;
  };
  supabase: { url: string; anonKey: string };
  siteUrl: string;
  webmailUrl?: string;
  formEndpoint?: string;
  /** Share of page views whose Core Web Vitals are reported (0 to 1; src/lib/web-vitals.ts). */
  webVitalsSampleRate: number;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

type Source = Record<string, string | boolean | undefined>;

function read(source: Source, name: string): string | undefined {
  const value = source[name];
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function required(source: Source, name: string, what: string): string {
  const value = read(source, name);
  if (value === undefined) {
    throw new ConfigError(`${name} is not set: it must hold ${what} (see README, "Configuration").`);
  }
  return value;
}

function url(source: Source, name: string, what: string, optional: true): string | undefined;
function url(source: Source, name: string, what: string, optional?: false): string;
function url(source: Source, name: string, what: string, optional = false): string | undefined {
  const value = optional ? read(source, name) : required(source, name, what);
  if (value === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(`${name} is not a valid URL ("${value}"): it must hold ${what}.`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new ConfigError(`${name} must be an http(s) URL ("${value}"): it must hold ${what}.`);
  }
  return value.replace(/\/+$/, "");
}

function flag(source: Source, name: string): boolean {
  const value = read(source, name);
  if (value === undefined) return false;
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw new ConfigError(`${name} must be "true" or "false" (got "${value}").`);
}

function fraction(source: Source, name: string, fallback: number): number {
  const value = read(source, name);
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new ConfigError(`${name} must be a number from 0 to 1 (got "${value}").`);
  return n;
}

/** Validates the VITE_* variables; throws a ConfigError naming the first bad one. */
export function parseConfig(source: Source): SiteConfig {
  const host = read(source, "VITE_CONTENTFUL_HOST");
  if (host !== undefined && !/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host)) {
    throw new ConfigError(
      `VITE_CONTENTFUL_HOST must be a host name with an optional port, without a scheme ("${host}").`,
    );
  }
  const basePath = read(source, "VITE_CONTENTFUL_BASE_PATH");
  if (basePath !== undefined && !basePath.startsWith("/")) {
    throw new ConfigError(`VITE_CONTENTFUL_BASE_PATH must start with "/" ("${basePath}").`);
  }
  const spaceId = required(source, "VITE_CONTENTFUL_SPACE_ID", "the Contentful space id");
  if (!/^[a-z0-9_-]+$/i.test(spaceId)) {
    throw new ConfigError(`VITE_CONTENTFUL_SPACE_ID is malformed ("${spaceId}"): a space id is letters and digits.`);
  }
  return {
    contentful: {
      spaceId,
      deliveryToken: required(source, "VITE_CONTENTFUL_DELIVERY_TOKEN", "a Contentful Content Delivery API token"),
      environment: read(source, "VITE_CONTENTFUL_ENVIRONMENT") ?? "master",
      ...(host ? { host } : {}),
      ...(basePath ? { basePath } : {}),
      insecure: flag(source, "VITE_CONTENTFUL_INSECURE"),
    },
    supabase: {
      url: url(source, "VITE_SUPABASE_URL", "the Supabase project URL"),
      anonKey: required(source, "VITE_SUPABASE_ANON_KEY", "the Supabase anon (public) key"),
    },
    siteUrl: url(source, "VITE_SITE_URL", "the public origin of the site, e.g. https://example.com"),
    webmailUrl: url(source, "VITE_WEBMAIL_URL", "the webmail login endpoint", true),
    formEndpoint: url(source, "VITE_FORM_ENDPOINT", "the form-handling service endpoint", true),
    webVitalsSampleRate: fraction(source, "VITE_WEB_VITALS_SAMPLE_RATE", 0.1),
  };
}

let cached: SiteConfig | undefined;

/** The site's configuration from import.meta.env (built in by Vite). */
export function getConfig(): SiteConfig {
  cached ??= parseConfig(import.meta.env as unknown as Source);
  return cached;
}
