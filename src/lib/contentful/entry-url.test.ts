import { describe, expect, it } from "vitest";
import { contentfulEntryUrl } from "./entry-url";

describe("contentfulEntryUrl", () => {
  it("opens the web app's entry editor for a real space", () => {
    expect(
      contentfulEntryUrl(
        {
          spaceId: "abc123",
          deliveryToken: "t",
          environment: "master",
          insecure: false,
        },
        "5xYz",
      ),
    ).toEqual({
      href: "https://app.contentful.com/spaces/abc123/environments/master/entries/5xYz",
      local: false,
    });
  });
  it("opens the entry as the local stand-in serves it when a Delivery host is configured", () => {
    expect(
      contentfulEntryUrl(
        {
          spaceId: "local",
          deliveryToken: "cda token",
          environment: "master",
          host: "localhost:3000",
          basePath: "/contentful",
          insecure: true,
        },
        "svc-mel",
      ),
    ).toEqual({
      href: "http://localhost:3000/contentful/spaces/local/environments/master/entries/svc-mel?access_token=cda%20token",
      local: true,
    });
  });
});
