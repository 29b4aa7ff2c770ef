/**
 * The subset of Contentful's Content Management API (api.contentful.com) that
 * the project's scripts and tests use, under {basePath}/management, for the
 * `contentful-management` SDK (`host`, `basePath`, `insecure`):
 *
 *   /spaces/{space}                                   the space
 *   /spaces/{space}/environments[/{env}]              environments (master only)
 *   /spaces/{space}/preview_environments[/{id}]       content preview URLs per content type
 *   …/environments/{env}/locales[/{id}]               create, update (fallback chain), delete
 *   …/content_types[/{id}[/published]]                create, update, publish, unpublish, delete
 *   …/content_types/{id}/editor_interface             help text and field appearances
 *   …/editor_interfaces
 *   …/entries[/{id}[/published|/archived]]            drafts: create, update, publish, unpublish,
 *                                                     archive, unarchive, delete
 *   …/assets[/{id}]                                   read only
 *   …/tags[/{id}]                                     create with id, update, delete
 *
 * Contentful's rules that matter to callers are kept: every write carries the
 * current `X-Contentful-Version` (409 VersionMismatch otherwise); publishing
 * sets `publishedVersion` to the version and adds one; entries are created
 * only for published content types and published only when they pass the
 * content type's validations (422 InvalidEntry); a field leaves a content type
 * by being omitted and published, then deleted; a published content type with
 * entries cannot be unpublished. Requires `Authorization: Bearer <management token>`.
 */
import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FieldValidation, LocalizedValue } from "../../contentful/types.ts";
import { accessTokenInvalid, badRequest, CdaError, invalidEntry, notFound, validationFailed, versionMismatch } from "./errors.ts";
import { readJson, sendJson, sendNoContent } from "./http.ts";
import {
  StoreValidationError,
  fieldBody,
  type ContentStore,
  type ContentTypeBody,
  type ContentTypeRecord,
  type EditorControl,
  type EntryRecord,
  type LocaleRecord,
  type ManagedField,
  type VersionedSys,
} from "./store.ts";

export interface ManagementContext {
  spaceId: string;
  environment: string;
  store: ContentStore;
  managementToken?: string;
  /** `//host/basePath/images/space/id/name` for an asset file. */
  assetUrl(req: IncomingMessage, assetId: string, fileName: string): string;
}

const CMA_CONTENT_TYPE = "application/vnd.contentful.management.v1+json";
const FIELD_TYPES = new Set(["Symbol", "Text", "RichText", "Integer", "Number", "Date", "Boolean", "Object", "Link", "Array", "Location", "ResourceLink"]);

const link = (linkType: string, id: string) => ({ sys: { type: "Link", linkType, id } });
const newId = () => randomBytes(11).toString("base64url").replace(/[-_]/g, "x").slice(0, 22);

function sysOf(ctx: ManagementContext, type: string, s: VersionedSys): Record<string, unknown> {
  return {
    type,
    id: s.id,
    space: link("Space", ctx.spaceId),
    environment: link("Environment", ctx.environment),
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
    version: s.version,
    createdBy: link("User", "emulator"),
    updatedBy: link("User", "emulator"),
    ...(s.publishedVersion !== undefined
      ? { publishedVersion: s.publishedVersion, publishedAt: s.publishedAt, firstPublishedAt: s.firstPublishedAt, publishedCounter: s.publishedCounter, publishedBy: link("User", "emulator") }
      : {}),
    ...(s.archivedVersion !== undefined ? { archivedVersion: s.archivedVersion, archivedAt: s.archivedAt, archivedBy: link("User", "emulator") } : {}),
  };
}

function contentTypeBody(ctx: ManagementContext, r: ContentTypeRecord): Record<string, unknown> {
  return {
    sys: sysOf(ctx, "ContentType", r.sys),
    name: r.draft.name,
    description: r.draft.description,
    displayField: r.draft.displayField,
    fields: r.draft.fields.map((f) => ({
      ...f,
      validations: f.validations ?? [],
      disabled: f.disabled ?? false,
      omitted: f.omitted ?? false,
      ...(f.items ? { items: { validations: [], ...f.items } } : {}),
    })),
  };
}

function entryBody(ctx: ManagementContext, r: EntryRecord): Record<string, unknown> {
  return {
    metadata: { tags: r.metadata.tags, concepts: [] },
    sys: { ...sysOf(ctx, "Entry", r.sys), contentType: link("ContentType", r.sys.contentType), automationTags: [] },
    fields: r.fields,
  };
}

function localeBody(l: LocaleRecord): Record<string, unknown> {
  return { ...l, sys: { type: "Locale", id: l.sys.id, version: l.sys.version } };
}

