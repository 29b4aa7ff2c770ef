// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "~/lib/i18n";
import { FaqPage } from "./faq-page";
import type { FaqData } from "./load";

afterEach(cleanup);

const data: FaqData = {
  failed: false,
  data: {
  hero: { title: "Frequently Asked Questions", subtitle: "Quick answers." },
  stillQuestions: { title: "Still Have Questions?", body: "We reply within 24 hours.", ctaLabel: "Contact Us", ctaPath: "/contact" },
  items: [
    { id: "1", category: "services", question: "What services do you offer?", answer: "MEL and more." },
    { id: "2", category: "pricing", question: "How do you price?", answer: "Fixed fees." },
    { id: "3", category: "support", question: "Do you offer training?", answer: "Yes, tailored training." },
    { id: "4", category: "technical", question: "Which tools do you use?", answer: "KoboToolbox and R." },
  ],
  },
};

function renderFaq(content: FaqData = data) {
  const Stub = createRoutesStub([{ path: "/faq", Component: () => <FaqPage {...content} /> }]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/faq"]} />
    </I18nextProvider>,
  );
}

/** The questions: each the <summary> of its answer's <details> (decision 0032). */
const questions = () => Array.from(screen.getByRole("tabpanel").querySelectorAll("summary")).map((b) => b.textContent);

describe("FAQ page", () => {
  it("shows the hero, every question and the Still Have Questions block", () => {
    renderFaq();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Frequently Asked Questions");
    expect(questions()).toHaveLength(4);
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
    expect(screen.getByText("We reply within 24 hours.")).toBeTruthy();
  });

  it("opens and closes an answer; its summary labels the answer's region", () => {
    renderFaq();
    const button = screen.getByRole("heading", { name: "How do you price?" }).closest("summary")!;
    const details = button.parentElement as HTMLDetailsElement;
    expect(details.open).toBe(false);
    fireEvent.click(button);
    expect(details.open).toBe(true);
    expect(screen.getByRole("region", { name: "How do you price?" }).textContent).toBe("Fixed fees.");
    fireEvent.click(button);
    expect(details.open).toBe(false);
  });

  it("switches tabs with the arrow keys, moving focus and selection", () => {
    renderFaq();
    const all = screen.getByRole("tab", { name: "All" });
    expect(all.getAttribute("aria-selected")).toBe("true");
    expect(all.tabIndex).toBe(0);
    act(() => all.focus());
    fireEvent.keyDown(all, { key: "ArrowRight" });
    const services = screen.getByRole("tab", { name: "Services" });
    expect(services.getAttribute("aria-selected")).toBe("true");
    expect(document.activeElement).toBe(services);
    expect(all.tabIndex).toBe(-1);
    expect(questions()).toEqual(["What services do you offer?"]);
    fireEvent.keyDown(services, { key: "End" });
    expect(screen.getByRole("tab", { name: "Technical" }).getAttribute("aria-selected")).toBe("true");
    expect(questions()).toEqual(["Which tools do you use?"]);
    expect(screen.getByRole("tabpanel").getAttribute("aria-labelledby")).toBe(screen.getByRole("tab", { name: "Technical" }).id);
  });

  it("searches questions and answers, and says so when nothing matches", () => {
    renderFaq();
    const search = screen.getByRole("searchbox", { name: "Search questions" });
    fireEvent.change(search, { target: { value: "TRAINING" } });
    expect(questions()).toEqual(["Do you offer training?"]);
    fireEvent.change(search, { target: { value: "kobotoolbox" } });
    expect(questions()).toEqual(["Which tools do you use?"]);
    fireEvent.change(search, { target: { value: "nothing like this" } });
    expect(questions()).toEqual([]);
    expect(screen.getByRole("status").textContent).toBe("No questions found matching your search criteria.");
  });

  it("falls back to its own strings when the content could not be loaded", () => {
    renderFaq({ failed: true, data: { hero: null, stillQuestions: null, items: [] } });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Frequently Asked Questions");
    expect(screen.getByRole("status").textContent).toBe(
      "The questions could not be loaded. Please refresh the page or try again later.",
    );
    expect(screen.getByRole("heading", { name: "Still Have Questions?" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Contact Us" }).getAttribute("href")).toBe("/contact");
  });
});
