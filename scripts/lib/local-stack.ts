/**
 * The local stack: one HTTP server on one origin that serves the built SPA,
 * the Contentful Delivery API emulator (/contentful) and the Supabase emulator
 * (/supabase). This is what `npm start` runs; tests start it on a free port.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { createContentfulEmulator } from "../../emulator/contentful/index.ts";
import { createSupabaseEmulator, type SupabaseEmulator } from "../../emulator/supabase/index.ts";
import { type JobScheduler, startJobScheduler } from "./job-scheduler.ts";
import { type OutboxWorker, startOutboxWorker } from "./outbox-worker.ts";
import { seedPartnerLogos } from "./seed-partner-logos.ts";
import { seedResourceFiles } from "./seed-resources.ts";
import { loadSeed } from "../../contentful/index.ts";
import type { FeedsHandler } from "./feeds.ts";
import { createMailCatcher, type MailCatcher } from "./mail-catcher.ts";
import { createStaticHandler } from "./static.ts";

export const REPO_ROOT = resolve(import.meta.dirname, "../..");
export const LOCAL_SPACE_ID = "local";

export interface LocalStackOptions {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  /** Interface to bind (default localhost; HOST=0.0.0.0 exposes the site to the network). */
  host?: string;
  /** Where PGlite, JWT keys, storage files and local secrets live. */
  dataDir: string;
  /** Use a Postgres server instead of PGlite. */
  databaseUrl?: string;
  /** Directory of the built SPA (build/client is served from it). */
  buildDir: string;
  log?: (line: string) => void;
}

export interface LocalSecrets {
  contentfulDeliveryToken: string;
  /** The Content Preview API token: reads drafts, so only the content-preview function holds it. */
  contentfulPreviewToken: string;
  contentfulManagementToken: string;
  /** The key the functions send e-mail with to the local mail catcher. */
  mailApiKey: string;
}

export interface LocalStack {
  server: Server;
  /** e.g. http://localhost:3000 */
  origin: string;
  port: number;
  supabase: SupabaseEmulator;
  secrets: LocalSecrets;
  /** Every e-mail the functions sent (also at /__local/mail). */
  mail: MailCatcher;
  /** Sends the e-mails new submissions owe (the mail-outbox function, woken by Postgres). */
  outbox: OutboxWorker;
  /** Runs the jobs of public.scheduled_jobs at their times (pg_cron's work on Supabase, decision 0039). */
  jobs: JobScheduler;
  /**
   * Starts serving the built SPA from buildDir (before this, pages answer 503);
   * with `feeds`, /rss.xml and /sitemap.xml are generated on request so newly
   * approved staff posts appear without a rebuild.
   */
  serveBuild(options?: { feeds?: FeedsHandler }): void;
  close(): Promise<void>;
}

/** Tokens of the local emulators: random per data directory, kept in it. */
function loadSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, "local-secrets.json");
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Partial<LocalSecrets>) : {};
  const token = () => randomBytes(24).toString("base64url");
  const secrets: LocalSecrets = {
    contentfulDeliveryToken: stored.contentfulDeliveryToken ?? token(),
    contentfulPreviewToken: stored.contentfulPreviewToken ?? token(),
    contentfulManagementToken: stored.contentfulManagementToken ?? token(),
    mailApiKey: stored.mailApiKey ?? token(),
  };
  if (JSON.stringify(stored) !== JSON.stringify(secrets)) writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

