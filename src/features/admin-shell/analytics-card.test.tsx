// @vitest-environment jsdom
import type { SupabaseClient } from "@supabase/supabase-js";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, loadPage } from "~/lib/i18n";
import { AnalyticsCard, change, type AnalyticsSummary } from "./analytics-card";
import { analyticsCsv, csvCell } from "./analytics-csv";

const summary = (days: number, language: string | null = null): AnalyticsSummary => ({
  days,
  language: language as AnalyticsSummary["language"],
  current: { views: 1500, visitors: 300, average_seconds: 165, goals: 14, converted: 12, conversion_rate: 0.04 },
  previous: { views: 1000, visitors: 0, average_seconds: null, goals: 0, converted: 0, conversion_rate: null },
  daily: [
    { day: "2026-11-26", views: 500, visitors: 100 },
    { day: "2026-11-27", views: 0, visitors: 0 },
    { day: "2026-11-28", views: 1000, visitors: 200 },
  ],
  pages: [{ path: "/ar/services", views: 900, visitors: 200, converted: 9 }],
  languages: [{ language: "ar", views: 1000, visitors: 200, converted: 9 }, { language: "en", views: 500, visitors: 100, converted: 3 }],
  sources: [{ source: "", visitors: 200, converted: 5 }, { source: "www.google.com", visitors: 100, converted: 7 }],
  campaigns: [{ utm_source: "news", utm_medium: "email", utm_campaign: "=HYPERLINK(\"http://evil\")", visitors: 40, converted: 2 }],
  devices: [{ device: "mobile", views: 1000, visitors: 200 }, { device: "desktop", views: 500, visitors: 100 }],
  countries: [{ country: "CA", views: 1200, visitors: 250 }, { country: "", views: 300, visitors: 50 }],
  goals: [{ goal: "contact", completions: 10, visitors: 9, rate: 0.03 }, { goal: "download", completions: 4, visitors: 3, rate: 0.01 }],
  goal_pages: [{ path: "/contact", completions: 10, visitors: 9 }, { path: "", completions: 4, visitors: 3 }],
});

beforeAll(() => loadPage("/admin/dashboard"));
afterEach(cleanup);

