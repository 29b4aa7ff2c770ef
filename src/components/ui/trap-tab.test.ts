// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { trapTab } from "./trap-tab";

afterEach(() => document.body.replaceChildren());

function surface() {
  const container = document.createElement("div");
  container.innerHTML = `<button id="a">A</button><input type="radio" name="r" id="r1" checked><input type="radio" name="r" id="r2"><button id="off" disabled>off</button><button id="z">Z</button>`;
  document.body.append(container);
  return container;
}
const key = (shiftKey = false, k = "Tab") => ({ key: k, shiftKey, preventDefault: vi.fn() });

describe("trapTab", () => {
  it("Tab on the last element goes to the first, Shift+Tab on the first to the last", () => {
    const container = surface();
    document.getElementById("z")!.focus();
    const forward = key();
    expect(trapTab(container, forward)).toBe(true);
    expect(forward.preventDefault).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe("a");
    expect(trapTab(container, key(true))).toBe(true);
    expect(document.activeElement?.id).toBe("z");
  });

  it("leaves Tab inside the loop and other keys to the browser", () => {
    const container = surface();
    document.getElementById("a")!.focus();
    const tab = key();
    expect(trapTab(container, tab)).toBe(false);
    expect(tab.preventDefault).not.toHaveBeenCalled();
    expect(trapTab(container, key(false, "ArrowRight"))).toBe(false);
  });

  it("brings focus that is outside the surface back in, and keeps it when there is nothing to focus", () => {
    const container = surface();
    const outside = document.createElement("button");
    document.body.append(outside);
    outside.focus();
    trapTab(container, key());
    expect(document.activeElement?.id).toBe("a");
    const empty = document.createElement("div");
    document.body.append(empty);
    const tab = key();
    expect(trapTab(empty, tab)).toBe(true);
    expect(tab.preventDefault).toHaveBeenCalled();
  });
});