function page<T>(url: URL, items: T[]): Record<string, unknown> {
  const skip = Math.max(0, Number(url.searchParams.get("skip") ?? 0) || 0);
  const limit = Math.min(1000, Math.max(0, Number(url.searchParams.get("limit") ?? 100) || 100));
  return { sys: { type: "Array" }, total: items.length, skip, limit, items: items.slice(skip, skip + limit) };
}

/** The X-Contentful-Version header; a write to an existing resource must name its current version. */
function sentVersion(req: IncomingMessage): number | undefined {
  const raw = req.headers["x-contentful-version"];
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  return Number.isInteger(n) ? n : Number.NaN;
}

function checkVersion(req: IncomingMessage, current: number): void {
  if (sentVersion(req) !== current) throw versionMismatch();
}

function touch(ctx: ManagementContext, sys: { version: number; updatedAt: string }): void {
  sys.version += 1;
  sys.updatedAt = ctx.store.now();
}

function publishSys(ctx: ManagementContext, sys: VersionedSys): void {
  const time = ctx.store.now();
  sys.publishedVersion = sys.version;
  sys.publishedAt = time;
  sys.firstPublishedAt ??= time;
  sys.publishedCounter = (sys.publishedCounter ?? 0) + 1;
  sys.version += 1;
}

function unpublishSys(ctx: ManagementContext, sys: VersionedSys): void {
  delete sys.publishedVersion;
  delete sys.publishedAt;
  sys.version += 1;
  sys.updatedAt = ctx.store.now();
}

async function objectBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const body = await readJson(req);
  if (!body || typeof body !== "object" || Array.isArray(body)) throw badRequest("The body must be a JSON object.");
  return body as Record<string, unknown>;
}

/* ---------- content types ---------- */

function parseContentType(body: Record<string, unknown>): ContentTypeBody {
  const errors: Array<{ name: string; path: string[]; details: string }> = [];
  const name = typeof body.name === "string" ? body.name : "";
  if (!name) errors.push({ name: "required", path: ["name"], details: "The content type needs a name" });
  const rawFields = Array.isArray(body.fields) ? (body.fields as ManagedField[]) : [];
  const ids = new Set<string>();
  for (const [i, f] of rawFields.entries()) {
    if (!f || typeof f.id !== "string" || !/^[a-zA-Z][a-zA-Z0-9_]{0,63}$/.test(f.id)) errors.push({ name: "invalid", path: ["fields", String(i), "id"], details: "A field id is letters, digits and _" });
    else if (ids.has(f.id)) errors.push({ name: "unique", path: ["fields", String(i), "id"], details: `Field id ${f.id} is used twice` });
    else ids.add(f.id);
    if (!f || typeof f.name !== "string" || f.name === "") errors.push({ name: "required", path: ["fields", String(i), "name"], details: "A field needs a name" });
    if (!f || !FIELD_TYPES.has(f.type)) errors.push({ name: "in", path: ["fields", String(i), "type"], details: `Unknown field type ${String(f?.type)}` });
    if (f?.type === "Link" && f.linkType !== "Entry" && f.linkType !== "Asset") errors.push({ name: "in", path: ["fields", String(i), "linkType"], details: "A link field links to Entry or Asset" });
    if (f?.type === "Array" && !f.items) errors.push({ name: "required", path: ["fields", String(i), "items"], details: "An array field needs items" });
  }
  const displayField = body.displayField === null || body.displayField === undefined ? "" : String(body.displayField);
  if (displayField) {
    const shown = rawFields.find((f) => f?.id === displayField);
    if (!shown || (shown.type !== "Symbol" && shown.type !== "Text")) {
      errors.push({ name: "invalid", path: ["displayField"], details: "The display field must be a Symbol or Text field of the content type" });
    }
  }
  if (errors.length) throw validationFailed(errors);
  return {
    name,
    description: typeof body.description === "string" ? body.description : "",
    displayField,
    fields: rawFields.map((f) => fieldBody({ ...f, localized: Boolean(f.localized), required: Boolean(f.required) })),
  };
}

/** Contentful's rules for changing a published content type's fields. */
function checkFieldChanges(record: ContentTypeRecord, next: ContentTypeBody): void {
  const errors: Array<{ name: string; path: string[]; details: string }> = [];
  for (const old of record.published?.fields ?? []) {
    const now = next.fields.find((f) => f.id === old.id);
    if (!now) errors.push({ name: "missing", path: ["fields", old.id], details: `Field ${old.id} cannot be removed: omit it, publish, then mark it deleted` });
    else if (now.deleted && !old.omitted) errors.push({ name: "notOmitted", path: ["fields", old.id], details: `Field ${old.id} must be omitted in the published content type before it is deleted` });
    else if (now.type !== old.type) errors.push({ name: "type", path: ["fields", old.id, "type"], details: `Field ${old.id} cannot change its type` });
  }
  if (errors.length) throw validationFailed(errors);
}

