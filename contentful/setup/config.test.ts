import { describe, expect, it } from "vitest";
import { parseSetupConfig } from "./config.ts";

const full = { CONTENTFUL_SPACE_ID: "abc123", CONTENTFUL_MANAGEMENT_TOKEN: "CFPAT-x" };

describe("parseSetupConfig", () => {
  it("reads the space, the token and the environment, which defaults to master", () => {
    expect(parseSetupConfig([], full)).toEqual({ spaceId: "abc123", managementToken: "CFPAT-x", environmentId: "master", dryRun: false });
    expect(parseSetupConfig(["--dry-run"], { ...full, CONTENTFUL_ENVIRONMENT: "staging" })).toMatchObject({ environmentId: "staging", dryRun: true });
  });

  it("names the missing variable in one sentence", () => {
    expect(() => parseSetupConfig([], { CONTENTFUL_MANAGEMENT_TOKEN: "t" })).toThrow(/^CONTENTFUL_SPACE_ID is not set: [^\n]+\.$/);
    expect(() => parseSetupConfig([], { CONTENTFUL_SPACE_ID: "s", CONTENTFUL_MANAGEMENT_TOKEN: "  " })).toThrow(/^CONTENTFUL_MANAGEMENT_TOKEN is not set/);
  });

  it("rejects unknown options", () => {
    expect(() => parseSetupConfig(["--force"], full)).toThrow(/Unknown option --force/);
  });
});
