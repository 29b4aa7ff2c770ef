import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { backoff, RECONNECT_BACKOFF_MS } from "./chat-client";
import { enqueue, readOutbox, remove, sendFailure } from "./outbox";

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.data.set(key, value);
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
}

describe("the widget's outbox", () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = { localStorage: new MemoryStorage() };
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it("keeps what was typed, per conversation, in the order typed, until it is removed", () => {
    enqueue({ clientId: "a", conversationId: "c1", content: "first", queuedAt: "2026-11-26T10:00:00.000Z" });
    enqueue({ clientId: "b", conversationId: "c2", content: "elsewhere", queuedAt: "2026-11-26T10:00:01.000Z" });
    enqueue({ clientId: "c", conversationId: "c1", content: "second", queuedAt: "2026-11-26T10:00:02.000Z" });
    expect(readOutbox("c1").map((e) => e.content)).toEqual(["first", "second"]);
    // Re-queueing the same key does not make two entries.
    enqueue({ clientId: "a", conversationId: "c1", content: "first", queuedAt: "2026-11-26T10:00:00.000Z" });
    expect(readOutbox("c1").map((e) => e.clientId)).toEqual(["c", "a"]);
    remove("a");
    remove("c");
    expect(readOutbox("c1")).toEqual([]);
    expect(readOutbox("c2").map((e) => e.content)).toEqual(["elsewhere"]);
  });

  it("survives unreadable storage", () => {
    window.localStorage.setItem("chat-outbox", "{not json");
    expect(readOutbox("c1")).toEqual([]);
  });

  it("retries what did not get an answer and gives up on what Postgres refused", () => {
    expect(sendFailure(0, undefined)).toBe("retry"); // no network
    expect(sendFailure(503, undefined)).toBe("retry");
    expect(sendFailure(429, "PT429")).toBe("retry"); // rate limit: later
    expect(sendFailure(403, "42501")).toBe("refused"); // e.g. the conversation was closed
    expect(sendFailure(400, "23514")).toBe("refused");
  });

  it("waits 1, 2, 5, then 10 s between attempts (the spec's reconnect back-off)", () => {
    expect(RECONNECT_BACKOFF_MS).toEqual([1000, 2000, 5000, 10000]);
    expect([1, 2, 3, 4, 5, 9].map(backoff)).toEqual([1000, 2000, 5000, 10000, 10000, 10000]);
  });
});
