// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HYDRATED_ATTRIBUTE } from "./early-interactions";
import { StaticIsland } from "./static-island";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
/** Counts its renders: the test's measure of what hydration did. */
function countRender() {
  renders += 1;
}
function Article({ text }: { text: string }) {
  countRender();
  return (
    <article>
      <p>{text}</p>
      <Link to="/next">Next page</Link>
      <a href="https://example.org/">Elsewhere</a>
    </article>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

function Page({ data }: { data: { text: string } }) {
  return (
    <MemoryRouter initialEntries={["/page"]}>
      <Routes>
        <Route
          path="/page"
          element={
            <main>
              <StaticIsland data={data}>
                <Article text={data.text} />
              </StaticIsland>
              <Where />
            </main>
          }
        />
        <Route path="/next" element={<Where />} />
      </Routes>
    </MemoryRouter>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  renders = 0;
});

/** Prerenders the page into the document, then hydrates it as the browser does. */
function prerenderAndHydrate(data: { text: string }, onRecoverableError = vi.fn()) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page data={data} />);
  document.body.append(container);
  renders = 0;
  act(() => {
    root = hydrateRoot(container, <Page data={data} />, { onRecoverableError });
  });
  return { container, onRecoverableError };
}

describe("StaticIsland", () => {
  it("prerenders its children, and hydration takes their HTML as it is without rendering them", () => {
    const data = { text: "What we do" };
    const { container, onRecoverableError } = prerenderAndHydrate(data);
    expect(renders).toBe(0);
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector("article p")?.textContent).toBe("What we do");
    // The wrapper adds no box.
    expect(container.querySelector("[data-island]")?.className).toBe("contents");
  });

  it("renders its children once its data changes (a content refresh with an edit)", () => {
    const data = { text: "What we do" };
    const { container } = prerenderAndHydrate(data);
    act(() => root!.render(<Page data={data} />));
    // The refresh's unchanged content: another object, the same content.
    act(() => root!.render(<Page data={{ text: "What we do" }} />));
    expect(renders).toBe(0);
    act(() => root!.render(<Page data={{ text: "What we do, edited" }} />));
    expect(renders).toBe(1);
    expect(container.querySelector("article p")?.textContent).toBe("What we do, edited");
  });

  it("hands a plain click on a router link in its static HTML to the router", () => {
    const { container } = prerenderAndHydrate({ text: "x" });
    const link = container.querySelector<HTMLAnchorElement>("a[data-discover]")!;
    expect(link.textContent).toBe("Next page");
    let event!: MouseEvent;
    act(() => {
      event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
      link.dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(container.querySelector("output")?.textContent).toBe("/next");
  });

  it("leaves clicks with a modifier and links that are not the router's to the browser", () => {
    const { container } = prerenderAndHydrate({ text: "x" });
    const routerLink = container.querySelector<HTMLAnchorElement>("a[data-discover]")!;
    const external = [...container.querySelectorAll("a")].find((a) => a.textContent === "Elsewhere")!;
    for (const [target, init] of [
      [routerLink, { ctrlKey: true }],
      [routerLink, { button: 1 }],
      [external, {}],
    ] as const) {
      const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init });
      // jsdom does not navigate: keep it from logging "not implemented" for the external link.
      target.addEventListener("click", (e) => e.preventDefault(), { once: true });
      act(() => void target.dispatchEvent(event));
    }
    expect(container.querySelector("output")?.textContent).toBe("/page");
  });

  it("renders its children when it appears after hydration (a client-side navigation)", () => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page data={{ text: "old" }} />);
    document.body.append(container);
    renders = 0;
    act(() => {
      root = hydrateRoot(container, <Page data={{ text: "old" }} />);
    });
    expect(renders).toBe(1);
  });
});

describe("StaticIsland over HTML made from other data", () => {
  it("renders its children instead of taking that HTML (the SPA fallback, an older build)", () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page data={{ text: "built" }} />);
    document.body.append(container);
    renders = 0;
    const onRecoverableError = vi.fn();
    act(() => {
      root = hydrateRoot(container, <Page data={{ text: "current" }} />, { onRecoverableError });
    });
    // (React itself recovers from the rest of the mismatch by rendering again.)
    expect(renders).toBeGreaterThan(0);
    expect(container.querySelector("article p")?.textContent).toBe("current");
  });
});

describe("StaticIsland with live", () => {
  it("keeps its HTML while not live, and renders its children once live (a hidden panel first shown)", () => {
    function Panel({ shown }: { shown: boolean }) {
      return (
        <MemoryRouter>
          <StaticIsland data="panel" live={shown}>
            <Article text="booking" />
          </StaticIsland>
        </MemoryRouter>
      );
    }
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Panel shown={false} />);
    document.body.append(container);
    renders = 0;
    act(() => {
      root = hydrateRoot(container, <Panel shown={false} />);
    });
    expect(renders).toBe(0);
    act(() => root!.render(<Panel shown={true} />));
    expect(renders).toBe(1);
    expect(container.querySelector("article p")?.textContent).toBe("booking");
  });
});
