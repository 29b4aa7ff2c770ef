// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextField } from "~/components/ui/field";
import { getToasts, toast } from "~/components/ui/toast";
import { i18n } from "~/lib/i18n";
import { type FormFailure, type FormSubmitOptions, useFormSubmit } from "./use-form-submit";

afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
  vi.restoreAllMocks();
});

type Values = { name: string; email: string };
type Field = keyof Values;

const MESSAGES: Record<string, string> = { required: "Enter this.", taken: "This name is taken." };

/** A portal-style form: FormData in, the kit's fields showing the hook's errors. */
function PartnerLikeForm(props: Partial<FormSubmitOptions<Values, Field>> & Pick<FormSubmitOptions<Values, Field>, "save">) {
  const { errorText, busy, onSubmit } = useFormSubmit<Values, Field>({
    read: (form) => {
      const data = new FormData(form);
      return { name: String(data.get("name") ?? ""), email: String(data.get("email") ?? "") };
    },
    validate: (values) => ({
      // Object key order (email first) is not the form's order: focus must still go to the name.
      errors: { ...(values.email ? {} : { email: "required" }), ...(values.name ? {} : { name: "required" }) },
    }),
    order: ["name", "email"],
    controlId: (field) => `f-${field}`,
    failureMessage: "Could not save.",
    message: (_field, code) => MESSAGES[code] ?? code,
    ...props,
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField id="f-name" name="name" label="Name" error={errorText("name")} />
      <TextField id="f-email" name="email" label="E-mail" error={errorText("email")} />
      <button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Saving…" : "Save"}
      </button>
    </form>
  );
}

const wrap = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
const errorToasts = () => getToasts().filter((t) => t.kind === "error").map((t) => t.message);

describe("useFormSubmit", () => {
  it("shows each error on its field and focuses the first invalid field in the form's order; nothing is saved", async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => {});
    wrap(<PartnerLikeForm save={save} />);
    await user.click(screen.getByRole("button", { name: "Save" }));

    const name = screen.getByRole("textbox", { name: "Name" });
    const email = screen.getByRole("textbox", { name: "E-mail" });
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(name.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Enter this.");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(save).not.toHaveBeenCalled();

    // Fixing the name leaves only the e-mail: focus goes there now.
    await user.type(name, "Acme");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(document.activeElement).toBe(email);
    expect(name.getAttribute("aria-invalid")).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it("sends once per click: a second submit while the first is saving is ignored", async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = wrap(<PartnerLikeForm save={save} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Acme");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "a@example.com");
    const form = container.querySelector("form")!;
    // Two submits in the same frame, before React has disabled the button.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await act(async () => {});
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ name: "Acme", email: "a@example.com" }, form);
    expect(screen.getByRole("button", { name: "Saving…" }).getAttribute("aria-busy")).toBe("true");

    await act(async () => finish());
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
    // Once the first has settled, the next click sends again.
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("on a thrown error: the failure toast, busy cleared, the values kept", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const save = vi.fn(async () => {
      throw new Error("offline");
    });
    wrap(<PartnerLikeForm save={save} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Acme");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "a@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect(errorToasts()).toEqual(["Could not save."]);
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole("textbox", { name: "Name" }) as HTMLInputElement).value).toBe("Acme");
    expect(console.warn).toHaveBeenCalledTimes(1);
  });

  it("maps a known failure (a duplicate key) to a field error, focuses that field and toasts", async () => {
    const user = userEvent.setup();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const save = vi.fn(async () => {
      throw Object.assign(new Error("duplicate"), { cause: { code: "23505" } });
    });
    const onError = (error: unknown): FormFailure<Field> =>
      (error as { cause?: { code?: string } }).cause?.code === "23505" ? { errors: { name: "taken" }, toast: "Could not save." } : { toast: "Could not save." };
    wrap(<PartnerLikeForm save={save} onError={onError} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Acme");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "a@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const name = screen.getByRole("textbox", { name: "Name" });
    expect(document.activeElement).toBe(name);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("This name is taken.")).toBeTruthy();
    expect(errorToasts()).toEqual(["Could not save."]);
    expect((screen.getByRole("button", { name: "Save" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("shows a refusal the save returns (a wrong code) under its field, with its toast; nothing read means nothing sent", async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (): Promise<FormFailure<Field>> => ({ errors: { email: "taken" }, toast: "Refused." }));
    wrap(<PartnerLikeForm save={save} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Acme");
    await user.type(screen.getByRole("textbox", { name: "E-mail" }), "a@example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "E-mail" }));
    expect(errorToasts()).toEqual(["Refused."]);

    cleanup();
    const none = vi.fn(async () => {});
    wrap(<PartnerLikeForm save={none} read={() => null} />);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(none).not.toHaveBeenCalled();
    expect(screen.queryByText("Enter this.")).toBeNull();
  });
});
