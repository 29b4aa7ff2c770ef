/**
 * How the contentful SDK reads drafts in preview mode (loaded on demand, only then): an axios
 * adapter (the SDK's `adapter` option) that sends each request the SDK would have sent to the
 * Delivery API to the content-preview Supabase function instead, with the signed-in user's
 * session. The function checks the role and asks the Preview API with its own token, so no
 * token that can read drafts is ever in the browser. The SDK keeps doing the rest (links,
 * locales, errors) on the Preview API's answers, which have the Delivery API's shape.
 */
import type { CreateClientParams } from "contentful";
import { getSupabase } from "../supabase";

export type PreviewStatus = "pending" | "active" | "refused" | "failed";

let status: PreviewStatus = "pending";
const listeners = new Set<() => void>();

function setStatus(next: PreviewStatus): void {
  if (status === next) return;
  status = next;
  for (const listener of listeners) listener();
}

/** Whether drafts are being shown: "refused" when the caller is not a signed-in editor. */
export const previewStatus = {
  get: (): PreviewStatus => status,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

interface AdapterConfig {
  url?: string;
  baseURL?: string;
  params?: unknown;
  paramsSerializer?: { serialize?: (params: unknown) => string };
}

/** The Delivery API path after the environment (entries, entries/<id>, content_types, …) and its query. */
export function previewRequest(config: AdapterConfig): { path: string; query: string } {
  const url = new URL(config.url ?? "", config.baseURL || "http://content.invalid/");
  const path = /\/spaces\/[^/]+\/(?:environments\/[^/]+\/)?(.*)$/.exec(url.pathname)?.[1] ?? "";
  const serialized = config.params
    ? (config.paramsSerializer?.serialize?.(config.params) ?? new URLSearchParams(config.params as Record<string, string>).toString())
    : "";
  const query = [url.search.slice(1), serialized].filter(Boolean).join("&");
  return { path: decodeURIComponent(path), query };
}

/** An axios-shaped error, so the SDK's error handling and retries treat it as an HTTP answer. */
function httpError(config: AdapterConfig, statusCode: number, data: unknown): Error {
  const response = { status: statusCode, statusText: String(statusCode), data, headers: {}, config };
  return Object.assign(new Error(`Request failed with status code ${statusCode}`), { config, response, isAxiosError: true });
}

async function adapter(config: AdapterConfig) {
  const body = previewRequest(config);
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke("content-preview", { body });
  if (error) {
    const context = (error as { context?: unknown }).context;
    if (context instanceof Response) {
      setStatus(context.status === 401 || context.status === 403 ? "refused" : "failed");
      throw httpError(config, context.status, await context.json().catch(() => ({})));
    }
    setStatus("failed");
    throw httpError(config, 503, { message: error.message });
  }
  setStatus("active");
  return { data, status: 200, statusText: "OK", headers: {}, config, request: {} };
}

/** What the content client adds to the SDK's options in preview mode. */
export function previewParams(): Partial<CreateClientParams> {
  // The SDK insists on a token; this placeholder opens nothing (the function holds the real one).
  return { accessToken: "preview-through-content-preview-function", adapter: adapter as unknown as CreateClientParams["adapter"] };
}

