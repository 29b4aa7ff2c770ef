import { describe, expect, it } from "vitest";
import { entriesStandIn } from "~/lib/contentful/testing/entries-stand-in";
import { getShellData, telHref } from "./api";

const settings = {
  firmName: "Firm",
  phone: "+1 (416) 555-0142",
  email: "info@example.com",
  address: "1 Main St\n North York, Toronto \n",
  socialLinks: { linkedin: "https://linkedin.example", twitter: "https://twitter.example" },
  officeHours: ["Mon-Fri 9:00 AM-6:00 PM"],
};

const service = (name: string, menuGroup: string, features: string[] = ["a", "b", "c", "d"]) => ({
  name,
  path: `/services/${name.toLowerCase()}`,
  menuGroup,
  features,
});

describe("getShellData", () => {
  it("maps site settings and groups the menu services, keeping three features", async () => {
    const { client, queries } = entriesStandIn({
      siteSettings: [settings],
      service: [service("Mel", "core"), service("It", "none"), service("Aug", "support", ["x"])],
    });
    const data = await getShellData(client);
    expect(data).toEqual({
      failed: false,
      data: {
      settings: {
        firmName: "Firm",
        tagline: undefined,
        phone: "+1 (416) 555-0142",
        email: "info@example.com",
        address: ["1 Main St", "North York, Toronto"],
        socialLinks: { linkedin: "https://linkedin.example", instagram: undefined, twitter: "https://twitter.example" },
        officeHours: ["Mon-Fri 9:00 AM-6:00 PM"],
        footerAbout: undefined,
      },
      core: [{ id: "service-0", name: "Mel", path: "/services/mel", features: ["a", "b", "c"] }],
      support: [{ id: "service-2", name: "Aug", path: "/services/aug", features: ["x"] }],
      },
    });
    expect(queries).toContainEqual(expect.objectContaining({ content_type: "service", order: "fields.order", locale: "en-US" }));
  });

  it("reports a failure without throwing and keeps what did load", async () => {
    const { client } = entriesStandIn({ siteSettings: new Error("down"), service: [service("Mel", "core")] });
    const { data, failed } = await getShellData(client);
    expect(failed).toBe(true);
    expect(data.settings).toBeNull();
    expect(data.core.map((s) => s.name)).toEqual(["Mel"]);
  });

  it("treats incomplete settings as missing", async () => {
    const { client } = entriesStandIn({ siteSettings: [{ firmName: "Firm" }], service: [] });
    expect((await getShellData(client)).data.settings).toBeNull();
  });
});

describe("telHref", () => {
  it("keeps the leading plus and the digits", () => {
    expect(telHref("+1 (416) 555-0142")).toBe("tel:+14165550142");
    expect(telHref("416.555.0142")).toBe("tel:4165550142");
  });
});
