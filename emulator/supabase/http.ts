import type { IncomingMessage, ServerResponse } from "node:http";

/** An error that carries the HTTP status and the exact JSON body the real service would send. */
export class HttpError extends Error {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    const message =
      body && typeof body === "object"
        ? String((body as Record<string, unknown>).message ?? (body as Record<string, unknown>).msg ?? status)
        : String(body);
    super(message);
    this.name = "HttpError";
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const BODY_LIMITS = {
  /** JSON bodies for auth and rest. */
  json: 1 * 1024 * 1024,
  /** Binary uploads (storage). */
  upload: 60 * 1024 * 1024,
  /** Nesting of arrays and objects in a JSON body (decision 0027): deeper ones get 400, not a stack overflow. */
  jsonDepth: 128,
} as const;

/** Whether JSON text nests arrays/objects deeper than `max`, read without parsing (so without recursion). */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > max) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? "" : JSON.stringify(body);
  res.writeHead(status, {
    ...(text ? { "Content-Type": "application/json; charset=utf-8" } : {}),
    "Content-Length": String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

export function sendEmpty(res: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, "Content-Length": "0" });
  res.end();
}

/** Writes an HttpError (or a 500 for anything else) as JSON. */
export function sendError(res: ServerResponse, err: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (err instanceof HttpError) {
    sendJson(res, err.status, err.body, err.headers);
    return;
  }
  const message = err instanceof Error ? err.message : String(err);
  sendJson(res, 500, { code: "500", message, details: null, hint: null });
}

/** Reads the whole request body, refusing more than `limit` bytes with 413. */
export async function readBody(req: IncomingMessage, limit: number = BODY_LIMITS.json): Promise<Buffer> {
  const declared = Number(req.headers["content-length"] ?? "NaN");
  if (Number.isFinite(declared) && declared > limit) {
    throw new HttpError(413, { code: "413", message: "Payload too large", details: null, hint: null });
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buf.length;
    if (size > limit) {
      throw new HttpError(413, { code: "413", message: "Payload too large", details: null, hint: null });
    }
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads and parses a JSON body; an empty body gives `undefined`; invalid JSON, or JSON nested deeper
 * than BODY_LIMITS.jsonDepth, throws `onInvalid()`.
 */
export async function readJson(
  req: IncomingMessage,
  onInvalid: (message: string, details?: string) => HttpError = (m, d) => new HttpError(400, { code: "PGRST102", message: m, details: d ?? null, hint: null }),
  limit: number = BODY_LIMITS.json,
): Promise<unknown> {
  const buf = await readBody(req, limit);
  const text = buf.toString("utf8");
  if (text.trim() === "") return undefined;
  if (jsonNestsDeeperThan(text, BODY_LIMITS.jsonDepth)) {
    throw onInvalid("Empty or invalid json", `Arrays and objects may nest at most ${BODY_LIMITS.jsonDepth} levels`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw onInvalid("Empty or invalid json");
  }
}

export function header(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
}
