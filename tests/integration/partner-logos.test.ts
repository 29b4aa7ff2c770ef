/**
 * The partner-logos bucket: editors upload raster logos through the image-upload function, which
 * checks the bytes (issue 26, decision 0037), and anyone can read them; nobody writes the bucket
 * directly any more; visitors, signed-in non-staff and authors cannot upload; an SVG — even sent as
 * image/png — and oversized files are refused.
 */
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadPublicImage } from "../../src/lib/public-image.ts";
import { type FunctionsStack, startFunctionsStack } from "./helpers/functions.ts";

let stack: FunctionsStack;
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>');

beforeAll(async () => {
  stack = await startFunctionsStack();
});

afterAll(async () => {
  await stack?.close();
});

async function uid(client: SupabaseClient): Promise<string> {
  return (await client.auth.getUser()).data.user!.id;
}

/** The image-upload function's answer for these bytes, declared as `type`. */
function upload(client: SupabaseClient, bytes: Buffer, type: string, name = "logo.png") {
  const form = new FormData();
  form.set("bucket", "partner-logos");
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return client.functions.invoke<{ path: string }>("image-upload", { body: form }).then(async ({ data, error }) => ({
    status: error ? ((error as { context: Response }).context.status as number) : 201,
    body: error ? ((await (error as { context: Response }).context.json()) as Record<string, unknown>) : (data as Record<string, unknown>),
  }));
}

describe("partner-logos bucket", () => {
  it("lets an editor upload a PNG logo, stored in their folder, that a visitor can fetch", async () => {
    const editor = await stack.userClient("editor");
    const url = await uploadPublicImage(editor, "partner-logos", new File([new Uint8Array(PNG)], "logo.png", { type: "image/png" }));
    expect(url).toMatch(new RegExp(`/storage/v1/object/public/partner-logos/${await uid(editor)}/\\d+\\.png$`));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it("refuses uploads by visitors, signed-in non-staff and authors, and every direct write to the bucket", async () => {
    const editor = await stack.userClient("editor");
    const { path } = (await upload(editor, PNG, "image/png")).body as { path: string };
    expect((await upload(stack.anon(), PNG, "image/png")).status).toBe(401);
    for (const client of [await stack.userClient(undefined), await stack.userClient("author")]) {
      expect(await upload(client, PNG, "image/png")).toMatchObject({ status: 403, body: { error: "forbidden" } });
    }
    for (const client of [stack.anon(), await stack.userClient(undefined), await stack.userClient("author"), editor, await stack.userClient("admin")]) {
      const own = `${(await client.auth.getUser()).data.user?.id ?? "anon"}/${Date.now()}.png`;
      expect((await client.storage.from("partner-logos").upload(own, PNG, { contentType: "image/png" })).error).toMatchObject({ statusCode: "403" });
      expect((await client.storage.from("partner-logos").upload(path, PNG, { contentType: "image/png", upsert: true })).error).not.toBeNull();
    }
    for (const client of [stack.anon(), await stack.userClient(undefined), await stack.userClient("author")]) await client.storage.from("partner-logos").remove([path]);
    expect((await fetch(stack.anon().storage.from("partner-logos").getPublicUrl(path).data.publicUrl)).status).toBe(200);
    // The editor still removes it.
    expect((await editor.storage.from("partner-logos").remove([path])).data).toHaveLength(1);
  });

  it("refuses an SVG with script, as an SVG and disguised as a PNG, and a file over 1 MB", async () => {
    const editor = await stack.userClient("editor");
    for (const [type, name] of [["image/svg+xml", "x.svg"], ["image/png", "x.png"]] as const) {
      expect(await upload(editor, SVG, type, name)).toEqual({
        status: 400,
        body: { error: "file_refused", problem: "content", message: "The file's content is not an image of an accepted type" },
      });
    }
    expect(await upload(editor, Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]), "image/png")).toMatchObject({ status: 413, body: { problem: "tooLarge" } });
    expect((await stack.service.storage.from("partner-logos").list(await uid(editor))).data).toEqual([]);
  });
});
