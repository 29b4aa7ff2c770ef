// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { pageOfRoute, sendVitalsRow, vitalsRow } from "./web-vitals";
import { sampled } from "./web-vitals-sample";

afterEach(() => localStorage.clear());

describe("web vitals", () => {
  it("names the template and language of a route id", () => {
    expect(pageOfRoute("routes/home")).toEqual({ template: "home", language: "en" });
    expect(pageOfRoute("ar/routes/blog-post")).toEqual({ template: "blog-post", language: "ar" });
    expect(pageOfRoute("fa/privacy")).toEqual({ template: "privacy", language: "fa" });
  });

  it("samples at the configured rate, and a visitor's own override measures their visits only", () => {
    expect(sampled(0.1, () => 0.05)).toBe(true);
    expect(sampled(0.1, () => 0.5)).toBe(false);
    expect(sampled(0, () => 0)).toBe(false);
    localStorage.setItem("webVitalsSample", "1");
    expect(sampled(0, () => 0.99)).toBe(true);
  });

  it("rounds values and sends only template, language, metric and value, without waiting for an answer", () => {
    expect(vitalsRow({ template: "home", language: "en" }, { name: "LCP", value: 1234.567 })).toEqual({
      template: "home",
      language: "en",
      metric: "LCP",
      value: 1235,
    });
    expect(vitalsRow({ template: "home", language: "en" }, { name: "CLS", value: 0.012345 }).value).toBe(0.0123);
    const fetchImpl = vi.fn(() => Promise.reject(new Error("offline")));
    sendVitalsRow({ supabaseUrl: "https://x.supabase.co", anonKey: "anon" }, { template: "faq", language: "fr", metric: "INP", value: 80 }, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(
      "https://x.supabase.co/rest/v1/web_vitals",
      expect.objectContaining({ method: "POST", keepalive: true, body: '{"template":"faq","language":"fr","metric":"INP","value":80}' }),
    );
    const headers = (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(headers.Prefer).toBe("return=minimal");
    expect(Object.keys(headers)).not.toContain("Cookie");
  });
});
