import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_TOASTS, getToasts, pauseToasts, resumeToasts, subscribeToasts, toast } from "./toast";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  resumeToasts();
  toast.dismiss();
  vi.useRealTimers();
});

const messages = () => getToasts().map((t) => t.message);

describe("toast store", () => {
  it("keeps a success toast 2 s, a default and an error toast 4 s", () => {
    toast.success("saved");
    toast("note");
    toast.error("failed");
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(["saved", "note", "failed"]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual(["note", "failed"]);
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(["note", "failed"]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it("keeps a loading toast until it is dismissed or replaced by id", () => {
    const id = toast.loading("sending");
    vi.advanceTimersByTime(60_000);
    expect(getToasts()).toMatchObject([{ id, kind: "loading", message: "sending" }]);
    toast.success("sent", { id });
    expect(getToasts()).toMatchObject([{ id, kind: "success", message: "sent" }]);
    vi.advanceTimersByTime(2000);
    expect(getToasts()).toEqual([]);
  });

  it("dismisses one toast by id, or all", () => {
    const a = toast("a");
    toast("b");
    toast.dismiss(a);
    expect(messages()).toEqual(["b"]);
    toast.dismiss();
    expect(messages()).toEqual([]);
  });

  it("holds at most 20 toasts, dropping the oldest", () => {
    for (let i = 1; i <= MAX_TOASTS + 3; i++) toast.loading(`t${i}`);
    expect(getToasts()).toHaveLength(20);
    expect(messages()[0]).toBe("t4");
    expect(messages().at(-1)).toBe("t23");
  });

  it("pauses the countdowns and resumes them where they stopped", () => {
    toast.success("saved");
    vi.advanceTimersByTime(1500);
    pauseToasts();
    vi.advanceTimersByTime(10_000);
    expect(messages()).toEqual(["saved"]);
    resumeToasts();
    vi.advanceTimersByTime(499);
    expect(messages()).toEqual(["saved"]);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it("notifies subscribers until they unsubscribe", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    toast("x");
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    toast("y");
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
