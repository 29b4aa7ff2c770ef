import { type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "~/components/ui/icons";
import { type ColorBlindMode, displayPreferences } from "~/lib/preferences";
import { actionChange, announcementKey, type PreferenceAction, shortcutAction, shortcutKeys } from "./actions";
import { getPreferences, updatePreferences, usePreferences } from "./store";

/** The universal accessibility figure (decorative; the button carries the name). */
function AccessibilityIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="4.5" r="1.8" />
      <path d="M5 8.5c2.3.7 4.6 1 7 1s4.7-.3 7-1M12 9.5v4.5M12 14l-3 7M12 14l3 7" />
    </svg>
  );
}

const focusableSelector = 'button:not([disabled]), input:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

function Switch({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`relative inline-flex h-5 w-9 shrink-0 items-center rounded-full border-2 ${
        on ? "border-brand bg-brand" : "border-ink-muted bg-surface"
      }`}
    >
      <span
        className={`absolute size-3 rounded-full transition-[inset-inline-start] ${
          on ? "start-[1.125rem] bg-surface" : "start-0.5 bg-ink-muted"
        }`}
      />
    </span>
  );
}

function Shortcut({ action }: { action: PreferenceAction }) {
  const { t } = useTranslation("preferences");
  if (!shortcutKeys[action]) return null;
  return (
    <kbd
      aria-hidden="true"
      className="rounded border border-line bg-surface-muted px-1.5 py-0.5 font-sans text-xs text-ink-muted"
    >
      {t(`shortcuts.${action}`)}
    </kbd>
  );
}

const rowClass =
  "flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-start text-ink hover:bg-surface-muted";

/**
 * The accessibility toolbar: a button in the header that opens a modal dialog
 * (focus kept inside, Escape or the close button closes it, focus returns to
 * the button) with the display preferences, and the global keyboard shortcuts
 * (Alt+C, Alt++, Alt+L, Alt+M, Alt+P, Alt+K, Alt+R), each change announced to
 * screen readers through a polite live region.
 */
export function AccessibilityToolbar() {
  const { t } = useTranslation("preferences");
  const preferences = usePreferences();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<{ id: number; text: string } | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const dialogId = useId();

  const announce = (text: string) => setMessage((m) => ({ id: (m?.id ?? 0) + 1, text }));

  const run = (action: PreferenceAction) => {
    const change = actionChange(action, getPreferences());
    updatePreferences(change);
    announce(t(announcementKey(action, getPreferences())));
  };
  const runRef = useRef(run);
  useEffect(() => {
    runRef.current = run;
  });

  // The keyboard shortcuts work anywhere on the page, with the dialog open or closed.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = shortcutAction(event);
      if (!action) return;
      event.preventDefault();
      runRef.current(action);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onClose = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  // Keep Tab and Shift+Tab inside the dialog.
  const onDialogKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector)).filter(
      (el) => !(el instanceof HTMLInputElement && el.type === "radio" && !el.checked),
    );
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  const toggleRow = (action: Exclude<PreferenceAction, "reset" | "fontSize" | "lineSpacing">, on: boolean) => (
    <li>
      <button
        type="button"
        aria-pressed={on}
        aria-keyshortcuts={shortcutKeys[action]}
        onClick={() => run(action)}
        className={rowClass}
      >
        <span className="font-medium">{t(action)}</span>
        <span className="flex items-center gap-2">
          <Shortcut action={action} />
          <Switch on={on} />
        </span>
      </button>
    </li>
  );

  const cycleRow = (action: "fontSize" | "lineSpacing", value: string) => (
    <li>
      <button type="button" aria-keyshortcuts={shortcutKeys[action]} onClick={() => run(action)} className={rowClass}>
        <span>
          <span className="font-medium">{t(action)}</span> <span className="text-ink-muted">{value}</span>
        </span>
        <Shortcut action={action} />
      </button>
    </li>
  );

  const liveRegion = (active: boolean): ReactNode => (
    <p role="status" className="sr-only">
      {active && message && <span key={message.id}>{message.text}</span>}
    </p>
  );

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={t("button")}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-full border border-line text-brand hover:bg-brand-soft"
      >
        <AccessibilityIcon />
      </button>
      {liveRegion(!open)}
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        data-preferences-dialog=""
        onClose={onClose}
        onKeyDown={onDialogKeyDown}
        onClick={(event) => {
          if (event.target === dialogRef.current) setOpen(false); // a click on the backdrop
        }}
        className="me-4 ms-auto mt-18 mb-auto max-h-[calc(100dvh-6rem)] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/40"
      >
        <div className="p-4">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 id={titleId} className="text-lg font-bold text-navy">
                {t("title")}
              </h2>
              <p id={descriptionId} className="text-sm text-ink-muted">
                {t("description")}
              </p>
            </div>
            <button
              type="button"
              onClick={() => setOpen(false)}
              aria-label={t("close")}
              className="inline-flex size-9 shrink-0 items-center justify-center rounded-md text-ink hover:bg-surface-muted"
            >
              <CloseIcon />
            </button>
          </div>
          <ul className="mt-3 space-y-1">
            {toggleRow("theme", preferences.theme === "dark")}
            {toggleRow("highContrast", preferences.highContrast === "on")}
            {cycleRow("fontSize", t(`values.fontSize.${preferences.fontSize}`))}
            {cycleRow("lineSpacing", t(`values.lineSpacing.${preferences.lineSpacing}`))}
            {toggleRow("reducedMotion", preferences.reducedMotion === "reduced")}
            {toggleRow("largerCursor", preferences.largerCursor === "on")}
            {toggleRow("keyboardNavigation", preferences.keyboardNavigation === "on")}
          </ul>
          <ColorBlindChoice
            value={preferences.colorBlindMode}
            onChange={(mode) => {
              updatePreferences({ colorBlindMode: mode });
              announce(t(`announce.colorBlindMode.${mode}`));
            }}
          />
          <button
            type="button"
            aria-keyshortcuts={shortcutKeys.reset}
            onClick={() => run("reset")}
            className="btn-outline mt-4 w-full justify-between"
          >
            {t("reset")}
            <Shortcut action="reset" />
          </button>
        </div>
        {liveRegion(open)}
      </dialog>
    </div>
  );
}

function ColorBlindChoice({ value, onChange }: { value: ColorBlindMode; onChange: (mode: ColorBlindMode) => void }) {
  const { t } = useTranslation("preferences");
  const name = useId();
  return (
    <fieldset className="mt-4 rounded-md border border-line px-3 pt-1 pb-3">
      <legend className="px-1 font-medium text-ink">{t("colorBlindMode")}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1">
        {displayPreferences.colorBlindMode.values.map((mode) => (
          <label key={mode} className="flex items-center gap-2 rounded px-1 py-1 text-ink hover:bg-surface-muted">
            <input
              type="radio"
              name={name}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              className="size-4 accent-[var(--brand)]"
            />
            {t(`values.colorBlindMode.${mode}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
