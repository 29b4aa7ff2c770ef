/**
 * Edge functions (`/functions/v1/<name>[/...]`), run in-process.
 *
 * Convention (see supabase/functions/README.md): each function folder holds `handler.ts`, whose
 * default export is `async (req: Request) => Response` written against web-standard
 * Request/Response, and an `index.ts` doing `Deno.serve(handler)` for the real Supabase runtime.
 * The emulator imports `handler.ts` and bridges Node's request/response to the web types.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { EmulatorContext } from "../context.ts";
import { BODY_LIMITS, readBody, sendJson } from "../http.ts";

export type FunctionHandler = (req: Request) => Response | Promise<Response>;

/** Function names as the Supabase CLI accepts them. */
const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

const FUNCTION_LIMITS = {
  /** Request bodies passed to a handler. */
  requestBytes: BODY_LIMITS.upload,
} as const;

const CORS_PREFLIGHT_HEADERS: Record<string, string> = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
  "Access-Control-Allow-Headers": "authorization, x-client-info, apikey, content-type, x-region",
};

/** Headers that describe the Node connection, not the request: never passed to the handler. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "upgrade", "host", "content-length"]);

let denoShimInstalled = false;

/**
 * Handlers read configuration with `Deno.env.get(name)` (portable to the real runtime). In Node the
 * emulator provides just that: a `Deno.env` backed by process.env.
 */
function installDenoEnvShim(): void {
  if (denoShimInstalled) return;
  denoShimInstalled = true;
  const g = globalThis as { Deno?: unknown };
  if (g.Deno !== undefined) return;
  g.Deno = {
    env: {
      get: (name: string) => process.env[name],
      has: (name: string) => process.env[name] !== undefined,
      toObject: () => ({ ...process.env }),
    },
  };
}

async function loadHandler(file: string, mtimeMs: number): Promise<FunctionHandler> {
  // The mtime in the URL makes an edited handler load afresh (Node caches modules by URL).
  const mod = (await import(`${pathToFileURL(file).href}?v=${Math.floor(mtimeMs)}`)) as { default?: unknown };
  if (typeof mod.default !== "function") throw new Error(`${file} has no default export function`);
  return mod.default as FunctionHandler;
}

/**
 * The request's headers as the function sees them. Like Supabase's gateway, the client's address —
 * the socket's, never a header's — is appended to X-Forwarded-For, so its last entry is the one a
 * client cannot forge (the rule of public.request_client_address() and of the REST emulator's
 * request.headers); an IPv4 client of a dual-stack socket (`::ffff:a.b.c.d`) is written `a.b.c.d`.
 */
export function toWebHeaders(req: Pick<IncomingMessage, "headers" | "socket">): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const remote = req.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  if (remote) {
    const forwarded = headers.get("x-forwarded-for");
    headers.set("x-forwarded-for", forwarded ? `${forwarded}, ${remote}` : remote);
  }
  return headers;
}

async function writeWebResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, name) => {
    if (name === "set-cookie" || name === "content-length" || name === "transfer-encoding") return;
    headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) headers["set-cookie"] = cookies;
  if (!("access-control-allow-origin" in headers)) headers["access-control-allow-origin"] = "*";
  res.writeHead(response.status, response.statusText || undefined, headers);
  if (!response.body || method === "HEAD") {
    await response.body?.cancel();
    res.end();
    return;
  }
  // Streamed, so text/event-stream responses reach the client as they are produced.
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    res.write(value);
  }
  res.end();
}

export async function handleFunctions(ctx: EmulatorContext, req: IncomingMessage, res: ServerResponse, subpath: string, url: URL): Promise<void> {
  const name = subpath.split("/").filter(Boolean)[0] ?? "";
  const method = (req.method ?? "GET").toUpperCase();

  let file = "";
  let mtimeMs = 0;
  if (FUNCTION_NAME.test(name)) {
    file = join(ctx.functionsDir, name, "handler.ts");
    try {
      const info = await stat(file);
      if (info.isFile()) mtimeMs = info.mtimeMs;
      else file = "";
    } catch {
      file = "";
    }
  }
  if (!file) {
    sendJson(res, 404, { error: "Function not found" });
    return;
  }

  if (method === "OPTIONS") {
    res.writeHead(204, { ...CORS_PREFLIGHT_HEADERS, "Content-Length": "0" });
    res.end();
    return;
  }

  installDenoEnvShim();
  const body = method === "GET" || method === "HEAD" ? undefined : await readBody(req, FUNCTION_LIMITS.requestBytes);
  // As on Supabase, the function sees its own name as the first path segment: <origin>/<name>/...
  const request = new Request(new URL(`${subpath}${url.search}`, new URL(ctx.publicUrl(req)).origin), {
    method,
    headers: toWebHeaders(req),
    body: body && body.length > 0 ? new Uint8Array(body) : undefined,
  });

  let response: Response;
  try {
    const handler = await loadHandler(file, mtimeMs);
    response = await handler(request);
    if (!(response instanceof Response)) throw new Error(`function "${name}" did not return a Response`);
  } catch (err) {
    // As the edge runtime: the error goes to the function's logs, the caller gets a generic 500.
    console.error(`[functions] ${name}:`, err);
    sendJson(res, 500, { code: "WORKER_ERROR", message: "Function exited due to an error (please check logs)" });
    return;
  }
  await writeWebResponse(res, response, method);
}
