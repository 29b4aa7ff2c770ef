import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";
import { EmailAddress } from "~/components/ui/email-address";
import {
  ClockIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  TwitterIcon,
} from "~/components/ui/icons";
import type { LegalSlug } from "~/lib/contentful/model";
import { type ShellData, telHref } from "./api";
import { CONTACT_PATH, SERVICES_PATH } from "./nav";

/** The footer's quick links, in order: [key, path], labelled footer.links.<key>. */
const quickLinks = [
  ["home", "/"],
  ["about", "/about"],
  ["services", SERVICES_PATH],
  ["packages", "/website-packages"],
  ["resources", "/resources"],
  ["blog", "/blog"],
  ["faq", "/faq"],
  ["contact", CONTACT_PATH],
] as const;

/**
 * The legal pages, in footer order: each is at /<slug> and labelled footer.<slug>. The content
 * model's LEGAL_SLUGS is the list (a unit test keeps them equal); it is not imported here, because
 * the footer is on every page and the model's vocabulary chunk would come with it (0.2 KB gzip).
 */
const legalSlugs = ["privacy", "terms", "cookies"] as const satisfies readonly LegalSlug[];

const headingClass = "text-sm font-bold uppercase tracking-wider text-accent";
const linkClass = "text-ink-inverse-muted hover:text-white hover:underline";

export function Footer({ data: { data }, year }: { data: ShellData; year: number }) {
  const { t } = useTranslation("shell");
  const settings = data.settings;
  const socials = settings
    ? ([
        { key: "linkedin", href: settings.socialLinks.linkedin, label: t("footer.linkedin"), Icon: LinkedInIcon },
        { key: "instagram", href: settings.socialLinks.instagram, label: t("footer.instagram"), Icon: InstagramIcon },
        { key: "twitter", href: settings.socialLinks.twitter, label: t("footer.twitter"), Icon: TwitterIcon },
      ] as const)
    : [];
  return (
    <footer aria-label={t("footer.label")} className="on-dark bg-navy text-ink-inverse">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          {settings && <p className="text-lg font-bold text-white">{settings.firmName}</p>}
          {settings?.footerAbout && <p className="mt-3 text-sm text-ink-inverse-muted">{settings.footerAbout}</p>}
          {socials.length > 0 && (
            <ul className="mt-5 flex gap-3" aria-label={t("footer.social")}>
              {socials.map(({ key, href, label, Icon }) =>
                href ? (
                  <li key={key}>
                    <a
                      href={href}
                      aria-label={label}
                      rel="noopener noreferrer"
                      className="inline-flex size-10 items-center justify-center rounded-full bg-navy-soft text-ink-inverse hover:bg-brand"
                    >
                      <Icon />
                    </a>
                  </li>
                ) : null,
              )}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className={headingClass}>
            {t("footer.services")}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {[...data.core, ...data.support].map((service) => (
              <li key={service.id}>
                <Link to={service.path} className={linkClass}>
                  {service.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {quickLinks.map(([key, to]) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {t(`footer.links.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{t("footer.contact")}</h2>
          {settings ? (
            <ul className="mt-4 space-y-3 text-sm">
              <li className="flex gap-3">
                <PhoneIcon className="mt-0.5 shrink-0 text-accent" />
                <span>
                  <span className="sr-only">{t("footer.phone")}: </span>
                  <a href={telHref(settings.phone)} className={linkClass} data-testid="footer-phone" dir="ltr">
                    {settings.phone}
                  </a>
                </span>
              </li>
              <li className="flex gap-3">
                <MailIcon className="mt-0.5 shrink-0 text-accent" />
                <span className="min-w-0">
                  <span className="sr-only">{t("footer.email")}: </span>
                  <EmailAddress address={settings.email} link className={linkClass} />
                </span>
              </li>
              {settings.address.length > 0 && (
                <li className="flex gap-3">
                  <MapPinIcon className="mt-0.5 shrink-0 text-accent" />
                  <address className="not-italic text-ink-inverse-muted">
                    <span className="sr-only">{t("footer.address")}: </span>
                    {settings.address.map((line) => (
                      <span key={line} className="block" dir="auto">
                        {line}
                      </span>
                    ))}
                  </address>
                </li>
              )}
              {settings.officeHours.length > 0 && (
                <li className="flex gap-3">
                  <ClockIcon className="mt-0.5 shrink-0 text-accent" />
                  <div>
                    <p className="font-semibold text-ink-inverse">{t("footer.hours")}</p>
                    <ul className="text-ink-inverse-muted">
                      {settings.officeHours.map((line) => (
                        <li key={line} dir="auto">
                          {line}
                        </li>
                      ))}
                    </ul>
                  </div>
                </li>
              )}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-ink-inverse-muted">{t("content.contactUnavailable")}</p>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Its bottom padding keeps the last line clear of the floating chat button (--floating-clearance, app.css). */}
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 pt-5 pb-(--floating-clearance) text-sm text-ink-inverse-muted sm:flex-row sm:items-center sm:justify-between">
          <p>
            {settings
              ? t("footer.copyright", { year, name: settings.firmName })
              : t("footer.copyrightNoName", { year })}
          </p>
          <nav aria-label={t("footer.legal")}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalSlugs.map((slug) => (
                <li key={slug}>
                  <Link to={`/${slug}`} className={linkClass}>
                    {t(`footer.${slug}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
