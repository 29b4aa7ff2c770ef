// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { PageSection } from "./page-section";

afterEach(cleanup);

/** Classes that would not mirror in a right-to-left page. */
const PHYSICAL = /(^|\s)(text-left|text-right|[mp][lr]-\S+|left-\S+|right-\S+)(\s|$)/;

describe("<PageSection>", () => {
  it("is a region named by its level-2 heading, with the subtitle under it and then its content", () => {
    render(
      <PageSection title="Our values" subtitle="What we hold to.">
        <ul aria-label="values" />
      </PageSection>,
    );
    const region = screen.getByRole("region", { name: "Our values" });
    const heading = screen.getByRole("heading", { level: 2, name: "Our values" });
    expect(heading.id).not.toBe("");
    expect(region.getAttribute("aria-labelledby")).toBe(heading.id);
    expect(Array.from(region.children).map((child) => child.tagName)).toEqual(["H2", "P", "UL"]);
    expect(screen.getByText("What we hold to.").className).toContain("text-center");
  });

  it("has no subtitle paragraph without a subtitle (or with an empty one)", () => {
    render(
      <PageSection title="Team" subtitle="">
        <p>cards</p>
      </PageSection>,
    );
    const region = screen.getByRole("region", { name: "Team" });
    expect(Array.from(region.children).map((child) => child.textContent)).toEqual(["Team", "cards"]);
  });

  it("uses the heading id it is given, and passes id, ref, classes and test id to the section", () => {
    const ref = createRef<HTMLElement>();
    render(
      <PageSection ref={ref} id="quote" headingId="about-values" title="Values" className="scroll-mt-24" data-testid="values" />,
    );
    const region = screen.getByTestId("values");
    expect(ref.current).toBe(region);
    expect(region.id).toBe("quote");
    expect(region.getAttribute("aria-labelledby")).toBe("about-values");
    expect(screen.getByRole("region", { name: "Values" })).toBe(region);
    expect(region.className.split(" ")).toEqual(expect.arrayContaining(["mx-auto", "max-w-6xl", "px-4", "py-16", "scroll-mt-24"]));
  });

  it("draws a band across the page with the content box inside; wide pads the band instead of the box", () => {
    render(
      <>
        <PageSection band="bg-surface-muted" width="max-w-3xl" space="py-14" title="Benefits" />
        <PageSection band="bg-surface-muted" wide title="Why us" />
      </>,
    );
    const boxed = screen.getByRole("region", { name: "Benefits" });
    expect(boxed.className).toBe("bg-surface-muted");
    expect((boxed.firstElementChild as HTMLElement).className).toBe("mx-auto max-w-3xl px-4 py-14");
    const wide = screen.getByRole("region", { name: "Why us" });
    expect(wide.className).toBe("bg-surface-muted px-4 py-16");
    expect((wide.firstElementChild as HTMLElement).className).toBe("mx-auto max-w-6xl");
    expect(screen.getByRole("heading", { name: "Why us" }).parentElement).toBe(wide.firstElementChild);
  });

  it("puts a start-aligned heading at the line's start in either direction: no physical side, no dir of its own", () => {
    render(
      <div dir="rtl" lang="ar">
        <PageSection band="bg-surface-muted" wide width="max-w-7xl" align="text-start" size="text-2xl" title="مقالات ذات صلة" subtitle="اقرأ المزيد" />
        <PageSection title="قيمنا" subtitle="ما نلتزم به" />
      </div>,
    );
    const start = screen.getByRole("heading", { name: "مقالات ذات صلة" });
    expect(start.className).toBe("text-start text-2xl font-bold text-navy");
    expect(screen.getByText("اقرأ المزيد").className).not.toContain("text-center");
    for (const element of document.querySelectorAll("section, section *")) {
      expect(element.getAttribute("dir")).toBeNull();
      expect(element.className).not.toMatch(PHYSICAL);
    }
  });
});