async function serveContentTypes(ctx: ManagementContext, req: IncomingMessage, res: ServerResponse, url: URL, rest: string[], requestId: string): Promise<void> {
  const data = ctx.store.data();
  const send = (status: number, body: unknown) => sendJson(req, res, status, body, requestId, CMA_CONTENT_TYPE);
  const [id, sub, ...extra] = rest;
  if (extra.length) throw notFound("Route", rest.join("/"));
  if (id === undefined) {
    if (req.method === "GET") {
      const idsIn = url.searchParams.get("sys.id[in]")?.split(",");
      const all = [...data.contentTypes.values()].filter((r) => !idsIn || idsIn.includes(r.sys.id));
      return send(200, page(url, all.map((r) => contentTypeBody(ctx, r))));
    }
    if (req.method === "POST") return createContentType(newId(), 201);
    throw methodNotAllowed(req);
  }
  const record = data.contentTypes.get(id);

  async function createContentType(newIdValue: string, status: number): Promise<void> {
    const body = parseContentType(await objectBody(req));
    const time = ctx.store.now();
    const created: ContentTypeRecord = { sys: { id: newIdValue, version: 1, createdAt: time, updatedAt: time }, draft: body };
    data.contentTypes.set(newIdValue, created);
    data.editorInterfaces.set(newIdValue, { sys: { version: 1, createdAt: time, updatedAt: time }, controls: [] });
    return send(status, contentTypeBody(ctx, created));
  }

  if (sub === undefined) {
    if (req.method === "GET") {
      if (!record) throw notFound("ContentType", id);
      return send(200, contentTypeBody(ctx, record));
    }
    if (req.method === "PUT") {
      if (!record) {
        if (sentVersion(req) !== undefined && sentVersion(req) !== 0) throw notFound("ContentType", id);
        return createContentType(id, 201);
      }
      checkVersion(req, record.sys.version);
      const body = parseContentType(await objectBody(req));
      checkFieldChanges(record, body);
      record.draft = body;
      touch(ctx, record.sys);
      return send(200, contentTypeBody(ctx, record));
    }
    if (req.method === "DELETE") {
      if (!record) throw notFound("ContentType", id);
      if (record.published) throw badRequest("A published content type cannot be deleted: unpublish it first.");
      data.contentTypes.delete(id);
      data.editorInterfaces.delete(id);
      return sendNoContent(res);
    }
    throw methodNotAllowed(req);
  }
  if (!record) throw notFound("ContentType", id);
  if (sub === "published") {
    if (req.method === "PUT") {
      checkVersion(req, record.sys.version);
      // Deleted fields leave the content type when it is published.
      record.draft.fields = record.draft.fields.filter((f) => !f.deleted);
      record.published = structuredClone(record.draft);
      publishSys(ctx, record.sys);
      return send(200, contentTypeBody(ctx, record));
    }
    if (req.method === "DELETE") {
      if (!record.published) throw badRequest("The content type is not published.");
      if ([...data.entries.values()].some((e) => e.sys.contentType === id)) {
        throw badRequest("A content type with entries cannot be unpublished: delete its entries first.");
      }
      delete record.published;
      unpublishSys(ctx, record.sys);
      return send(200, contentTypeBody(ctx, record));
    }
    throw methodNotAllowed(req);
  }
  if (sub === "editor_interface") {
    const ei = data.editorInterfaces.get(id)!;
    const body = () => ({
      sys: { type: "EditorInterface", id: "default", version: ei.sys.version, createdAt: ei.sys.createdAt, updatedAt: ei.sys.updatedAt, contentType: link("ContentType", id), space: link("Space", ctx.spaceId), environment: link("Environment", ctx.environment) },
      controls: controlsWithDefaults(record, ei.controls),
    });
    if (req.method === "GET") return send(200, body());
    if (req.method === "PUT") {
      checkVersion(req, ei.sys.version);
      const raw = await objectBody(req);
      const controls = Array.isArray(raw.controls) ? (raw.controls as EditorControl[]) : [];
      const known = new Set(record.draft.fields.map((f) => f.id));
      const unknown = controls.filter((c) => !c || typeof c.fieldId !== "string" || !known.has(c.fieldId));
      if (unknown.length) {
        throw validationFailed(unknown.map((c) => ({ name: "unknown", path: ["controls", String(c?.fieldId)], details: `No field ${String(c?.fieldId)} in content type ${id}` })));
      }
      ei.controls = structuredClone(controls);
      touch(ctx, ei.sys);
      return send(200, body());
    }
    throw methodNotAllowed(req);
  }
  throw notFound("Route", rest.join("/"));
}

