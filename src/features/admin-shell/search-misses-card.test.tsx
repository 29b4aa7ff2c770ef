// @vitest-environment jsdom
import type { SupabaseClient } from "@supabase/supabase-js";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, loadPage } from "~/lib/i18n";
import { SearchMissesCard } from "./search-misses-card";

beforeAll(() => loadPage("/admin/dashboard"));
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage("en");
});

const summary = (days: number) => ({
  days,
  total: 41,
  queries: [
    { query: "gender-responsive evaluation", language: "en", misses: 30, last_day: "2026-11-27" },
    { query: "تقييم مراعٍ للنوع", language: "ar", misses: 11, last_day: "2026-11-26" },
  ],
});
const card = (rpc: (name: string, args: { days: number }) => Promise<unknown>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <SearchMissesCard getClient={async () => ({ rpc }) as unknown as SupabaseClient} />
    </I18nextProvider>,
  );

describe("SearchMissesCard", () => {
  it("lists the most frequent searches that found nothing, each in its own language and direction; the period reloads them", async () => {
    const rpc = vi.fn(async (_name: string, args: { days: number }) => ({ data: summary(args.days), error: null }));
    card(rpc);
    const table = await screen.findByRole("table", { name: "Most frequent searches without results (41 searches in all)" });
    expect(rpc).toHaveBeenLastCalledWith("search_misses_summary", { days: 28 });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole("rowheader").textContent).toBe("gender-responsive evaluation");
    expect(rows[1]!.textContent).toContain("English");
    expect(rows[1]!.textContent).toContain("30");
    const arabic = within(rows[2]!).getByText("تقييم مراعٍ للنوع");
    expect(arabic.getAttribute("lang")).toBe("ar");
    expect(arabic.getAttribute("dir")).toBe("auto");
    fireEvent.change(screen.getByLabelText("Period"), { target: { value: "7" } });
    await vi.waitFor(() => expect(rpc).toHaveBeenLastCalledWith("search_misses_summary", { days: 7 }));
  });

  it("says when nothing came back empty, and when the list cannot be loaded", async () => {
    card(async () => ({ data: { days: 28, total: 0, queries: [] }, error: null }));
    expect(await screen.findByText("No search came back empty in this period.")).toBeTruthy();
    cleanup();
    card(async () => ({ data: null, error: { message: "only staff read the searches" } }));
    expect(await screen.findByText("The searches could not be loaded.")).toBeTruthy();
  });

  it("speaks Persian in Persian, with Persian digits", async () => {
    await loadPage("/fa/admin/dashboard");
    await i18n.changeLanguage("fa");
    card(async () => ({ data: summary(28), error: null }));
    expect(await screen.findByRole("heading", { name: "جست‌وجوهای بی‌نتیجه" })).toBeTruthy();
    expect(screen.getByRole("table").textContent).toContain("۳۰");
  });
});
