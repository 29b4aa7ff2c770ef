import { useTranslation } from "react-i18next";
import { PageSection } from "~/components/ui/page-section";
import { NotTranslatedNote, useStaffText } from "~/components/ui/staff-text";
import type { PublicPartner } from "./load";

/** "Our Partners": each partner's logo and name, a link to their website when they have one. */
export function PartnerStrip({ partners }: { partners: PublicPartner[] }) {
  const { t } = useTranslation("about");
  const staffText = useStaffText();
  if (partners.length === 0) return null;
  return (
    <PageSection headingId="about-partners" title={t("partners.title")} subtitle={t("partners.subtitle")}>
      <ul className="mt-10 grid grid-cols-[repeat(auto-fit,minmax(min(100%,14rem),1fr))] gap-6" data-testid="partner-strip">
        {partners.map((partner) => {
          const description = staffText(partner.description, partner.description_i18n);
          const body = (
            <>
              <img src={partner.logo_url} alt="" width={160} height={80} loading="lazy" decoding="async" className="mx-auto h-20 w-40 object-contain" />
              <span dir="auto" className="mt-3 block text-center font-semibold break-words">{partner.name}</span>
              <span {...description.attributes} className="mt-1 block text-center text-sm break-words text-ink-muted" data-testid="partner-description">
                {description.text}
              </span>
              {description.fallback && <NotTranslatedNote className="mt-1 block text-center text-xs text-ink-muted" />}
            </>
          );
          return (
            <li key={partner.id} className="rounded-lg border border-line bg-surface p-4">
              {partner.website ? (
                <a href={partner.website} target="_blank" rel="noopener noreferrer" className="block rounded hover:underline">
                  {body}
                  <span className="sr-only"> ({t("partners.newTab")})</span>
                </a>
              ) : (
                body
              )}
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
