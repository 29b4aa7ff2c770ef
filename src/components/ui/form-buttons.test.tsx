// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FormButtons } from "./form-buttons";

afterEach(cleanup);

describe("<FormButtons>", () => {
  it("cancels with the Cancel button (keyboard) and submits the form with Save", async () => {
    const cancel = vi.fn();
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)}>
        <FormButtons busy={false} onCancel={cancel} cancelLabel="Cancel" saveLabel="Save" savingLabel="Saving…" />
      </form>,
    );
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    await userEvent.keyboard("{Enter}");
    expect(cancel).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard(" ");
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Save" }).getAttribute("type")).toBe("submit");
  });

  it("while busy, both are disabled and Save says it is saving (aria-busy)", () => {
    render(<FormButtons busy onCancel={() => {}} cancelLabel="Cancel" saveLabel="Save" savingLabel="Saving…" />);
    const save = screen.getByRole("button", { name: "Saving…" });
    expect(save.getAttribute("aria-busy")).toBe("true");
    expect((save as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
