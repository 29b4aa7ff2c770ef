import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./env";

const valid = {
  VITE_CONTENTFUL_SPACE_ID: "abc123",
  VITE_CONTENTFUL_DELIVERY_TOKEN: "token",
  VITE_SUPABASE_URL: "https://project.supabase.co",
  VITE_SUPABASE_ANON_KEY: "anon",
  VITE_SITE_URL: "https://example.com/",
};

describe("parseConfig", () => {
  it("accepts a production configuration with defaults", () => {
    expect(parseConfig(valid)).toEqual({
      contentful: { spaceId: "abc123", deliveryToken: "token", environment: "master", insecure: false },
      supabase: { url: "https://project.supabase.co", anonKey: "anon" },
      siteUrl: "https://example.com",
      webmailUrl: undefined,
      formEndpoint: undefined,
      webVitalsSampleRate: 0.1,
    });
  });

  it("accepts the local stack's configuration", () => {
    const config = parseConfig({
      ...valid,
      VITE_CONTENTFUL_HOST: "localhost:3000",
      VITE_CONTENTFUL_BASE_PATH: "/contentful",
      VITE_CONTENTFUL_INSECURE: "true",
    });
    expect(config.contentful).toMatchObject({ host: "localhost:3000", basePath: "/contentful", insecure: true });
  });

  it.each([
    ["VITE_CONTENTFUL_SPACE_ID", undefined, /VITE_CONTENTFUL_SPACE_ID is not set/],
    ["VITE_CONTENTFUL_SPACE_ID", "has space", /VITE_CONTENTFUL_SPACE_ID is malformed/],
    ["VITE_CONTENTFUL_DELIVERY_TOKEN", "  ", /VITE_CONTENTFUL_DELIVERY_TOKEN is not set/],
    ["VITE_SUPABASE_URL", "not a url", /VITE_SUPABASE_URL is not a valid URL/],
    ["VITE_SUPABASE_URL", "ftp://x", /VITE_SUPABASE_URL must be an http\(s\) URL/],
    ["VITE_SUPABASE_ANON_KEY", undefined, /VITE_SUPABASE_ANON_KEY is not set/],
    ["VITE_SITE_URL", undefined, /VITE_SITE_URL is not set/],
    ["VITE_CONTENTFUL_HOST", "https://cdn.contentful.com", /VITE_CONTENTFUL_HOST must be a host name/],
    ["VITE_CONTENTFUL_BASE_PATH", "contentful", /VITE_CONTENTFUL_BASE_PATH must start with/],
    ["VITE_CONTENTFUL_INSECURE", "yes", /VITE_CONTENTFUL_INSECURE must be "true" or "false"/],
    ["VITE_WEBMAIL_URL", "mail", /VITE_WEBMAIL_URL is not a valid URL/],
    ["VITE_WEB_VITALS_SAMPLE_RATE", "10%", /VITE_WEB_VITALS_SAMPLE_RATE must be a number from 0 to 1/],
    ["VITE_WEB_VITALS_SAMPLE_RATE", "2", /VITE_WEB_VITALS_SAMPLE_RATE must be a number from 0 to 1/],
  ])("refuses %s=%j with one sentence naming it", (name, value, message) => {
    const run = () => parseConfig({ ...valid, [name]: value });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(message);
  });
});
