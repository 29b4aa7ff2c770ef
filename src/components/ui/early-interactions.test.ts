// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_ATTRIBUTE, HYDRATED_ATTRIBUTE, earlyInteractionScript, markHydrating, replayEarlyInteractions } from "./early-interactions";

/** Runs the inline script as the browser would at the top of the page (its listener stays on window). */
let installed: ((event: Event) => void) | undefined;
beforeEach(() => {
  const addEventListener = vi.spyOn(window, "addEventListener");
  new Function(earlyInteractionScript)();
  installed = addEventListener.mock.calls.find(([type]) => type === "click")?.[1] as (event: Event) => void;
  addEventListener.mockRestore();
  document.body.innerHTML = `
    <form><button id="send" type="submit">Send</button></form>
    <button id="next" type="button">Next</button>
    <button id="menu" type="button" popovertarget="drawer">Menu</button><div id="drawer" popover></div>
    <button id="off" type="button" disabled>Off</button>
    <a id="link" href="#x">Link</a>`;
});
afterEach(() => {
  if (installed) window.removeEventListener("click", installed, true);
  for (const name of [...document.documentElement.attributes].map((a) => a.name)) {
    if (name.startsWith("data-")) document.documentElement.removeAttribute(name);
  }
});

const click = (id: string) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

describe("the early-interaction script", () => {
  it("marks the page as scripted", () => {
    expect(document.documentElement.hasAttribute("data-js")).toBe(true);
  });

  it("records a tap on a button before React listens, holds back its default action, and shows it waiting", () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")!.addEventListener("submit", submit);
    expect(click("send").defaultPrevented).toBe(true);
    expect(submit).not.toHaveBeenCalled();
    expect(document.getElementById("send")!.hasAttribute(EARLY_ATTRIBUTE)).toBe(true);
    expect(window.__early?.map((element) => element.id)).toEqual(["send"]);
  });

  it("leaves alone what works without script: popover buttons, links, disabled buttons", () => {
    expect(click("menu").defaultPrevented).toBe(false);
    expect(click("link").defaultPrevented).toBe(false);
    click("off");
    expect(window.__early).toEqual([]);
  });

  it("stops recording once React listens (data-hydrating)", () => {
    markHydrating();
    expect(click("next").defaultPrevented).toBe(false);
    expect(window.__early).toEqual([]);
  });
});

describe("replayEarlyInteractions", () => {
  it("clicks each recorded button once, in order — a button tapped twice is pressed once — and marks the page hydrated", () => {
    const pressed: string[] = [];
    click("next");
    click("send");
    click("next");
    markHydrating();
    for (const id of ["next", "send"]) document.getElementById(id)!.addEventListener("click", () => pressed.push(id));
    document.querySelector("form")!.addEventListener("submit", (event) => event.preventDefault());
    replayEarlyInteractions();
    expect(pressed).toEqual(["next", "send"]);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(document.querySelectorAll(`[${EARLY_ATTRIBUTE}]`)).toHaveLength(0);
    replayEarlyInteractions();
    expect(pressed).toEqual(["next", "send"]);
  });

  it("finds a button that hydration replaced by its id", () => {
    click("next");
    const replacement = document.createElement("button");
    replacement.id = "next";
    const pressed = vi.fn();
    replacement.addEventListener("click", pressed);
    document.getElementById("next")!.replaceWith(replacement);
    markHydrating();
    replayEarlyInteractions();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});
