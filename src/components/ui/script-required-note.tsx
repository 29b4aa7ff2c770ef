import { useTranslation } from "react-i18next";
import { InfoIcon } from "./icons";

/**
 * Said in words, not by doing nothing (decision 0032): a form that needs JavaScript to send shows
 * this note when scripts are off or failed before anything ran (`.needs-script-note` is shown only
 * without `data-js` on <html>, native-controls.css). With scripts on it is never displayed, so it
 * costs no layout shift.
 */
export function ScriptRequiredNote({ className = "" }: { className?: string }) {
  const { t } = useTranslation("common");
  return (
    <p className={`needs-script-note rounded-md border border-line bg-surface-muted p-3 text-sm text-ink ${className}`} role="note">
      <InfoIcon aria-hidden="true" className="me-2 inline-block align-text-bottom" size={18} />
      {t("ui.needsScript")}
    </p>
  );
}
