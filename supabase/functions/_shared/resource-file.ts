/**
 * The resource center's file rules (spec: under 10 MB; PDF, DOC, DOCX, XLS, XLSX, PPT or PPTX),
 * decided by the file's content, not its name or declared type: `file-type` reads the magic bytes
 * (and, for Office Open XML, the zip's entries); a legacy Office file (a Compound File Binary
 * container) is told apart by its streams with `cfb`. Also the text extract a DOCX, XLSX or PPTX
 * preview shows, made when the file is stored. Used by the resource-save function and the seeding
 * script; imports resolve from node_modules in Node and through the function's deno.json on Supabase.
 */
import CFB from "cfb";
import { strFromU8, unzipSync } from "fflate";
import { fileTypeFromBuffer } from "file-type";

export const RESOURCE_LIMITS = {
  /** 10 MB: the spec's limit, the bucket's file_size_limit and the table's check. */
  maxBytes: 10 * 1024 * 1024,
  title: 300,
  description: 5000,
  /** Characters of text kept for the preview of a DOCX, XLSX or PPTX. */
  previewChars: 20000,
  /** A zip entry larger than this is not read for the preview (a zip bomb is not unpacked). */
  maxEntryBytes: 50 * 1024 * 1024,
} as const;

export const DOCUMENT_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
} as const;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === "string" && Object.hasOwn(DOCUMENT_TYPES, value);
}

/** Programs and scripts: a name carrying one of these anywhere is refused. */
const EXECUTABLE_EXTENSIONS = new Set([
  "exe", "com", "bat", "cmd", "scr", "pif", "msi", "msp", "dll", "cpl", "jar", "js", "jse", "mjs", "vbs", "vbe", "wsf", "wsh",
  "ps1", "psm1", "hta", "lnk", "reg", "sh", "bash", "app", "dmg", "pkg", "deb", "rpm", "apk", "elf", "bin", "run", "iso", "html", "htm", "svg", "php",
]);
/** What file-type calls a program. */
const EXECUTABLE_CONTENT = new Set(["exe", "elf", "macho", "mach", "dex", "class", "wasm", "msi", "swf", "lnk", "apk", "deb", "rpm", "dmg", "xpi", "crx"]);

export type FileProblem =
  /** No file, or zero bytes. */
  | "empty"
  | "tooLarge"
  /** The name has no extension, or one that is not a document type. */
  | "extension"
  /** report.pdf.exe, invoice.exe.pdf, notes.pdf.docx */
  | "doubleExtension"
  /** The content is a program (an .exe renamed .pdf). */
  | "executable"
  /** The content is none of the document types. */
  | "content"
  /** The content is a document of another type than the name says. */
  | "mismatch";

export type FileCheck = { ok: true; type: DocumentType; mime: string; fileName: string } | { ok: false; problem: FileProblem; detected?: string };

/** The name without any folder part, normalised, with control characters and path separators gone. */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  return base.normalize("NFC").replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "").trim().slice(-200);
}

/** Checks the name alone: one extension, and a document one. */
export function checkFileName(name: string): { ok: true; extension: DocumentType } | { ok: false; problem: FileProblem } {
  const parts = cleanFileName(name).toLowerCase().split(".");
  const extension = parts.length > 1 ? parts[parts.length - 1]!.trim() : "";
  const inner = parts.slice(1, -1).map((p) => p.trim());
  if (inner.some((p) => EXECUTABLE_EXTENSIONS.has(p) || isDocumentType(p))) return { ok: false, problem: "doubleExtension" };
  if (EXECUTABLE_EXTENSIONS.has(extension) && parts.length > 2) return { ok: false, problem: "doubleExtension" };
  if (!isDocumentType(extension)) return { ok: false, problem: "extension" };
  return { ok: true, extension };
}

/** The document type of the bytes by their content, or what else they are (null: nothing known). */
export async function detectDocumentType(bytes: Uint8Array): Promise<{ type: DocumentType } | { other: string | null }> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return { other: null };
  if (found.ext === "pdf" || found.ext === "docx" || found.ext === "xlsx" || found.ext === "pptx") return { type: found.ext };
  if (found.ext === "cfb") {
    const legacy = legacyOfficeType(bytes);
    return legacy ? { type: legacy } : { other: "cfb" };
  }
  return { other: found.ext };
}

/** DOC, XLS or PPT by the streams of the Compound File Binary container. */
function legacyOfficeType(bytes: Uint8Array): DocumentType | null {
  try {
    const container = CFB.read(bytes, { type: "array" });
    const names = new Set(container.FullPaths.map((path) => path.replace(/\/$/, "").split("/").pop() ?? ""));
    if (names.has("WordDocument")) return "doc";
    if (names.has("Workbook") || names.has("Book")) return "xls";
    if (names.has("PowerPoint Document")) return "ppt";
    return null;
  } catch {
    return null;
  }
}

/** Every rule, in the order a person would want to hear them. */
export async function checkDocument(name: string, bytes: Uint8Array): Promise<FileCheck> {
  if (bytes.byteLength === 0) return { ok: false, problem: "empty" };
  if (bytes.byteLength > RESOURCE_LIMITS.maxBytes) return { ok: false, problem: "tooLarge" };
  const byName = checkFileName(name);
  const byContent = await detectDocumentType(bytes);
  if ("other" in byContent && byContent.other && EXECUTABLE_CONTENT.has(byContent.other)) return { ok: false, problem: "executable", detected: byContent.other };
  if (!byName.ok) return { ok: false, problem: byName.problem };
  if (!("type" in byContent)) return { ok: false, problem: "content", detected: byContent.other ?? undefined };
  if (byContent.type !== byName.extension) return { ok: false, problem: "mismatch", detected: byContent.type };
  return { ok: true, type: byContent.type, mime: DOCUMENT_TYPES[byContent.type], fileName: cleanFileName(name) };
}