/** The widget Contentful gives a field that has no control of its own. */
function defaultWidget(f: ManagedField): string {
  switch (f.type) {
    case "Symbol":
      return "singleLine";
    case "Text":
      return "markdown";
    case "RichText":
      return "richTextEditor";
    case "Integer":
    case "Number":
      return "numberEditor";
    case "Date":
      return "datePicker";
    case "Boolean":
      return "boolean";
    case "Object":
      return "objectEditor";
    case "Link":
      return f.linkType === "Asset" ? "assetLinkEditor" : "entryLinkEditor";
    case "Array":
      return f.items?.type === "Symbol" ? "tagEditor" : f.items?.linkType === "Asset" ? "assetLinksEditor" : "entryLinksEditor";
    default:
      return "singleLine";
  }
}

function controlsWithDefaults(record: ContentTypeRecord, controls: EditorControl[]): EditorControl[] {
  return record.draft.fields
    .filter((f) => !f.deleted)
    .map((f) => {
      const own = controls.find((c) => c.fieldId === f.id);
      return { fieldId: f.id, widgetNamespace: own?.widgetNamespace ?? "builtin", widgetId: own?.widgetId ?? defaultWidget(f), ...(own?.settings ? { settings: own.settings } : {}) };
    });
}

/* ---------- entries ---------- */

function textLength(value: unknown): number | undefined {
  if (typeof value === "string") return [...value].length;
  if (Array.isArray(value)) return value.length;
  return undefined;
}

function checkValue(validations: FieldValidation[] | undefined, value: unknown, path: string[], errors: Array<Record<string, unknown>>): void {
  for (const v of validations ?? []) {
    if (v.size) {
      const n = textLength(value);
      if (n !== undefined && ((v.size.min !== undefined && n < v.size.min) || (v.size.max !== undefined && n > v.size.max))) {
        errors.push({ name: "size", ...v.size, path, value, details: v.message ?? `Size must be between ${v.size.min ?? 0} and ${v.size.max ?? "∞"}` });
      }
    }
    if (v.range && typeof value === "number" && ((v.range.min !== undefined && value < v.range.min) || (v.range.max !== undefined && value > v.range.max))) {
      errors.push({ name: "range", ...v.range, path, value, details: v.message ?? `Must be between ${v.range.min ?? "-∞"} and ${v.range.max ?? "∞"}` });
    }
    if (v.regexp && typeof value === "string" && !new RegExp(v.regexp.pattern, v.regexp.flags ?? "").test(value)) {
      errors.push({ name: "regexp", pattern: v.regexp.pattern, path, value, details: v.message ?? "Does not match the required format" });
    }
    if (v.in && (typeof value === "string" || typeof value === "number") && !v.in.includes(String(value))) {
      errors.push({ name: "in", expected: v.in, path, value, details: v.message ?? `Must be one of ${v.in.join(", ")}` });
    }
  }
}

/** What Contentful checks when an entry is published. */
function publishErrors(store: ContentStore, ct: ContentTypeBody, fields: Record<string, LocalizedValue>): Array<Record<string, unknown>> {
  const errors: Array<Record<string, unknown>> = [];
  const defaultCode = store.locales.find((l) => l.default)?.code ?? "en-US";
  for (const f of ct.fields) {
    if (f.omitted || f.disabled || f.deleted) continue;
    const byLocale = (fields[f.id] ?? {}) as Record<string, unknown>;
    const main = byLocale[defaultCode];
    if (f.required && (main === undefined || main === null || main === "" || (Array.isArray(main) && main.length === 0))) {
      errors.push({ name: "required", path: ["fields", f.id, defaultCode], details: `The property "${defaultCode}" is required here` });
    }
    for (const [code, value] of Object.entries(byLocale)) {
      const path = ["fields", f.id, code];
      checkValue(f.validations, value, path, errors);
      if (Array.isArray(value) && f.items?.validations) value.forEach((item, i) => checkValue(f.items!.validations, item, [...path, String(i)], errors));
    }
  }
  return errors;
}

