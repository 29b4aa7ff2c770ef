// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "~/lib/i18n";
import { type HomeData, emptyHomeContent } from "./api";
import { HomePage } from "./home-page";

afterEach(cleanup);

function renderHome(data: HomeData) {
  const Stub = createRoutesStub([{ path: "/", Component: () => <HomePage {...data} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/"]} />
    </I18nextProvider>,
  );
}

const slide = (n: number) => ({
  id: `s${n}`,
  title: `Slide ${n}`,
  description: `About ${n}`,
  learnMorePath: `/services/${n}`,
  image: null,
});

describe("HomePage", () => {
  it("without content still renders a heading, a notice and the call to action", () => {
    renderHome({ data: emptyHomeContent(), failed: true });
    expect(screen.getByRole("status").textContent).toContain("Some content could not be loaded");
    expect(screen.getByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
  });

  describe("hero slider timing", () => {
    beforeEach(() => {
      vi.useFakeTimers();
      window.matchMedia = ((query: string) => ({
        matches: false,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
      vi.useRealTimers();
      delete document.documentElement.dataset.motion;
    });

    const currentDot = () =>
      screen.getAllByRole("button", { name: /^Go to slide/ }).findIndex((b) => b.getAttribute("aria-current") === "true") + 1;

    it("advances every 10 s and a manual move restarts the delay", () => {
      renderHome({ data: { ...emptyHomeContent(), slides: [1, 2, 3, 4].map(slide) }, failed: false });
      expect(currentDot()).toBe(1);
      act(() => void vi.advanceTimersByTime(9_999));
      expect(currentDot()).toBe(1);
      act(() => void vi.advanceTimersByTime(1));
      expect(currentDot()).toBe(2);
      act(() => void vi.advanceTimersByTime(6_000));
      fireEvent.click(screen.getByRole("button", { name: "Go to slide 4" }));
      fireEvent.blur(screen.getByRole("button", { name: "Go to slide 4" }));
      expect(currentDot()).toBe(4);
      act(() => void vi.advanceTimersByTime(9_000));
      expect(currentDot()).toBe(4);
      act(() => void vi.advanceTimersByTime(1_000));
      expect(currentDot()).toBe(1);
    });

    it("does not rotate when the visitor asked for reduced motion in the toolbar", () => {
      document.documentElement.dataset.motion = "reduced";
      renderHome({ data: { ...emptyHomeContent(), slides: [1, 2].map(slide) }, failed: false });
      act(() => void vi.advanceTimersByTime(60_000));
      expect(currentDot()).toBe(1);
      expect(screen.queryByRole("button", { name: "Pause automatic slide show" })).toBeNull();
    });
  });
});

describe("Impact in numbers and testimonials", () => {
  it("shows the home figures with their numbers written by Intl in the page's language", () => {
    renderHome({
      data: {
        ...emptyHomeContent(),
        figures: [
          { id: "a", value: 1200, unit: "plus", label: "participants followed" },
          { id: "b", value: 18, unit: "percent", label: "lower energy costs" },
        ],
      },
      failed: false,
    });
    const section = screen.getByRole("region", { name: "Impact in numbers" });
    expect([...section.querySelectorAll('[data-testid="figure"]')].map((li) => li.textContent)).toEqual([
      "1,200+participants followed",
      "18%lower energy costs",
    ]);
  });

  it("has no Impact in numbers band without figures", () => {
    renderHome({ data: emptyHomeContent(), failed: false });
    expect(screen.queryByRole("region", { name: "Impact in numbers" })).toBeNull();
  });

  it("captions a testimonial with the client's name, role and isolated organisation", () => {
    renderHome({
      data: {
        ...emptyHomeContent(),
        testimonials: [{ id: "t", quote: "Great work", name: "Daniel Tremblay", role: "Operations Manager", organization: "Maple Ridge Foods Ltd." }],
      },
      failed: false,
    });
    expect(screen.getByText("Daniel Tremblay")).toBeTruthy();
    expect(screen.getByText("Operations Manager, \u2068Maple Ridge Foods Ltd.\u2069")).toBeTruthy();
  });
});
