/**
 * The inbox stays fast with a realistic backlog: 600 submissions, then the inbox's own queries
 * (src/features/admin-contacts/api.ts) through supabase-js as an editor, on the local stack's
 * emulator. Prints the medians; fails above 100 ms.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, expect, it } from "vitest";
import { listSubmissions } from "../../src/features/admin-contacts/api.ts";
import { startSupabase, type StartedSupabase } from "./helpers/supabase.ts";

const noSession = { auth: { persistSession: false, autoRefreshToken: false } };
const ROWS = 600;
let supabase: StartedSupabase;
let editor: SupabaseClient;

beforeAll(async () => {
  supabase = await startSupabase();
  const service = createClient(supabase.url, supabase.serviceRoleKey, noSession);
  const email = `editor-${randomUUID().slice(0, 8)}@example.com`;
  await service.auth.admin.createUser({ email, password: "a-long-test-password-1", email_confirm: true, app_metadata: { role: "editor" } });
  editor = createClient(supabase.url, supabase.anonKey, noSession);
  await editor.auth.signInWithPassword({ email, password: "a-long-test-password-1" });
  const kinds = ["message", "quote", "referral"] as const;
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const kind = kinds[i % 3]!;
    const base = { id: randomUUID(), kind, status: i % 4 === 0 ? "new" : "read" };
    if (kind === "referral") return { ...base, referrer_name: `Referrer ${i}`, referrer_email: `ref${i}@example.com`, referee_name: `Friend ${i}`, referee_email: `friend${i}@example.com` };
    return { ...base, name: `Visitor ${i}`, email: `visitor${i}@example.com`, subject: kind === "message" ? `Question ${i} about evaluation` : null, message: kind === "message" ? "Hello" : null };
  });
  // As the service role (no per-visitor limit): the backlog of a busy year.
  for (let i = 0; i < rows.length; i += 200) {
    const { error } = await service.from("contact_submissions").insert(rows.slice(i, i + 200));
    expect(error).toBeNull();
  }
}, 120_000);

afterAll(() => supabase.close());

async function median(run: () => Promise<unknown>, times = 7): Promise<number> {
  await run(); // warm-up
  const durations: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    durations.push(performance.now() - start);
  }
  return durations.sort((a, b) => a - b)[Math.floor(times / 2)]!;
}

it(`answers filtering, searching and paging over ${ROWS} submissions in under 100 ms`, async () => {
  const cases = {
    "first page": { kind: "all", status: "all", q: "", page: 1 },
    "page 20": { kind: "all", status: "all", q: "", page: 20 },
    "new quotes": { kind: "quote", status: "new", q: "", page: 1 },
    "search": { kind: "all", status: "all", q: "visitor42", page: 1 },
  } as const;
  const figures: string[] = [];
  for (const [name, filters] of Object.entries(cases)) {
    const result = await listSubmissions(editor, filters);
    expect(result.total).toBeGreaterThan(0);
    const ms = await median(() => listSubmissions(editor, filters));
    figures.push(`${name} ${ms.toFixed(1)} ms`);
    expect(ms, name).toBeLessThan(100);
  }
  const all = await listSubmissions(editor, cases["first page"]);
  expect(all.total).toBe(ROWS);
  expect(all.rows).toHaveLength(20);
  console.log(`inbox over ${ROWS} submissions (median of 7): ${figures.join(", ")}`);
});
