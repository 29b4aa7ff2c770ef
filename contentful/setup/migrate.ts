/**
 * Versioned content migrations (docs/decisions/0022-editors-preview.md): one dated file per change
 * of the content model under contentful/migrations/ (`YYYYMMDDHHMMSS-name.ts`, like
 * supabase/migrations/), each exporting `{ description, up(space) }`. A fresh space is built by
 * replaying them all; an existing space gets only those it has not had. The space remembers what
 * it had: one private tag `migration-<timestamp>` per applied migration (tags live in the
 * environment, cost no content type and are not shown on the site). A migration file is never
 * edited once it has run anywhere: a later change is a later file.
 *
 * Written against the plain `contentful-management` client, the same one the seed sync uses.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { PlainClientAPI } from "contentful-management";
import type { ContentTypeDefinition, FieldAppearance, FieldDefinition, Locale } from "../types.ts";

export const MIGRATIONS_DIRECTORY = join(import.meta.dirname, "..", "migrations");
const FILE = /^(\d{14})-([a-z0-9-]+)\.ts$/;
export const TAG_PREFIX = "migration-";

/** What a migration file exports by default. */
export interface MigrationFile {
  /** One line: what the migration changes. */
  description: string;
  up(space: MigrationSpace): Promise<void>;
}

export interface Migration extends MigrationFile {
  /** The file's timestamp, e.g. 20261124000000. */
  id: string;
  /** The file's name after the timestamp. */
  name: string;
}

/** A change to one field: properties merged into it; help text and appearance go to the editor interface. */
export type FieldChange = Partial<Omit<FieldDefinition, "id" | "type">>;

export interface ContentTypeChange {
  name?: string;
  description?: string;
  displayField?: string;
  /** Changes to existing fields, by field id. */
  fields?: Record<string, FieldChange>;
  /** New fields, appended. */
  addFields?: FieldDefinition[];
}

/** What a migration's `up` works with: small, idempotent steps over the Management API. */
export interface MigrationSpace {
  /** Creates the locale, or brings its name and fallback to these. */
  ensureLocale(locale: Locale): Promise<void>;
  /** Creates and publishes a content type with its editor interface (help text, appearances). */
  createContentType(definition: ContentTypeDefinition): Promise<void>;
  /** Changes a content type and publishes it; its editor interface follows. */
  changeContentType(id: string, change: ContentTypeChange): Promise<void>;
}

/** The plain-client methods migrations use (a real client, or the emulator through one). */
export interface MigrationClient {
  locale: Pick<PlainClientAPI["locale"], "getMany" | "create" | "update">;
  contentType: Pick<PlainClientAPI["contentType"], "get" | "createWithId" | "update" | "publish">;
  editorInterface: Pick<PlainClientAPI["editorInterface"], "get" | "update">;
  tag: Pick<PlainClientAPI["tag"], "getMany" | "createWithId">;
}

/** The migrations in a folder, oldest first. */
export async function loadMigrations(directory: string = MIGRATIONS_DIRECTORY): Promise<Migration[]> {
  const files = readdirSync(directory).filter((name) => FILE.test(name)).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const [, id, name] = FILE.exec(file)!;
    const mod = (await import(pathToFileURL(join(directory, file)).href)) as { default?: Partial<MigrationFile> };
    if (typeof mod.default?.up !== "function" || typeof mod.default.description !== "string") {
      throw new Error(`contentful/migrations/${file} must export default { description, up(space) }`);
    }
    migrations.push({ id: id!, name: name!, description: mod.default.description, up: mod.default.up.bind(mod.default) });
  }
  return migrations;
}

type Control = { fieldId: string; widgetId?: string; widgetNamespace?: string; settings?: Record<string, unknown> };

/** A field as the content type stores it (help text and appearance belong to the editor interface). */
function fieldBody(f: FieldDefinition): Record<string, unknown> {
  const { helpText: _help, appearance: _appearance, ...rest } = f;
  return { ...rest, validations: rest.validations ?? [], ...(rest.items ? { items: { ...rest.items, validations: rest.items.validations ?? [] } } : {}) };
}

/** An editor interface control with a field's help text and appearance applied. */
function applyControl(control: Control | undefined, fieldId: string, helpText: string | undefined, appearance: FieldAppearance | undefined): Control {
  const settings = { ...(control?.settings ?? {}), ...(appearance?.settings ?? {}), ...(helpText !== undefined ? { helpText } : {}) };
  return {
    ...(control ?? {}),
    fieldId,
    ...(appearance ? { widgetId: appearance.widgetId, widgetNamespace: "builtin" } : {}),
    ...(Object.keys(settings).length ? { settings } : {}),
  };
}