function parseEntryFields(store: ContentStore, contentType: string, body: Record<string, unknown>): Record<string, LocalizedValue> {
  const fields = (body.fields ?? {}) as Record<string, LocalizedValue>;
  if (typeof fields !== "object" || Array.isArray(fields)) throw badRequest('The body must carry a "fields" object.');
  try {
    store.validateEntryFields(contentType, fields);
  } catch (err) {
    if (err instanceof StoreValidationError) throw invalidEntry(err.errors);
    throw err;
  }
  return structuredClone(fields);
}

function tagLinks(body: Record<string, unknown>, fallback: EntryRecord["metadata"]["tags"]): EntryRecord["metadata"]["tags"] {
  const tags = (body.metadata as { tags?: unknown } | undefined)?.tags;
  if (!Array.isArray(tags)) return fallback;
  return tags.flatMap((t) => {
    const id = (t as { sys?: { id?: unknown } })?.sys?.id;
    return typeof id === "string" ? [{ sys: { type: "Link" as const, linkType: "Tag" as const, id } }] : [];
  });
}

async function serveEntries(ctx: ManagementContext, req: IncomingMessage, res: ServerResponse, url: URL, rest: string[], requestId: string): Promise<void> {
  const store = ctx.store;
  const data = store.data();
  const send = (status: number, body: unknown) => sendJson(req, res, status, body, requestId, CMA_CONTENT_TYPE);
  const [id, sub, ...extra] = rest;
  if (extra.length) throw notFound("Route", rest.join("/"));

  async function create(entryId: string): Promise<void> {
    const contentType = req.headers["x-contentful-content-type"];
    if (typeof contentType !== "string" || contentType === "") throw badRequest("X-Contentful-Content-Type names the entry's content type.");
    if (!data.contentTypes.get(contentType)?.published) throw new CdaError(422, "InvalidEntry", "Validation error", { errors: [{ name: "notResolvable", path: ["sys", "contentType"], details: `Content type ${contentType} is not published` }] });
    const body = await objectBody(req);
    const fields = parseEntryFields(store, contentType, body);
    const time = store.now();
    const record: EntryRecord = { sys: { id: entryId, contentType, version: 1, createdAt: time, updatedAt: time }, metadata: { tags: tagLinks(body, []) }, fields };
    data.entries.set(entryId, record);
    return send(201, entryBody(ctx, record));
  }

  if (id === undefined) {
    if (req.method === "GET") {
      const q = url.searchParams;
      const idsIn = q.get("sys.id[in]")?.split(",");
      const all = [...data.entries.values()].filter(
        (e) =>
          (!q.get("content_type") || e.sys.contentType === q.get("content_type")) &&
          (!q.get("sys.id") || e.sys.id === q.get("sys.id")) &&
          (!idsIn || idsIn.includes(e.sys.id)),
      );
      return send(200, page(url, all.map((e) => entryBody(ctx, e))));
    }
    if (req.method === "POST") return create(newId());
    throw methodNotAllowed(req);
  }
  const record = data.entries.get(id);
  if (sub === undefined) {
    if (req.method === "GET") {
      if (!record) throw notFound("Entry", id);
      return send(200, entryBody(ctx, record));
    }
    if (req.method === "PUT") {
      if (!record) return create(id);
      checkVersion(req, record.sys.version);
      const body = await objectBody(req);
      record.fields = parseEntryFields(store, record.sys.contentType, body);
      record.metadata.tags = tagLinks(body, record.metadata.tags);
      touch(ctx, record.sys);
      return send(200, entryBody(ctx, record));
    }
    if (req.method === "DELETE") {
      if (!record) throw notFound("Entry", id);
      if (record.published) throw badRequest("A published entry cannot be deleted: unpublish it first.");
      data.entries.delete(id);
      return sendNoContent(res);
    }
    throw methodNotAllowed(req);
  }
  if (!record) throw notFound("Entry", id);
  if (sub === "published") {
    if (req.method === "PUT") {
      checkVersion(req, record.sys.version);
      if (record.sys.archivedVersion !== undefined) throw badRequest("An archived entry cannot be published: unarchive it first.");
      const ct = data.contentTypes.get(record.sys.contentType)?.published;
      if (!ct) throw badRequest(`Content type ${record.sys.contentType} is not published.`);
      const errors = publishErrors(store, ct, record.fields);
      if (errors.length) throw invalidEntry(errors);
      record.published = structuredClone(record.fields);
      publishSys(ctx, record.sys);
      return send(200, entryBody(ctx, record));
    }
    if (req.method === "DELETE") {
      if (!record.published) throw badRequest("The entry is not published.");
      delete record.published;
      unpublishSys(ctx, record.sys);
      return send(200, entryBody(ctx, record));
    }
    throw methodNotAllowed(req);
  }
  if (sub === "archived") {
    if (req.method === "PUT") {
      if (record.published) throw badRequest("A published entry cannot be archived: unpublish it first.");
      record.sys.archivedVersion = record.sys.version;
      record.sys.archivedAt = store.now();
      record.sys.version += 1;
      return send(200, entryBody(ctx, record));
    }
    if (req.method === "DELETE") {
      if (record.sys.archivedVersion === undefined) throw badRequest("The entry is not archived.");
      delete record.sys.archivedVersion;
      delete record.sys.archivedAt;
      record.sys.version += 1;
      return send(200, entryBody(ctx, record));
    }
    throw methodNotAllowed(req);
  }
  throw notFound("Route", rest.join("/"));
}

