import { afterEach, describe, expect, it, vi } from "vitest";
import { failedModuleUrl, OfflineError, retryableImport } from "./retry-import";

const chromiumError = new TypeError("Failed to fetch dynamically imported module: http://localhost:3000/assets/engine-Ab12_-x.js");

describe("retryableImport", () => {
  it("loads once and shares the module", async () => {
    const load = vi.fn(async () => ({ value: 1 }));
    const get = retryableImport(load);
    expect(await get()).toEqual({ value: 1 });
    expect(await get()).toEqual({ value: 1 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("after a failed load, imports the failed chunk again under a new URL each time (the browser keeps the failure)", async () => {
    const load = vi.fn(async () => {
      throw chromiumError;
    });
    const urls: string[] = [];
    const importUrl = vi.fn(async (url: string) => {
      urls.push(url);
      if (urls.length === 1) throw new TypeError(`Failed to fetch dynamically imported module: ${url}`);
      return { value: 2 };
    });
    const get = retryableImport(load, importUrl);
    await expect(get()).rejects.toBe(chromiumError);
    await expect(get()).rejects.toThrow("retry=1");
    expect(await get()).toEqual({ value: 2 });
    expect(await get()).toEqual({ value: 2 });
    expect(load).toHaveBeenCalledTimes(1);
    expect(urls).toEqual(["http://localhost:3000/assets/engine-Ab12_-x.js?retry=1", "http://localhost:3000/assets/engine-Ab12_-x.js?retry=2"]);
  });

  afterEach(() => vi.unstubAllGlobals());

  it("while the browser is offline, does not request the module (its dependencies would stay failed) and loads it once online", async () => {
    const load = vi.fn(async () => ({ value: 3 }));
    const get = retryableImport(load);
    vi.stubGlobal("navigator", { onLine: false });
    await expect(get()).rejects.toBeInstanceOf(OfflineError);
    await expect(get()).rejects.toBeInstanceOf(OfflineError);
    expect(load).not.toHaveBeenCalled();
    vi.stubGlobal("navigator", { onLine: true });
    expect(await get()).toEqual({ value: 3 });
    vi.stubGlobal("navigator", { onLine: false });
    expect(await get()).toEqual({ value: 3 }); // once loaded, the module is there offline too
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("calls the plain import again when the error names no URL", async () => {
    let calls = 0;
    const get = retryableImport(async () => {
      if (++calls === 1) throw new TypeError("Importing a module script failed.");
      return "ok";
    });
    await expect(get()).rejects.toThrow();
    expect(await get()).toBe("ok");
  });
});

describe("failedModuleUrl", () => {
  it("finds the module in Chromium's and Firefox's messages, without an earlier retry's query", () => {
    expect(failedModuleUrl(chromiumError)).toBe("http://localhost:3000/assets/engine-Ab12_-x.js");
    expect(failedModuleUrl(new TypeError("error loading dynamically imported module: https://x.example/assets/a-1.js?retry=3"))).toBe(
      "https://x.example/assets/a-1.js",
    );
    expect(failedModuleUrl(new Error("Importing a module script failed."))).toBeUndefined();
  });
});
