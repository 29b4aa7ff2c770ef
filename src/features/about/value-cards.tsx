import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useInspector } from "~/lib/contentful/inspector";
import type { ValueCard } from "./api";

/** The value cards; each expands with 'Learn More' and collapses with 'Read Less'. */
export function ValueCards({ values }: { values: readonly ValueCard[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {values.map((value) => (
        <li key={value.slug}>
          <ValueCardView value={value} />
        </li>
      ))}
    </ul>
  );
}

function ValueCardView({ value }: { value: ValueCard }) {
  const { t } = useTranslation("about");
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const inspect = useInspector();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-lg border border-line bg-surface p-6 shadow-sm"
      style={{ borderBlockStartColor: value.color, borderBlockStartWidth: 4 }}
    >
      <h3 id={titleId} className="text-lg font-bold text-navy" {...inspect(value.id, "title")}>
        {value.title}
      </h3>
      <p className="mt-2 text-ink-muted" {...inspect(value.id, "shortDescription")}>
        {value.shortDescription}
      </p>
      <p id={panelId} hidden={!open} className="mt-3 text-sm text-ink" {...inspect(value.id, "fullDescription")}>
        {value.fullDescription}
      </p>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={titleId}
        onClick={() => setOpen((o) => !o)}
        className="mt-4 self-start font-semibold text-brand underline-offset-4 hover:underline"
      >
        {open ? t("values.less") : t("values.more")}
      </button>
    </article>
  );
}
