import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { PackageId, WebsitePackage } from "./api";
import { CheckIcon } from "./icons";
import { discountedPrice, formatPrice, namesCurrency, savings } from "./pricing";

/** The price, then "CAD" when the language's sign is a bare "$" (Arabic's "CA$" already says it). */
function Amount({ text }: { text: string }) {
  const { t } = useTranslation("packages");
  return (
    <>
      {text}
      {!namesCurrency(text) && <span className="ms-1 text-sm font-semibold text-ink-muted">{t("cards.currency")}</span>}
    </>
  );
}

function Price({ pkg, discount }: { pkg: WebsitePackage; discount: number }) {
  const { t, i18n } = useTranslation("packages");
  const format = (amount: number) => formatPrice(amount, i18n.language);
  if (discount <= 0) {
    return (
      <p className="mt-4 text-4xl font-extrabold text-navy" data-testid="price">
        <span className="sr-only">{t("cards.price")} </span>
        <Amount text={format(pkg.price)} />
      </p>
    );
  }
  return (
    <div className="mt-4">
      <p className="text-lg text-ink-muted">
        <s data-testid="original-price">
          <span className="sr-only">{t("cards.originalPrice")} </span>
          {format(pkg.price)}
        </s>
      </p>
      <p className="text-4xl font-extrabold text-navy" data-testid="price">
        <span className="sr-only">{t("cards.discountedPrice")} </span>
        <Amount text={format(discountedPrice(pkg.price, discount))} />
      </p>
      <p className="mt-1 inline-block rounded-full bg-success/10 px-3 py-0.5 text-sm font-bold text-success">
        {t("cards.save", { amount: format(savings(pkg.price, discount)) })}
      </p>
    </div>
  );
}

function PackageCard({
  pkg,
  discount,
  selected,
  onGetStarted,
}: {
  pkg: WebsitePackage;
  discount: number;
  selected: boolean;
  onGetStarted: (id: PackageId) => void;
}) {
  const { t } = useTranslation("packages");
  const id = useId();
  return (
    <article
      aria-labelledby={`${id}-name`}
      data-package={pkg.id}
      data-selected={selected || undefined}
      className={`relative flex flex-col rounded-2xl border-2 bg-surface p-6 shadow-sm transition-shadow ${
        selected ? "border-brand shadow-xl ring-4 ring-brand/20" : pkg.popular ? "border-accent" : "border-line"
      }`}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={`${id}-name`} className="text-2xl font-bold text-navy">
          {pkg.name}
        </h3>
        {pkg.popular && (
          <span className="rounded-full bg-accent px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-navy">
            {t("cards.popular")}
          </span>
        )}
        {selected && (
          <span className="ms-auto inline-flex items-center gap-1 rounded-full bg-brand px-3 py-0.5 text-xs font-bold text-white">
            <CheckIcon size={14} />
            {t("cards.selected")}
          </span>
        )}
      </div>
      {pkg.description && <p className="mt-2 text-sm text-ink-muted">{pkg.description}</p>}
      <Price pkg={pkg} discount={discount} />
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-semibold text-ink">{t("cards.pages")}</dt>
        <dd className="text-ink-muted">{pkg.pagesLabel}</dd>
        <dt className="font-semibold text-ink">{t("cards.delivery")}</dt>
        <dd className="text-ink-muted">{pkg.deliveryLabel}</dd>
        <dt className="font-semibold text-ink">{t("cards.revisions")}</dt>
        <dd className="text-ink-muted">{pkg.revisions}</dd>
      </dl>
      <ul aria-label={t("cards.features", { name: pkg.name })} className="mt-4 grow space-y-2 text-sm">
        {pkg.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <span className="mt-0.5 text-success">
              <CheckIcon size={16} />
            </span>
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => onGetStarted(pkg.id)}
        aria-label={t("cards.getStartedWith", { name: pkg.name })}
        className={`mt-6 w-full ${pkg.popular || selected ? "btn-primary" : "btn-outline"}`}
      >
        {t("cards.getStarted")}
      </button>
    </article>
  );
}

/** The three package cards (from Contentful), with the discount and the selected card. */
export function PackageCards({
  packages,
  discount,
  selected,
  onGetStarted,
}: {
  packages: readonly WebsitePackage[];
  discount: number;
  selected: PackageId | null;
  onGetStarted: (id: PackageId) => void;
}) {
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {packages.map((pkg) => (
        <PackageCard
          key={pkg.id}
          pkg={pkg}
          discount={discount}
          selected={selected === pkg.id}
          onGetStarted={onGetStarted}
        />
      ))}
    </div>
  );
}
