// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

/** A stand-in for the browser's Worker: answers like sdk-worker.ts, or fails to start. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  static answer: (request: { call: string; allLocales: boolean; query: unknown }) => unknown = () => ({ items: [] });
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  terminated = false;
  readonly options: WorkerOptions;
  constructor(_url: URL, options: WorkerOptions) {
    this.options = options;
    FakeWorker.instances.push(this);
  }
  postMessage(request: { id: number; call: string; allLocales: boolean; query: unknown }) {
    queueMicrotask(() => {
      try {
        this.onmessage?.({ data: { id: request.id, result: FakeWorker.answer(request) } });
      } catch (error) {
        this.onmessage?.({ data: { id: request.id, error: { name: "BadRequest", message: (error as Error).message } } });
      }
    });
  }
  terminate() {
    this.terminated = true;
  }
  /** The script could not load (offline): what the browser fires. */
  fail() {
    this.onerror?.({ message: "", preventDefault() {} });
  }
}

async function freshModule() {
  vi.resetModules();
  FakeWorker.instances = [];
  vi.stubGlobal("Worker", FakeWorker);
  return import("./sdk-in-worker.ts");
}

afterEach(() => vi.unstubAllGlobals());

describe("sdkInWorker", () => {
  it("forwards the SDK calls to one module worker and resolves with its answers", async () => {
    const { sdkInWorker, canUseSdkWorker } = await freshModule();
    expect(canUseSdkWorker()).toBe(true);
    FakeWorker.answer = ({ call, allLocales, query }) => ({ call, allLocales, query });
    const sdk = sdkInWorker({ space: "s", accessToken: "t" });
    await expect(sdk.getEntries({ content_type: "faq" })).resolves.toEqual({ call: "getEntries", allLocales: false, query: { content_type: "faq" } });
    await expect(sdk.withAllLocales.getEntries({ content_type: "faq" })).resolves.toMatchObject({ allLocales: true });
    await expect(sdk.getContentTypes()).resolves.toMatchObject({ call: "getContentTypes" });
    expect(FakeWorker.instances).toHaveLength(1);
    expect(FakeWorker.instances[0]!.options.type).toBe("module");
  });

  it("rejects with the SDK's error message", async () => {
    const { sdkInWorker } = await freshModule();
    FakeWorker.answer = () => {
      throw new Error("The resource could not be found.");
    };
    await expect(sdkInWorker({ space: "s", accessToken: "t" }).getEntries({})).rejects.toThrow("The resource could not be found.");
  });

  it("fails the pending calls when the worker cannot start, and starts a new one for the next call", async () => {
    const { sdkInWorker } = await freshModule();
    FakeWorker.answer = () => ({ items: [1] });
    const sdk = sdkInWorker({ space: "s", accessToken: "t" });
    const first = FakeWorker.instances.length;
    const postMessage = vi.spyOn(FakeWorker.prototype, "postMessage").mockImplementationOnce(() => {});
    const pending = sdk.getEntries({});
    FakeWorker.instances.at(-1)!.fail();
    await expect(pending).rejects.toThrow(/content worker failed/);
    expect(FakeWorker.instances.at(-1)!.terminated).toBe(true);
    postMessage.mockRestore();
    await expect(sdk.getEntries({})).resolves.toEqual({ items: [1] });
    expect(FakeWorker.instances.length).toBe(first + 2);
  });
});
