// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installDialogStandIn } from "~/components/ui/testing/jsdom-stand-ins";
import { i18n } from "~/lib/i18n";
import en from "~/locales/en/contact.json";
import { ContactPage } from "./contact-page";

/** What submit_contact stored (the server drops a submission whose honeypot is filled). */
const inserts: Record<string, unknown>[] = [];
vi.mock("~/lib/supabase", () => ({
  getSupabase: async () => ({
    rpc: async (fn: string, args: { submission?: Record<string, unknown>; website?: string | null }) => {
      if (fn !== "submit_contact") return { data: [], error: null };
      if (!args.website?.trim()) inserts.push(args.submission!);
      return { data: null, error: null, status: 204 };
    },
  }),
}));
vi.mock("~/lib/env", () => ({ getConfig: () => ({ formEndpoint: undefined }) }));

const details = { phone: "+1 (416) 555-0142", email: "info@example.com", address: ["1 Main St", "Toronto"], officeHours: ["Mon-Fri 9:00 AM-6:00 PM", "Sun closed"] };

function renderPage(onDone = vi.fn()) {
  render(
    <MemoryRouter>
      <I18nextProvider i18n={i18n}>
        <ContactPage content={{ hero: { title: "Get in Touch" }, info: null, failed: false }} details={details} onDone={onDone} />
      </I18nextProvider>
    </MemoryRouter>,
  );
  return { onDone, panel: () => screen.getByRole("tabpanel") };
}

function answerOf(panel: HTMLElement): string {
  const label = panel.querySelector<HTMLLabelElement>('label[for$="-answer"]')!;
  const question = label.textContent!.replace(/\s*\*\s*$/, "").trim();
  const entry = Object.values(en.verification.questions).find((q) => q.question === question);
  expect(entry).toBeTruthy();
  return entry!.answers.split("|")[0]!;
}

const input = (panel: HTMLElement, name: string) => panel.querySelector<HTMLInputElement>(`[id$="-${name}"]`)!;
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

function fillMessage(panel: HTMLElement) {
  type(input(panel, "name"), "Ada");
  type(input(panel, "email"), "ada@example.com");
  type(input(panel, "subject"), "Hello");
  type(input(panel, "message"), "A question");
}

beforeAll(installDialogStandIn);
beforeEach(() => {
  inserts.length = 0;
});
afterEach(cleanup);

describe("<ContactPage />", () => {
  it("shows the hero, contact details, office hours and the two tabs", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1, name: "Get in Touch" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "+1 (416) 555-0142" }).getAttribute("href")).toBe("tel:+14165550142");
    expect(screen.getByText("Sun closed")).toBeTruthy();
    const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual(["Send Message", "Book Appointment"]);
    expect(tabs[0]!.getAttribute("aria-selected")).toBe("true");
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(2);
  });

  it("counts the message's characters live", () => {
    const { panel } = renderPage();
    expect(within(panel()).getByText("0/1000 characters")).toBeTruthy();
    type(input(panel(), "message"), "Hello");
    expect(within(panel()).getByText("5/1000 characters")).toBeTruthy();
  });

  it("links errors to their fields and focuses the first invalid one", async () => {
    const { panel } = renderPage();
    fireEvent.submit(input(panel(), "name").form!);
    const name = input(panel(), "name");
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute("aria-invalid")).toBe("true");
    const errorId = name.getAttribute("aria-describedby")!;
    expect(document.getElementById(errorId)!.textContent).toBe("Please enter your name.");
    expect(inserts).toHaveLength(0);
  });

  it("a wrong answer shows the spec's message, a new question and an empty answer", async () => {
    const { panel } = renderPage();
    fillMessage(panel());
    const before = answerOf(panel());
    const question = panel().querySelector('label[for$="-answer"]')!.textContent;
    type(input(panel(), "answer"), `${before}-wrong`);
    fireEvent.submit(input(panel(), "name").form!);
    await waitFor(() => expect(within(panel()).getByText("Incorrect verification answer. Please try again.")).toBeTruthy());
    expect(input(panel(), "answer").value).toBe("");
    expect(panel().querySelector('label[for$="-answer"]')!.textContent).not.toBe(question);
    expect(input(panel(), "subject").value).toBe("Hello");
    expect(inserts).toHaveLength(0);
  });

  it("sends a message, shows the confirmation with the details; OK calls onDone", async () => {
    const { panel, onDone } = renderPage();
    fillMessage(panel());
    type(input(panel(), "answer"), `  ${answerOf(panel()).toUpperCase()} `);
    await act(async () => {
      fireEvent.submit(input(panel(), "name").form!);
    });
    const dialog = await screen.findByRole("dialog", { name: "Message Sent!" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(within(dialog).getByText("A question")).toBeTruthy();
    expect(inserts).toHaveLength(1);
    expect(inserts[0]).toMatchObject({ kind: "message", name: "Ada", email: "ada@example.com", phone: null });
    expect(input(panel(), "name").value).toBe("");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it("pretends success without storing anything when the honeypot is filled", async () => {
    const { panel } = renderPage();
    fillMessage(panel());
    type(input(panel(), "answer"), answerOf(panel()));
    const trap = panel().querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
    trap.value = "http://spam.example";
    await act(async () => {
      fireEvent.submit(input(panel(), "name").form!);
    });
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "OK" }));
    expect(inserts).toHaveLength(0);
  });

  it("OK on the confirmation goes home", async () => {
    const { panel, onDone } = renderPage();
    fillMessage(panel());
    type(input(panel(), "answer"), answerOf(panel()));
    await act(async () => {
      fireEvent.submit(input(panel(), "name").form!);
    });
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "OK" }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
