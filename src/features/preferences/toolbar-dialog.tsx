import { type ReactNode, type RefObject, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogHeader } from "~/components/ui/dialog";
import type { ColorBlindMode, DisplayPreferences } from "~/lib/preferences";
import type { PreferenceAction, shortcutKeys as ShortcutKeys } from "./actions";

/*
 * Everything this lazily loaded panel needs from the preferences store comes in through its props,
 * so that the store stays in the page's own chunk instead of a chunk shared with this one.
 */

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

function Shortcut({ action, shortcutKeys }: { action: PreferenceAction; shortcutKeys: typeof ShortcutKeys }) {
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

export interface ToolbarDialogProps {
  dialogId: string;
  onClose: () => void;
  run: (action: PreferenceAction) => void;
  /** The live region that announces changes, inside the dialog while it is open (the page behind is inert). */
  liveRegion: ReactNode;
  returnFocus: RefObject<HTMLElement | null>;
  preferences: DisplayPreferences;
  shortcutKeys: typeof ShortcutKeys;
  colorBlindModes: readonly ColorBlindMode[];
  onColorBlindMode: (mode: ColorBlindMode) => void;
}

/**
 * The toolbar's modal dialog (kit Dialog): the display preferences as switches
 * and cycles, the colour-blind filters and Reset. Loaded on first open, so
 * pages do not carry it up front.
 */
export default function ToolbarDialog({
  dialogId,
  onClose,
  run,
  liveRegion,
  returnFocus,
  preferences,
  shortcutKeys,
  colorBlindModes,
  onColorBlindMode,
}: ToolbarDialogProps) {
  const { t } = useTranslation("preferences");
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const descriptionId = useId();

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
          <Shortcut action={action} shortcutKeys={shortcutKeys} />
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
        <Shortcut action={action} shortcutKeys={shortcutKeys} />
      </button>
    </li>
  );

  return (
    <Dialog
      id={dialogId}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-preferences-dialog=""
      onCancel={onClose}
      initialFocus={closeRef}
      returnFocus={returnFocus}
      className="me-4 ms-auto mt-18 mb-auto max-h-[calc(100dvh-6rem)] w-[min(24rem,calc(100vw-2rem))] overflow-y-auto rounded-lg border border-line bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/40"
    >
      <div className="p-4">
        <DialogHeader
          titleId={titleId}
          title={t("title")}
          descriptionId={descriptionId}
          description={t("description")}
          close={{ label: t("close"), onClick: onClose, buttonRef: closeRef }}
        />
        <ul className="mt-3 space-y-1">
          {toggleRow("theme", preferences.theme === "dark")}
          {toggleRow("highContrast", preferences.highContrast === "on")}
          {cycleRow("fontSize", t(`values.fontSize.${preferences.fontSize}`))}
          {cycleRow("lineSpacing", t(`values.lineSpacing.${preferences.lineSpacing}`))}
          {toggleRow("reducedMotion", preferences.reducedMotion === "reduced")}
          {toggleRow("largerCursor", preferences.largerCursor === "on")}
          {toggleRow("keyboardNavigation", preferences.keyboardNavigation === "on")}
        </ul>
        <ColorBlindChoice modes={colorBlindModes} value={preferences.colorBlindMode} onChange={onColorBlindMode} />
        <button
          type="button"
          aria-keyshortcuts={shortcutKeys.reset}
          onClick={() => run("reset")}
          className="btn-outline mt-4 w-full justify-between"
        >
          {t("reset")}
          <Shortcut action="reset" shortcutKeys={shortcutKeys} />
        </button>
      </div>
      {liveRegion}
    </Dialog>
  );
}

function ColorBlindChoice({
  modes,
  value,
  onChange,
}: {
  modes: readonly ColorBlindMode[];
  value: ColorBlindMode;
  onChange: (mode: ColorBlindMode) => void;
}) {
  const { t } = useTranslation("preferences");
  const name = useId();
  return (
    <fieldset className="mt-4 rounded-md border border-line px-3 pt-1 pb-3">
      <legend className="px-1 font-medium text-ink">{t("colorBlindMode")}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1">
        {modes.map((mode) => (
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
