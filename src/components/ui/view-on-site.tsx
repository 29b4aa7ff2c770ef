import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { isLanguage, type Language, localizedPath } from "~/lib/i18n/paths";

/**
 * Where a portal section's saves show (issue 25 item 3, decision 0041): "View on site", opening the
 * public page in a new tab in `language` (default: the portal's language) — or, for what is not
 * shown, `<SiteNote>` saying why.
 */
export function ViewOnSite({
  path,
  hash = "",
  language,
  name,
  label,
  className = "text-sm text-brand underline",
}: {
  path: string;
  hash?: string;
  language?: string;
  /** The item the link opens, named in its accessible name ("View … on the site"). */
  name?: string;
  /** A section's own accessible name for the link, in place of the one made from `name`. */
  label?: string;
  className?: string;
}) {
  const { t, i18n } = useTranslation("admin-site");
  const target: Language = isLanguage(language ?? "") ? (language as Language) : isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <a
      href={`${localizedPath(path, target)}${hash}`}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      aria-label={label ?? (name ? t("viewOnSiteNamed", { name }) : undefined)}
      data-testid="view-on-site"
    >
      {t("viewOnSite")}
    </a>
  );
}

/** A section's sentence on where its saves show, or why they do not show on the public site. */
export function SiteNote({ children }: { children: ReactNode }) {
  return (
    <p className="max-w-prose text-sm text-ink" data-testid="site-note">
      {children}
    </p>
  );
}
