/**
 * Brings a Contentful environment to the seed through the plain Content
 * Management API client: reads what exists, plans (./plan.ts), then carries
 * out the plan. Running it twice changes nothing: the second plan is empty.
 */
import type { PlainClientAPI } from "contentful-management";
import type { AssetFileSource, LocaleCode, SeedAsset } from "../types.ts";
import {
  type Action,
  type DesiredSpace,
  type ExistingSpace,
  type Plan,
  fieldToCma,
  formatPlan,
  planChanges,
  describeAction,
} from "./plan.ts";

/** The plain-client methods this module uses (a real client, or a fake in tests). */
export interface CmaClient {
  locale: Pick<PlainClientAPI["locale"], "getMany" | "create" | "update">;
  contentType: Pick<PlainClientAPI["contentType"], "getMany" | "createWithId" | "update" | "publish">;
  asset: Pick<PlainClientAPI["asset"], "getMany" | "createWithId" | "update" | "publish" | "processForAllLocales">;
  entry: Pick<PlainClientAPI["entry"], "getMany" | "createWithId" | "update" | "publish">;
  upload: Pick<PlainClientAPI["upload"], "create">;
}

export interface SyncOptions {
  /** Print the plan and write nothing. */
  dryRun?: boolean;
  /** The bytes of an asset's file. */
  readAssetFile: (file: AssetFileSource) => Buffer;
  log?: (line: string) => void;
}

const PAGE = 1000;

async function readAll<T>(fetch: (query: { skip: number; limit: number }) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let skip = 0; ; skip += PAGE) {
    const page = await fetch({ skip, limit: PAGE });
    items.push(...page.items);
    if (page.items.length === 0 || items.length >= page.total) return items;
  }
}

/** Everything in the environment that the plan compares with the seed. */
export async function readSpace(client: CmaClient): Promise<ExistingSpace> {
  const [locales, contentTypes, assets, entries] = await Promise.all([
    readAll((query) => client.locale.getMany({ query })),
    readAll((query) => client.contentType.getMany({ query })),
    readAll((query) => client.asset.getMany({ query })),
    readAll((query) => client.entry.getMany({ query })),
  ]);
  return { locales, contentTypes, assets, entries } as unknown as ExistingSpace;
}

type Props = { sys: { id: string; version: number } } & Record<string, unknown>;

