// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { wrapIndex } from "./rotation";
import { useRotation } from "./use-rotation";
import { SWIPE_THRESHOLD, swipeStep, useSwipe } from "./use-swipe";

let reduced = false;
beforeEach(() => {
  vi.useFakeTimers();
  reduced = false;
  window.matchMedia = ((query: string) => ({
    matches: query.includes("reduce") && reduced,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  document.documentElement.removeAttribute("data-motion");
  Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
});

function Slider({ count = 3 }: { count?: number }) {
  const rotation = useRotation(count, 1000);
  const swipe = useSwipe((step) => rotation.move(step));
  return (
    <div data-testid="region" {...rotation.containerProps}>
      <p data-testid="index">{rotation.index}</p>
      <div data-testid="track" {...swipe.handlers} />
      <button type="button" onClick={() => rotation.setStopped((s) => !s)}>
        pause
      </button>
    </div>
  );
}
const index = () => screen.getByTestId("index").textContent;

describe("wrapIndex and swipeStep", () => {
  it("wraps both ways", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(5, 0)).toBe(0);
  });
  it("needs a drag longer than 15 % of the width, and mirrors in right-to-left pages", () => {
    expect(SWIPE_THRESHOLD).toBe(0.15);
    expect(swipeStep(-150, 1000)).toBe(0);
    expect(swipeStep(-151, 1000)).toBe(1);
    expect(swipeStep(151, 1000)).toBe(-1);
    expect(swipeStep(151, 1000, true)).toBe(1);
    expect(swipeStep(-151, 1000, true)).toBe(-1);
  });
});

describe("useRotation", () => {
  it("advances every interval and wraps around", () => {
    render(<Slider />);
    act(() => vi.advanceTimersByTime(999));
    expect(index()).toBe("0");
    act(() => vi.advanceTimersByTime(1));
    expect(index()).toBe("1");
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(index()).toBe("0");
  });

  it("holds still while the mouse is over it or focus is inside it, and when the visitor paused it", () => {
    render(<Slider />);
    const region = screen.getByTestId("region");
    fireEvent.pointerEnter(region, { pointerType: "mouse" });
    act(() => vi.advanceTimersByTime(5000));
    expect(index()).toBe("0");
    fireEvent.pointerLeave(region, { pointerType: "mouse" });
    act(() => screen.getByRole("button").focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(index()).toBe("0");
    fireEvent.click(screen.getByRole("button"));
    act(() => screen.getByRole("button").blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(index()).toBe("0");
  });

  it("holds still while the tab is hidden and goes on when it is shown", () => {
    render(<Slider />);
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(index()).toBe("0");
    Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true });
    act(() => {
      document.dispatchEvent(new Event("visibilitychange"));
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(index()).toBe("1");
  });

  it("never rotates under reduced motion, the device's or the toolbar's", () => {
    reduced = true;
    const { unmount } = render(<Slider />);
    act(() => vi.advanceTimersByTime(5000));
    expect(index()).toBe("0");
    unmount();
    reduced = false;
    document.documentElement.dataset.motion = "reduced";
    render(<Slider />);
    act(() => vi.advanceTimersByTime(5000));
    expect(index()).toBe("0");
  });

  it("follows swipes past the threshold, mirrored in right-to-left pages", () => {
    render(
      <div dir="rtl">
        <Slider />
      </div>,
    );
    const track = screen.getByTestId("track");
    track.getBoundingClientRect = () => ({ width: 400 }) as DOMRect;
    // Dragging towards the end (left in RTL) by more than 60 px: the next slide.
    fireEvent.pointerDown(track, { pointerId: 1, clientX: 300, pointerType: "touch" });
    fireEvent.pointerMove(track, { pointerId: 1, clientX: 200, pointerType: "touch" });
    fireEvent.pointerUp(track, { pointerId: 1, clientX: 200, pointerType: "touch" });
    expect(index()).toBe("2");
    // Not far enough: nothing.
    fireEvent.pointerDown(track, { pointerId: 2, clientX: 300, pointerType: "touch" });
    fireEvent.pointerUp(track, { pointerId: 2, clientX: 250, pointerType: "touch" });
    expect(index()).toBe("2");
  });
});