const BUILDING_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="3"><title>Starting…</title></head><body><main><h1>The site is being built</h1><p>This page reloads by itself in a few seconds.</p></main></body></html>`;

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  mkdirSync(options.dataDir, { recursive: true });
  const secrets = loadSecrets(options.dataDir);

  const contentful = createContentfulEmulator({
    spaceId: LOCAL_SPACE_ID,
    environment: "master",
    deliveryToken: secrets.contentfulDeliveryToken,
    previewToken: secrets.contentfulPreviewToken,
    managementToken: secrets.contentfulManagementToken,
    seed: loadSeed(),
    basePath: "/contentful",
  });
  const mail = createMailCatcher({ apiKey: secrets.mailApiKey });
  // GoTrue's own e-mails (invitations, password resets) land in the mail catcher, as Inbucket/Mailpit
  // catches them under `supabase start`.
  const authMail = { origin: "" };
  const supabase = await createSupabaseEmulator({
    authMailer: async (message) => {
      const response = await fetch(`${authMail.origin}/__local/mail/api/emails`, {
        method: "POST",
        headers: { Authorization: `Bearer ${secrets.mailApiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: process.env.MAIL_FROM ?? "hello@example.com", to: [message.to], subject: message.subject, html: message.html, text: message.text }),
      });
      if (!response.ok) throw new Error(`the mail catcher answered ${response.status}`);
    },
    dataDir: options.databaseUrl ? undefined : join(options.dataDir, "pglite"),
    databaseUrl: options.databaseUrl,
    keysFile: join(options.dataDir, "jwt-keys.json"),
    storageDir: join(options.dataDir, "storage"),
    basePath: "/supabase",
  });

  let site: ((req: IncomingMessage, res: ServerResponse) => void) | undefined;
  let feeds: FeedsHandler | undefined;

  const server = createServer((req, res) => {
    void (async () => {
      try {
        if (await contentful.handle(req, res)) return;
        if (await supabase.handle(req, res)) return;
        if (req.url?.startsWith("/__local/webmail")) return localWebmail(req, res);
        if (await mail.handle(req, res)) return;
        if (!site) {
          res.writeHead(503, { "Content-Type": "text/html; charset=utf-8", "Retry-After": "3" });
          res.end(BUILDING_PAGE);
          return;
        }
        if (feeds && (await feeds.handle(req, res))) return;
        site(req, res);
      } catch (error) {
        log(`request failed: ${req.method} ${req.url}: ${(error as Error).stack ?? String(error)}`);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        res.end("Internal error");
      }
    })();
  });
  server.on("upgrade", (req, socket, head) => {
    if (!supabase.handleUpgrade(req, socket, head)) socket.destroy();
  });

  await new Promise<void>((resolvePromise, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host ?? "localhost", () => resolvePromise());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://localhost:${port}`;
  authMail.origin = origin;

  // The edge functions' environment (Deno.env is process.env here). On Supabase, SUPABASE_URL and
  // SUPABASE_ANON_KEY are set for every function; the MAIL_* secrets are set with `supabase secrets set`.
  // Locally the functions send to the mail catcher unless a real provider is configured.
  process.env.SUPABASE_URL ??= `${origin}/supabase`;
  process.env.SUPABASE_ANON_KEY ??= supabase.anonKey;
  // Set by Supabase for every function too; the functions that must act as the service read it
  // (resource-save, resource-delete, resource-download, staff-invite, image-upload).
  process.env.SUPABASE_SERVICE_ROLE_KEY ??= supabase.serviceRoleKey;
  if (!process.env.MAIL_API_URL) {
    process.env.MAIL_API_URL = `${origin}/__local/mail/api/emails`;
    process.env.MAIL_API_KEY = secrets.mailApiKey;
  }
  // A bare address: the e-mails name the firm as the site settings in Contentful do (functions/_shared/firm.ts).
  process.env.MAIL_FROM ??= "hello@example.com";
  // Links in e-mails (e.g. "choose another time" after a declined appointment) lead to the public site.
  process.env.SITE_URL ??= process.env.VITE_SITE_URL ?? origin;
  // Contentful drafts for the site's preview mode: the content-preview function reads the emulator's Preview API
  // with the preview token (a function secret; in production `supabase secrets set CONTENTFUL_PREVIEW_TOKEN=…`).
  if (!usesRealContentful(process.env)) {
    process.env.CONTENTFUL_SPACE_ID = LOCAL_SPACE_ID;
    process.env.CONTENTFUL_ENVIRONMENT = "master";
    process.env.CONTENTFUL_PREVIEW_URL = `${origin}/contentful/preview`;
    process.env.CONTENTFUL_PREVIEW_TOKEN = secrets.contentfulPreviewToken;
    // The translate function translates only published texts, which it reads from the Delivery API
    // (decision 0029; in production `supabase secrets set CONTENTFUL_DELIVERY_TOKEN=…`).
    process.env.CONTENTFUL_DELIVERY_URL = `${origin}/contentful`;
    process.env.CONTENTFUL_DELIVERY_TOKEN = secrets.contentfulDeliveryToken;
  } else {
    // A real space: the site's own (public, read-only) delivery settings serve the translate function too.
    // (usesRealContentful: both VITE_ values are set.)
    process.env.CONTENTFUL_SPACE_ID ||= process.env.VITE_CONTENTFUL_SPACE_ID ?? "";
    process.env.CONTENTFUL_ENVIRONMENT ||= process.env.VITE_CONTENTFUL_ENVIRONMENT || "master";
    process.env.CONTENTFUL_DELIVERY_TOKEN ||= process.env.VITE_CONTENTFUL_DELIVERY_TOKEN ?? "";
  }
  // The translate function's per-address limits (decision 0029) are meant for the internet; every
  // visitor of a local stack, and the build, come from this machine's address: lifted, unless set.
  process.env.TRANSLATE_REQUESTS_PER_MINUTE ??= "1000000";
  process.env.TRANSLATE_CHARACTERS_PER_HOUR ??= "1000000000";
  // The sample partners' logos, stored locally (the seed's placeholders need the network).
  await seedPartnerLogos({ db: supabase.context.db, supabaseUrl: `${origin}/supabase`, serviceRoleKey: supabase.serviceRoleKey });
  // The sample documents of the resource center, stored in their private bucket.
  await seedResourceFiles({ supabaseUrl: `${origin}/supabase`, serviceRoleKey: supabase.serviceRoleKey, log });
  // Live chat: every visitor of a local stack comes from this machine's address, so the per-address
  // limit (6 conversations in 12 hours, meant for the internet) would soon stop everyone; the
  // per-session limit still applies. A real project keeps the migration's value.
  await supabase.context.db.query("update public.chat_limits set conversations_per_address = 100000");
  // The public forms likewise (decision 0026): the per-address limits are lifted; the per-session one
  // and the per address and e-mail one (5 an hour, so per e-mail here) still apply.
  await supabase.context.db.query(
    "update public.submission_limits set per_address = 100000, pending_appointments_per_address_and_day = 100000",
  );
  // Site analytics likewise (decision 0039): the per-address limit on page views is lifted.
  await supabase.context.db.query("update public.analytics_settings set views_per_address_per_minute = 100000");
  // New submissions owe e-mails to the visitor and the firm (decision 0013).
  process.env.MAIL_NOTIFY_TO ??= "team@example.com";
  const outbox = await startOutboxWorker({
    db: supabase.context.db,
    run: async () => {
      const response = await fetch(`${origin}/supabase/functions/v1/mail-outbox`, {
        method: "POST",
        headers: { Authorization: `Bearer ${supabase.serviceRoleKey}`, apikey: supabase.anonKey },
      });
      if (!response.ok) throw new Error(`mail-outbox answered ${response.status}: ${await response.text()}`);
    },
  });

  // The scheduled jobs (decision 0039): the list pg_cron runs on a real project (public.scheduled_jobs:
  // the outbox's retries, appointment reminders, the booking hours from Contentful, the audit log's
  // retention, the analytics roll-up), run here at the same times, and once at start.
  const callFunction = async (name: string) => {
    const response = await fetch(`${origin}/supabase/functions/v1/${name}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${supabase.serviceRoleKey}`, apikey: supabase.anonKey },
    });
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  };
  const jobs = await startJobScheduler({ db: supabase.context.db, callFunction, runAtStart: true, log });

  return {
    server,
    origin,
    port,
    supabase,
    secrets,
    mail,
    serveBuild(serveOptions) {
      site = createStaticHandler(join(options.buildDir, "client"));
      feeds = serveOptions?.feeds;
    },
    outbox,
    jobs,
    async close() {
      await jobs.stop();
      await outbox.stop();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await supabase.close();
    },
  };
}

