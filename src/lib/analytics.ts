/**
 * Site analytics without cookies (issue 27; decision 0039): one small request per public page view
 * to `public.record_page_view` (supabase/migrations/20261128400001_page_views.sql), and the time the
 * page was visible, sent once when it is hidden or left, to `public.record_page_engagement`.
 *
 * Nothing is written to cookies or storage; the visitor is counted once a day by a hash the database
 * computes from a daily salt, the address and the user agent. Not sent: for robots (isbot), for
 * signed-in staff (their session says so; the database checks it again), when the browser asks not to
 * be tracked (Do-Not-Track or Global Privacy Control), or when VITE_ANALYTICS_OFF is set. This module
 * is loaded only after the page has hydrated and the main thread is idle (./use-web-vitals.ts).
 */
import { isbot } from "isbot";
import { getConfig } from "./env";
import { pageOfRoute } from "./web-vitals";

export interface AnalyticsTarget {
  supabaseUrl: string;
  anonKey: string;
}

/** What a view sends: every field checked again by the database. */
export interface PageView {
  path: string;
  template: string;
  language: string;
  device: "mobile" | "tablet" | "desktop";
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

const STAFF_ROLES = new Set(["admin", "editor", "author"]);
const PATH = /^\/[A-Za-z0-9/_.~%-]{0,199}$/;

/** The browser facts the decision needs (tests pass their own). */
export interface BrowserFacts {
  userAgent: string;
  doNotTrack: boolean;
  /** The signed-in Supabase session's access token, if any (read, never written). */
  accessToken: string | null;
  width: number;
  host: string;
  referrer: string;
}

export function browserFacts(): BrowserFacts {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const dnt = nav.doNotTrack ?? (window as Window & { doNotTrack?: string }).doNotTrack ?? nav.msDoNotTrack;
  return {
    userAgent: nav.userAgent,
    doNotTrack: nav.globalPrivacyControl === true || dnt === "1" || dnt === "yes",
    accessToken: storedAccessToken(),
    width: window.innerWidth,
    host: location.host,
    referrer: document.referrer,
  };
}

/** supabase-js keeps its session under "sb-<project>-auth-token" in localStorage (src/lib/supabase.ts). */
function storedAccessToken(): string | null {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key || !/^sb-.+-auth-token$/.test(key)) continue;
      const session = JSON.parse(localStorage.getItem(key) ?? "null") as { access_token?: unknown } | null;
      if (session && typeof session.access_token === "string") return session.access_token;
    }
  } catch {
    // Storage blocked or unreadable: no session.
  }
  return null;
}

/** The claims of a JWT, without checking it (the database does). */
function claims(token: string): { exp?: number; app_metadata?: { role?: unknown } } | null {
  try {
    const payload = token.split(".")[1] ?? "";
    return JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: number; app_metadata?: { role?: unknown } };
  } catch {
    return null;
  }
}

/** Whether this visit is reported at all, and under which bearer (a live session's, or none). */
export function reporting(facts: BrowserFacts, now = Date.now()): { send: false } | { send: true; bearer: string | null } {
  if (facts.doNotTrack || isbot(facts.userAgent)) return { send: false };
  if (facts.accessToken) {
    const claim = claims(facts.accessToken);
    const role = claim?.app_metadata?.role;
    if (typeof role === "string" && STAFF_ROLES.has(role)) return { send: false };
    const live = typeof claim?.exp === "number" && claim.exp * 1000 > now + 10_000;
    return { send: true, bearer: live ? facts.accessToken : null };
  }
  return { send: true, bearer: null };
}

export function deviceClass(width: number): PageView["device"] {
  return width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop";
}

/** The view of a route: path without query, template and language of the route, UTM, referrer host (landing only). */
export function pageView(routeId: string, pathname: string, search: string, facts: Pick<BrowserFacts, "width" | "host" | "referrer">, landing: boolean): PageView {
  const { template, language } = pageOfRoute(routeId);
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const view: PageView = { path: PATH.test(trimmed) ? trimmed : "/", template, language, device: deviceClass(facts.width) };
  if (landing && facts.referrer) {
    try {
      const host = new URL(facts.referrer).hostname.toLowerCase();
      if (host && host !== facts.host.replace(/:\d+$/, "").toLowerCase()) view.referrer = host;
    } catch {
      // Not a URL: no referrer.
    }
  }
  const params = new URLSearchParams(search);
  for (const name of ["utm_source", "utm_medium", "utm_campaign"] as const) {
    const value = [...(params.get(name) ?? "")]
      .filter((c) => c.charCodeAt(0) > 31 && c.charCodeAt(0) !== 127 && c !== "<" && c !== ">")
      .join("")
      .trim()
      .slice(0, 100);
    if (value) view[name] = value;
  }
  return view;
}

function post(target: AnalyticsTarget, bearer: string | null, fn: string, body: unknown): Promise<Response> {
  return fetch(`${target.supabaseUrl}/rest/v1/rpc/${fn}`, {
    method: "POST",
    keepalive: true,
    credentials: "omit",
    headers: { apikey: target.anonKey, Authorization: `Bearer ${bearer ?? target.anonKey}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

/** The view being looked at: its id (from the database) and how long it has been visible. */
let current: { id: Promise<string | null>; visibleMs: number; since: number | null; bearer: string | null } | null = null;
let listening = false;
let landed = false;

function sendEngagement(target: AnalyticsTarget): void {
  const view = current;
  current = null;
  if (!view) return;
  const visible = view.visibleMs + (view.since === null ? 0 : performance.now() - view.since);
  const seconds = Math.min(1800, Math.round(visible / 1000));
  void view.id.then((id) => (id ? post(target, view.bearer, "record_page_engagement", { view_id: id, seconds }) : undefined)).catch(() => {});
}

/** Reports one page view (call for the landing page and each client navigation). */
export function trackView(target: AnalyticsTarget, routeId: string, pathname: string, search: string, facts: BrowserFacts = browserFacts()): void {
  const decision = reporting(facts);
  if (!decision.send) return;
  const landing = !landed;
  landed = true;
  sendEngagement(target);
  const id = post(target, decision.bearer, "record_page_view", { page: pageView(routeId, pathname, search, facts, landing) })
    .then(async (response) => (response.ok ? ((await response.json()) as string | null) : null))
    .catch(() => null);
  current = { id, visibleMs: 0, since: document.visibilityState === "visible" ? performance.now() : null, bearer: decision.bearer };
  if (listening) return;
  listening = true;
  const hidden = () => {
    if (document.visibilityState === "hidden") sendEngagement(target);
  };
  document.addEventListener("visibilitychange", hidden);
  window.addEventListener("pagehide", () => sendEngagement(target));
}

/** The view of the current page, with the site's configuration (./use-web-vitals.ts calls it when idle). */
export function reportView(routeId: string, pathname: string): void {
  let config: ReturnType<typeof getConfig>;
  try {
    config = getConfig();
  } catch {
    return; // No configuration, no report.
  }
  // VITE_ANALYTICS_OFF=true: nothing is reported (read here, not in ./env.ts, to keep every page's up-front code as it was).
  if (String(import.meta.env.VITE_ANALYTICS_OFF ?? "").trim() === "true") return;
  const search = location.search;
  // Reported when the main thread is idle, unless the visitor has left the page by then.
  const report = () => location.pathname === pathname && trackView({ supabaseUrl: config.supabase.url, anonKey: config.supabase.anonKey }, routeId, pathname, search);
  if (typeof requestIdleCallback === "function") requestIdleCallback(report, { timeout: 5000 });
  else report();
}