/* ---------- locales, tags, assets, preview environments ---------- */

function checkFallback(locales: LocaleRecord[], code: string, fallbackCode: unknown): string | null {
  if (fallbackCode === null || fallbackCode === undefined || fallbackCode === "") return null;
  if (typeof fallbackCode !== "string" || !locales.some((l) => l.code === fallbackCode)) {
    throw validationFailed([{ name: "fallbackCode", path: ["fallbackCode"], details: `Fallback locale ${String(fallbackCode)} does not exist` }]);
  }
  // No cycles: following the chain from the fallback must not come back.
  const seen = new Set([code]);
  for (let at: string | null = fallbackCode; at; at = locales.find((l) => l.code === at)?.fallbackCode ?? null) {
    if (seen.has(at)) throw validationFailed([{ name: "fallbackCode", path: ["fallbackCode"], details: "The fallback chain would loop" }]);
    seen.add(at);
  }
  return fallbackCode;
}

async function serveLocales(ctx: ManagementContext, req: IncomingMessage, res: ServerResponse, url: URL, rest: string[], requestId: string): Promise<void> {
  const data = ctx.store.data();
  const send = (status: number, body: unknown) => sendJson(req, res, status, body, requestId, CMA_CONTENT_TYPE);
  const [id, ...extra] = rest;
  if (extra.length) throw notFound("Route", rest.join("/"));
  if (id === undefined) {
    if (req.method === "GET") return send(200, page(url, data.locales.map(localeBody)));
    if (req.method === "POST") {
      const body = await objectBody(req);
      const code = typeof body.code === "string" ? body.code : "";
      if (!/^[a-zA-Z]{2,3}(-[A-Za-z0-9]{2,4})*$/.test(code)) throw validationFailed([{ name: "code", path: ["code"], details: "Not a locale code" }]);
      if (data.locales.some((l) => l.code === code)) throw validationFailed([{ name: "taken", path: ["code"], details: `Locale ${code} exists` }]);
      const created: LocaleRecord = {
        sys: { id: newId(), version: 1 },
        code,
        name: typeof body.name === "string" && body.name ? body.name : code,
        default: false,
        fallbackCode: checkFallback(data.locales, code, body.fallbackCode),
        optional: Boolean(body.optional),
        contentDeliveryApi: body.contentDeliveryApi !== false,
        contentManagementApi: body.contentManagementApi !== false,
      };
      data.locales.push(created);
      return send(201, localeBody(created));
    }
    throw methodNotAllowed(req);
  }
  const locale = data.locales.find((l) => l.sys.id === id);
  if (!locale) throw notFound("Locale", id);
  if (req.method === "GET") return send(200, localeBody(locale));
  if (req.method === "PUT") {
    checkVersion(req, locale.sys.version);
    const body = await objectBody(req);
    if (typeof body.name === "string" && body.name) locale.name = body.name;
    if ("fallbackCode" in body) locale.fallbackCode = locale.default ? null : checkFallback(data.locales, locale.code, body.fallbackCode);
    if ("optional" in body) locale.optional = Boolean(body.optional);
    locale.sys.version += 1;
    return send(200, localeBody(locale));
  }
  if (req.method === "DELETE") {
    if (locale.default) throw badRequest("The default locale cannot be deleted.");
    data.locales.splice(data.locales.indexOf(locale), 1);
    for (const l of data.locales) if (l.fallbackCode === locale.code) l.fallbackCode = null;
    return sendNoContent(res);
  }
  throw methodNotAllowed(req);
}

