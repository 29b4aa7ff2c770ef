import { useTranslation } from "react-i18next";
import { PageSection } from "~/components/ui/page-section";
import { NotTranslatedNote, useStaffText } from "~/components/ui/staff-text";
import { type PriceRow, formatPrice } from "~/lib/pricing";

/** "Engagement options": the rates staff maintain in the portal for this service. */
export function PricingBlock({ rows }: { rows: PriceRow[] }) {
  const { t, i18n } = useTranslation("services");
  const staffText = useStaffText();
  if (rows.length === 0) return null;
  return (
    <PageSection space="py-14" title={t("pricing.title")} subtitle={t("pricing.note")} data-testid="pricing-block">
      <ul className="mt-10 grid grid-cols-[repeat(auto-fit,minmax(min(100%,16rem),1fr))] gap-6">
        {rows.map((row) => {
          const translated = Object.entries(row.i18n ?? {});
          const name = staffText(row.label || row.tier, Object.fromEntries(translated.map(([l, v]) => [l, v?.label])));
          const features = staffText(row.features, Object.fromEntries(translated.map(([l, v]) => [l, v?.features])));
          return (
            <li key={row.id} className="flex min-w-0 flex-col rounded-lg border border-line bg-surface p-6 shadow-sm" data-testid="pricing-tier">
              <h3 {...name.attributes} className="text-lg font-semibold break-words text-navy">
                {name.text}
              </h3>
              <p className="mt-3">
                <span className="text-3xl font-extrabold text-ink">{formatPrice(row.price, row.currency, i18n.language)}</span>{" "}
                <span className="text-sm text-ink-muted">{t(`pricing.periods.${row.billing_period}`)}</span>
              </p>
              {features.text.length > 0 && (
                <ul {...features.attributes} className="mt-4 list-disc space-y-1 ps-5 text-sm text-ink" data-testid="pricing-features">
                  {features.text.map((feature) => (
                    <li key={feature} dir={features.fallback ? undefined : "auto"} className="break-words">
                      {feature}
                    </li>
                  ))}
                </ul>
              )}
              {(name.fallback || (features.fallback && row.features.length > 0)) && <NotTranslatedNote className="mt-4 block text-xs text-ink-muted" />}
            </li>
          );
        })}
      </ul>
    </PageSection>
  );
}
