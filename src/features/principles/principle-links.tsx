import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";
import { ArrowEndIcon } from "~/components/ui/icons";
import { type PrincipleLink, principlePath } from "./api";

/** The principles as cards linking to /about/principle/{slug} (used on the About page). */
export function PrincipleLinks({ principles }: { principles: readonly PrincipleLink[] }) {
  const { t } = useTranslation("principles");
  if (principles.length === 0) return <p className="text-ink-muted">{t("listUnavailable")}</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {principles.map((p) => (
        <li key={p.slug}>
          <Link
            to={principlePath(p.slug)}
            className="group flex h-full flex-col rounded-lg border border-line bg-surface p-5 shadow-sm transition-shadow hover:shadow-md"
            style={{ borderBlockStartColor: p.color, borderBlockStartWidth: 4 }}
          >
            <span className="text-lg font-bold text-navy group-hover:underline">{p.title}</span>
            <span className="mt-2 flex-1 text-sm text-ink-muted">{p.shortDescription}</span>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand">
              {t("readMore")}
              <ArrowEndIcon size={16} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
