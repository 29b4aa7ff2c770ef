// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installMatchMediaStandIn } from "~/components/ui/testing/jsdom-stand-ins";
import { getToasts, toast } from "~/components/ui/toast";
import { i18n } from "~/lib/i18n";
import { loadSubmissionEngine } from "~/lib/submissions/load-engine";
import type { SubmitResult } from "~/lib/submissions/kinds";
import { type PackagesData, emptyPackagesData, getPackagesData } from "./api";
import { PackagesPage } from "./packages-page";
import { seedClient } from "./test-content";

const submit = vi.fn<(kind: string, fields: unknown, options: unknown) => Promise<SubmitResult>>();
vi.mock("~/lib/submissions/submit", () => ({
  submit: (kind: string, fields: unknown, options: unknown) => submit(kind, fields, options),
}));

let data: PackagesData;
const scrollIntoView = vi.fn();

beforeAll(async () => {
  data = await getPackagesData(seedClient());
  // The forms load their submit code when first touched; here it is loaded once, up front.
  await loadSubmissionEngine();
  Element.prototype.scrollIntoView = scrollIntoView;
  installMatchMediaStandIn();
});
beforeEach(() => {
  sessionStorage.clear();
  submit.mockReset();
  scrollIntoView.mockReset();
  toast.dismiss();
});
afterEach(() => {
  cleanup();
  delete document.documentElement.dataset.motion;
});

function renderPage(content: PackagesData = data) {
  render(
    <I18nextProvider i18n={i18n}>
      <PackagesPage {...content} />
    </I18nextProvider>,
  );
}

const card = (name: string) => screen.getByRole("article", { name });
const dropdown = () => screen.getByRole("combobox", { name: /Package/ }) as HTMLSelectElement;
const toastTexts = () => getToasts().map((t) => t.message);
function isoDate(offsetMonths: number, offsetDays = 0): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() + offsetMonths);
  const day = Math.min(new Date().getDate(), new Date(d.getFullYear(), d.getMonth() + 1, 0).getDate()) + offsetDays;
  const date = new Date(d.getFullYear(), d.getMonth(), day);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