export function migrationSpace(client: MigrationClient, log: (line: string) => void = () => {}): MigrationSpace {
  async function setControls(contentTypeId: string, fields: Array<{ id: string; helpText?: string; appearance?: FieldAppearance }>): Promise<void> {
    const relevant = fields.filter((f) => f.helpText !== undefined || f.appearance !== undefined);
    if (relevant.length === 0) return;
    const ei = await client.editorInterface.get({ contentTypeId });
    const controls = [...((ei.controls ?? []) as Control[])];
    for (const f of relevant) {
      const at = controls.findIndex((c) => c.fieldId === f.id);
      const next = applyControl(at >= 0 ? controls[at] : undefined, f.id, f.helpText, f.appearance);
      if (at >= 0) controls[at] = next;
      else controls.push(next);
    }
    await client.editorInterface.update({ contentTypeId }, { ...ei, controls } as never);
  }

  return {
    async ensureLocale(locale) {
      const existing = (await client.locale.getMany({ query: { limit: 1000 } })).items.find((l) => l.code === locale.code);
      if (!existing) {
        if (locale.default) throw new Error(`The space has no default locale ${locale.code}: create the space with ${locale.code} as its default locale.`);
        await client.locale.create({}, { code: locale.code, name: locale.name, fallbackCode: locale.fallbackCode, optional: false, contentDeliveryApi: true, contentManagementApi: true });
        log(`    created locale ${locale.code}`);
        return;
      }
      if (existing.default !== locale.default) throw new Error(`Locale ${locale.code} is ${existing.default ? "" : "not "}the space's default; the model needs the opposite.`);
      if (existing.name !== locale.name || (existing.fallbackCode ?? null) !== locale.fallbackCode) {
        await client.locale.update({ localeId: existing.sys.id }, { ...existing, name: locale.name, fallbackCode: locale.fallbackCode } as never);
        log(`    updated locale ${locale.code}`);
      }
    },

    async createContentType(definition) {
      const created = await client.contentType.createWithId(
        { contentTypeId: definition.sys.id },
        { name: definition.name, description: definition.description, displayField: definition.displayField, fields: definition.fields.map(fieldBody) as never },
      );
      await client.contentType.publish({ contentTypeId: definition.sys.id }, created);
      await setControls(definition.sys.id, definition.fields);
      log(`    created content type ${definition.sys.id}`);
    },

    async changeContentType(id, change) {
      const current = await client.contentType.get({ contentTypeId: id });
      const fields = current.fields.map((f) => {
        const patch = change.fields?.[f.id];
        if (!patch) return f;
        const { helpText: _help, appearance: _appearance, ...rest } = patch;
        return { ...f, ...rest };
      });
      const unknown = Object.keys(change.fields ?? {}).filter((fieldId) => !current.fields.some((f) => f.id === fieldId));
      if (unknown.length) throw new Error(`Content type ${id} has no field ${unknown.join(", ")}`);
      const updated = await client.contentType.update(
        { contentTypeId: id },
        {
          ...current,
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.description !== undefined ? { description: change.description } : {}),
          ...(change.displayField !== undefined ? { displayField: change.displayField } : {}),
          fields: [...fields, ...(change.addFields ?? []).map(fieldBody)] as never,
        },
      );
      await client.contentType.publish({ contentTypeId: id }, updated);
      await setControls(id, [
        ...Object.entries(change.fields ?? {}).map(([fieldId, patch]) => ({ id: fieldId, helpText: patch.helpText, appearance: patch.appearance })),
        ...(change.addFields ?? []),
      ]);
      log(`    changed content type ${id}`);
    },
  };
}

/** The ids of the migrations the space has had. */
export async function appliedMigrations(client: MigrationClient): Promise<Set<string>> {
  const tags = await client.tag.getMany({ query: { limit: 1000 } });
  return new Set(tags.items.map((t) => t.sys.id).filter((id) => id.startsWith(TAG_PREFIX)).map((id) => id.slice(TAG_PREFIX.length)));
}

export interface MigrateOptions {
  /** List what would run and change nothing. */
  dryRun?: boolean;
  log?: (line: string) => void;
}

/** Applies the migrations the space has not had, oldest first, recording each; returns their ids. */
export async function runMigrations(client: MigrationClient, migrations: Migration[], options: MigrateOptions = {}): Promise<string[]> {
  const log = options.log ?? (() => {});
  const applied = await appliedMigrations(client);
  const pending = migrations.filter((m) => !applied.has(m.id));
  if (pending.length === 0) {
    log(`Content model: all ${migrations.length} migration(s) already applied.`);
    return [];
  }
  log(`Content model: ${pending.length} migration(s) to apply${options.dryRun ? " (dry run: nothing is changed)" : ""}:`);
  for (const migration of pending) {
    log(`  ${migration.id}_${migration.name}: ${migration.description}`);
    if (options.dryRun) continue;
    try {
      await migration.up(migrationSpace(client, log));
    } catch (error) {
      throw new Error(`Migration ${migration.id}-${migration.name} failed: ${(error as Error).message}`, { cause: error });
    }
    await client.tag.createWithId(
      { tagId: `${TAG_PREFIX}${migration.id}` },
      { name: `Migration ${migration.id}-${migration.name}`, sys: { visibility: "private" } } as never,
    );
  }
  return options.dryRun ? [] : pending.map((m) => m.id);
}
