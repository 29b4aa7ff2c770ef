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
} as const;

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

/** Reads and parses a JSON body; an empty body gives `undefined`; invalid JSON throws `onInvalid()`. */
export async function readJson(
  req: IncomingMessage,
  onInvalid: (message: string) => HttpError = (m) => new HttpError(400, { code: "PGRST102", message: m, details: null, hint: null }),
  limit: number = BODY_LIMITS.json,
): Promise<unknown> {
  const buf = await readBody(req, limit);
  const text = buf.toString("utf8");
  if (text.trim() === "") return undefined;
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
