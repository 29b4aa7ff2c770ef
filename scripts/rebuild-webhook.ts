/**
 * Creates or updates the Contentful webhook that rebuilds the static site when
 * content is published, unpublished or deleted (see docs/contentful-webhooks.md).
 * Idempotent: running it again changes nothing unless the settings changed.
 *
 *   CONTENTFUL_SPACE_ID            the space whose content changes trigger a rebuild
 *   CONTENTFUL_MANAGEMENT_TOKEN    a Content Management API token (personal access token)
 *   BUILD_HOOK_URL                 the host's build hook (Netlify/Vercel build hook URL, or
 *                                  https://api.github.com/repos/<owner>/<repo>/actions/workflows/<file>/dispatches)
 *   CONTENTFUL_ENVIRONMENT         optional, default master: only this environment triggers builds
 *   BUILD_HOOK_AUTHORIZATION       optional, sent as a secret Authorization header (e.g. "Bearer <GitHub token>")
 *   BUILD_HOOK_BODY                optional JSON body (e.g. {"ref":"main"} for a GitHub workflow_dispatch)
 *
 *   node scripts/rebuild-webhook.ts [--dry-run]
 */
import { createClient } from "contentful-management";
import { loadServerConfig, ServerConfigError } from "./lib/server-config.ts";

export const WEBHOOK_NAME = "Rebuild the static site";
export const WEBHOOK_TOPICS = [
  "Entry.publish",
  "Entry.unpublish",
  "Entry.delete",
  "Asset.publish",
  "Asset.unpublish",
  "Asset.delete",
] as const;

export class WebhookConfigError extends Error {
  override name = "WebhookConfigError";
}

export interface WebhookConfig {
  spaceId: string;
  managementToken: string;
  environment: string;
  buildHookUrl: string;
  authorization?: string;
  body?: unknown;
}

/**
 * Reads and checks the variables (scripts/lib/server-config.ts); throws a WebhookConfigError with one
 * sentence per missing or malformed variable.
 */
export function readWebhookConfig(env: Record<string, string | undefined>): WebhookConfig {
  let config;
  try {
    config = loadServerConfig(env, { require: ["CONTENTFUL_SPACE_ID", "CONTENTFUL_MANAGEMENT_TOKEN", "BUILD_HOOK_URL"] });
  } catch (error) {
    if (error instanceof ServerConfigError) throw new WebhookConfigError(error.message);
    throw error;
  }
  const spaceId = config.CONTENTFUL_SPACE_ID;
  const managementToken = config.CONTENTFUL_MANAGEMENT_TOKEN;
  const buildHookUrl = config.BUILD_HOOK_URL;
  const body: unknown = config.BUILD_HOOK_BODY === undefined ? undefined : JSON.parse(config.BUILD_HOOK_BODY);
  return {
    spaceId,
    managementToken,
    environment: config.CONTENTFUL_ENVIRONMENT ?? "master",
    buildHookUrl,
    ...(config.BUILD_HOOK_AUTHORIZATION ? { authorization: config.BUILD_HOOK_AUTHORIZATION } : {}),
    ...(body !== undefined ? { body } : {}),
  };
}

export interface WebhookHeader {
  key: string;
  value?: string;
  secret?: boolean;
}

/** The webhook fields this script manages (the body of a create or update). */
export interface WebhookDefinition {
  name: string;
  url: string;
  topics: string[];
  active: boolean;
  headers: WebhookHeader[];
  filters: unknown[];
  transformation?: { method: "POST"; contentType: "application/json"; body: unknown };
}

export interface ExistingWebhook extends Partial<WebhookDefinition> {
  sys: { id: string; version: number };
}

export function desiredWebhook(config: WebhookConfig): WebhookDefinition {
  return {
    name: WEBHOOK_NAME,
    url: config.buildHookUrl,
    topics: [...WEBHOOK_TOPICS],
    active: true,
    headers: [
      ...(config.authorization ? [{ key: "Authorization", value: config.authorization, secret: true }] : []),
      // GitHub's API refuses requests without a User-Agent and Accept header.
      { key: "Accept", value: "application/vnd.github+json" },
    ],
    filters: [{ equals: [{ doc: "sys.environment.sys.id" }, config.environment] }],
    ...(config.body !== undefined ? { transformation: { method: "POST", contentType: "application/json", body: config.body } } : {}),
  };
}

