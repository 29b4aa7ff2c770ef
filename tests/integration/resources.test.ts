/**
 * The resource center's access control and workflow through the API, as a caller would try it with
 * supabase-js: anon and non-staff users cannot read internal or unapproved resources or their files
 * (rows, direct paths, signed URLs, listing), cannot change download counts but through the counted
 * download, cannot write the bucket or move and copy its objects; staff uploads are checked by their
 * content on the server, wait for an admin's approval, and are deleted file first, then row.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedResourceFiles, SEED_FILES_DIR } from "../../scripts/lib/seed-resources.ts";
import { noSession, startFunctionsStack, type FunctionsStack } from "./helpers/functions.ts";

const BUCKET = "resources-private";
const MB = 1024 * 1024;

interface Row {
  id: string;
  title: string;
  visibility: string;
  status: string;
  file_path: string;
  file_name: string;
  file_type: string;
  download_count: number;
  language: string;
}

let stack: FunctionsStack;
let anon: SupabaseClient;
let visitor: SupabaseClient; // an anonymous sign-in (the live chat's kind of user)
let author: SupabaseClient;
let editor: SupabaseClient;
let admin: SupabaseClient;
let publicDoc: Row;
let internalDoc: Row;

const pdf = (text: string) => Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
const exe = () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(58), Buffer.from([0x80, 0, 0, 0]), Buffer.alloc(64), Buffer.from("PE\0\0"), Buffer.alloc(400)]);

function token(client: SupabaseClient): Promise<string> {
  return client.auth.getSession().then(({ data }) => data.session?.access_token ?? stack.supabase.anonKey);
}

/** Calls resource-download as a browser would (fetch), with a given user agent. */
async function download(client: SupabaseClient, id: string, userAgent = "test-browser/1.0", extra: Record<string, string> = {}): Promise<Response> {
  return fetch(`${stack.supabase.url}/functions/v1/resource-download?id=${id}`, {
    headers: { apikey: stack.supabase.anonKey, Authorization: `Bearer ${await token(client)}`, "User-Agent": userAgent, ...extra },
  });
}

