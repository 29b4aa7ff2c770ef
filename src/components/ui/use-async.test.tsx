// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getToasts, toast } from "./toast";
import { useAction, useLoad } from "./use-async";

afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
  vi.restoreAllMocks();
});

function Rows({ load }: { load: (key: number) => Promise<string[]> }) {
  const [key, setKey] = useState(0);
  const [state] = useLoad(() => load(key), key, "Could not load.");
  return (
    <>
      <p data-testid="state">{state.status === "ready" ? state.value.join(",") : state.status}</p>
      <button type="button" onClick={() => setKey((k) => k + 1)}>
        next
      </button>
    </>
  );
}

describe("useLoad", () => {
  it("is loading, then ready with the value; reads again when its key changes", async () => {
    const load = vi.fn(async (key: number) => [`row${key}`]);
    render(<Rows load={load} />);
    expect(screen.getByTestId("state").textContent).toBe("loading");
    expect(await screen.findByText("row0")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "next" }));
    expect(await screen.findByText("row1")).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shows the error state and the failure toast", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<Rows load={async () => Promise.reject(new Error("offline"))} />);
    expect(await screen.findByText("error")).toBeTruthy();
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([["error", "Could not load."]]);
  });

  it("keeps a keyed failure message as its key, so that the toast follows a language switch", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    function Keyed() {
      const [state] = useLoad(async () => Promise.reject(new Error("offline")), 0, { key: "toasts.loadFailed", ns: "admin-blog" });
      return <p data-testid="state">{state.status}</p>;
    }
    render(<Keyed />);
    expect(await screen.findByText("error")).toBeTruthy();
    expect(getToasts().map((t) => [t.kind, t.key])).toEqual([["error", { key: "toasts.loadFailed", ns: "admin-blog" }]]);
  });

  it("shows the error state without a toast when the page says the failure itself (no message given)", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    function Quiet() {
      const [state] = useLoad(async () => Promise.reject(new Error("offline")), 0);
      return <p data-testid="state">{state.status}</p>;
    }
    render(<Quiet />);
    expect(await screen.findByText("error")).toBeTruthy();
    expect(getToasts()).toEqual([]);
  });

  it("drops an answer that arrives after the key changed", async () => {
    let resolveFirst: (rows: string[]) => void = () => {};
    const load = vi.fn((key: number) => (key === 0 ? new Promise<string[]>((resolve) => (resolveFirst = resolve)) : Promise.resolve(["fresh"])));
    render(<Rows load={load} />);
    await userEvent.click(screen.getByRole("button", { name: "next" }));
    expect(await screen.findByText("fresh")).toBeTruthy();
    await act(async () => resolveFirst(["stale"]));
    expect(screen.getByTestId("state").textContent).toBe("fresh");
  });
});

function Delete({ action }: { action: () => Promise<void> }) {
  const { busy, run } = useAction();
  return (
    <button type="button" disabled={busy} onClick={() => void run(action, { success: "Deleted", failure: "Could not delete." })}>
      {busy ? "busy" : "delete"}
    </button>
  );
}

describe("useAction", () => {
  it("is busy while the action runs, then toasts its success", async () => {
    let finish: () => void = () => {};
    render(<Delete action={() => new Promise<void>((resolve) => (finish = resolve))} />);
    await userEvent.click(screen.getByRole("button", { name: "delete" }));
    expect((screen.getByRole("button", { name: "busy" }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    expect(screen.getByRole("button", { name: "delete" })).toBeTruthy();
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([["success", "Deleted"]]);
  });

  it("toasts the failure and is no longer busy", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    render(<Delete action={async () => Promise.reject(new Error("403"))} />);
    await userEvent.click(screen.getByRole("button", { name: "delete" }));
    expect(await screen.findByRole("button", { name: "delete" })).toBeTruthy();
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([["error", "Could not delete."]]);
  });
});
