/**
 * npm run bench:chat: the live chat under load on the local stack. Not part of `npm test`.
 *
 * N simulated visitors (default 200), each with its own supabase-js client (anonymous session,
 * REST, realtime websocket), start a conversation and subscribe to it the way the widget does
 * (private channel chat:{id}: INSERT on chat_messages for the conversation, UPDATE of it), then
 * send messages at random intervals. One staff console (an editor, private channel chat:console,
 * every chat_messages INSERT) answers each visitor message as soon as it sees it.
 *
 * Delivery latency = from just before the sender's insert call to the arrival of the row at the
 * other side (visitor -> staff and staff -> visitor). Lost = a message stored but never delivered
 * to the other side within the grace period; duplicates = a message delivered twice to one side.
 * Runs on PGlite (in memory) and on a Postgres server (TEST_DATABASE_URL's server, a fresh database
 * that is dropped afterwards), prints a table with the machine's core count and writes it to
 * docs/benchmarks/chat-<date>.md. Exits 1 when a message is lost or duplicated.
 *
 *   npm run bench:chat [-- --visitors 200] [-- --messages 5] [-- --interval 3000]
 *                      [-- --backend pglite|postgres|both] [-- --out <file>]
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { availableParallelism, cpus, loadavg, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import pg from "pg";
import { createSupabaseEmulator, type SupabaseEmulator } from "../emulator/supabase/index.ts";
import { REPO_ROOT } from "./lib/local-stack.ts";

const { values: args } = parseArgs({
  options: {
    visitors: { type: "string", default: "200" },
    messages: { type: "string", default: "5" },
    interval: { type: "string", default: "3000" },
    backend: { type: "string", default: "both" },
    grace: { type: "string", default: "10000" },
    out: { type: "string" },
  },
});
const VISITORS = Number(args.visitors);
const MESSAGES = Number(args.messages);
const INTERVAL_MS = Number(args.interval);
const GRACE_MS = Number(args.grace);
const SERVER_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const noSession = { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } } as const;

interface Stack {
  url: string;
  emulator: SupabaseEmulator;
  close(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(SERVER_URL, "postgres"), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function startStack(backend: "pglite" | "postgres"): Promise<Stack> {
  let databaseUrl: string | undefined;
  let drop: (() => Promise<void>) | undefined;
  if (backend === "postgres") {
    const name = `bench_chat_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
    await adminQuery(`create database ${name}`);
    databaseUrl = withDatabase(SERVER_URL, name);
    drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  const emulator = await createSupabaseEmulator({ dataDir: databaseUrl ? undefined : "memory://", databaseUrl, keysFile: undefined });
  // One machine, one address: the per-address limit is for the internet. The benchmark's visitors
  // send faster than a person; the per-minute limit would slow them down, not the system.
  await emulator.context.db.query("update public.chat_limits set conversations_per_address = 1000000, messages_per_minute = 1000000");
  const server: Server = createServer((req, res) => {
    emulator.handle(req, res).then(
      (handled) => {
        if (!handled) res.writeHead(404).end();
      },
      (err: unknown) => res.writeHead(500).end(String(err)),
    );
  });
  server.on("upgrade", (req, socket, head) => {
    if (!emulator.handleUpgrade(req, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/supabase`,
    emulator,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await emulator.close();
      await drop?.();
    },
  };
}

function subscribed(channel: ReturnType<SupabaseClient["channel"]>): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === "SUBSCRIBED") resolve();
      else if (status === "CHANNEL_ERROR" || status === "TIMED_OUT") reject(err ?? new Error(status));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Result {
  backend: string;
  visitors: number;
  sent: number;
  toStaff: number[];
  toVisitor: number[];
  lost: number;
  duplicates: number;
  failedSends: number;
  seconds: number;
  /** The machine's 1-minute load average at the end of the run (other work competes for the cores). */
  load: number;
}

