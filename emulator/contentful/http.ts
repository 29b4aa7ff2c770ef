/** HTTP plumbing shared by the emulator's handlers: CORS, JSON with ETag, bodies, tokens. */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { badRequest, CdaError } from "./errors.ts";

/** What cdn.contentful.com answers to a preflight (the SDK sends Authorization and X-Contentful-User-Agent). */
export const CORS_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET,HEAD,OPTIONS",
  "Access-Control-Allow-Headers":
    "Accept,Accept-Language,Authorization,Cache-Control,Content-Length,Content-Range,Content-Type,DNT,Destination,Expires,If-Match,If-Modified-Since,If-None-Match,Keep-Alive,Last-Modified,Origin,Pragma,Range,User-Agent,X-Http-Method-Override,X-Mx-ReqToken,X-Requested-With,X-Contentful-Version,X-Contentful-Content-Type,X-Contentful-Organization,X-Contentful-Skip-Transformation,X-Contentful-User-Agent,X-Contentful-Enable-Alpha-Feature,X-Contentful-Resource-Resolution,X-Contentful-Timeline,X-Contentful-Locale-Based-Publishing",
  "Access-Control-Expose-Headers": "Etag,X-Contentful-Request-Id",
  "Access-Control-Max-Age": "86400",
};

export const DELIVERY_CONTENT_TYPE = "application/vnd.contentful.delivery.v1+json";

export function newRequestId(): string {
  return randomBytes(12).toString("hex");
}

export function etagOf(data: string | Buffer): string {
  return `"${createHash("sha1").update(data).digest("hex")}"`;
}

/** True when the request's If-None-Match names this ETag (or "*"). */
export function isFresh(req: IncomingMessage, etag: string): boolean {
  const header = req.headers["if-none-match"];
  if (!header) return false;
  return header
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""))
    .some((t) => t === etag || t === "*");
}

/** Sends a Delivery API JSON body with ETag/304, CORS and the request id. */
export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  requestId: string,
  contentType: string = DELIVERY_CONTENT_TYPE,
): void {
  const text = JSON.stringify(body);
  const etag = etagOf(text);
  const headers: Record<string, string> = {
    ...CORS_HEADERS,
    "Content-Type": contentType,
    "Cache-Control": "max-age=0",
    "X-Contentful-Request-Id": requestId,
    ETag: etag,
  };
  if (status === 200 && isFresh(req, etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(status, { ...headers, "Content-Length": String(Buffer.byteLength(text)) });
  res.end(req.method === "HEAD" ? undefined : text);
}

export function sendError(req: IncomingMessage, res: ServerResponse, err: unknown, requestId: string): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (err instanceof CdaError) {
    sendJson(req, res, err.status, err.body(requestId), requestId);
    return;
  }
  console.error("[contentful emulator]", err);
  sendJson(req, res, 500, { sys: { type: "Error", id: "ServerError" }, message: "Internal server error", requestId }, requestId);
}

export function sendNoContent(res: ServerResponse, status = 204): void {
  res.writeHead(status, { ...CORS_HEADERS, "Content-Length": "0" });
  res.end();
}

/** The access token of a request: `Authorization: Bearer …` first, else the `access_token` query parameter. */
export function requestToken(req: IncomingMessage, url: URL): string | undefined {
  const auth = req.headers.authorization;
  if (auth) {
    const m = /^Bearer\s+(.+)$/i.exec(auth.trim());
    return m?.[1]?.trim();
  }
  return url.searchParams.get("access_token") ?? undefined;
}

export const JSON_BODY_LIMIT = 5 * 1024 * 1024;

export async function readJson(req: IncomingMessage, limit: number = JSON_BODY_LIMIT): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buf.length;
    if (size > limit) throw new CdaError(413, "BadRequest", "Request body too large");
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("The body of the request is not valid JSON.");
  }
}