export type WebhookPlan =
  | { action: "create"; payload: WebhookDefinition }
  | { action: "update"; id: string; version: number; payload: WebhookDefinition; changes: string[] }
  | { action: "none"; id: string };

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Headers as Contentful returns them: secret values are never sent back, so only their keys compare. */
function comparableHeaders(headers: WebhookHeader[] | undefined): unknown[] {
  return (headers ?? [])
    .map((h) => (h.secret ? { key: h.key, secret: true } : { key: h.key, value: h.value ?? "" }))
    .sort((a, b) => a.key.localeCompare(b.key));
}

/** What to do: create the webhook, update it (listing what differs), or nothing. */
export function planWebhook(existing: ExistingWebhook[], desired: WebhookDefinition): WebhookPlan {
  const current = existing.find((w) => w.name === desired.name);
  if (!current) return { action: "create", payload: desired };
  const changes: string[] = [];
  if (current.url !== desired.url) changes.push("url");
  if (canonical([...(current.topics ?? [])].sort()) !== canonical([...desired.topics].sort())) changes.push("topics");
  if (current.active !== desired.active) changes.push("active");
  if (canonical(current.filters ?? []) !== canonical(desired.filters)) changes.push("filters");
  if (canonical(current.transformation ?? null) !== canonical(desired.transformation ?? null)) changes.push("transformation");
  if (canonical(comparableHeaders(current.headers)) !== canonical(comparableHeaders(desired.headers))) changes.push("headers");
  // A secret header's value cannot be read back: re-send it so a rotated token takes effect.
  if (desired.headers.some((h) => h.secret) && !changes.includes("headers")) changes.push("secret headers");
  if (changes.length === 0) return { action: "none", id: current.sys.id };
  return { action: "update", id: current.sys.id, version: current.sys.version, payload: desired, changes };
}

/** The part of contentful-management's plain client this script uses. */
export interface WebhookClient {
  webhook: {
    getMany(params: { spaceId: string; query?: Record<string, unknown> }): Promise<{ items: ExistingWebhook[]; total: number }>;
    create(params: { spaceId: string }, data: WebhookDefinition): Promise<ExistingWebhook>;
    update(params: { spaceId: string; webhookDefinitionId: string }, data: WebhookDefinition & { sys: { version: number } }): Promise<ExistingWebhook>;
  };
}

export async function syncRebuildWebhook(
  client: WebhookClient,
  config: WebhookConfig,
  options: { dryRun?: boolean; log?: (line: string) => void } = {},
): Promise<WebhookPlan> {
  const log = options.log ?? ((line: string) => console.log(line));
  const existing: ExistingWebhook[] = [];
  for (let skip = 0; ; skip += 100) {
    const page = await client.webhook.getMany({ spaceId: config.spaceId, query: { limit: 100, skip } });
    existing.push(...page.items);
    if (skip + page.items.length >= page.total || page.items.length === 0) break;
  }
  const plan = planWebhook(existing, desiredWebhook(config));
  const target = new URL(config.buildHookUrl).host;
  if (plan.action === "none") {
    log(`Webhook "${WEBHOOK_NAME}" (${plan.id}) is up to date: publishes in ${config.environment} call ${target}.`);
    return plan;
  }
  if (options.dryRun) {
    log(plan.action === "create" ? `Would create webhook "${WEBHOOK_NAME}" calling ${target}.` : `Would update webhook ${plan.id}: ${plan.changes.join(", ")}.`);
    return plan;
  }
  if (plan.action === "create") {
    const created = await client.webhook.create({ spaceId: config.spaceId }, plan.payload);
    log(`Created webhook "${WEBHOOK_NAME}" (${created.sys.id}): publishes in ${config.environment} call ${target}.`);
  } else {
    await client.webhook.update(
      { spaceId: config.spaceId, webhookDefinitionId: plan.id },
      { ...plan.payload, sys: { version: plan.version } },
    );
    log(`Updated webhook "${WEBHOOK_NAME}" (${plan.id}): ${plan.changes.join(", ")}.`);
  }
  return plan;
}

async function main(): Promise<number> {
  let config: WebhookConfig;
  try {
    config = readWebhookConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const client = createClient({ accessToken: config.managementToken }, { type: "plain" }) as unknown as WebhookClient;
  try {
    await syncRebuildWebhook(client, config, { dryRun: process.argv.includes("--dry-run") });
    return 0;
  } catch (error) {
    console.error(`Could not set up the webhook: ${(error as Error).message}`);
    return 1;
  }
}

if (import.meta.main) process.exitCode = await main();
