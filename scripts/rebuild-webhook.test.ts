import { describe, expect, it } from "vitest";
import {
  desiredWebhook,
  type ExistingWebhook,
  planWebhook,
  readWebhookConfig,
  syncRebuildWebhook,
  type WebhookClient,
  type WebhookDefinition,
  WEBHOOK_NAME,
} from "./rebuild-webhook.ts";

const ENV = {
  CONTENTFUL_SPACE_ID: "space1",
  CONTENTFUL_MANAGEMENT_TOKEN: "CFPAT-x",
  BUILD_HOOK_URL: "https://api.netlify.com/build_hooks/abc",
};

/** A fake plain CMA client that keeps webhooks in memory and records calls. */
function fakeClient(initial: ExistingWebhook[] = []) {
  const hooks = [...initial];
  const calls: string[] = [];
  const client: WebhookClient = {
    webhook: {
      async getMany({ spaceId, query }) {
        calls.push(`getMany ${spaceId} skip=${query?.skip}`);
        return { items: hooks.map((h) => structuredClone(h)), total: hooks.length };
      },
      async create({ spaceId }, data) {
        calls.push(`create ${spaceId}`);
        const created = { ...structuredClone(data), sys: { id: `wh${hooks.length + 1}`, version: 1 } };
        // Contentful never returns a secret header's value.
        created.headers = created.headers.map((h) => (h.secret ? { key: h.key, secret: true } : h));
        hooks.push(created);
        return created;
      },
      async update({ webhookDefinitionId }, data) {
        const i = hooks.findIndex((h) => h.sys.id === webhookDefinitionId);
        if (hooks[i]!.sys.version !== data.sys.version) throw new Error("VersionMismatch");
        calls.push(`update ${webhookDefinitionId} v${data.sys.version}`);
        const { sys: _sys, ...fields } = structuredClone(data);
        hooks[i] = { ...fields, headers: fields.headers.map((h) => (h.secret ? { key: h.key, secret: true } : h)), sys: { id: webhookDefinitionId, version: data.sys.version + 1 } };
        return hooks[i]!;
      },
    },
  };
  return { client, hooks, calls };
}

describe("rebuild webhook configuration", () => {
  it("names the missing variable in one sentence", () => {
    // One sentence per missing variable, all of them at once.
    expect(() => readWebhookConfig({})).toThrow(
      /^CONTENTFUL_SPACE_ID is not set: it must hold [^\n]+\.\nCONTENTFUL_MANAGEMENT_TOKEN is not set: [^\n]+\.\nBUILD_HOOK_URL is not set: [^\n]+\.$/,
    );
    expect(() => readWebhookConfig({ ...ENV, CONTENTFUL_MANAGEMENT_TOKEN: " " })).toThrow(/^CONTENTFUL_MANAGEMENT_TOKEN is not set/);
    expect(() => readWebhookConfig({ ...ENV, BUILD_HOOK_URL: undefined })).toThrow(/^BUILD_HOOK_URL is not set/);
    expect(() => readWebhookConfig({ ...ENV, BUILD_HOOK_URL: "http://x.example/hook" })).toThrow(/^BUILD_HOOK_URL must be an https URL/);
    expect(() => readWebhookConfig({ ...ENV, BUILD_HOOK_BODY: "{ref:main}" })).toThrow(/^BUILD_HOOK_BODY is not valid JSON/);
  });

  it("builds a webhook on publish, unpublish and delete, filtered to the environment", () => {
    const hook = desiredWebhook(readWebhookConfig({ ...ENV, BUILD_HOOK_BODY: '{"ref":"main"}', BUILD_HOOK_AUTHORIZATION: "Bearer t", CONTENTFUL_ENVIRONMENT: "staging" }));
    expect(hook.topics).toEqual(expect.arrayContaining(["Entry.publish", "Entry.unpublish", "Entry.delete", "Asset.publish"]));
    expect(hook.filters).toEqual([{ equals: [{ doc: "sys.environment.sys.id" }, "staging"] }]);
    expect(hook.transformation).toEqual({ method: "POST", contentType: "application/json", body: { ref: "main" } });
    expect(hook.headers).toContainEqual({ key: "Authorization", value: "Bearer t", secret: true });
  });
});

describe("planning and applying the webhook", () => {
  const config = readWebhookConfig(ENV);

  it("creates it once, then does nothing (idempotent)", async () => {
    const fake = fakeClient([{ name: "Someone else's hook", url: "https://x.example", sys: { id: "other", version: 3 } }]);
    const lines: string[] = [];
    expect((await syncRebuildWebhook(fake.client, config, { log: (l) => lines.push(l) })).action).toBe("create");
    expect((await syncRebuildWebhook(fake.client, config, { log: (l) => lines.push(l) })).action).toBe("none");
    expect(fake.calls).toEqual(["getMany space1 skip=0", "create space1", "getMany space1 skip=0"]);
    expect(fake.hooks.filter((h) => h.name === WEBHOOK_NAME)).toHaveLength(1);
    expect(lines[1]).toMatch(/is up to date/);
  });

  it("updates only what changed, with the current version", async () => {
    const fake = fakeClient();
    await syncRebuildWebhook(fake.client, config, { log: () => {} });
    const moved = readWebhookConfig({ ...ENV, BUILD_HOOK_URL: "https://api.vercel.com/v1/integrations/deploy/xyz" });
    const plan = await syncRebuildWebhook(fake.client, moved, { log: () => {} });
    expect(plan).toMatchObject({ action: "update", changes: ["url"], version: 1 });
    expect(fake.calls.at(-1)).toBe("update wh1 v1");
    expect(fake.hooks[0]!.url).toBe("https://api.vercel.com/v1/integrations/deploy/xyz");
  });

  it("re-sends a secret header (its value cannot be compared) and plans without writing on a dry run", async () => {
    const withSecret = readWebhookConfig({ ...ENV, BUILD_HOOK_AUTHORIZATION: "Bearer t" });
    const fake = fakeClient();
    await syncRebuildWebhook(fake.client, withSecret, { log: () => {} });
    expect(planWebhook(fake.hooks, desiredWebhook(withSecret))).toMatchObject({ action: "update", changes: ["secret headers"] });
    const before = fake.calls.length;
    const plan = await syncRebuildWebhook(fake.client, withSecret, { dryRun: true, log: () => {} });
    expect(plan.action).toBe("update");
    expect(fake.calls.slice(before)).toEqual(["getMany space1 skip=0"]);
  });

  it("notices changed topics, filters and a deactivated hook", () => {
    const desired: WebhookDefinition = desiredWebhook(config);
    const current: ExistingWebhook = { ...structuredClone(desired), topics: ["Entry.publish"], active: false, filters: [], sys: { id: "a", version: 7 } };
    expect(planWebhook([current], desired)).toMatchObject({ action: "update", id: "a", version: 7, changes: ["topics", "active", "filters"] });
  });
});
