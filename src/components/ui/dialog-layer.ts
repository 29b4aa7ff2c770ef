import { useSyncExternalStore } from "react";

/* The modal dialogs open now, innermost last: the toaster moves into the top one (it alone is not inert). */
let openDialogs: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
function setOpenDialogs(next: readonly HTMLDialogElement[]) {
  openDialogs = next;
  for (const listener of listeners) listener();
}
export function addOpenDialog(dialog: HTMLDialogElement) {
  setOpenDialogs([...openDialogs, dialog]);
}
export function removeOpenDialog(dialog: HTMLDialogElement) {
  setOpenDialogs(openDialogs.filter((d) => d !== dialog));
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The innermost open modal dialog, or null: what content that must stay live (toasts) renders into. */
export function useTopDialog(): HTMLDialogElement | null {
  return useSyncExternalStore(
    subscribe,
    () => openDialogs.at(-1) ?? null,
    () => null,
  );
}