/**
 * A stand-in for the hosting provider's webmail endpoint, so the local
 * webmail page has somewhere real to post to. It never reads the password.
 */
function localWebmail(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== "POST") {
    res.writeHead(405, { Allow: "POST" });
    res.end();
    return;
  }
  req.resume();
  req.on("end", () => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local webmail</title></head><body><main><h1>Local webmail stand-in</h1><p>In production this form posts to the hosting provider's webmail (VITE_WEBMAIL_URL).</p><p><a href="/">Back to the site</a></p></main></body></html>`,
    );
  });
}

/** Whether the site is built against a real Contentful space rather than the emulator. */
function usesRealContentful(env: NodeJS.ProcessEnv): boolean {
  return Boolean(env.VITE_CONTENTFUL_SPACE_ID && env.VITE_CONTENTFUL_DELIVERY_TOKEN && !env.VITE_CONTENTFUL_HOST);
}

/** The VITE_* variables the SPA is built with to talk to this local stack. */
export function localBuildEnv(stack: LocalStack, env: NodeJS.ProcessEnv): Record<string, string> {
  const realContentful = usesRealContentful(env);
  const realSupabase = Boolean(env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY);
  const host = `localhost:${stack.port}`;
  return {
    ...(realContentful
      ? {}
      : {
          VITE_CONTENTFUL_SPACE_ID: LOCAL_SPACE_ID,
          VITE_CONTENTFUL_DELIVERY_TOKEN: stack.secrets.contentfulDeliveryToken,
          VITE_CONTENTFUL_ENVIRONMENT: "master",
          VITE_CONTENTFUL_HOST: host,
          VITE_CONTENTFUL_BASE_PATH: "/contentful",
          VITE_CONTENTFUL_INSECURE: "true",
        }),
    ...(realSupabase
      ? {}
      : { VITE_SUPABASE_URL: `${stack.origin}/supabase`, VITE_SUPABASE_ANON_KEY: stack.supabase.anonKey }),
    VITE_SITE_URL: env.VITE_SITE_URL ?? stack.origin,
    VITE_WEBMAIL_URL: env.VITE_WEBMAIL_URL ?? `${stack.origin}/__local/webmail`,
    ...(env.VITE_FORM_ENDPOINT ? { VITE_FORM_ENDPOINT: env.VITE_FORM_ENDPOINT } : {}),
    ...(env.VITE_WEB_VITALS_SAMPLE_RATE ? { VITE_WEB_VITALS_SAMPLE_RATE: env.VITE_WEB_VITALS_SAMPLE_RATE } : {}),
  };
}
