/**
 * The content-preview edge function through supabase-js: only signed-in editors and admins get
 * Contentful drafts (read server-side from the Preview API with the function's token); anonymous
 * callers, visitors without a role and authors are refused — each written as an attack.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SupabaseClient } from "@supabase/supabase-js";
import { createContentfulEmulator, type ContentfulEmulator } from "../../emulator/contentful/index.ts";
import { makeTestSeed, serve, type RunningServer } from "../../emulator/contentful/testing.ts";
import { type FunctionsStack, startFunctionsStack } from "./helpers/functions.ts";

const PREVIEW_TOKEN = "cpa-secret-token-never-sent-to-a-browser";
const ENV = ["CONTENTFUL_SPACE_ID", "CONTENTFUL_ENVIRONMENT", "CONTENTFUL_PREVIEW_URL", "CONTENTFUL_PREVIEW_TOKEN"] as const;

let stack: FunctionsStack;
let contentful: RunningServer;
let removeAssets = () => {};
let emulator: ContentfulEmulator;
const saved: Partial<Record<(typeof ENV)[number], string>> = {};

beforeAll(async () => {
  stack = await startFunctionsStack();
  const { seed, assetsDirectory, remove } = await makeTestSeed();
  removeAssets = remove;
  emulator = createContentfulEmulator({ spaceId: "sp", deliveryToken: "cda", previewToken: PREVIEW_TOKEN, managementToken: "cma", seed, assetsDirectory });
  contentful = await serve(emulator.handle);
  for (const name of ENV) saved[name] = process.env[name];
  Object.assign(process.env, {
    CONTENTFUL_SPACE_ID: "sp",
    CONTENTFUL_ENVIRONMENT: "master",
    CONTENTFUL_PREVIEW_URL: `${contentful.url}/contentful/preview`,
    CONTENTFUL_PREVIEW_TOKEN: PREVIEW_TOKEN,
  });
  // A draft: the title changed and not published.
  const record = emulator.store.data().entries.get("p1")!;
  record.fields = { ...record.fields, title: { "en-US": "Draft title" } };
  record.sys.version += 1;
});

afterAll(async () => {
  removeAssets();
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await contentful?.close();
  await stack?.close();
});

const ask = { path: "entries", query: "content_type=post&sys.id=p1" };
const invoke = (client: SupabaseClient, body: unknown = ask) => stack.invoke(client, "content-preview", body);
const titles = (body: Record<string, unknown>) => (body.items as Array<{ fields: { title: string } }>).map((i) => i.fields.title);

describe("content-preview", () => {
  it("refuses a call without a session (401) and the anonymous key (403), and shows them no draft", async () => {
    const bare = await fetch(`${stack.supabase.url}/functions/v1/content-preview`, {
      method: "POST",
      headers: { apikey: stack.supabase.anonKey, "Content-Type": "application/json" },
      body: JSON.stringify(ask),
    });
    expect(bare.status).toBe(401);
    const bareText = await bare.text();
    expect(bareText).not.toContain("Draft title");
    const anon = await invoke(stack.anon());
    expect(anon).toMatchObject({ status: 403, body: { error: "forbidden" } });
    expect(JSON.stringify(anon.body)).not.toContain("Draft title");
  });

  it("refuses a signed-in visitor without a role and an author", async () => {
    for (const role of [undefined, "author"] as const) {
      const result = await invoke(await stack.userClient(role));
      expect(result, `role ${role ?? "none"}`).toMatchObject({ status: 403, body: { error: "forbidden" } });
      expect(JSON.stringify(result.body)).not.toContain("Draft title");
    }
  });

  it("gives an editor and an admin the draft, as the Preview API serves it, never cached and without the token", async () => {
    for (const role of ["editor", "admin"] as const) {
      const result = await invoke(await stack.userClient(role));
      expect(result.status, role).toBe(200);
      expect(titles(result.body)).toEqual(["Draft title"]);
      expect(JSON.stringify(result.body)).not.toContain(PREVIEW_TOKEN);
    }
    const editor = await stack.userClient("editor");
    const session = (await editor.auth.getSession()).data.session!;
    const raw = await fetch(`${stack.supabase.url}/functions/v1/content-preview`, {
      method: "POST",
      headers: { apikey: stack.supabase.anonKey, Authorization: `Bearer ${session.access_token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ path: "entries/p1", query: "locale=fr" }),
    });
    expect(raw.headers.get("cache-control")).toBe("private, no-store");
    expect(((await raw.json()) as { fields: { title: string } }).fields.title).toBe("Draft title");
    // The Delivery API still serves the published title.
    const published = await fetch(`${contentful.url}/contentful/spaces/sp/entries/p1`, { headers: { Authorization: "Bearer cda" } });
    expect(((await published.json()) as { fields: { title: string } }).fields.title).toBe("Hello world");
  });

  it("reads only entries, assets, content types and locales, and passes the Preview API's errors on", async () => {
    const editor = await stack.userClient("editor");
    for (const path of ["../management/spaces/sp/entries", "entries/p1/published", "spaces", "", "entries?x"]) {
      expect((await invoke(editor, { path, query: "" })).status, path).toBe(400);
    }
    expect((await invoke(editor, { path: "entries", query: "x".repeat(4001) })).status).toBe(400);
    expect((await invoke(editor, { path: "content_types", query: "" })).status).toBe(200);
    expect((await invoke(editor, { path: "locales", query: "" })).status).toBe(200);
    const bad = await invoke(editor, { path: "entries", query: "content_type=post&fields.nope=1" });
    expect(bad).toMatchObject({ status: 400, body: { sys: { id: "InvalidQuery" } } });
    // A query cannot swap in another token.
    const swapped = await invoke(editor, { path: "entries", query: "content_type=post&access_token=cda" });
    expect(titles(swapped.body)).toContain("Draft title");
  });
});