describe("AnalyticsCard", () => {
  it("compares with the previous period only when it had a figure", () => {
    expect(change(150, 100)).toBe(0.5);
    expect(change(5, 0)).toBeNull();
    expect(change(null, 3)).toBeNull();
  });

  it("shows measured figures with their change, the conversion rate, and accessible tables; the period reloads them", async () => {
    const rpc = vi.fn(async (_name: string, args: { days: number; only_language?: string }) => ({ data: summary(args.days, args.only_language), error: null }));
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
    expect(screen.getByTestId("analytics-conversionRate-value").textContent).toBe("4%");
    expect(screen.queryByText(/Sample|Not measured/)).toBeNull();
    const pages = screen.getByRole("table", { name: "Top pages" });
    expect(within(pages).getByRole("rowheader", { name: "/ar/services" })).toBeTruthy();
    const languages = screen.getByRole("table", { name: "Languages" });
    expect(within(languages).getAllByRole("row")).toHaveLength(3);
    expect(within(languages).getByRole("rowheader", { name: "Arabic" })).toBeTruthy();

    const sources = screen.getByRole("table", { name: "Sources" });
    expect(within(sources).getByRole("rowheader", { name: "Direct or unknown" })).toBeTruthy();
    expect(within(sources).getByRole("rowheader", { name: "www.google.com" })).toBeTruthy();
    const goals = screen.getByRole("table", { name: "Goals" });
    expect(within(within(goals).getByRole("rowheader", { name: "Contact message" }).closest("tr")!).getAllByRole("cell").map((c) => c.textContent)).toEqual(["10", "9", "3%"]);
    expect(within(goals).getByRole("rowheader", { name: "Resource downloaded" })).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Countries" })).getByRole("rowheader", { name: "Canada" })).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Countries" })).getByRole("rowheader", { name: "Unknown" })).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Devices" })).getByRole("rowheader", { name: "Mobile" })).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Campaigns" })).getByRole("rowheader", { name: 'news / email / =HYPERLINK("http://evil")' })).toBeTruthy();
    expect(within(screen.getByRole("table", { name: "Last page before a goal" })).getByRole("rowheader", { name: "No page view sent" })).toBeTruthy();
    // The chart's bars are hidden from assistive technology; its table says the same.
    expect(screen.getByTestId("analytics-chart-bars").getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByTestId("analytics-chart-bars").children).toHaveLength(3);
    const daily = screen.getByRole("table", { name: "Visitors per day" });
    expect(within(daily).getAllByRole("row").slice(1).map((r) => r.textContent)).toEqual(["Nov 26500100", "Nov 2700", "Nov 281,000200"]);

    fireEvent.change(screen.getByLabelText("Period"), { target: { value: "7" } });
    await vi.waitFor(() => expect(rpc).toHaveBeenLastCalledWith("analytics_summary", { days: 7 }));
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "ar" } });
    await vi.waitFor(() => expect(rpc).toHaveBeenLastCalledWith("analytics_summary", { days: 7, only_language: "ar" }));
    fireEvent.change(screen.getByLabelText("Language"), { target: { value: "" } });
    await vi.waitFor(() => expect(rpc).toHaveBeenLastCalledWith("analytics_summary", { days: 7 }));
  }, 30_000);

  it("exports the figures as CSV, a formula-looking value defused", async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    const create = vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => (blobs.push(blob as Blob), "blob:analytics"));
    const revoke = vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    try {
      const rpc = vi.fn(async (_name: string, args: { days: number }) => ({ data: summary(args.days), error: null }));
      render(
        <I18nextProvider i18n={i18n}>
          <AnalyticsCard getClient={async () => ({ rpc }) as unknown as SupabaseClient} />
        </I18nextProvider>,
      );
      await screen.findByTestId("analytics-pageViews-value");
      fireEvent.click(screen.getByRole("button", { name: "Export CSV" }));
      await vi.waitFor(() => expect(blobs).toHaveLength(1));
      expect(names[0]).toMatch(/^analytics-28d-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(blobs[0]!.type).toBe("text/csv;charset=utf-8");
      const text = (await blobs[0]!.text()).replace(/^\uFEFF/, "");
      const lines = text.split("\r\n");
      expect(lines[0]).toBe("section,name,views,visitors,goal_visits,completions,rate");
      expect(lines).toContain("total_current,28d,1500,300,12,14,0.04");
      expect(lines).toContain("page,/ar/services,900,200,9,,");
      expect(lines).toContain("source,(direct),,200,5,,");
      expect(lines).toContain("goal,contact,,,9,10,0.03");
      expect(lines).toContain("country,(unknown),300,50,,,");
      expect(lines).toContain("day,2026-11-27,0,0,,,");
      expect(lines).toContain('campaign,"news / email / =HYPERLINK(""http://evil"")",,40,2,,');
    } finally {
      create.mockRestore();
      revoke.mockRestore();
      click.mockRestore();
    }
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
      expect(screen.getByTestId("analytics-conversionRate-value").textContent).toMatch(/^[4٤]\p{Cf}?[%٪]\p{Cf}?$/u);
      const goals = screen.getByRole("table", { name: "الأهداف" });
      expect(within(goals).getByRole("rowheader", { name: "رسالة تواصل" })).toBeTruthy();
      expect(within(screen.getByRole("table", { name: "المصادر" })).getByText("www.google.com").tagName).toBe("BDI");
      expect(screen.getByLabelText("الفترة")).toBeTruthy();
    } finally {
      await i18n.changeLanguage("en");
    }
  });
});

describe("analyticsCsv", () => {
  it("quotes commas, quotes and line breaks, and defuses a value a spreadsheet would run", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("+cmd")).toBe("'+cmd");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell(-2)).toBe("-2");
    expect(csvCell(null)).toBe("");
    const csv = analyticsCsv(summary(7, "fr"));
    expect(csv.split("\r\n")[1]).toBe("total_current,7d:fr,1500,300,12,14,0.04");
    expect(csv.endsWith("\r\n")).toBe(true);
  });
});
