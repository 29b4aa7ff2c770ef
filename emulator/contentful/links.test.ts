import { describe, expect, it } from "vitest";
import { collectLinks, resolveIncludes } from "./links.ts";
import type { CdaEntity } from "./resources.ts";

const link = (linkType: string, id: string) => ({ sys: { type: "Link", linkType, id } });
const e = (id: string, fields: Record<string, unknown> = {}, type = "Entry"): CdaEntity => ({ sys: { type, id }, fields });

describe("collectLinks", () => {
  it("finds links in fields, arrays and rich text, once each", () => {
    const fields = {
      a: link("Entry", "x"),
      b: [link("Entry", "y"), link("Entry", "x")],
      c: { nodeType: "document", content: [{ nodeType: "embedded-asset-block", data: { target: link("Asset", "img") }, content: [] }] },
      d: { plain: "object" },
    };
    expect(collectLinks(fields)).toEqual([
      { linkType: "Entry", id: "x" },
      { linkType: "Entry", id: "y" },
      { linkType: "Asset", id: "img" },
    ]);
  });
});

describe("resolveIncludes", () => {
  const world: Record<string, CdaEntity> = {
    "Entry!a": e("a", { next: link("Entry", "b"), pic: link("Asset", "p") }),
    "Entry!b": e("b", { next: link("Entry", "c") }),
    "Entry!c": e("c", { next: link("Entry", "a") }),
    "Asset!p": e("p", {}, "Asset"),
  };
  const lookup = (t: string, id: string) => world[`${t}!${id}`];

  it("follows links level by level up to the depth", () => {
    const items = [world["Entry!a"] as CdaEntity];
    const one = resolveIncludes(items, 1, lookup);
    expect(one.includes.Entry.map((x) => x.sys.id)).toEqual(["b"]);
    expect(one.includes.Asset.map((x) => x.sys.id)).toEqual(["p"]);
    const two = resolveIncludes(items, 2, lookup);
    expect(two.includes.Entry.map((x) => x.sys.id)).toEqual(["b", "c"]);
    expect(resolveIncludes(items, 0, lookup).includes).toEqual({ Entry: [], Asset: [] });
  });

  it("does not repeat items in includes, and stops on cycles", () => {
    const items = [world["Entry!a"] as CdaEntity, world["Entry!b"] as CdaEntity];
    const res = resolveIncludes(items, 10, lookup);
    expect(res.includes.Entry.map((x) => x.sys.id)).toEqual(["c"]);
  });

  it("reports links to nothing as notResolvable", () => {
    const res = resolveIncludes([e("z", { x: link("Entry", "gone") })], 1, lookup);
    expect(res.errors).toEqual([
      { sys: { id: "notResolvable", type: "error" }, details: { type: "Link", linkType: "Entry", id: "gone" } },
    ]);
  });
});
