import { type ReactNode, Suspense, lazy, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { AccessibilityIcon } from "~/components/ui/icons";
import { displayPreferences } from "~/lib/preferences";
import { actionChange, announcementKey, type PreferenceAction, shortcutAction, shortcutKeys } from "./actions";
import { getPreferences, updatePreferences, usePreferences } from "./store";

/** The dialog's panel is loaded when the toolbar is first opened (it is not needed to paint or use the page). */
const ToolbarDialog = lazy(() => import("./toolbar-dialog"));

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
  const buttonRef = useRef<HTMLButtonElement>(null);
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

  const onClose = () => setOpen(false);

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
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-full border border-line text-brand hover:bg-brand-soft"
      >
        <AccessibilityIcon size={20} />
      </button>
      {liveRegion(!open)}
      {open && (
        <Suspense fallback={null}>
          <ToolbarDialog
            dialogId={dialogId}
            onClose={onClose}
            run={run}
            liveRegion={liveRegion(open)}
            returnFocus={buttonRef}
            preferences={preferences}
            shortcutKeys={shortcutKeys}
            colorBlindModes={displayPreferences.colorBlindMode.values}
            onColorBlindMode={(mode) => {
              updatePreferences({ colorBlindMode: mode });
              announce(t(`announce.colorBlindMode.${mode}`));
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