async function save(client: SupabaseClient, fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/pdf" }), file.name);
  const response = await fetch(`${stack.supabase.url}/functions/v1/resource-save`, {
    method: "POST",
    headers: { apikey: stack.supabase.anonKey, Authorization: `Bearer ${await token(client)}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function storedObjects(): Promise<string[]> {
  const all: string[] = [];
  for (const prefix of ["", "seed"]) {
    const { data, error } = await stack.service.storage.from(BUCKET).list(prefix, { limit: 1000 });
    expect(error).toBeNull();
    all.push(...(data ?? []).filter((o) => o.id).map((o) => (prefix ? `${prefix}/${o.name}` : o.name)));
  }
  return all.sort();
}

async function rowCount(): Promise<number> {
  const { count, error } = await stack.service.from("resources").select("id", { count: "exact", head: true });
  expect(error).toBeNull();
  return count ?? -1;
}

const fields = (over: Record<string, string> = {}) => ({ title: "Grant Reporting Checklist", description: "What to check before sending a grant report.", category: "templates", visibility: "public", ...over });

beforeAll(async () => {
  stack = await startFunctionsStack();
  await seedResourceFiles({ supabaseUrl: stack.supabase.url, serviceRoleKey: stack.supabase.serviceRoleKey });
  anon = stack.anon();
  visitor = stack.anon();
  expect((await visitor.auth.signInAnonymously()).error).toBeNull();
  [author, editor, admin] = await Promise.all([stack.userClient("author"), stack.userClient("editor"), stack.userClient("admin")]);
  const { data } = await stack.service.from("resources").select("*").order("created_at");
  const rows = (data ?? []) as Row[];
  publicDoc = rows.find((r) => r.visibility === "public" && r.file_type === "pdf")!;
  internalDoc = rows.find((r) => r.visibility === "internal")!;
  expect(publicDoc && internalDoc).toBeTruthy();
});

afterAll(async () => {
  await stack?.close();
});

describe("the seeded catalogue", () => {
  it("stores every sample file, byte for byte, and shows visitors at least 8 public documents in PDF, DOCX and XLSX", async () => {
    const { data } = await stack.service.from("resources").select("file_path,file_name,file_size,file_type,visibility,category,preview_text");
    for (const row of data ?? []) {
      const { data: blob, error } = await stack.service.storage.from(BUCKET).download(row.file_path);
      expect(error).toBeNull();
      const bytes = Buffer.from(await blob!.arrayBuffer());
      expect(bytes.equals(readFileSync(join(SEED_FILES_DIR, row.file_name)))).toBe(true);
      expect(bytes.length).toBe(row.file_size);
      if (row.file_type !== "pdf") expect(row.preview_text).toEqual(expect.any(String));
    }
    const { data: visible } = await anon.from("resources").select("file_type,category");
    expect(visible!.length).toBeGreaterThanOrEqual(8);
    expect(new Set(visible!.map((r) => r.file_type))).toEqual(new Set(["pdf", "docx", "xlsx"]));
    expect(new Set(visible!.map((r) => r.category)).size).toBeGreaterThanOrEqual(5);
  });
});

describe("attacks by anon and by a signed-in visitor", () => {
  it("cannot read internal rows, not even by id", async () => {
    for (const client of [anon, visitor]) {
      const { data, error } = await client.from("resources").select("id,visibility");
      expect(error).toBeNull();
      expect(data!.length).toBeGreaterThan(0);
      expect(data!.filter((r) => r.visibility !== "public")).toEqual([]);
      expect((await client.from("resources").select("id").eq("id", internalDoc.id)).data).toEqual([]);
    }
  });

  it("cannot fetch an internal file by its path, get a signed URL for it, or find it by listing", async () => {
    for (const client of [anon, visitor]) {
      const direct = await client.storage.from(BUCKET).download(internalDoc.file_path);
      expect(direct.data).toBeNull();
      expect(direct.error).not.toBeNull();
      const signed = await client.storage.from(BUCKET).createSignedUrl(internalDoc.file_path, 60);
      expect(signed.data).toBeNull();
      expect(signed.error).not.toBeNull();
      const listed = await client.storage.from(BUCKET).list("seed", { limit: 1000 });
      const names = (listed.data ?? []).map((o) => `seed/${o.name}`);
      expect(names).not.toContain(internalDoc.file_path);
      expect(names).toContain(publicDoc.file_path);
    }
    const publicUrl = await fetch(anon.storage.from(BUCKET).getPublicUrl(internalDoc.file_path).data.publicUrl);
    expect(publicUrl.ok).toBe(false);
    const guessed = await fetch(`${stack.supabase.url}/storage/v1/object/authenticated/${BUCKET}/${internalDoc.file_path}`, {
      headers: { apikey: stack.supabase.anonKey, Authorization: `Bearer ${stack.supabase.anonKey}` },
    });
    expect(guessed.ok).toBe(false);
  });

  it("cannot use a signed URL made for a public file to fetch an internal one", async () => {
    const signed = await anon.storage.from(BUCKET).createSignedUrl(publicDoc.file_path, 60);
    expect(signed.error).toBeNull();
    const ok = await fetch(signed.data!.signedUrl);
    expect(ok.status).toBe(200);
    const swapped = signed.data!.signedUrl.replace(publicDoc.file_path, internalDoc.file_path);
    expect((await fetch(swapped)).ok).toBe(false);
  });

  it("cannot change a download count but through the counted download", async () => {
    const before = (await stack.service.from("resources").select("download_count").eq("id", publicDoc.id).single()).data!.download_count as number;
    for (const client of [anon, visitor, author]) {
      const update = await client.from("resources").update({ download_count: 9999 }).eq("id", publicDoc.id).select("id");
      expect(update.data ?? []).toEqual([]);
      const rpc = await client.rpc("count_resource_download", { resource: publicDoc.id, visitor: "a".repeat(64) });
      expect(rpc.error).not.toBeNull();
      const old = await client.rpc("increment_download", { resource_id: publicDoc.id });
      expect(old.error).not.toBeNull();
    }
    // An editor may edit the row, but not its count.
    const edited = await editor.from("resources").update({ download_count: 9999 }).eq("id", publicDoc.id).select("id");
    expect(edited.error).toMatchObject({ code: "42501" });
    expect((await stack.service.from("resources").select("download_count").eq("id", publicDoc.id).single()).data!.download_count).toBe(before);
  });

  it("cannot write the bucket, nor move or copy its objects, even into another bucket", async () => {
    for (const client of [anon, visitor]) {
      const up = await client.storage.from(BUCKET).upload(`${randomUUID()}.pdf`, pdf("intruder"), { contentType: "application/pdf" });
      expect(up.error).not.toBeNull();
      const moved = await client.storage.from(BUCKET).move(publicDoc.file_path, `${randomUUID()}.pdf`);
      expect(moved.error).not.toBeNull();
      const copied = await client.storage.from(BUCKET).copy(internalDoc.file_path, `${randomUUID()}.pdf`);
      expect(copied.error).not.toBeNull();
      const across = await client.storage.from(BUCKET).copy(internalDoc.file_path, `${randomUUID()}.pdf`, { destinationBucket: "blog-images" });
      expect(across.error).not.toBeNull();
      const movedAcross = await client.storage.from(BUCKET).move(internalDoc.file_path, `${randomUUID()}.pdf`, { destinationBucket: "resources-public" });
      expect(movedAcross.error).not.toBeNull();
    }
    expect(await storedObjects()).toContain(internalDoc.file_path);
    expect(await storedObjects()).toContain(publicDoc.file_path);
  });

  it("cannot download an internal document through the download function", async () => {
    for (const client of [anon, visitor]) {
      const response = await download(client, internalDoc.id);
      expect(response.status).toBe(404);
    }
  });
});

describe("the counted download", () => {
  it("returns the stored bytes as an attachment with a safe name, counting once per visitor per day", async () => {
    const stored = readFileSync(join(SEED_FILES_DIR, publicDoc.file_name));
    const count = async () => (await stack.service.from("resources").select("download_count").eq("id", publicDoc.id).single()).data!.download_count as number;
    const before = await count();
    const ua = `browser-${randomUUID()}`;

    const first = await download(anon, publicDoc.id, ua);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("content-disposition")).toMatch(/^attachment; filename="[A-Za-z0-9-]+\.pdf"; filename\*=UTF-8''[A-Za-z0-9-]+\.pdf$/);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await first.arrayBuffer()).equals(stored)).toBe(true);
    expect(Number(first.headers.get("x-download-count"))).toBe(before + 1);
    expect(await count()).toBe(before + 1);

    const again = await download(anon, publicDoc.id, ua);
    expect(again.status).toBe(200);
    await again.arrayBuffer();
    expect(await count()).toBe(before + 1);

    const someoneElse = await download(anon, publicDoc.id, `${ua}-other`);
    await someoneElse.arrayBuffer();
    expect(await count()).toBe(before + 2);

    // An attack: a client that writes its own X-Forwarded-For (or the headers of another proxy) is still
    // the same visitor: the address is the one the gateway appends, last.
    const forgeries: Array<Record<string, string>> = [{ "X-Forwarded-For": "203.0.113.7" }, { "X-Forwarded-For": "198.51.100.1, 198.51.100.2" }, { "CF-Connecting-IP": "192.0.2.9", "X-Real-IP": "192.0.2.10" }];
    for (const forged of forgeries) {
      const inflated = await download(anon, publicDoc.id, ua, forged);
      await inflated.arrayBuffer();
    }
    expect(await count()).toBe(before + 2);
  });

  it("lets staff download an internal document, and reach it through a short-lived signed URL", async () => {
    const response = await download(author, internalDoc.id);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(SEED_FILES_DIR, internalDoc.file_name)))).toBe(true);
    const signed = await author.storage.from(BUCKET).createSignedUrl(internalDoc.file_path, 60, { download: internalDoc.file_name });
    expect(signed.error).toBeNull();
    const viaUrl = await fetch(signed.data!.signedUrl);
    expect(viaUrl.status).toBe(200);
    expect(viaUrl.headers.get("content-disposition")).toMatch(/^attachment/);
    const { data } = await author.from("resources").select("id").eq("id", internalDoc.id);
    expect(data).toHaveLength(1);
  });

  it("records the download as an analytics goal under the visitor's day hash — not for staff, robots or Do-Not-Track — and nobody else may record one", async () => {
    const db = <T,>(sql: string, params: unknown[] = []) => stack.supabase.emulator.context.db.query<T>(sql, params);
    const goals = async () => (await db<{ goal: string; language: string; path: string | null; visitor_hash: string }>("select goal, language, path, visitor_hash from public.analytics_goals where goal = 'download'")).rows;
    await db("delete from public.analytics_goals");
    const ua = `Mozilla/5.0 goal-${randomUUID()}`;
    // The visitor's page view (same machine, same browser), then the download.
    const browser = createClient(stack.supabase.url, stack.supabase.anonKey, { ...noSession, global: { headers: { "User-Agent": ua } } });
    const viewed = await browser.rpc("record_page_view", { page: { path: "/fr/resources", template: "resources", language: "fr", device: "desktop" } });
    expect(viewed.error).toBeNull();
    const hash = (await db<{ visitor_hash: string }>("select visitor_hash from public.page_views where id = $1", [viewed.data])).rows[0]!.visitor_hash;
    await (await download(anon, publicDoc.id, ua)).arrayBuffer();
    expect(await goals()).toEqual([{ goal: "download", language: publicDoc.language, path: "/fr/resources", visitor_hash: hash }]);

    // Staff, robots and Do-Not-Track / Global Privacy Control make no goal (the download itself works).
    for (const [who, agent, extra] of [
      [editor, ua, {}],
      [anon, "Googlebot/2.1 (+http://www.google.com/bot.html)", {}],
      [anon, `${ua}-dnt`, { DNT: "1" }],
      [anon, `${ua}-gpc`, { "Sec-GPC": "1" }],
    ] as const) {
      const response = await download(who, publicDoc.id, agent, extra);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    expect(await goals()).toHaveLength(1);

    // The function that records it is the service role's only: a visitor or a signed-in user cannot forge one.
    for (const who of [anon, visitor, author]) {
      const forged = await who.rpc("record_download_goal", { client_address: "203.0.113.5", user_agent: ua, untracked: false, goal_language: "en" });
      expect(forged.error?.code).toMatch(/^(42501|PGRST202)$/);
    }
    expect(await goals()).toHaveLength(1);
  });

  it("answers 400 for no id and 404 for an unknown one", async () => {
    expect((await fetch(`${stack.supabase.url}/functions/v1/resource-download?id=nope`, { headers: { apikey: stack.supabase.anonKey } })).status).toBe(400);
    expect((await download(anon, randomUUID())).status).toBe(404);
  });
});

describe("staff uploads, checked on the server", () => {
  it("refuses anon, a visitor and an author", async () => {
    expect((await save(anon, fields(), { name: "a.pdf", bytes: pdf("a") })).status).toBe(401);
    expect((await save(visitor, fields(), { name: "a.pdf", bytes: pdf("a") })).status).toBe(403);
    expect((await save(author, fields(), { name: "a.pdf", bytes: pdf("a") })).status).toBe(403);
  });

  it("refuses an .exe renamed .pdf, a double extension, an 11 MB PDF, a mismatched type and no file, storing nothing", async () => {
    const objects = await storedObjects();
    const rows = await rowCount();
    const cases: [string, Buffer, string, number][] = [
      ["invoice.pdf", exe(), "executable", 400],
      ["report.pdf.exe", pdf("x"), "doubleExtension", 400],
      ["report.exe.pdf", pdf("x"), "doubleExtension", 400],
      ["big.pdf", Buffer.concat([pdf("big"), Buffer.alloc(11 * MB - 100, 0x20)]), "tooLarge", 413],
      ["notes.docx", pdf("not a docx"), "mismatch", 400],
      ["script.pdf", Buffer.from("#!/bin/sh\necho hi\n"), "content", 400],
      ["photo.png", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "extension", 400],
    ];
    for (const [name, bytes, problem, status] of cases) {
      const result = await save(editor, fields(), { name, bytes });
      expect({ name, status: result.status, problem: result.body.problem }).toEqual({ name, status, problem });
      expect(result.body.message).toEqual(expect.any(String));
    }
    const none = await save(editor, fields());
    expect(none).toMatchObject({ status: 400, body: { problem: "empty", message: "Please select a file" } });
    expect(await storedObjects()).toEqual(objects);
    expect(await rowCount()).toBe(rows);
  });

  it("refuses an editor's direct upload to the bucket (the checks cannot be bypassed)", async () => {
    const up = await editor.storage.from(BUCKET).upload(`${randomUUID()}.pdf`, pdf("unchecked"), { contentType: "application/pdf" });
    expect(up.error).not.toBeNull();
  });

  it("stores a checked PDF under a server-made name, pending and invisible to visitors until an admin approves it", async () => {
    const title = `Board Pack ${randomUUID().slice(0, 6)}`;
    const bytes = readFileSync(join(SEED_FILES_DIR, "esg-roadmap-small-business.pdf"));
    const created = await save(editor, fields({ title }), { name: "../../etc/Board pack.PDF", bytes, type: "text/plain" });
    expect(created.status).toBe(201);
    const resource = created.body.resource as Row & { author_id: string };
    expect(resource).toMatchObject({ title, status: "pending", file_type: "pdf", file_name: "Board pack.PDF", download_count: 0 });
    const { data: row } = await stack.service.from("resources").select("file_path,preview_text").eq("id", resource.id).single();
    expect(row!.file_path).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const { data: blob } = await stack.service.storage.from(BUCKET).download(row!.file_path);
    expect(Buffer.from(await blob!.arrayBuffer()).equals(bytes)).toBe(true);

    expect((await anon.from("resources").select("id").eq("id", resource.id)).data).toEqual([]);
    expect((await download(anon, resource.id)).status).toBe(404);
    expect((await anon.storage.from(BUCKET).createSignedUrl(row!.file_path, 60)).error).not.toBeNull();

    // Only an admin reviews.
    const byEditor = await editor.from("resources").update({ status: "approved" }).eq("id", resource.id).select("status");
    expect(byEditor.error).toMatchObject({ code: "42501" });
    const approved = await admin.from("resources").update({ status: "approved" }).eq("id", resource.id).select("status");
    expect(approved.error).toBeNull();
    expect(approved.data).toEqual([{ status: "approved" }]);
    expect((await anon.from("resources").select("id").eq("id", resource.id)).data).toHaveLength(1);
    expect((await download(anon, resource.id)).status).toBe(200);
    const again = await admin.from("resources").update({ status: "rejected" }).eq("id", resource.id).select("status");
    expect(again.error).toMatchObject({ code: "23514" });

    // An edit makes it pending again and hides it.
    const edited = await save(editor, { ...fields({ title: `${title} v2` }), id: resource.id });
    expect(edited).toMatchObject({ status: 200, body: { resource: { status: "pending", title: `${title} v2` } } });
    expect((await anon.from("resources").select("id").eq("id", resource.id)).data).toEqual([]);
  });

  it("keeps the document's language: English unless said, another of the five when chosen, unchanged by an edit that does not name it; anything else is refused", async () => {
    const created = await save(editor, fields(), { name: "plain.pdf", bytes: pdf("plain") });
    expect(created).toMatchObject({ status: 201, body: { resource: { language: "en" } } });
    const id = (created.body.resource as Row).id;
    const french = await save(editor, { ...fields({ language: "fr" }), id });
    expect(french).toMatchObject({ status: 200, body: { resource: { language: "fr" } } });
    const untouched = await save(editor, { ...fields({ title: "Renamed" }), id });
    expect(untouched).toMatchObject({ status: 200, body: { resource: { language: "fr", title: "Renamed" } } });
    for (const language of ["de", "EN", "en-US", "fr<script>"]) {
      const refused = await save(editor, fields({ language }), { name: "x.pdf", bytes: pdf("x") });
      expect(refused, language).toMatchObject({ status: 400, body: { error: "invalid_field", field: "language" } });
    }
    // Past the function, Postgres holds the same rule.
    const direct = await stack.service.from("resources").update({ language: "de" }).eq("id", id).select("language");
    expect(direct.error).toMatchObject({ code: "23514" });
  });

  it("replaces an edited resource's file: the new one is stored, the old one removed; a DOCX gets a text extract", async () => {
    const created = await save(editor, fields({ visibility: "internal" }), { name: "draft.pdf", bytes: pdf("draft") });
    const id = (created.body.resource as Row).id;
    const oldPath = (await stack.service.from("resources").select("file_path").eq("id", id).single()).data!.file_path as string;
    const docx = readFileSync(join(SEED_FILES_DIR, "project-charter-template.docx"));
    const edited = await save(editor, { ...fields({ visibility: "internal" }), id }, { name: "charter.docx", bytes: docx });
    expect(edited.status).toBe(200);
    const { data } = await stack.service.from("resources").select("file_path,file_type,preview_text").eq("id", id).single();
    expect(data!.file_type).toBe("docx");
    expect(data!.preview_text).toContain("Project Charter Template");
    const objects = await storedObjects();
    expect(objects).toContain(data!.file_path);
    expect(objects).not.toContain(oldPath);
  });

  it("deletes the file, then the row, for editors only", async () => {
    const created = await save(editor, fields(), { name: "temp.pdf", bytes: pdf("temp") });
    const id = (created.body.resource as Row).id;
    const path = (await stack.service.from("resources").select("file_path").eq("id", id).single()).data!.file_path as string;

    const byAuthor = await stack.invoke(author, "resource-delete", { id });
    expect(byAuthor.status).toBe(403);
    const byAnon = await stack.invoke(anon, "resource-delete", { id });
    expect(byAnon.status).toBe(401);
    expect(await storedObjects()).toContain(path);

    const deleted = await stack.invoke(editor, "resource-delete", { id });
    expect(deleted).toEqual({ status: 200, body: { deleted: id } });
    expect(await storedObjects()).not.toContain(path);
    expect((await stack.service.from("resources").select("id").eq("id", id)).data).toEqual([]);
    expect((await stack.invoke(editor, "resource-delete", { id })).status).toBe(404);
  });
});
