import { useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useDisclosure } from "~/components/ui/disclosure";
import { CheckCircleIcon } from "~/components/ui/icons";
import { PageSection } from "~/components/ui/page-section";
import { useRevealConfirmation } from "~/components/ui/reveal-confirmation";
import { useReducedMotion } from "~/lib/motion";
import type { PackageId, PackagesData } from "./api";
import { EligibilityPanel } from "./eligibility-panel";
import { FaqAccordion } from "./faq-accordion";
import { FeatureIcon, GiftIcon, TagIcon } from "./icons";
import { PackageCards } from "./package-cards";
import { QuoteForm } from "./quote-form";
import { ReferralForm } from "./referral-form";
import { initialPackagesState, packagesReducer } from "./state";

/** /website-packages: hero with the two offers, cards, included items, quote form, FAQ. */
export function PackagesPage({ data }: PackagesData) {
  const { t } = useTranslation("packages");
  const { packages, sections, faqs } = data;
  const [state, dispatch] = useReducer(packagesReducer, initialPackagesState);
  const discountPanel = useDisclosure();
  const referralPanel = useDisclosure();
  const reducedMotion = useReducedMotion();
  const quoteSection = useRef<HTMLElement>(null);
  const quoteForm = useRef<HTMLFormElement>(null);

  const hero = sections["packages.hero"];
  const included = sections["packages.included"];
  const quote = sections["packages.quote"];
  const faq = sections["packages.faq"];

  const getStarted = (id: PackageId) => {
    dispatch({ type: "select", value: id });
    quoteForm.current?.focus({ preventScroll: true });
    quoteSection.current?.scrollIntoView({ behavior: reducedMotion ? "auto" : "smooth", block: "start" });
  };

  // After a referral is sent the panel closes (focus back on its toggle) and, where the form was, a
  // confirmation stays on screen (the toast lasts 2 s) until the panel is opened again.
  const [referralSent, setReferralSent] = useState(false);
  const referralConfirmation = useRef<HTMLParagraphElement>(null);
  useRevealConfirmation(referralConfirmation, referralSent);
  const closeReferral = () => {
    referralPanel.setOpen(false);
    // The toggle comes into view with its focus; the confirmation just under it then needs little or no scrolling.
    referralPanel.buttonRef.current?.focus();
    setReferralSent(true);
  };

  return (
    <>
      <section aria-labelledby="packages-hero-title" className="bg-navy text-ink-inverse">
        <div className="mx-auto max-w-6xl px-4 py-16 text-center">
          <h1 id="packages-hero-title" className="text-4xl font-extrabold md:text-5xl">
            {hero?.title ?? t("hero.fallbackTitle")}
          </h1>
          {hero?.subtitle && <p className="mx-auto mt-4 max-w-3xl text-lg text-ink-inverse-muted">{hero.subtitle}</p>}
          <div className="on-dark mt-8 flex flex-wrap justify-center gap-4">
            <button {...discountPanel.buttonProps} className="btn-accent">
              <TagIcon />
              {t("hero.discountToggle")}
            </button>
            <button
              {...referralPanel.buttonProps}
              onClick={() => {
                setReferralSent(false);
                referralPanel.buttonProps.onClick();
              }}
              className="inline-flex items-center justify-center gap-2 rounded-md border-2 border-ink-inverse px-4 py-2 font-semibold text-ink-inverse hover:bg-navy-soft"
            >
              <GiftIcon />
              {t("hero.referralToggle")}
            </button>
          </div>
          <div className="mx-auto mt-8 grid max-w-3xl gap-6 text-start">
            <div id={discountPanel.panelId} hidden={!discountPanel.open}>
              <EligibilityPanel
                section={sections["packages.discount"]}
                onResult={(eligible) => dispatch({ type: "eligibility", eligible })}
              />
            </div>
            <div id={referralPanel.panelId} hidden={!referralPanel.open}>
              <ReferralForm section={sections["packages.referral"]} onDone={closeReferral} />
            </div>
            {referralSent && (
              <p
                ref={referralConfirmation}
                data-testid="referral-confirmation"
                className="flex scroll-mt-[calc(var(--header-height,4rem)+1rem)] items-start gap-3 rounded-xl border-2 border-success bg-surface p-4 font-semibold text-success shadow-lg"
              >
                <CheckCircleIcon className="mt-0.5 shrink-0" />
                <span>{t("referral.success")}</span>
              </p>
            )}
          </div>
        </div>
      </section>

      <section aria-labelledby="packages-cards-title" className="mx-auto max-w-6xl px-4 py-16">
        {state.discount > 0 && (
          <div className="mb-10 flex items-start gap-3 rounded-xl border-2 border-success bg-success/5 p-5" data-testid="discount-banner">
            <span className="text-success">
              <TagIcon size={24} />
            </span>
            <div>
              <p className="text-lg font-bold text-success">{t("discount.bannerTitle")}</p>
              <p className="text-sm text-ink">{t("discount.bannerBody")}</p>
            </div>
          </div>
        )}
        <div className="mb-10 text-center">
          <h2 id="packages-cards-title" className="text-3xl font-bold text-navy">
            {t("cards.title")}
          </h2>
          <p className="mt-2 text-ink-muted">{t("cards.subtitle")}</p>
        </div>
        {packages.length > 0 ? (
          <PackageCards packages={packages} discount={state.discount} selected={state.selected} onGetStarted={getStarted} />
        ) : (
          <p role="alert" className="rounded-md border border-danger/40 bg-danger/5 p-4 text-danger">
            {t("cards.unavailable")}
          </p>
        )}
      </section>

      <PageSection
        band="bg-surface-muted"
        headingId="packages-included-title"
        title={included?.title ?? t("included.fallbackTitle")}
        subtitle={included?.subtitle}
        subtitleClassName="mt-2"
      >
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {(included?.items ?? []).map((item) => (
            <li key={item.id} className="rounded-xl bg-surface p-6 text-center shadow-sm">
              <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand">
                <FeatureIcon name={item.icon} />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-navy">{item.title}</h3>
              <p className="mt-2 text-sm text-ink-muted">{item.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        ref={quoteSection}
        id="quote"
        width="max-w-3xl"
        headingId="packages-quote-title"
        title={quote?.title ?? t("quote.fallbackTitle")}
        subtitle={quote?.subtitle}
        subtitleClassName="mt-2"
        className="scroll-mt-24"
      >
        <div className="mt-8">
          <QuoteForm
            formRef={quoteForm}
            section={quote}
            packages={packages}
            selected={state.selected}
            discount={state.discount}
            onSelect={(value) => dispatch({ type: "select", value })}
          />
        </div>
      </PageSection>

      {faqs.length > 0 && (
        <PageSection
          band="bg-surface-muted"
          width="max-w-3xl"
          headingId="packages-faq-title"
          title={faq?.title ?? t("faq.fallbackTitle")}
          subtitle={faq?.subtitle}
          subtitleClassName="mt-2"
        >
          <div className="mt-8">
            <FaqAccordion items={faqs} />
          </div>
        </PageSection>
      )}
    </>
  );
}
