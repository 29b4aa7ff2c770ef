// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "~/lib/i18n";
import { Button } from "./button";
import { ConfirmDialog } from "./confirm-dialog";
import { Dialog, DialogHeader, Modal } from "./dialog";
import { installDialogStandIn } from "./testing/jsdom-stand-ins";
import { toast } from "./toast";
import { Toaster } from "./toaster";

beforeAll(installDialogStandIn);
afterEach(() => {
  cleanup();
  act(() => toast.dismiss());
});

function Page({ busy = false, onCancel = vi.fn() }: { busy?: boolean; onCancel?: () => void }) {
  const [open, setOpen] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  return (
    <I18nextProvider i18n={i18n}>
      <a href="#behind">Behind</a>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Modal
          role="dialog"
          title="Add Partner"
          description="Fields marked * are required."
          initialFocus={first}
          busy={busy}
          onCancel={() => {
            onCancel();
            setOpen(false);
          }}
        >
          <input ref={first} aria-label="Name" />
          <button type="button">Save</button>
        </Modal>
      )}
      <Toaster />
    </I18nextProvider>
  );
}

describe("<Modal> (kit dialog)", () => {
  it("is a labelled, described modal dialog that takes the focus and makes the page behind it inert", async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog", { name: "Add Partner" });
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Fields marked * are required.");
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Name" }));
    // The rest of the page is inert (the stand-in does what showModal() does in a browser).
    expect(screen.getByText("Behind").closest("[inert]")).not.toBeNull();
  });

  it("keeps Tab and Shift+Tab inside, and Escape closes it with the focus back on the opener", async () => {
    const onCancel = vi.fn();
    render(<Page onCancel={onCancel} />);
    const opener = screen.getByRole("button", { name: "Open" });
    await userEvent.click(opener);
    const dialog = screen.getByRole("dialog");
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await userEvent.tab({ shift: true });
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard("{Escape}");
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("ignores Escape and the backdrop while busy", async () => {
    const onCancel = vi.fn();
    render(<Page busy onCancel={onCancel} />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("dialog"));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it("closes on a click on its backdrop", async () => {
    const onCancel = vi.fn();
    render(<Page onCancel={onCancel} />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    await userEvent.click(screen.getByRole("dialog"));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("moves the toasts into the open dialog (the page behind is inert) and back when it closes", async () => {
    render(<Page />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    act(() => {
      toast.error("Could not save the partner.");
    });
    const dialog = screen.getByRole("dialog");
    expect(dialog.contains(screen.getByText("Could not save the partner."))).toBe(true);
    await userEvent.keyboard("{Escape}");
    expect(screen.getByText("Could not save the partner.").closest("dialog")).toBeNull();
  });
});

function Preview({ dir, onClose }: { dir: "ltr" | "rtl"; onClose: () => void }) {
  const close = useRef<HTMLButtonElement>(null);
  return (
    <div dir={dir}>
      <Dialog aria-labelledby="preview-title" aria-describedby="preview-description" onCancel={onClose} initialFocus={close}>
        <DialogHeader
          titleId="preview-title"
          title="Evaluation plan"
          descriptionId="preview-description"
          description="Page 1 of 2"
          actions={<button type="button">Download</button>}
          close={{ label: "Close preview", onClick: onClose, buttonRef: close }}
        />
        <p>Body</p>
      </Dialog>
    </div>
  );
}

describe("<DialogHeader>", () => {
  it("names and describes the dialog; its close button is named, takes the initial focus and closes it", async () => {
    const onClose = vi.fn();
    render(<Preview dir="ltr" onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Evaluation plan" });
    expect(screen.getByRole("heading", { level: 2, name: "Evaluation plan" })).toBeTruthy();
    expect(document.getElementById(dialog.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Page 1 of 2");
    const close = screen.getByRole("button", { name: "Close preview" });
    expect(close.getAttribute("type")).toBe("button");
    expect(close.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(document.activeElement).toBe(close);
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("reads heading, actions, close button in that order in both directions (the page's direction decides which side is the end); Tab wraps inside", async () => {
    for (const dir of ["ltr", "rtl"] as const) {
      const { unmount } = render(<Preview dir={dir} onClose={vi.fn()} />);
      const order = [screen.getByRole("heading"), screen.getByRole("button", { name: "Download" }), screen.getByRole("button", { name: "Close preview" })];
      for (let i = 1; i < order.length; i++) {
        expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      }
      // No physical side in the header's classes: it mirrors with the page.
      expect(screen.getByRole("dialog").innerHTML).not.toMatch(/\b(left|right|ml|mr|pl|pr)-/);
      // From the close button (the last stop) Tab wraps to Download, Shift+Tab comes back.
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Download" }));
      await userEvent.tab({ shift: true });
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close preview" }));
      unmount();
    }
  });
});

describe("<ConfirmDialog>", () => {
  it("is an alert dialog whose Cancel has the focus; busy disables both and shows the busy label", () => {
    const props = { title: "Delete this partner?", text: "This cannot be undone.", cancelLabel: "Cancel", confirmLabel: "Delete", busyLabel: "Deleting…", onCancel: vi.fn(), onConfirm: vi.fn() };
    const { rerender } = render(<I18nextProvider i18n={i18n}><ConfirmDialog {...props} busy={false} /></I18nextProvider>);
    expect(screen.getByRole("alertdialog", { name: "Delete this partner?" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Cancel" }));
    rerender(<I18nextProvider i18n={i18n}><ConfirmDialog {...props} busy /></I18nextProvider>);
    const confirm = screen.getByRole("button", { name: "Deleting…" });
    expect(confirm.getAttribute("aria-busy")).toBe("true");
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Cancel" }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe("<Button>", () => {
  it("is type=button by default and cannot be pressed twice while busy", async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("type")).toBe("button");
    await userEvent.click(button);
    rerender(<Button onClick={onClick} busy busyLabel="Saving…">Save</Button>);
    await userEvent.click(screen.getByRole("button", { name: "Saving…" }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
