import type { KeyboardEvent } from "react";

/**
 * A message box's Enter key (the chat widget, the chat console): Enter sends the box's form,
 * Shift+Enter is a new line, and nothing happens while an input method is composing a character
 * (Enter then confirms the composition: Persian, Chinese, Japanese keyboards). The form's own submit
 * handler decides whether there is anything to send, so a disabled Send button cannot be bypassed.
 */
export function submitOnEnter(event: KeyboardEvent<HTMLTextAreaElement>): void {
  if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
  event.preventDefault();
  event.currentTarget.form?.requestSubmit();
}
