import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SelectField } from "~/components/ui/field";
import { toast } from "~/components/ui/toast";
import { choosePortalLanguage, isLanguage, languages } from "~/lib/i18n";
import { nativeNames } from "~/lib/i18n/paths";

/** The portal's language: a select of the five languages, each written in itself; the choice is remembered. */
export function PortalLanguage() {
  const { t, i18n } = useTranslation("admin");
  const id = useId();
  const [busy, setBusy] = useState(false);
  return (
    <SelectField
      id={id}
      label={t("shell.language")}
      className="flex items-center gap-2"
      labelClassName="text-sm text-ink-muted"
      inputClassName="rounded-md border border-line bg-surface px-2 py-2 text-sm"
      value={i18n.language}
      disabled={busy}
      onChange={(event) => {
        const language = event.target.value;
        if (!isLanguage(language)) return;
        setBusy(true);
        choosePortalLanguage(language)
          .catch((error: unknown) => {
            console.warn(error);
            toast.error({ key: "shell.languageFailed", ns: "admin" });
          })
          .finally(() => setBusy(false));
      }}
    >
      {languages.map((language) => (
        <option key={language} value={language} lang={language}>
          {nativeNames[language]}
        </option>
      ))}
    </SelectField>
  );
}