/**
 * A download name that is safe in a Content-Disposition header and on every file system: the title's
 * words in ASCII (accents dropped), joined by hyphens, with the type's extension.
 */
export function safeDownloadName(title: string, type: DocumentType): string {
  const stem = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return `${stem || "document"}.${type}`;
}

/** Content-Disposition: attachment with an ASCII name and its UTF-8 form (RFC 6266). */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\;]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

// --- text extracts --------------------------------------------------------------------------

const ENTITIES: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };

function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n = code[1] === "x" || code[1] === "X" ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : "";
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The text of each paragraph element `para` (w:p, a:p) made of text runs `run` (w:t, a:t). */
function paragraphs(xml: string, para: string, run: string): string[] {
  const out: string[] = [];
  const paraPattern = new RegExp(`<${para}[\\s>][\\s\\S]*?</${para}>|<${para}/>`, "g");
  const runPattern = new RegExp(`<${run}(?:\\s[^>]*)?>([\\s\\S]*?)</${run}>|<w:tab/>`, "g");
  for (const p of xml.match(paraPattern) ?? []) {
    let line = "";
    for (const m of p.matchAll(runPattern)) line += m[1] === undefined ? "\t" : decodeXml(m[1]);
    out.push(line.trimEnd());
  }
  return out;
}

function unzip(bytes: Uint8Array, wanted: (name: string) => boolean): Record<string, string> {
  const files = unzipSync(bytes, { filter: (file) => wanted(file.name) && file.originalSize <= RESOURCE_LIMITS.maxEntryBytes });
  return Object.fromEntries(Object.entries(files).map(([name, data]) => [name, strFromU8(data)]));
}

const byNumber = (a: string, b: string) => Number(a.match(/(\d+)\.xml$/)?.[1] ?? 0) - Number(b.match(/(\d+)\.xml$/)?.[1] ?? 0);

function docxText(bytes: Uint8Array): string {
  const files = unzip(bytes, (name) => name === "word/document.xml");
  return paragraphs(files["word/document.xml"] ?? "", "w:p", "w:t").join("\n");
}

function pptxText(bytes: Uint8Array): string {
  const files = unzip(bytes, (name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
  return Object.keys(files)
    .sort(byNumber)
    .map((name, index) => [`— ${index + 1} —`, ...paragraphs(files[name] ?? "", "a:p", "a:t").filter(Boolean)].join("\n"))
    .join("\n\n");
}

function xlsxText(bytes: Uint8Array): string {
  const files = unzip(bytes, (name) => name === "xl/sharedStrings.xml" || name === "xl/workbook.xml" || /^xl\/worksheets\/sheet\d+\.xml$/.test(name));
  const shared = (files["xl/sharedStrings.xml"]?.match(/<si>[\s\S]*?<\/si>/g) ?? []).map((si) =>
    [...si.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => decodeXml(m[1] ?? "")).join(""),
  );
  const sheetNames = [...(files["xl/workbook.xml"] ?? "").matchAll(/<sheet\s[^>]*name="([^"]*)"/g)].map((m) => decodeXml(m[1] ?? ""));
  return Object.keys(files)
    .filter((name) => name.startsWith("xl/worksheets/"))
    .sort(byNumber)
    .map((name, index) => {
      const rows = (files[name]?.match(/<row[\s>][\s\S]*?<\/row>/g) ?? []).map((row) =>
        [...row.matchAll(/<c\s([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)]
          .map(([, attributes = "", inner = ""]) => {
            const kind = attributes.match(/\bt="([^"]+)"/)?.[1];
            if (kind === "inlineStr") return decodeXml(inner.match(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/)?.[1] ?? "");
            const value = inner.match(/<v>([\s\S]*?)<\/v>/)?.[1];
            if (value === undefined) return "";
            return kind === "s" ? (shared[Number(value)] ?? "") : decodeXml(value);
          })
          .join("\t")
          .trimEnd(),
      );
      return [sheetNames[index] ?? `Sheet ${index + 1}`, ...rows.filter(Boolean)].join("\n");
    })
    .join("\n\n");
}

/**
 * The readable text of a DOCX, XLSX or PPTX (for its preview), cut at previewChars; null for the
 * other types (a PDF previews itself; DOC, XLS and PPT have no preview) or when nothing is readable.
 */
export function extractPreviewText(type: DocumentType, bytes: Uint8Array): string | null {
  let text: string;
  try {
    if (type === "docx") text = docxText(bytes);
    else if (type === "xlsx") text = xlsxText(bytes);
    else if (type === "pptx") text = pptxText(bytes);
    else return null;
  } catch {
    return null;
  }
  const tidy = text.replace(/\n{3,}/g, "\n\n").trim();
  if (!tidy) return null;
  return tidy.length > RESOURCE_LIMITS.previewChars ? `${tidy.slice(0, RESOURCE_LIMITS.previewChars - 1)}…` : tidy;
}
