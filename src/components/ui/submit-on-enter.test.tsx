// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { submitOnEnter } from "./submit-on-enter";

afterEach(cleanup);

function Composer({ onSend }: { onSend: () => void }) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <label>
        Message
        <textarea onKeyDown={submitOnEnter} />
      </label>
    </form>
  );
}

describe("submitOnEnter", () => {
  it("sends the form on Enter, and Shift+Enter writes a new line instead", async () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    const box = screen.getByRole("textbox", { name: "Message" });
    await userEvent.type(box, "Hello{Shift>}{Enter}{/Shift}there");
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveProperty("value", "Hello\nthere");
    await userEvent.type(box, "{Enter}");
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(box).toHaveProperty("value", "Hello\nthere");
  });

  it("leaves Enter to the input method while it composes a character", () => {
    const onSend = vi.fn();
    render(<Composer onSend={onSend} />);
    fireEvent.keyDown(screen.getByRole("textbox", { name: "Message" }), { key: "Enter", isComposing: true });
    expect(onSend).not.toHaveBeenCalled();
  });
});