async function run(backend: "pglite" | "postgres"): Promise<Result> {
  const stack = await startStack(backend);
  const clients: SupabaseClient[] = [];
  try {
    const anonKey = stack.emulator.anonKey;
    const service = createClient(stack.url, stack.emulator.serviceRoleKey, noSession);
    const email = `bench-editor-${randomUUID()}@example.test`;
    const created = await service.auth.admin.createUser({ email, password: "bench password 123", email_confirm: true, app_metadata: { role: "editor" } });
    if (created.error) throw created.error;
    const staff = createClient(stack.url, anonKey, noSession);
    clients.push(staff);
    const signedIn = await staff.auth.signInWithPassword({ email, password: "bench password 123" });
    if (signedIn.error) throw signedIn.error;

    const sentAt = new Map<string, number>(); // content tag -> send start
    const arrivedStaff = new Map<string, number>();
    const arrivedVisitor = new Map<string, number>();
    let duplicates = 0;
    let failedSends = 0;
    const replies: PromiseLike<unknown>[] = [];

    await subscribed(
      staff.channel("chat:console", { config: { private: true } }).on(
        "postgres_changes",
        { event: "INSERT", schema: "public", table: "chat_messages" },
        (payload) => {
          const row = payload.new as { conversation_id: string; content: string; sender_type: string };
          if (row.sender_type !== "user") return;
          const now = performance.now();
          if (arrivedStaff.has(row.content)) duplicates++;
          else arrivedStaff.set(row.content, now);
          // The console answers at once.
          const tag = `reply ${randomUUID()}`;
          sentAt.set(tag, performance.now());
          replies.push(
            staff
              .from("chat_messages")
              .insert({ conversation_id: row.conversation_id, content: tag, sender_type: "agent", client_id: randomUUID() })
              .then(({ error }) => {
                if (error) failedSends++;
              }),
          );
        },
      ),
    );

    // Visitors arrive: an anonymous session, a conversation, the widget's channel.
    const visitors: { supabase: SupabaseClient; id: string }[] = [];
    const batch = 20;
    for (let i = 0; i < VISITORS; i += batch) {
      const group = await Promise.all(
        Array.from({ length: Math.min(batch, VISITORS - i) }, async (_, j) => {
          const supabase = createClient(stack.url, anonKey, noSession);
          clients.push(supabase);
          const anon = await supabase.auth.signInAnonymously();
          if (anon.error) throw anon.error;
          const { data, error } = await supabase
            .from("chat_conversations")
            .insert({ status: "pending", metadata: { name: `Visitor ${i + j}`, email: `visitor${i + j}@example.test`, page: "/", language: "en" } })
            .select("id")
            .single();
          if (error) throw error;
          const id = (data as { id: string }).id;
          await subscribed(
            supabase
              .channel(`chat:${id}`, { config: { private: true, presence: { key: "visitor" } } })
              .on("postgres_changes", { event: "INSERT", schema: "public", table: "chat_messages", filter: `conversation_id=eq.${id}` }, (payload) => {
                const row = payload.new as { content: string; sender_type: string };
                if (row.sender_type !== "agent") return;
                if (arrivedVisitor.has(row.content)) duplicates++;
                else arrivedVisitor.set(row.content, performance.now());
              })
              .on("postgres_changes", { event: "UPDATE", schema: "public", table: "chat_conversations", filter: `id=eq.${id}` }, () => undefined),
          );
          return { supabase, id };
        }),
      );
      visitors.push(...group);
    }
    process.stdout.write(`  ${backend}: ${visitors.length} visitors connected; sending…\n`);

    // Each visitor sends its messages at random intervals (mean INTERVAL_MS).
    const started = performance.now();
    await Promise.all(
      visitors.map(async ({ supabase, id }) => {
        for (let m = 0; m < MESSAGES; m++) {
          await sleep(Math.random() * 2 * INTERVAL_MS);
          const tag = `visitor ${randomUUID()}`;
          sentAt.set(tag, performance.now());
          const { error } = await supabase.from("chat_messages").insert({ conversation_id: id, content: tag, sender_type: "user", client_id: randomUUID() });
          if (error) {
            failedSends++;
            sentAt.delete(tag);
          }
        }
      }),
    );
    // Wait for everything to arrive, or for the grace period.
    const deadline = performance.now() + GRACE_MS;
    const expected = () => [...sentAt.keys()].filter((tag) => !(tag.startsWith("visitor") ? arrivedStaff.has(tag) : arrivedVisitor.has(tag))).length;
    while (expected() > 0 && performance.now() < deadline) await sleep(50);
    await Promise.all(replies);
    while (expected() > 0 && performance.now() < deadline) await sleep(50);
    const seconds = (performance.now() - started) / 1000;

    const toStaff: number[] = [];
    const toVisitor: number[] = [];
    let lost = 0;
    for (const [tag, at] of sentAt) {
      const arrival = tag.startsWith("visitor") ? arrivedStaff.get(tag) : arrivedVisitor.get(tag);
      if (arrival === undefined) lost++;
      else (tag.startsWith("visitor") ? toStaff : toVisitor).push(arrival - at);
    }
    // Cross-check with the database: every stored message was seen once on the other side.
    const stored = await stack.emulator.context.db.query<{ n: number }>("select count(*)::int as n from public.chat_messages");
    const storedCount = stored.rows[0]?.n ?? 0;
    if (storedCount !== sentAt.size) lost += Math.abs(storedCount - sentAt.size);
    return { backend, visitors: visitors.length, sent: sentAt.size, toStaff, toVisitor, lost, duplicates, failedSends, seconds, load: loadavg()[0] ?? 0 };
  } finally {
    await Promise.all(clients.map((c) => c.removeAllChannels().catch(() => undefined)));
    await stack.close();
  }
}

