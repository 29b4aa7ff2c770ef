// @vitest-environment jsdom
import type { SupabaseClient } from "@supabase/supabase-js";
import { render, screen, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, loadPage } from "~/lib/i18n";
import { WebVitalsCard, rating } from "./web-vitals-card";

function client(result: { data: unknown; error: unknown }) {
  const rpc = vi.fn(async () => result);
  return { getClient: async () => ({ rpc }) as unknown as SupabaseClient, rpc };
}

beforeAll(() => loadPage("/admin/dashboard"));

const renderCard = (getClient: () => Promise<SupabaseClient>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <WebVitalsCard getClient={getClient} />
    </I18nextProvider>,
  );

describe("WebVitalsCard", () => {
  it("rates percentiles with Google's thresholds", () => {
    expect(rating("LCP", 2500)).toBe("good");
    expect(rating("LCP", 2501)).toBe("needsImprovement");
    expect(rating("INP", 501)).toBe("poor");
    expect(rating("CLS", 0.05)).toBe("good");
  });

  it("shows one row per template and language with each metric's p75 and the visits measured", async () => {
    const { getClient, rpc } = client({
      data: [
        { template: "blog", language: "ar", metric: "LCP", p75: 1800, samples: 12 },
        { template: "blog", language: "ar", metric: "CLS", p75: 0.3, samples: 12 },
        { template: "home", language: "en", metric: "INP", p75: 250, samples: "3" },
      ],
      error: null,
    });
    renderCard(getClient);
    const blog = (await screen.findByRole("rowheader", { name: "blog" })).closest("tr")!;
    expect(within(blog).getByText("1.8s")).toBeTruthy();
    expect(within(blog).getByText("Poor")).toBeTruthy(); // CLS 0.30
    expect(within(blog).getByText("12")).toBeTruthy();
    const home = screen.getByRole("rowheader", { name: "home" }).closest("tr")!;
    expect(within(home).getByText("Needs improvement")).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith("web_vitals_p75", { days: 28 });
  });

  it("says so when there is nothing yet, or when loading failed", async () => {
    const empty = client({ data: [], error: null });
    const { unmount } = renderCard(empty.getClient);
    expect(await screen.findByText("No measurements yet.")).toBeTruthy();
    unmount();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const failing = client({ data: null, error: { message: "permission denied" } });
    renderCard(failing.getClient);
    expect(await screen.findByText("The measurements could not be loaded.")).toBeTruthy();
  });
});
