// @vitest-environment jsdom
import type { SupabaseClient } from "@supabase/supabase-js";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, loadPage } from "~/lib/i18n";
import { AnalyticsCard, change } from "./analytics-card";

const summary = (days: number) => ({
  days,
  current: { views: 1500, visitors: 300, average_seconds: 165 },
  previous: { views: 1000, visitors: 0, average_seconds: null },
  pages: [{ path: "/ar/services", views: 900, visitors: 200 }],
  languages: [{ language: "ar", views: 1000, visitors: 200 }, { language: "en", views: 500, visitors: 100 }],
});

beforeAll(() => loadPage("/admin/dashboard"));
afterEach(cleanup);

describe("AnalyticsCard", () => {
  it("compares with the previous period only when it had a figure", () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(5, 0)).toBeNull();
    expect(change(null, 3)).toBeNull();
  });

  it("shows measured figures with their change, conversions as not measured, and accessible tables; the period reloads them", async () => {
    const rpc = vi.fn(async (_name: string, args: { days: number }) => ({ data: summary(args.days), error: null }));
    render(
      <I18nextProvider i18n={i18n}>
        <AnalyticsCard getClient={async () => ({ rpc }) as unknown as SupabaseClient} />
      </I18nextProvider>,
    );
    expect((await screen.findByTestId("analytics-pageViews-value")).textContent).toContain("1,500");
    expect(rpc).toHaveBeenLastCalledWith("analytics_summary", { days: 28 });
    expect(screen.getByTestId("analytics-pageViews").textContent).toContain("+50% vs the previous period");
    expect(screen.getByTestId("analytics-visitors").textContent).toContain("No figure for the previous period to compare with");
    expect(screen.getByTestId("analytics-duration-value").textContent).toMatch(/2\s?m\s+45\s?s/);
    expect(screen.getByTestId("analytics-conversionRate").textContent).toContain("Not measured yet");
    expect(screen.queryByText(/Sample/)).toBeNull();
    const pages = screen.getByRole("table", { name: "Top pages" });
    expect(within(pages).getByRole("rowheader", { name: "/ar/services" })).toBeTruthy();
    const languages = screen.getByRole("table", { name: "Languages" });
    expect(within(languages).getAllByRole("row")).toHaveLength(3);
    expect(within(languages).getByRole("rowheader", { name: "Arabic" })).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Period"), { target: { value: "7" } });
    await vi.waitFor(() => expect(rpc).toHaveBeenLastCalledWith("analytics_summary", { days: 7 }));
  });

  it("says when the figures cannot be loaded", async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AnalyticsCard getClient={async () => ({ rpc: async () => ({ data: null, error: { message: "denied" } }) }) as unknown as SupabaseClient} />
      </I18nextProvider>,
    );
    expect(await screen.findByText("The analytics could not be loaded.")).toBeTruthy();
  });
});

describe("AnalyticsCard in Arabic", () => {
  it("labels the figures and tables in Arabic and keeps paths left-to-right inside the right-to-left page", async () => {
    await i18n.changeLanguage("ar");
    try {
      const rpc = vi.fn(async (_name: string, args: { days: number }) => ({ data: summary(args.days), error: null }));
      render(
        <I18nextProvider i18n={i18n}>
          <div dir="rtl">
            <AnalyticsCard getClient={async () => ({ rpc }) as unknown as SupabaseClient} />
          </div>
        </I18nextProvider>,
      );
      const pages = await screen.findByRole("table", { name: "أكثر الصفحات زيارة" });
      const path = within(pages).getByText("/ar/services");
      expect(path.tagName).toBe("BDI");
      expect(path.getAttribute("dir")).toBe("ltr");
      expect(screen.getByTestId("analytics-conversionRate").textContent).toContain("لا يُقاس بعد");
      expect(screen.getByLabelText("الفترة")).toBeTruthy();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});
