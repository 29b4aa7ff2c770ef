/** A small seed for the emulator's tests (same types as contentful/, independent of the real seed). */
import { writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import sharp from "sharp";
import type { ContentSeed } from "../../contentful/index.ts";
import type { ContentTypeDefinition, Locale, SeedAsset, SeedEntry } from "../../contentful/types.ts";
import { temporaryDir } from "../temp-dirs.ts";

export const T0 = "2024-01-01T00:00:00.000Z";

export const testLocales: Locale[] = [
  { code: "en-US", name: "English", default: true, fallbackCode: null },
  { code: "fr", name: "French", default: false, fallbackCode: "en-US" },
  { code: "ru", name: "Russian", default: false, fallbackCode: "fr" },
];

export const testContentTypes: ContentTypeDefinition[] = [
  {
    sys: { id: "post" },
    name: "Post",
    description: "",
    displayField: "title",
    fields: [
      { id: "title", name: "Title", type: "Symbol", localized: true, required: true },
      { id: "slug", name: "Slug", type: "Symbol", localized: false, required: true },
      { id: "summary", name: "Summary", type: "Text", localized: true, required: false },
      { id: "views", name: "Views", type: "Integer", localized: false, required: false },
      { id: "featured", name: "Featured", type: "Boolean", localized: false, required: false },
      { id: "publishedDate", name: "Published", type: "Date", localized: false, required: false },
      { id: "tags", name: "Tags", type: "Array", localized: false, required: false, items: { type: "Symbol" } },
      { id: "body", name: "Body", type: "RichText", localized: true, required: false },
      { id: "author", name: "Author", type: "Link", linkType: "Entry", localized: false, required: false },
      { id: "image", name: "Image", type: "Link", linkType: "Asset", localized: false, required: false },
      { id: "related", name: "Related", type: "Array", localized: false, required: false, items: { type: "Link", linkType: "Entry" } },
      { id: "meta", name: "Meta", type: "Object", localized: false, required: false },
    ],
  },
  {
    sys: { id: "person" },
    name: "Person",
    description: "",
    displayField: "name",
    fields: [
      { id: "name", name: "Name", type: "Symbol", localized: false, required: true },
      { id: "photo", name: "Photo", type: "Link", linkType: "Asset", localized: false, required: false },
      { id: "mentor", name: "Mentor", type: "Link", linkType: "Entry", localized: false, required: false },
    ],
  },
];

const entryLink = (id: string) => ({ sys: { type: "Link", linkType: "Entry", id } });
const assetLink = (id: string) => ({ sys: { type: "Link", linkType: "Asset", id } });
const doc = (text: string, extra: unknown[] = []) => ({
  nodeType: "document",
  data: {},
  content: [{ nodeType: "paragraph", data: {}, content: [{ nodeType: "text", value: text, marks: [], data: {} }] }, ...extra],
});

function entry(id: string, contentType: string, fields: SeedEntry["fields"], time = T0): SeedEntry {
  return { sys: { id, contentType, createdAt: time, updatedAt: time }, fields };
}

export const testEntries: SeedEntry[] = [
  entry("alice", "person", { name: { "en-US": "Alice" }, photo: { "en-US": assetLink("photo") }, mentor: { "en-US": entryLink("carol") } }),
  entry("carol", "person", { name: { "en-US": "Carol" } }),
  entry(
    "p1",
    "post",
    {
      title: { "en-US": "Hello world", fr: "Bonjour le monde" },
      slug: { "en-US": "hello-world" },
      summary: { "en-US": "A first post about gardens" },
      views: { "en-US": 10 },
      featured: { "en-US": true },
      publishedDate: { "en-US": "2024-01-05" },
      tags: { "en-US": ["news", "garden"] },
      body: { "en-US": doc("Tomatoes grow in summer", [{ nodeType: "embedded-entry-block", data: { target: entryLink("carol") }, content: [] }]) },
      author: { "en-US": entryLink("alice") },
      image: { "en-US": assetLink("photo") },
      meta: { "en-US": { color: "red" } },
    },
    "2024-01-05T00:00:00.000Z",
  ),
  entry(
    "p2",
    "post",
    {
      title: { "en-US": "Second post" },
      slug: { "en-US": "second-post" },
      views: { "en-US": 25 },
      featured: { "en-US": false },
      publishedDate: { "en-US": "2024-03-01" },
      tags: { "en-US": ["news"] },
      body: { "en-US": doc("Winter is coming"), fr: doc("L'hiver arrive") },
      author: { "en-US": entryLink("ghost") },
      related: { "en-US": [entryLink("p1"), entryLink("missing")] },
    },
    "2024-03-01T00:00:00.000Z",
  ),
  entry(
    "p3",
    "post",
    {
      title: { "en-US": "Third post", ru: "Третий пост" },
      slug: { "en-US": "third-post" },
      views: { "en-US": 5 },
      publishedDate: { "en-US": "2023-12-24" },
    },
    "2023-12-24T00:00:00.000Z",
  ),
];

export interface TestSeed {
  seed: ContentSeed;
  assetsDirectory: string;
  /** Removes the assets folder (it goes when the process exits in any case). */
  remove(): void;
}

/**
 * The test seed plus a temporary assets folder holding a 400x300 PNG for the asset "photo"
 * (`cf-emulator-assets-<pid>-…`, removed by `remove()`, on exit, or by the next seed once the process is gone).
 */
export async function makeTestSeed(): Promise<TestSeed> {
  const folder = temporaryDir("cf-emulator-assets-");
  const assetsDirectory = folder.path;
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
  writeFileSync(join(assetsDirectory, "photo.png"), png);
  const assets: SeedAsset[] = [
    {
      sys: { id: "photo", createdAt: T0, updatedAt: T0 },
      fields: {
        title: { "en-US": "A photo", fr: "Une photo" },
        description: { "en-US": "Red rectangle" },
        file: { "en-US": { path: "photo.png", fileName: "photo.png", contentType: "image/png", width: 400, height: 300 } },
      },
    },
  ];
  return {
    seed: {
      locales: testLocales as ContentSeed["locales"],
      contentTypes: testContentTypes as ContentSeed["contentTypes"],
      entries: structuredClone(testEntries),
      assets,
    },
    assetsDirectory,
    remove: folder.remove,
  };
}

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** Serves `handle` on 127.0.0.1:<ephemeral port>; 404 for what it does not take. */
export async function serve(handle: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>): Promise<RunningServer> {
  const server = createServer((req, res) => {
    void handle(req, res).then((taken) => {
      if (!taken) {
        res.statusCode = 404;
        res.end("not mine");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
