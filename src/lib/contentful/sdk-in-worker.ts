/**
 * The page's side of the SDK worker (sdk-worker.ts, decision 0032): an object with the three SDK
 * calls the site makes (`getEntries`, `withAllLocales.getEntries`, `getContentTypes`), each forwarded
 * to one worker the page shares. The answers are the SDK's own (links resolved), cloned across.
 *
 * If the worker cannot start or dies (its script failed to load, offline), every pending call fails
 * like a failed request (the page keeps its prerendered content, as for an unreachable Contentful)
 * and the next call starts a new worker.
 */
import type { CreateClientParams } from "contentful";
import type { SdkClient } from "./client.ts";

export type SdkRequest = {
  id: number;
  params: Omit<CreateClientParams, "logHandler"> & { throttle?: number };
  call: "getEntries" | "getContentTypes";
  allLocales?: boolean;
  query?: unknown;
};
export type SdkResponse = { id: number; result: unknown } | { id: number; error: { name: string; message: string } };

/** Whether this page can move the SDK to a worker (a browser with module workers; never while prerendering). */
export function canUseSdkWorker(): boolean {
  return typeof window !== "undefined" && typeof Worker !== "undefined";
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve(value: unknown): void; reject(reason: unknown): void }>();

function failAll(reason: Error) {
  for (const { reject } of pending.values()) reject(reason);
  pending.clear();
  worker?.terminate();
  worker = undefined;
}

function start(): Worker {
  const started = new Worker(new URL("./sdk-worker.ts", import.meta.url), { type: "module", name: "contentful" });
  started.onmessage = ({ data }: MessageEvent<SdkResponse>) => {
    const call = pending.get(data.id);
    if (!call) return;
    pending.delete(data.id);
    if ("error" in data) call.reject(Object.assign(new Error(data.error.message), { name: data.error.name }));
    else call.resolve(data.result);
  };
  started.onerror = (event) => {
    event.preventDefault();
    failAll(new Error(`The content worker failed: ${event.message || "its script did not load"}`));
  };
  return started;
}

function send(params: SdkRequest["params"], call: SdkRequest["call"], query: unknown, allLocales = false): Promise<never> {
  worker ??= start();
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    worker!.postMessage({ id, params, call, query, allLocales } satisfies SdkRequest);
  });
}

/** An SDK client whose calls run in the worker. */
export function sdkInWorker(params: SdkRequest["params"]): SdkClient {
  return {
    getEntries: (query: unknown) => send(params, "getEntries", query),
    getContentTypes: (query: unknown) => send(params, "getContentTypes", query),
    withAllLocales: { getEntries: (query: unknown) => send(params, "getEntries", query, true) },
  } as unknown as SdkClient;
}
