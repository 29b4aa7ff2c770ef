// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { type BrowserFacts, deviceClass, pageView, reporting, trackView } from "./analytics";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const facts = (over: Partial<BrowserFacts> = {}): BrowserFacts => ({
  userAgent: CHROME, doNotTrack: false, accessToken: null, width: 1280, host: "site.example", referrer: "", ...over,
});
const jwt = (claims: Record<string, unknown>) => `x.${btoa(JSON.stringify(claims)).replace(/=+$/, "")}.y`;
const inAnHour = Math.floor(Date.now() / 1000) + 3600;

afterEach(() => vi.unstubAllGlobals());

describe("analytics: who is reported", () => {
  it("reports a visitor, and not robots, Do-Not-Track / GPC browsers or signed-in staff", () => {
    expect(reporting(facts())).toEqual({ send: true, bearer: null });
    expect(reporting(facts({ userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)" }))).toEqual({ send: false });
    expect(reporting(facts({ userAgent: "Mozilla/5.0 HeadlessChrome/131.0.0.0" }))).toEqual({ send: false });
    expect(reporting(facts({ doNotTrack: true }))).toEqual({ send: false });
    for (const role of ["admin", "editor", "author"]) {
      expect(reporting(facts({ accessToken: jwt({ exp: 1, app_metadata: { role } }) }))).toEqual({ send: false });
    }
    // A signed-in visitor (e.g. the live chat's anonymous session) is reported under their live session only.
    const live = jwt({ exp: inAnHour, app_metadata: {} });
    expect(reporting(facts({ accessToken: live }))).toEqual({ send: true, bearer: live });
    expect(reporting(facts({ accessToken: jwt({ exp: 1, app_metadata: {} }) }))).toEqual({ send: true, bearer: null });
  });
});

describe("analytics: what a view holds", () => {
  it("keeps the path without its query, the route's template and language, UTM values and the referrer host of the landing page", () => {
    const view = pageView("ar/routes/contact", "/ar/contact/", "?email=a@b.c&utm_source=news&utm_medium=e<mail>&utm_campaign=autumn", facts({ referrer: "https://www.Search.example/q?x=1", width: 390 }), true);
    expect(view).toEqual({ path: "/ar/contact", template: "contact", language: "ar", device: "mobile", referrer: "www.search.example", utm_source: "news", utm_medium: "email", utm_campaign: "autumn" });
    expect(JSON.stringify(view)).not.toContain("a@b.c");
  });

  it("drops a same-site referrer, the referrer of a client navigation, and a path it could not store", () => {
    expect(pageView("routes/home", "/", "", facts({ referrer: "https://site.example/about" }), true).referrer).toBeUndefined();
    expect(pageView("routes/home", "/", "", facts({ referrer: "https://other.example/" }), false).referrer).toBeUndefined();
    expect(pageView("routes/about", "/about\"><script>", "", facts(), false).path).toBe("/");
  });

  it("classes devices by viewport width", () => {
    expect([deviceClass(360), deviceClass(800), deviceClass(1440)]).toEqual(["mobile", "tablet", "desktop"]);
  });
});

describe("analytics: the requests", () => {
  it("sends one view with keepalive and no credentials, writes no cookie or storage, and sends the engagement once when the page is hidden", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal("fetch", vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(url.endsWith("record_page_view") ? "0b7f0000-0000-4000-8000-000000000001" : null), { status: 200 });
    }));
    const target = { supabaseUrl: "https://db.example", anonKey: "anon" };
    trackView(target, "routes/home", "/", "", facts());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://db.example/rest/v1/rpc/record_page_view");
    expect(calls[0]!.init).toMatchObject({ method: "POST", keepalive: true, credentials: "omit" });
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ page: { path: "/", template: "home", language: "en", device: "desktop" } });
    trackView(target, "routes/home", "/", "", facts({ userAgent: "Googlebot/2.1" }));
    expect(calls).toHaveLength(1);

    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    document.dispatchEvent(new Event("visibilitychange"));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.url).toBe("https://db.example/rest/v1/rpc/record_page_engagement");
    expect(JSON.parse(String(calls[1]!.init.body))).toMatchObject({ view_id: "0b7f0000-0000-4000-8000-000000000001" });
    expect(document.cookie).toBe("");
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
