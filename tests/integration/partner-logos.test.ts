/**
 * The partner-logos bucket through supabase-js: editors upload raster logos that anyone can read;
 * visitors, signed-in non-staff and authors cannot write, SVG and oversized files are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FunctionsStack, startFunctionsStack } from "./helpers/functions.ts";

let stack: FunctionsStack;
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

beforeAll(async () => {
  stack = await startFunctionsStack();
});

afterAll(async () => {
  await stack?.close();
});

async function uid(client: Awaited<ReturnType<FunctionsStack["userClient"]>>): Promise<string> {
  return (await client.auth.getUser()).data.user!.id;
}

describe("partner-logos bucket", () => {
  it("lets an editor upload a PNG logo that a visitor can fetch", async () => {
    const editor = await stack.userClient("editor");
    const path = `${await uid(editor)}/${Date.now()}.png`;
    const { error } = await editor.storage.from("partner-logos").upload(path, PNG, { contentType: "image/png" });
    expect(error).toBeNull();
    const url = stack.anon().storage.from("partner-logos").getPublicUrl(path).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it("refuses uploads, replacements and deletions by visitors, signed-in non-staff and authors", async () => {
    const editor = await stack.userClient("editor");
    const path = `${await uid(editor)}/${Date.now()}-keep.png`;
    expect((await editor.storage.from("partner-logos").upload(path, PNG, { contentType: "image/png" })).error).toBeNull();
    for (const client of [stack.anon(), await stack.userClient(undefined), await stack.userClient("author")]) {
      const own = `${(await client.auth.getUser()).data.user?.id ?? "anon"}/${Date.now()}.png`;
      expect((await client.storage.from("partner-logos").upload(own, PNG, { contentType: "image/png" })).error).not.toBeNull();
      expect((await client.storage.from("partner-logos").upload(path, PNG, { contentType: "image/png", upsert: true })).error).not.toBeNull();
      await client.storage.from("partner-logos").remove([path]);
    }
    expect((await fetch(stack.anon().storage.from("partner-logos").getPublicUrl(path).data.publicUrl)).status).toBe(200);
  });

  it("refuses an SVG (it can carry script) and a file over 1 MB", async () => {
    const editor = await stack.userClient("editor");
    const folder = await uid(editor);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await editor.storage.from("partner-logos").upload(`${folder}/x.svg`, svg, { contentType: "image/svg+xml" })).error).not.toBeNull();
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    expect((await editor.storage.from("partner-logos").upload(`${folder}/big.png`, big, { contentType: "image/png" })).error).not.toBeNull();
  });
});