export async function syncSpace(
  client: CmaClient,
  seed: DesiredSpace,
  options: SyncOptions,
): Promise<{ plan: Plan; executed: number }> {
  const log = options.log ?? (() => {});
  const fileOf = (asset: SeedAsset, locale: string) => asset.fields.file[locale as LocaleCode];
  const sizes = new Map<string, number>();
  const fileSize = (assetId: string, locale: string) => {
    const key = `${assetId}/${locale}`;
    if (!sizes.has(key)) {
      const asset = seed.assets.find((a) => a.sys.id === assetId);
      const file = asset && fileOf(asset, locale);
      if (file) sizes.set(key, options.readAssetFile(file).length);
    }
    return sizes.get(key);
  };

  const existing = await readSpace(client);
  const plan = planChanges(seed, existing, { fileSize });
  if (options.dryRun) {
    log(formatPlan(plan));
    return { plan, executed: 0 };
  }
  if (plan.conflicts.length) {
    throw new Error(`The space has conflicts the setup will not overwrite:\n${plan.conflicts.map((c) => `  - ${c}`).join("\n")}`);
  }
  if (plan.actions.length === 0) {
    log(formatPlan(plan));
    return { plan, executed: 0 };
  }

  // The latest version of everything touched, so each write carries the current sys.version.
  const latest = {
    locale: new Map<string, Props>(existing.locales.map((l) => [l.code, l as unknown as Props])),
    contentType: new Map<string, Props>(existing.contentTypes.map((t) => [t.sys.id, t as unknown as Props])),
    asset: new Map<string, Props>(existing.assets.map((a) => [a.sys.id, a as unknown as Props])),
    entry: new Map<string, Props>(existing.entries.map((e) => [e.sys.id, e as unknown as Props])),
  };
  const get = <K extends keyof typeof latest>(kind: K, id: string): Props => {
    const found = latest[kind].get(id);
    if (!found) throw new Error(`Internal error: no ${kind} ${id} to update.`);
    return found;
  };
  const desiredType = (id: string) => seed.contentTypes.find((t) => t.sys.id === id)!;
  const desiredAsset = (id: string) => seed.assets.find((a) => a.sys.id === id)!;
  const desiredEntry = (id: string) => seed.entries.find((e) => e.sys.id === id)!;
  const desiredLocale = (code: string) => seed.locales.find((l) => l.code === code)!;

  const uploadFiles = async (asset: SeedAsset) => {
    const file: Record<string, { fileName: string; contentType: string; uploadFrom: unknown }> = {};
    for (const [locale, source] of Object.entries(asset.fields.file)) {
      if (!source) continue;
      const upload = (await client.upload.create({}, { file: bufferToArrayBuffer(options.readAssetFile(source)) })) as {
        sys: { id: string };
      };
      file[locale] = {
        fileName: source.fileName,
        contentType: source.contentType,
        uploadFrom: { sys: { type: "Link", linkType: "Upload", id: upload.sys.id } },
      };
    }
    return file;
  };

  const run = async (action: Action): Promise<void> => {
    switch (action.type) {
      case "createLocale": {
        const l = desiredLocale(action.code);
        const created = await client.locale.create(
          {},
          { code: l.code, name: l.name, fallbackCode: l.fallbackCode, default: l.default, optional: false },
        );
        latest.locale.set(l.code, created as unknown as Props);
        return;
      }
      case "updateLocale": {
        const l = desiredLocale(action.code);
        const current = get("locale", action.code);
        const updated = await client.locale.update(
          { localeId: current.sys.id },
          { ...current, name: l.name, fallbackCode: l.fallbackCode, default: l.default } as never,
        );
        latest.locale.set(l.code, updated as unknown as Props);
        return;
      }
      case "createContentType": {
        const t = desiredType(action.id);
        const created = await client.contentType.createWithId(
          { contentTypeId: t.sys.id },
          { name: t.name, description: t.description, displayField: t.displayField, fields: t.fields.map(fieldToCma) as never },
        );
        latest.contentType.set(t.sys.id, created as unknown as Props);
        return;
      }
      case "updateContentType": {
        const t = desiredType(action.id);
        const current = get("contentType", action.id);
        const wanted = new Set(t.fields.map((f) => f.id));
        // Fields the model no longer has stay as they are here; omitField/deleteField remove them.
        const leftovers = (current.fields as Array<{ id: string }>).filter((f) => !wanted.has(f.id));
        const updated = await client.contentType.update({ contentTypeId: action.id }, {
          ...current,
          name: t.name,
          description: t.description,
          displayField: t.displayField,
          fields: [...t.fields.map(fieldToCma), ...leftovers],
        } as never);
        latest.contentType.set(action.id, updated as unknown as Props);
        return;
      }
      case "omitField":
      case "deleteField": {
        const current = get("contentType", action.contentTypeId);
        const flag = action.type === "omitField" ? { omitted: true } : { deleted: true };
        const fields = (current.fields as Array<{ id: string }>).map((f) => (f.id === action.fieldId ? { ...f, ...flag } : f));
        const updated = await client.contentType.update({ contentTypeId: action.contentTypeId }, { ...current, fields } as never);
        latest.contentType.set(action.contentTypeId, updated as unknown as Props);
        return;
      }
      case "publishContentType": {
        const published = await client.contentType.publish({ contentTypeId: action.id }, get("contentType", action.id) as never);
        latest.contentType.set(action.id, published as unknown as Props);
        return;
      }
      case "createAsset": {
        const a = desiredAsset(action.id);
        const created = await client.asset.createWithId(
          { assetId: a.sys.id },
          { fields: { title: a.fields.title, description: a.fields.description, file: await uploadFiles(a) } as never },
        );
        const processed = await client.asset.processForAllLocales({}, created);
        latest.asset.set(a.sys.id, processed as unknown as Props);
        return;
      }
      case "updateAsset": {
        const a = desiredAsset(action.id);
        const current = get("asset", action.id);
        const currentFields = current.fields as { file?: unknown };
        const file = action.upload ? await uploadFiles(a) : currentFields.file;
        let updated = await client.asset.update({ assetId: action.id }, {
          ...current,
          fields: { title: a.fields.title, description: a.fields.description, file },
        } as never);
        if (action.upload) updated = await client.asset.processForAllLocales({}, updated);
        latest.asset.set(action.id, updated as unknown as Props);
        return;
      }
      case "publishAsset": {
        const published = await client.asset.publish({ assetId: action.id }, get("asset", action.id) as never);
        latest.asset.set(action.id, published as unknown as Props);
        return;
      }
      case "createEntry": {
        const e = desiredEntry(action.id);
        const created = await client.entry.createWithId(
          { entryId: e.sys.id, contentTypeId: e.sys.contentType },
          { fields: e.fields as never },
        );
        latest.entry.set(e.sys.id, created as unknown as Props);
        return;
      }
      case "updateEntry": {
        const e = desiredEntry(action.id);
        const current = get("entry", action.id);
        const updated = await client.entry.update({ entryId: action.id }, { ...current, fields: e.fields } as never);
        latest.entry.set(action.id, updated as unknown as Props);
        return;
      }
      case "publishEntry": {
        const published = await client.entry.publish({ entryId: action.id }, get("entry", action.id) as never);
        latest.entry.set(action.id, published as unknown as Props);
        return;
      }
    }
  };

  log(`Applying ${plan.actions.length} change(s)…`);
  let executed = 0;
  for (const action of plan.actions) {
    try {
      await run(action);
    } catch (error) {
      throw new Error(`Failed to ${describeAction(action)}: ${(error as Error).message}`, { cause: error });
    }
    executed++;
    log(`  ✓ ${describeAction(action)}`);
  }
  log(`Done: ${executed} change(s) applied.`);
  return { plan, executed };
}

function bufferToArrayBuffer(buffer: Buffer): ArrayBuffer {
  return buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;
}