async function serveTags(ctx: ManagementContext, req: IncomingMessage, res: ServerResponse, url: URL, rest: string[], requestId: string): Promise<void> {
  const data = ctx.store.data();
  const send = (status: number, body: unknown) => sendJson(req, res, status, body, requestId, CMA_CONTENT_TYPE);
  const tagBody = (t: (typeof data.tags extends Map<string, infer V> ? V : never)) => ({
    name: t.name,
    sys: { type: "Tag", id: t.sys.id, version: t.sys.version, visibility: t.sys.visibility, createdAt: t.sys.createdAt, updatedAt: t.sys.updatedAt, space: link("Space", ctx.spaceId), environment: link("Environment", ctx.environment) },
  });
  const [id, ...extra] = rest;
  if (extra.length) throw notFound("Route", rest.join("/"));
  if (id === undefined) {
    if (req.method === "GET") return send(200, page(url, [...data.tags.values()].map(tagBody)));
    throw methodNotAllowed(req);
  }
  const tag = data.tags.get(id);
  if (req.method === "GET") {
    if (!tag) throw notFound("Tag", id);
    return send(200, tagBody(tag));
  }
  if (req.method === "PUT") {
    const body = await objectBody(req);
    const name = typeof body.name === "string" ? body.name : "";
    if (!name) throw validationFailed([{ name: "required", path: ["name"], details: "A tag needs a name" }]);
    if (!tag) {
      const time = ctx.store.now();
      const visibility = req.headers["x-contentful-tag-visibility"] === "public" ? "public" : "private";
      const created = { sys: { id, version: 1, visibility, createdAt: time, updatedAt: time } as const, name };
      data.tags.set(id, { ...created, sys: { ...created.sys } });
      return send(201, tagBody(data.tags.get(id)!));
    }
    checkVersion(req, tag.sys.version);
    tag.name = name;
    touch(ctx, tag.sys);
    return send(200, tagBody(tag));
  }
  if (req.method === "DELETE") {
    if (!tag) throw notFound("Tag", id);
    checkVersion(req, tag.sys.version);
    data.tags.delete(id);
    return sendNoContent(res);
  }
  throw methodNotAllowed(req);
}

function serveAssets(ctx: ManagementContext, req: IncomingMessage, res: ServerResponse, url: URL, rest: string[], requestId: string): void {
  if (req.method !== "GET") throw methodNotAllowed(req);
  const assetBody = (a: ReturnType<ContentStore["assets"]>[number]) => ({
    metadata: { tags: [], concepts: [] },
    sys: sysOf(ctx, "Asset", { id: a.sys.id, version: a.sys.revision + 1, publishedVersion: a.sys.revision, publishedCounter: a.sys.revision, createdAt: a.sys.createdAt, updatedAt: a.sys.updatedAt, publishedAt: a.sys.updatedAt, firstPublishedAt: a.sys.createdAt }),
    fields: {
      title: a.fields.title,
      description: a.fields.description,
      file: Object.fromEntries(
        Object.entries(a.fields.file).map(([code, f]) => [code, { fileName: f!.fileName, contentType: f!.contentType, url: ctx.assetUrl(req, a.sys.id, f!.fileName), details: { image: { width: f!.width, height: f!.height } } }]),
      ),
    },
  });
  const [id, ...extra] = rest;
  if (extra.length) throw notFound("Route", rest.join("/"));
  if (id === undefined) return sendJson(req, res, 200, page(url, ctx.store.assets().map(assetBody)), requestId, CMA_CONTENT_TYPE);
  const asset = ctx.store.asset(id);
  if (!asset) throw notFound("Asset", id);
  return sendJson(req, res, 200, assetBody(asset), requestId, CMA_CONTENT_TYPE);
}

