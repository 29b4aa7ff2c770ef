// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, loadLanguage } from "~/lib/i18n";
import { Toaster } from "./toaster";
import { resumeToasts, toast } from "./toast";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  resumeToasts();
  act(() => toast.dismiss());
  vi.useRealTimers();
});

function renderToaster() {
  render(
    <I18nextProvider i18n={i18n}>
      <Toaster />
    </I18nextProvider>,
  );
  return screen.getByRole("region", { name: "Notifications" });
}

describe("<Toaster />", () => {
  it("announces errors assertively and other toasts politely", () => {
    const region = renderToaster();
    act(() => {
      toast.error("Something went wrong. Please try again.");
      toast.success("Saved");
    });
    const assertive = region.querySelector('[aria-live="assertive"]') as HTMLElement;
    const polite = region.querySelector('[aria-live="polite"]') as HTMLElement;
    expect(within(assertive).getByText("Something went wrong. Please try again.")).toBeTruthy();
    expect(within(polite).getByText("Saved")).toBeTruthy();
    expect(within(assertive).queryByText("Saved")).toBeNull();
  });

  it("removes a toast with its dismiss button", () => {
    renderToaster();
    act(() => {
      toast.loading("Sending...");
    });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Sending...")).toBeNull();
  });

  it("pauses while the pointer is over it", () => {
    const region = renderToaster();
    act(() => {
      toast.success("Saved");
    });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByText("Saved")).toBeTruthy();
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText("Saved")).toBeNull();
  });
});

describe("<Toaster /> and the language", () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage("en"));
  });

  it("shows a keyed toast in the language chosen after it appeared (the portal's 'Welcome back!')", async () => {
    await act(() => loadLanguage("ar", "/admin"));
    renderToaster();
    act(() => {
      toast.success({ key: "login.welcomeToast", ns: "admin" }, { id: "sign-in" });
    });
    expect(screen.getByText("Welcome back!")).toBeTruthy();
    await act(() => i18n.changeLanguage("ar"));
    expect(screen.queryByText("Welcome back!")).toBeNull();
    expect(screen.getByText(i18n.getFixedT("ar", "admin")("login.welcomeToast"))).toBeTruthy();
    await act(() => i18n.changeLanguage("en"));
    expect(screen.getByText("Welcome back!")).toBeTruthy();
  });

  it("keeps a caller's own text as it was given", async () => {
    renderToaster();
    act(() => {
      toast.error("Failed to sign in");
    });
    await act(() => i18n.changeLanguage("fr"));
    expect(screen.getByText("Failed to sign in")).toBeTruthy();
  });
});