function row(r: Result): string {
  const all = [...r.toStaff, ...r.toVisitor].sort((a, b) => a - b);
  const ms = (v: number) => (Number.isNaN(v) ? "–" : `${v.toFixed(1)}`);
  const f = (list: number[]) => {
    const s = [...list].sort((a, b) => a - b);
    return `${ms(percentile(s, 50))} / ${ms(percentile(s, 95))} / ${ms(percentile(s, 99))}`;
  };
  return `| ${r.backend} | ${r.visitors} | ${r.sent} (${(r.sent / r.seconds).toFixed(0)}/s) | ${f(r.toStaff)} | ${f(r.toVisitor)} | ${f(all)} | ${r.lost} | ${r.duplicates} | ${r.failedSends} | ${r.load.toFixed(1)} |`;
}

async function serverReachable(): Promise<boolean> {
  try {
    await adminQuery("select 1");
    return true;
  } catch {
    return false;
  }
}

const backends: ("pglite" | "postgres")[] =
  args.backend === "pglite" ? ["pglite"] : args.backend === "postgres" ? ["postgres"] : (await serverReachable()) ? ["pglite", "postgres"] : ["pglite"];
const cores = availableParallelism();
const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(`bench:chat: ${VISITORS} visitors x ${MESSAGES} messages (one every ~${INTERVAL_MS} ms each), one staff console answering; ${cores} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(1)} GB`);
const results: Result[] = [];
for (const backend of backends) results.push(await run(backend));

const header = [
  "| backend | visitors | messages stored | visitor → staff p50 / p95 / p99 (ms) | staff → visitor p50 / p95 / p99 (ms) | all p50 / p95 / p99 (ms) | lost | duplicates | failed sends | load avg |",
  "|---|---|---|---|---|---|---|---|---|---|",
];
const table = [...header, ...results.map(row)].join("\n");
console.log(table);
const worstP99 = Math.max(...results.map((r) => percentile([...r.toStaff, ...r.toVisitor].sort((a, b) => a - b), 99)));
console.log(`p99 goal <= 100 ms: ${worstP99 <= 100 ? "met" : "missed"} (worst p99 ${worstP99.toFixed(1)} ms on ${cores} cores)`);

const date = new Date().toISOString().slice(0, 10);
const out = args.out ?? join(REPO_ROOT, "docs/benchmarks", `chat-${date}.md`);
mkdirSync(dirname(out), { recursive: true });
writeFileSync(
  out,
  `# Live chat benchmark, ${date}\n\n` +
    `\`npm run bench:chat -- --visitors ${VISITORS} --messages ${MESSAGES} --interval ${INTERVAL_MS}\`: ${VISITORS} simulated visitors (each its own anonymous session, conversation and websocket, ` +
    `subscribed like the widget), one staff console answering every visitor message at once. Latency is from just before the sender's insert to the row's arrival on the other side. ` +
    `Machine: ${cores} cores (${cpu}), ${(totalmem() / 2 ** 30).toFixed(1)} GB; the visitors, the console and the local stack share it in one Node process.\n\n` +
    `${table}\n\np99 goal <= 100 ms: ${worstP99 <= 100 ? "met" : "missed"} (worst p99 ${worstP99.toFixed(1)} ms).\n`,
);
console.log(`written to ${out}`);
process.exit(results.some((r) => r.lost > 0 || r.duplicates > 0) ? 1 : 0);