async function servePreviewEnvironments(ctx: ManagementContext, req: IncomingMessage, res: ServerResponse, url: URL, rest: string[], requestId: string): Promise<void> {
  const data = ctx.store.data();
  const send = (status: number, body: unknown) => sendJson(req, res, status, body, requestId, CMA_CONTENT_TYPE);
  const envBody = (p: NonNullable<ReturnType<typeof data.previewEnvironments.get>>) => ({
    name: p.name,
    description: p.description,
    configurations: p.configurations,
    sys: { type: "PreviewEnvironment", id: p.sys.id, version: p.sys.version, createdAt: p.sys.createdAt, updatedAt: p.sys.updatedAt, space: link("Space", ctx.spaceId) },
  });
  const parse = async () => {
    const body = await objectBody(req);
    const configurations = Array.isArray(body.configurations) ? body.configurations : [];
    const errors = configurations.flatMap((c, i) => {
      const conf = c as { contentType?: unknown; url?: unknown };
      return typeof conf?.contentType !== "string" || typeof conf.url !== "string"
        ? [{ name: "invalid", path: ["configurations", String(i)], details: "A configuration names a contentType and a url" }]
        : [];
    });
    if (typeof body.name !== "string" || !body.name) errors.push({ name: "required", path: ["name"], details: "A preview environment needs a name" });
    if (errors.length) throw validationFailed(errors);
    return {
      name: body.name as string,
      description: typeof body.description === "string" ? body.description : "",
      configurations: (configurations as Array<{ contentType: string; url: string; enabled?: unknown; example?: unknown }>).map((c) => ({
        contentType: c.contentType,
        url: c.url,
        enabled: c.enabled !== false,
        ...(c.example === undefined ? {} : { example: Boolean(c.example) }),
      })),
    };
  };
  const [id, ...extra] = rest;
  if (extra.length) throw notFound("Route", rest.join("/"));
  if (id === undefined) {
    if (req.method === "GET") return send(200, page(url, [...data.previewEnvironments.values()].map(envBody)));
    if (req.method === "POST") {
      const time = ctx.store.now();
      const created = { sys: { id: newId(), version: 1, createdAt: time, updatedAt: time }, ...(await parse()) };
      data.previewEnvironments.set(created.sys.id, created);
      return send(201, envBody(created));
    }
    throw methodNotAllowed(req);
  }
  const found = data.previewEnvironments.get(id);
  if (!found) throw notFound("PreviewEnvironment", id);
  if (req.method === "GET") return send(200, envBody(found));
  if (req.method === "PUT") {
    checkVersion(req, found.sys.version);
    Object.assign(found, await parse());
    touch(ctx, found.sys);
    return send(200, envBody(found));
  }
  if (req.method === "DELETE") {
    data.previewEnvironments.delete(id);
    return sendNoContent(res);
  }
  throw methodNotAllowed(req);
}

function methodNotAllowed(req: IncomingMessage): CdaError {
  return new CdaError(405, "MethodNotAllowed", `Method ${req.method} is not allowed here.`);
}

/** Serves `segments` (the path after {basePath}/management). */
export async function serveManagementApi(
  ctx: ManagementContext,
  req: IncomingMessage,
  res: ServerResponse,
  segments: string[],
  url: URL,
  requestId: string,
): Promise<void> {
  const auth = /^Bearer\s+(.+)$/i.exec(req.headers.authorization?.trim() ?? "")?.[1];
  if (!ctx.managementToken || auth !== ctx.managementToken) throw accessTokenInvalid();
  const [head, space, ...afterSpace] = segments;
  if (head !== "spaces") throw notFound("Route", segments.join("/"));
  if (space !== ctx.spaceId) throw notFound("Space", space ?? "");
  const send = (body: unknown) => sendJson(req, res, 200, body, requestId, CMA_CONTENT_TYPE);
  const envBody = { sys: { type: "Environment", id: ctx.environment, version: 1, space: link("Space", ctx.spaceId), status: link("Status", "ready") }, name: ctx.environment };
  if (afterSpace.length === 0) {
    if (req.method !== "GET") throw methodNotAllowed(req);
    return send({ sys: { type: "Space", id: ctx.spaceId, version: 1 }, name: "Local Contentful emulator" });
  }
  if (afterSpace[0] === "preview_environments") return servePreviewEnvironments(ctx, req, res, url, afterSpace.slice(1), requestId);
  let path = afterSpace;
  if (afterSpace[0] === "environments") {
    if (afterSpace.length === 1) return send({ sys: { type: "Array" }, total: 1, skip: 0, limit: 100, items: [envBody] });
    if (afterSpace[1] !== ctx.environment) throw notFound("Environment", afterSpace[1] ?? "", { space: ctx.spaceId });
    path = afterSpace.slice(2);
  }
  const [resource, ...rest] = path;
  switch (resource) {
    case undefined:
      return send(envBody);
    case "locales":
      return serveLocales(ctx, req, res, url, rest, requestId);
    case "content_types":
      return serveContentTypes(ctx, req, res, url, rest, requestId);
    case "editor_interfaces": {
      const data = ctx.store.data();
      const items = [...data.contentTypes.values()].map((r) => {
        const ei = data.editorInterfaces.get(r.sys.id)!;
        return { sys: { type: "EditorInterface", id: "default", version: ei.sys.version, contentType: link("ContentType", r.sys.id) }, controls: controlsWithDefaults(r, ei.controls) };
      });
      return send({ sys: { type: "Array" }, total: items.length, skip: 0, limit: 100, items });
    }
    case "entries":
      return serveEntries(ctx, req, res, url, rest, requestId);
    case "assets":
      return serveAssets(ctx, req, res, url, rest, requestId);
    case "tags":
      return serveTags(ctx, req, res, url, rest, requestId);
    default:
      throw notFound("Route", path.join("/"));
  }
}
