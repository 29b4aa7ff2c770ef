// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { AccordionItem } from "./accordion";
import { TabList, TabPanel, nextIndex } from "./tabs";

afterEach(cleanup);

function Faq() {
  return (
    <ul>
      {["a", "b"].map((key) => (
        <AccordionItem key={key} as="li" level={2} title={`Question ${key}`}>
          <p>Answer {key}</p>
        </AccordionItem>
      ))}
    </ul>
  );
}

describe("<AccordionItem>", () => {
  it("is a <details> whose summary holds the question's heading: closed at first, the summary opens it (no script involved), several can be open", async () => {
    render(<Faq />);
    const heading = screen.getByRole("heading", { level: 2, name: "Question a" });
    const summary = heading.closest("summary")!;
    const details = summary.parentElement as HTMLDetailsElement;
    expect(details.tagName).toBe("DETAILS");
    expect(details.open).toBe(false);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
    const region = screen.getByRole("region", { name: "Question a" });
    expect(details.contains(region)).toBe(true);
    await userEvent.click(screen.getByRole("heading", { name: "Question b" }));
    expect(document.querySelectorAll("details[open]")).toHaveLength(2);
    await userEvent.click(summary);
    expect(details.open).toBe(false);
  });
});

function Tabs({ dir }: { dir: "ltr" | "rtl" }) {
  const [tab, setTab] = useState<"all" | "pricing" | "support">("all");
  return (
    <div dir={dir}>
      <TabList
        label="Categories"
        tabs={[
          { key: "all", label: "All" },
          { key: "pricing", label: "Pricing" },
          { key: "support", label: "Support" },
        ]}
        selected={tab}
        onSelect={setTab}
        tabId={(key) => `tab-${key}`}
        panelId={() => "panel"}
        tabClassName={() => ""}
      />
      <TabPanel id="panel" labelledBy={`tab-${tab}`}>
        {tab}
      </TabPanel>
    </div>
  );
}

describe("<TabList>", () => {
  it("has one Tab stop; arrows select and focus the next tab, wrapping; Home and End jump", async () => {
    render(<Tabs dir="ltr" />);
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]!.focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Pricing", selected: true }));
    expect(screen.getByRole("tabpanel", { name: "Pricing" }).textContent).toBe("pricing");
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Support", selected: true }));
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "All", selected: true }));
    await userEvent.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Support", selected: true }));
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "All", selected: true }));
  });

  it("mirrors the arrows in right-to-left text: ArrowLeft moves forward", async () => {
    render(<Tabs dir="rtl" />);
    screen.getAllByRole("tab")[0]!.focus();
    await userEvent.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "Pricing", selected: true }));
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(screen.getByRole("tab", { name: "All", selected: true }));
  });

  it("nextIndex: vertical lists use ArrowUp/ArrowDown; other keys do nothing", () => {
    expect(nextIndex(0, 3, "ArrowDown", "ltr", "vertical")).toBe(1);
    expect(nextIndex(0, 3, "ArrowUp", "rtl", "vertical")).toBe(2);
    expect(nextIndex(1, 3, "a")).toBeNull();
    expect(nextIndex(0, 0, "Home")).toBeNull();
  });
});

function FormTabs({ dir }: { dir: "ltr" | "rtl" }) {
  const [tab, setTab] = useState<"message" | "appointment">("message");
  const keys = ["message", "appointment"] as const;
  return (
    <div dir={dir}>
      <TabList
        label="Contact options"
        tabs={keys.map((key) => ({ key, label: key === "message" ? "Send Message" : "Book Appointment" }))}
        selected={tab}
        onSelect={setTab}
        tabId={(key) => `tab-${key}`}
        panelId={(key) => `panel-${key}`}
        tabClassName={() => ""}
      />
      {keys.map((key) => (
        <TabPanel key={key} id={`panel-${key}`} labelledBy={`tab-${key}`} hidden={tab !== key}>
          <input aria-label={`Name (${key})`} />
        </TabPanel>
      ))}
    </div>
  );
}

describe("<TabPanel> per tab", () => {
  it("shows only the selected tab's panel, each tab controls its own panel, and what was typed survives a switch (RTL arrows too)", async () => {
    render(<FormTabs dir="rtl" />);
    const [message, appointment] = screen.getAllByRole("tab");
    expect(message!.getAttribute("aria-controls")).toBe("panel-message");
    expect(appointment!.getAttribute("aria-controls")).toBe("panel-appointment");
    expect(screen.getAllByRole("tabpanel")).toHaveLength(1);
    expect(screen.getAllByRole("tabpanel", { hidden: true })).toHaveLength(2);
    expect(screen.getByRole("tabpanel", { name: "Send Message" }).id).toBe("panel-message");
    await userEvent.type(screen.getByRole("textbox", { name: "Name (message)" }), "Ada");
    message!.focus();
    await userEvent.keyboard("{ArrowLeft}"); // forward in right-to-left text
    expect(document.activeElement).toBe(appointment);
    expect(screen.getByRole("tabpanel", { name: "Book Appointment" }).id).toBe("panel-appointment");
    expect((document.getElementById("panel-message") as HTMLElement).hidden).toBe(true);
    await userEvent.keyboard("{Home}");
    expect(document.activeElement).toBe(message);
    expect((screen.getByRole("textbox", { name: "Name (message)" }) as HTMLInputElement).value).toBe("Ada");
  });
});