describe("package cards", () => {
  it("shows the three packages with CAD prices, the popular badge and the included items", () => {
    renderPage();
    expect(within(card("Starter")).getByTestId("price").textContent).toBe("Price $399CAD");
    expect(within(card("Professional")).getByTestId("price").textContent).toContain("$699");
    expect(within(card("Premium")).getByTestId("price").textContent).toContain("$999");
    expect(within(card("Professional")).getByText("Most Popular")).toBeTruthy();
    expect(within(card("Starter")).queryByText("Most Popular")).toBeNull();
    for (const title of ["SSL Security", "Fast Loading", "Mobile Ready", "Support"]) {
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    }
  });

  it("Get Started selects the package in the form, focuses it and scrolls smoothly to it", () => {
    renderPage();
    fireEvent.click(within(card("Premium")).getByRole("button", { name: "Get Started with Premium" }));
    expect(dropdown().value).toBe("premium");
    expect(within(card("Premium")).getByText("Selected")).toBeTruthy();
    expect(within(card("Starter")).queryByText("Selected")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("form", { name: "Request Your Free Quote" }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "smooth", block: "start" });
  });

  it("scrolls instantly under reduced motion", () => {
    document.documentElement.dataset.motion = "reduced";
    renderPage();
    fireEvent.click(within(card("Starter")).getByRole("button", { name: "Get Started with Starter" }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
  });

  it("the dropdown selects the card, and the empty option clears it", () => {
    renderPage();
    fireEvent.click(within(card("Premium")).getByRole("button", { name: /Get Started/ }));
    fireEvent.change(dropdown(), { target: { value: "starter" } });
    expect(within(card("Starter")).getByText("Selected")).toBeTruthy();
    expect(within(card("Premium")).queryByText("Selected")).toBeNull();
    fireEvent.change(dropdown(), { target: { value: "" } });
    expect(screen.queryByText("Selected")).toBeNull();
  });

  it("says so when the packages could not be loaded, and the quote form still works", () => {
    renderPage(emptyPackagesData(true));
    expect(screen.getByRole("alert").textContent).toContain("Package details could not be loaded");
    expect(screen.getByRole("form")).toBeTruthy();
  });
});

describe("new-business discount", () => {
  it("toggles the eligibility panel independently of the referral panel", () => {
    renderPage();
    const discount = screen.getByRole("button", { name: "New Business? Get 15% Off" });
    const referral = screen.getByRole("button", { name: "Refer & Earn $50" });
    expect(discount.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(discount);
    fireEvent.click(referral);
    expect(discount.getAttribute("aria-expanded")).toBe("true");
    expect(referral.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(discount.getAttribute("aria-controls") ?? "")?.hidden).toBe(false);
    fireEvent.click(discount);
    expect(document.getElementById(discount.getAttribute("aria-controls") ?? "")?.hidden).toBe(true);
    expect(document.getElementById(referral.getAttribute("aria-controls") ?? "")?.hidden).toBe(false);
  });

  it("applies 15 % for a recent registration and removes it for an old one", () => {
    renderPage();
    fireEvent.click(screen.getByRole("button", { name: "New Business? Get 15% Off" }));
    const check = screen.getByRole("button", { name: "Check Eligibility" }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    const date = screen.getByLabelText("Business Registration Date");
    fireEvent.change(date, { target: { value: isoDate(-3) } });
    expect(check.disabled).toBe(false);
    fireEvent.click(check);
    expect(toastTexts()).toContain("🎉 Congratulations! You qualify for 15% new business discount!");
    expect(screen.getByTestId("discount-banner").textContent).toContain("15% New Business Discount Applied!");
    const prices = ["Starter", "Professional", "Premium"].map((n) => within(card(n)).getByTestId("price").textContent);
    expect(prices).toEqual(["Discounted price $339CAD", "Discounted price $594CAD", "Discounted price $849CAD"]);
    expect(within(card("Starter")).getByTestId("original-price").textContent).toBe("Original price $399");
    expect(within(card("Professional")).getByText("Save $105!")).toBeTruthy();

    fireEvent.change(date, { target: { value: isoDate(-12) } }); // exactly one year ago
    fireEvent.click(check);
    expect(toastTexts()).toContain("Sorry, this discount is only for businesses registered within the last 12 months.");
    expect(screen.queryByTestId("discount-banner")).toBeNull();
    expect(within(card("Starter")).getByTestId("price").textContent).toBe("Price $399CAD");
  });
});

describe("referral form", () => {
  async function fillReferral(values: [string, string, string, string]) {
    fireEvent.click(screen.getByRole("button", { name: "Refer & Earn $50" }));
    const labels = ["Your Name", "Your Email", "Friend's Name", "Friend's Email"];
    labels.forEach((label, i) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value: values[i] } }));
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Submit Referral" }));
    });
  }

  it("refuses a bad e-mail with an inline error and sends nothing", async () => {
    renderPage();
    await fillReferral(["Ana", "ana@example.com", "Bo", "bo-at-example"]);
    expect(submit).not.toHaveBeenCalled();
    const friendEmail = screen.getByLabelText(/^Friend's Email/);
    expect(friendEmail.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Please enter a valid email address.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(friendEmail));
  });

  it("sends the four fields; on success toasts, closes and resets", async () => {
    submit.mockResolvedValue({ ok: true });
    renderPage();
    await fillReferral(["Ana", "ana@example.com", "Bo", "bo@example.com"]);
    expect(submit).toHaveBeenCalledWith(
      "referral",
      { referrerName: "Ana", referrerEmail: "ana@example.com", refereeName: "Bo", refereeEmail: "bo@example.com" },
      expect.anything(),
    );
    expect(toastTexts()).toContain("Referral submitted! Both you and your friend will receive $50 off codes via email.");
    const toggle = screen.getByRole("button", { name: "Refer & Earn $50" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect((screen.getByLabelText(/^Your Name/) as HTMLInputElement).value).toBe("");
  });

  it("keeps the values on failure, with the spec's messages", async () => {
    submit.mockResolvedValueOnce({ ok: false, reason: "network" }).mockResolvedValueOnce({ ok: false, reason: "rejected" });
    renderPage();
    await fillReferral(["Ana", "ana@example.com", "Bo", "bo@example.com"]);
    expect(toastTexts()).toContain("Failed to submit referral.");
    expect((screen.getByLabelText(/^Friend's Email/) as HTMLInputElement).value).toBe("bo@example.com");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Submit Referral" }));
    });
    expect(toastTexts()).toContain("Something went wrong. Please try again.");
    expect(screen.getByRole("button", { name: "Refer & Earn $50" }).getAttribute("aria-expanded")).toBe("true");
  });
});

describe("quote form", () => {
  it("requires the name and e-mail, then sends the package and the discount", async () => {
    submit.mockResolvedValue({ ok: true });
    renderPage();
    const form = screen.getByRole("form", { name: "Request Your Free Quote" });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Request Quote" }));
    });
    expect(submit).not.toHaveBeenCalled();
    expect(within(form).getAllByText("This field is required.")).toHaveLength(2);

    fireEvent.change(dropdown(), { target: { value: "professional" } });
    fireEvent.change(within(form).getByLabelText(/^Full Name/), { target: { value: "Ana" } });
    fireEvent.change(within(form).getByLabelText(/^Email Address/), { target: { value: "ana@example.com" } });
    fireEvent.change(within(form).getByLabelText(/^Business Name/), { target: { value: "Ana's Bakery" } });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Request Quote" }));
    });
    expect(submit).toHaveBeenCalledWith(
      "quote",
      expect.objectContaining({ name: "Ana", email: "ana@example.com", businessName: "Ana's Bakery", selectedPackage: "professional", discountApplied: 0 }),
      expect.anything(),
    );
    expect(within(form).getByRole("status").textContent).toContain("Your quote request has been sent");
    expect((within(form).getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe("");
  });

  it("keeps the typed values when sending fails", async () => {
    submit.mockResolvedValue({ ok: false, reason: "network" });
    renderPage();
    const form = screen.getByRole("form", { name: "Request Your Free Quote" });
    fireEvent.change(within(form).getByLabelText(/^Full Name/), { target: { value: "Ana" } });
    fireEvent.change(within(form).getByLabelText(/^Email Address/), { target: { value: "ana@example.com" } });
    await act(async () => {
      fireEvent.click(within(form).getByRole("button", { name: "Request Quote" }));
    });
    expect(toastTexts()).toContain("Failed to send message.");
    expect((within(form).getByLabelText(/^Full Name/) as HTMLInputElement).value).toBe("Ana");
    expect(within(form).getByRole("status").textContent).toBe("");
  });
});

describe("FAQ", () => {
  it("opens and closes answers", () => {
    renderPage();
    // A <details> whose <summary> holds the question (decision 0032).
    const question = screen.getByRole("heading", { name: "Do you provide hosting and domain registration?" }).closest("summary")!;
    const details = question.parentElement as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(question);
    expect(details.open).toBe(true);
    expect(screen.getByRole("region", { name: "Do you provide hosting and domain registration?" }).textContent).toContain("free hosting for 1 year");
    fireEvent.click(question);
    expect(details.open).toBe(false);
  });
});
