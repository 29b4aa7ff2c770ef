// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EARLY_ATTRIBUTE, HYDRATED_ATTRIBUTE, SEARCH_BOX_ATTRIBUTE, SEARCH_LINK_ATTRIBUTE, earlyInteractionScript, markHydrating, replayEarlyInteractions } from "./early-interactions";

/** Runs the inline script as the browser would at the top of the page (its listener stays on window). */
let installed: [type: string, listener: EventListener, capture: boolean][] = [];
beforeEach(() => {
  const addEventListener = vi.spyOn(window, "addEventListener");
  new Function(earlyInteractionScript)();
  installed = addEventListener.mock.calls.map(([type, listener, options]) => [type, listener as EventListener, options === true]);
  addEventListener.mockRestore();
  document.body.innerHTML = `
    <form><button id="send" type="submit">Send</button></form>
    <button id="next" type="button">Next</button>
    <button id="menu" type="button" popovertarget="drawer">Menu</button><div id="drawer" popover></div>
    <button id="off" type="button" disabled>Off</button>
    <a id="link" href="#x">Link</a>`;
});
afterEach(() => {
  for (const [type, listener, capture] of installed) window.removeEventListener(type, listener, capture);
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

describe("the search keys (decision 0040), from the first paint", () => {
  let followed: string[];
  beforeEach(() => {
    document.body.innerHTML = `
      <header><a ${SEARCH_LINK_ATTRIBUTE}="" href="/ar/search">Search</a></header>
      <main><input id="name"><textarea id="message"></textarea><div id="editor" contenteditable="true">x</div><button id="next">Next</button></main>`;
    followed = [];
    // jsdom does not navigate: the link's click is what the browser would follow.
    document.querySelector("a")!.addEventListener("click", (event) => {
      event.preventDefault();
      followed.push((event.currentTarget as HTMLAnchorElement).getAttribute("href")!);
    });
  });
  const press = (key: string, init: KeyboardEventInit = {}, target: Element = document.body) => {
    const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };

  it("follows the header's search link on '/', Ctrl+K and ⌘K — once, however often the key is pressed while the next page loads", () => {
    expect(press("/").defaultPrevented).toBe(true);
    expect(followed).toEqual(["/ar/search"]);
    expect(press("k", { ctrlKey: true }).defaultPrevented).toBe(true);
    press("K", { metaKey: true });
    expect(followed).toEqual(["/ar/search"]);
    // Back from the next page (the back-forward cache): the keys work again.
    window.dispatchEvent(new Event("pageshow"));
    press("k", { metaKey: true });
    expect(followed).toEqual(["/ar/search", "/ar/search"]);
  });

  it("is Ctrl+K on a keyboard that types another alphabet there (Russian 'л', Arabic 'ن'), not another letter in that place", () => {
    press("л", { ctrlKey: true, code: "KeyK" });
    window.dispatchEvent(new Event("pageshow"));
    press("ن", { ctrlKey: true, code: "KeyK" });
    window.dispatchEvent(new Event("pageshow"));
    press("t", { ctrlKey: true, code: "KeyK" }); // Dvorak: Ctrl+T
    expect(followed).toEqual(["/ar/search", "/ar/search"]);
  });

  it("does nothing while typing in a field, with another modifier, on a held key, during composition, or when the page used the key", () => {
    for (const id of ["name", "message", "editor"]) {
      expect(press("/", {}, document.getElementById(id)!).defaultPrevented).toBe(false);
      press("k", { ctrlKey: true }, document.getElementById(id)!);
    }
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }] as KeyboardEventInit[]) press("/", init);
    for (const init of [{ ctrlKey: true, shiftKey: true }, { ctrlKey: true, altKey: true }, { ctrlKey: true, metaKey: true }, {}] as KeyboardEventInit[]) press("k", init);
    press("/", { repeat: true });
    press("/", { isComposing: true });
    const used = (event: Event) => event.preventDefault();
    document.body.addEventListener("keydown", used);
    press("/");
    document.body.removeEventListener("keydown", used);
    expect(followed).toEqual([]);
    // Outside a field (a button has the focus) '/' works.
    press("/", {}, document.getElementById("next")!);
    expect(followed).toEqual(["/ar/search"]);
  });

  it("on the search page puts the focus in its box, where '/' is then a character and Ctrl+K keeps the focus", () => {
    document.querySelector("main")!.insertAdjacentHTML("afterbegin", `<input id="box" type="search" ${SEARCH_BOX_ATTRIBUTE}="">`);
    const box = document.getElementById("box")!;
    press("/", {}, document.getElementById("next")!);
    expect(document.activeElement).toBe(box);
    expect(press("/", {}, box).defaultPrevented).toBe(false);
    expect(press("k", { ctrlKey: true }, box).defaultPrevented).toBe(true);
    document.getElementById("next")!.focus();
    press("k", { ctrlKey: true }, document.getElementById("next")!);
    expect(document.activeElement).toBe(box);
    expect(followed).toEqual([]);
  });

  it("does nothing on a page without the search (the staff portal)", () => {
    document.querySelector("header")!.remove();
    expect(press("/").defaultPrevented).toBe(false);
  });
});

describe("a link to a question in a closed <details>", () => {
  it("opens it once the HTML is parsed and when the hash changes", () => {
    document.body.innerHTML = `
      <details id="one"><summary><h2 id="faq-one">One?</h2></summary><p>Yes.</p></details>
      <details id="two"><summary><h2 id="faq-two">Two?</h2></summary><p>No.</p></details>`;
    const open = () => [...document.querySelectorAll("details")].filter((details) => details.open).map((details) => details.id);
    Element.prototype.scrollIntoView ??= () => {};
    window.location.hash = "#faq-two";
    document.dispatchEvent(new Event("DOMContentLoaded", { bubbles: true }));
    expect(open()).toEqual(["two"]);
    window.location.hash = "#faq-one";
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    expect(open()).toEqual(["one", "two"]);
    window.location.hash = "#%E0%A4%A"; // malformed: nothing happens, nothing throws
    window.dispatchEvent(new HashChangeEvent("hashchange"));
    window.location.hash = "";
  });
});
