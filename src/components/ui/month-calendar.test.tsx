// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "~/lib/i18n";
import { MonthCalendar, type MonthCalendarProps } from "./month-calendar";

afterEach(() => {
  cleanup();
  document.documentElement.dir = "";
});

function props(over: Partial<MonthCalendarProps> = {}): MonthCalendarProps {
  return {
    month: "2026-12-01",
    onMonthChange: vi.fn(),
    selected: "",
    onSelect: vi.fn(),
    // Sundays and the 25th closed.
    unavailable: (day) => (new Date(`${day}T12:00:00Z`).getUTCDay() === 0 || day === "2026-12-25" ? "closed" : null),
    minMonth: "2026-11-01",
    maxMonth: "2027-04-01",
    language: "en",
    label: "Choose a day",
    ...over,
  };
}
const view = (p: MonthCalendarProps) => render(<I18nextProvider i18n={i18n}><MonthCalendar {...p} /></I18nextProvider>);
const dayButton = (day: string) => document.querySelector<HTMLButtonElement>(`[data-day="${day}"]`)!;

describe("MonthCalendar", () => {
  it("renders nothing in the prerendered HTML (the form's own date field works without it)", () => {
    expect(renderToString(<I18nextProvider i18n={i18n}><MonthCalendar {...props()} /></I18nextProvider>)).toBe("");
  });

  it("shows the month, weekdays in the language's order, and announces unavailable days without letting them be chosen", () => {
    const p = props();
    view(p);
    expect(screen.getByText("December 2026")).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((th) => th.getAttribute("abbr"))).toEqual(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]);
    const christmas = dayButton("2026-12-25");
    expect(christmas.getAttribute("aria-disabled")).toBe("true");
    expect(christmas.getAttribute("aria-label")).toBe("Friday, December 25, 2026, closed");
    fireEvent.click(christmas);
    expect(p.onSelect).not.toHaveBeenCalled();
    fireEvent.click(dayButton("2026-12-16"));
    expect(p.onSelect).toHaveBeenCalledWith("2026-12-16");
  });

  it("has one tab stop and moves by day and week with the arrows, mirrored right to left, crossing unavailable days", () => {
    view(props({ selected: "2026-12-16" }));
    expect([...document.querySelectorAll('[data-day][tabindex="0"]')].map((b) => b.getAttribute("data-day"))).toEqual(["2026-12-16"]);
    dayButton("2026-12-16").focus();
    fireEvent.keyDown(dayButton("2026-12-16"), { key: "ArrowDown" });
    expect(document.activeElement).toBe(dayButton("2026-12-23"));
    fireEvent.keyDown(dayButton("2026-12-23"), { key: "ArrowRight" });
    fireEvent.keyDown(dayButton("2026-12-24"), { key: "ArrowRight" });
    expect(document.activeElement).toBe(dayButton("2026-12-25"));
    cleanup();
    document.documentElement.dir = "rtl";
    view(props({ selected: "2026-12-16", language: "ar" }));
    dayButton("2026-12-16").focus();
    fireEvent.keyDown(dayButton("2026-12-16"), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(dayButton("2026-12-17"));
  });

  it("turns the page at the month's edge and stops at the months offered", () => {
    const p = props({ month: "2026-11-01" });
    view(p);
    expect(screen.getByRole("button", { name: "Previous month" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next month" }));
    expect(p.onMonthChange).toHaveBeenCalledWith("2026-12-01");
    fireEvent.keyDown(dayButton("2026-11-30"), { key: "ArrowRight" });
    expect(p.onMonthChange).toHaveBeenLastCalledWith("2026-12-01");
  });
});
