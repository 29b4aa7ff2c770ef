// @vitest-environment jsdom
import * as React from "react";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "~/lib/i18n";
import { CheckboxField, SelectField, TextAreaField, TextField, siteFieldLook } from "./field";
import { ErrorSummary } from "./error-summary";

afterEach(cleanup);
const wrap = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe("<Field> and its inputs", () => {
  it("labels the control, marks it required for screen readers, and reads the hint then the error with it", () => {
    wrap(<TextField id="email" label="Email Address" required hint="We reply within a day." error="Enter a valid e-mail address." />);
    const input = screen.getByRole("textbox", { name: "Email Address (required)" });
    expect(input).toHaveProperty("id", "email");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("email-hint email-error");
    expect(document.getElementById("email-error")?.textContent).toBe("Enter a valid e-mail address.");
    expect(document.getElementById("email-hint")?.textContent).toBe("We reply within a day.");
  });

  it("has no invalid state or description without an error or hint, and can show (optional)", () => {
    wrap(<TextField id="company" label="Business Name" markOptional />);
    const input = screen.getByRole("textbox", { name: "Business Name (optional)" });
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("counts characters in a textarea and reads the counter with it", async () => {
    function Counted() {
      const [value, setValue] = React.useState("");
      return <TextAreaField id="message" label="Message" maxLength={20} value={value} onChange={(e) => setValue(e.target.value)} counter={{ count: value.length, max: 20 }} />;
    }
    wrap(<Counted />);
    const box = screen.getByRole("textbox", { name: "Message" });
    await userEvent.type(box, "Hello");
    expect(document.getElementById("message-counter")?.textContent).toBe("5/20 characters");
    expect(box.getAttribute("aria-describedby")).toBe("message-counter");
  });

  it("works in Arabic: the required mark and counter are translated", () => {
    const ar = i18n.cloneInstance({ lng: "ar" });
    render(
      <I18nextProvider i18n={ar}>
        <div dir="rtl">
          <TextAreaField id="m" label="الرسالة" required counter={{ count: 3, max: 10 }} />
        </div>
      </I18nextProvider>,
    );
    expect(screen.getByRole("textbox", { name: "الرسالة (مطلوب)" })).toBeTruthy();
    expect(document.getElementById("m-counter")?.textContent).toBe("3/10 حرفًا");
  });

  it("select and checkbox fields carry the same wiring", async () => {
    wrap(
      <>
        <SelectField id="service" label="Service" required error="Choose a service.">
          <option value="">—</option>
          <option value="a">A</option>
        </SelectField>
        <CheckboxField id="consent" label="I agree" error="Please agree." />
      </>,
    );
    const select = screen.getByRole("combobox", { name: "Service (required)" });
    expect(select.getAttribute("aria-describedby")).toBe("service-error");
    const box = screen.getByRole("checkbox", { name: "I agree" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
    await userEvent.click(screen.getByText("I agree"));
    expect((box as HTMLInputElement).checked).toBe(true);
  });
});

describe("<Field> options of the public site's forms", () => {
  it("a visual required mark shows * but leaves the accessible name alone; the control stays aria-required", () => {
    wrap(<TextField id="name" label="Full Name" required requiredMark="visual" />);
    const input = screen.getByRole("textbox", { name: "Full Name" });
    expect(input.getAttribute("aria-required")).toBe("true");
    const star = document.querySelector('label[for="name"] [aria-hidden="true"]');
    expect(star?.textContent).toBe("*");
    expect(document.querySelector('label[for="name"] .sr-only')).toBeNull();
  });

  it("the site look: semibold label, (optional) on the rest, small hints; an error class of its own", () => {
    wrap(<TextField id="phone" label="Phone" hint="Digits only." error="Too short." errorClassName="my-error" {...siteFieldLook} />);
    const input = screen.getByRole("textbox", { name: "Phone (optional)" });
    expect(input.getAttribute("aria-describedby")).toBe("phone-hint phone-error");
    expect(document.querySelector('label[for="phone"]')?.className).toBe("block text-sm font-semibold text-ink");
    expect(document.getElementById("phone-hint")?.className).toBe("mt-1 text-xs text-ink-muted");
    expect(document.getElementById("phone-error")?.className).toBe("my-error");
  });

  it("a counter can carry its own wording and class, and stay quiet (no aria-live)", () => {
    wrap(<TextAreaField id="notes" label="Notes" counter={{ count: 4, max: 10, text: "4 of 10", className: "my-counter", live: false }} />);
    const counter = document.getElementById("notes-counter")!;
    expect(counter.textContent).toBe("4 of 10");
    expect(counter.className).toBe("my-counter");
    expect(counter.hasAttribute("aria-live")).toBe(false);
    expect(screen.getByRole("textbox", { name: "Notes" }).getAttribute("aria-describedby")).toBe("notes-counter");
  });

  it("passes a ref and the field props stay off the control", () => {
    const ref = React.createRef<HTMLSelectElement>();
    wrap(
      <SelectField id="time" label="Time" ref={ref} requiredMark="visual" hintClassName="h" errorClassName="e" markOptional>
        <option value="">—</option>
      </SelectField>,
    );
    expect(ref.current?.id).toBe("time");
    for (const attribute of ["requiredmark", "hintclassname", "errorclassname", "markoptional"]) {
      expect(ref.current?.hasAttribute(attribute)).toBe(false);
    }
  });
});

describe("<ErrorSummary>", () => {
  it("is announced at once and its links move the focus to the fields", async () => {
    wrap(
      <>
        <ErrorSummary message="Check the highlighted fields." errors={[{ id: "name", text: "Full Name is required." }]} focusOnShow />
        <TextField id="name" label="Full Name" />
      </>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Check the highlighted fields.");
    expect(document.activeElement).toBe(alert);
    await userEvent.click(screen.getByRole("link", { name: "Full Name is required." }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Full Name" }));
  });
});
