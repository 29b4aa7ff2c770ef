import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { direction, nativeNames } from "~/lib/i18n/paths";
import { type Drafts, fillMissingLanguages, type OtherLanguage, otherLanguages, type TranslateTexts } from "~/lib/staff-translations";
import { Badge } from "./badge";
import { hint, input, label, secondaryButton } from "./styles";

export interface TranslationField<F extends string> {
  name: F;
  /** The field's label (the English field's label, shown in each language's group). */
  label: string;
  /** The name of the form's English control for this field (read when translating). */
  englishName: string;
  multiline?: boolean;
  maxLength?: number;
  hint?: string;
}

/** A translated control's name in the form: `ar.description`. */
export const translationName = (language: OtherLanguage, field: string) => `${language}.${field}`;

/**
 * A staff text's other languages (issue 25): one group per language (fr, ru, ar, fa), each field
 * optional, written in its language and direction; and "Translate the missing languages", which
 * fills the empty ones with machine drafts from the translate function (the key stays in the
 * function), each marked as a machine translation until the person saves the form. The values are
 * controlled (`value`/`onChange`) and also named `<language>.<field>` for the form's data.
 */
export function TranslationFields<F extends string>({
  fields,
  value,
  onChange,
  translate,
}: {
  fields: TranslationField<F>[];
  value: Drafts<F>;
  onChange: (next: Drafts<F>) => void;
  translate: TranslateTexts;
}) {
  const { t } = useTranslation("admin-translations");
  const id = useId();
  const [machine, setMachine] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState("");
  const root = useRef<HTMLFieldSetElement>(null);

  async function fill() {
    const form = root.current?.form;
    if (!form) return;
    const data = new FormData(form);
    const english = Object.fromEntries(fields.map((f) => [f.name, String(data.get(f.englishName) ?? "")])) as Record<F, string>;
    if (!Object.values<string>(english).some((text) => text.trim())) {
      setStatus(t("englishFirst"));
      return;
    }
    setBusy(true);
    setStatus(t("translating"));
    try {
      const result = await fillMissingLanguages(english, value, translate);
      onChange(result.drafts);
      setMachine((before) => [...new Set([...before, ...result.machine])]);
      const filled = [...new Set(result.machine.map((key) => key.split(".")[0] as OtherLanguage))];
      const parts = [];
      if (filled.length)
        parts.push(
          t("filled", {
            languages: filled.map((l) => nativeNames[l]).join(", "),
          }),
        );
      if (result.failed.length)
        parts.push(
          t(result.limited ? "limited" : "notFilled", {
            languages: result.failed.map((l) => nativeNames[l]).join(", "),
          }),
        );
      if (!filled.length && !result.failed.length) parts.push(t("nothingMissing"));
      setStatus(parts.join(" "));
    } finally {
      setBusy(false);
    }
  }

  function edit(language: OtherLanguage, field: F, text: string) {
    onChange({ ...value, [language]: { ...value[language], [field]: text } });
  }

  return (
    <fieldset ref={root} className="space-y-4 rounded-md border border-line p-3" data-testid="translations">
      <legend className="px-1 text-sm font-medium">{t("heading")}</legend>
      <p className={hint}>{t("intro")}</p>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => void fill()}
          disabled={busy}
          aria-busy={busy || undefined}
          aria-describedby={`${id}-status`}
        >
          {t("translateMissing")}
        </button>
        <p id={`${id}-status`} role="status" className="text-sm text-ink-muted">
          {status}
        </p>
      </div>
      {fields.map((field) => (
        <fieldset key={field.name} className="space-y-3 border-t border-line pt-3" data-testid={`translations-${field.name}`}>
          <legend className="text-sm font-semibold">{t("fieldInOtherLanguages", { field: field.label })}</legend>
          {field.hint && <p className={hint}>{field.hint}</p>}
          {otherLanguages.map((language) => {
            const control = `${id}-${language}-${field.name}`;
            const isMachine = machine.includes(translationName(language, field.name));
            const props = {
              id: control,
              name: translationName(language, field.name),
              lang: language,
              dir: direction(language),
              value: value[language]?.[field.name] ?? "",
              maxLength: field.maxLength,
              className: input,
              "aria-describedby": isMachine ? `${control}-machine` : undefined,
            };
            return (
              <div key={language}>
                <label htmlFor={control} className={label}>
                  <span lang={language}>{nativeNames[language]}</span> <span className="font-normal text-ink-muted">{t("optional")}</span>
                </label>
                {field.multiline ? (
                  <textarea {...props} rows={3} onChange={(e) => edit(language, field.name, e.target.value)} />
                ) : (
                  <input {...props} type="text" onChange={(e) => edit(language, field.name, e.target.value)} />
                )}
                {isMachine && (
                  <p id={`${control}-machine`} className="mt-1" data-testid="machine-mark">
                    <Badge tone="warning">{t("machine")}</Badge>
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
    </fieldset>
  );
}
