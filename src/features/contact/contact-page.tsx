import { Suspense, lazy, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmailAddress } from "~/components/ui/email-address";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { TabList, TabPanel } from "~/components/ui/tabs";
import { type ConfirmationDetails, ConfirmationDialog } from "./confirmation-dialog";
import { type ContactContent, type ContactDetails, telHref } from "./api";
import { MessageForm } from "./message-form";
import { retryableImport } from "~/lib/retry-import";
import { StaticIsland } from "~/components/ui/static-island";
import { whenIdle } from "~/lib/when-idle";

/*
 * The booking form (its month calendar, time slots and availability reader) is its own chunk, off the
 * page's critical path: the prerendered HTML has it whole (the build waits for every lazy part,
 * entry.server.tsx), and the page hydrates without it: its hidden panel keeps that HTML (a static island)
 * until the visitor first opens its tab, and its chunk is fetched once the page is idle, so the tab
 * usually opens on a ready form. Keeps /contact inside its bundle budget (decision 0006) and the booking
 * form's work out of the page's load (decision 0032).
 */
const loadAppointmentForm = retryableImport(() => import("./appointment-form").then((module) => ({ default: module.AppointmentForm })));
const AppointmentForm = lazy(loadAppointmentForm);

type Tab = "message" | "appointment";
const TABS: readonly Tab[] = ["message", "appointment"];
/** The card holding the two forms (the phone's links in the hero lead to it). */
const FORMS_ID = "contact-forms";

function ContactInfo({ content, details }: { content: ContactContent; details: ContactDetails | null }) {
  const { t } = useTranslation("contact");
  // The text sits beside its icon and goes under it only when its longest unbreakable part (the
  // e-mail address's domain with the largest text) would not fit there.
  const item = "flex flex-wrap gap-3";
  const text = "max-w-full grow basis-0";
  const icon = "mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-soft text-brand";
  return (
    <aside aria-labelledby="contact-info-title" className="rounded-xl bg-navy p-4 text-ink-inverse on-dark sm:p-8">
      <h2 id="contact-info-title" className="text-2xl font-bold text-white">
        {content.info?.title ?? t("info.title")}
      </h2>
      {content.info?.body && <p className="mt-3 text-sm text-ink-inverse-muted">{content.info.body}</p>}
      {details ? (
        <ul className="mt-6 space-y-5">
          <li className={item}>
            <span className={icon}>
              <PhoneIcon />
            </span>
            <div className={text}>
              <p className="text-sm font-semibold text-accent">{t("info.phone")}</p>
              <a href={telHref(details.phone)} className="text-white hover:underline" dir="ltr">
                {details.phone}
              </a>
            </div>
          </li>
          <li className={item}>
            <span className={icon}>
              <MailIcon />
            </span>
            <div className={text}>
              <p className="text-sm font-semibold text-accent">{t("info.email")}</p>
              <EmailAddress address={details.email} link className="text-white hover:underline" />
            </div>
          </li>
          {details.address.length > 0 && (
            <li className={item}>
              <span className={icon}>
                <MapPinIcon />
              </span>
              <div className={text}>
                <p className="text-sm font-semibold text-accent">{t("info.address")}</p>
                <address className="not-italic text-white">
                  {details.address.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </div>
            </li>
          )}
        </ul>
      ) : (
        <p className="mt-6 text-ink-inverse-muted">{t("info.unavailable")}</p>
      )}
      {details && details.officeHours.length > 0 && (
        <section aria-labelledby="contact-hours-title" className="mt-8 border-t border-navy-soft pt-6">
          <h3 id="contact-hours-title" className="flex items-center gap-2 text-lg font-bold text-white">
            <ClockIcon />
            {t("info.officeHours")}
          </h3>
          <ul className="mt-3 space-y-1 text-ink-inverse-muted">
            {details.officeHours.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      )}
    </aside>
  );
}

/** /contact: hero, contact information and office hours, and the message / appointment tabs. */
export function ContactPage({
  content,
  details,
  onDone,
}: {
  content: ContactContent;
  details: ContactDetails | null;
  /** The confirmation's OK: close and go to the home page. */
  onDone(): void;
}) {
  const { t } = useTranslation("contact");
  const [tab, setTab] = useState<Tab>("message");
  // The booking form hydrates when its tab is first shown (static-island.tsx): until then its prerendered
  // HTML stays as it is, and its code, availability and calendar cost the page nothing.
  const [bookingShown, setBookingShown] = useState(false);
  const selectTab = (key: Tab) => {
    setTab(key);
    if (key === "appointment") setBookingShown(true);
  };
  useEffect(() => {
    whenIdle(() => void loadAppointmentForm().catch(() => {}), 1000); // offline: the tab tries again when opened
  }, []);
  const [confirmation, setConfirmation] = useState<ConfirmationDetails | null>(null);
  const id = useId();
  const tabId = (key: Tab) => `${id}-tab-${key}`;
  const panelId = (key: Tab) => `${id}-panel-${key}`;
  return (
    <>
      <section className="bg-brand-soft">
        <div className="mx-auto max-w-7xl px-4 py-14 text-center sm:py-20">
          <h1 className="text-4xl font-bold text-navy sm:text-5xl">{content.hero?.title ?? t("hero.title")}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-ink-muted">{content.hero?.subtitle ?? t("hero.subtitle")}</p>
          {/* Phones and tablets: the forms come after the contact details, below the first screen; these
              take a visitor who came to write straight to them (plain links: they work before and without
              script; with it, the chosen tab is selected too). */}
          <ul className="mt-8 flex flex-wrap justify-center gap-3 lg:hidden">
            {TABS.map((key) => (
              <li key={key}>
                <a href={`#${FORMS_ID}`} onClick={() => selectTab(key)} className={key === "message" ? "btn-accent" : "btn-outline"}>
                  {t(`tabs.${key}`)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] sm:py-16">
        {/* Text and links: hydration keeps its HTML (static-island.tsx). */}
        <StaticIsland data={[content, details]}>
          <ContactInfo content={content} details={details} />
        </StaticIsland>
        <div id={FORMS_ID} className="scroll-mt-28 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-8">
          <TabList
            label={t("tabs.label")}
            tabs={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
            selected={tab}
            onSelect={selectTab}
            tabId={tabId}
            panelId={panelId}
            className="flex gap-2 rounded-lg bg-surface-muted p-1"
            tabClassName={(selected) =>
              `flex-1 rounded-md px-4 py-2.5 text-sm font-semibold transition-colors ${selected ? "bg-brand text-white shadow" : "text-ink hover:bg-surface"}`
            }
          />
          {/* Both panels stay mounted (the other one hidden), so what the visitor typed survives a switch. */}
          <TabPanel id={panelId("message")} labelledBy={tabId("message")} hidden={tab !== "message"} className="mt-6">
            <MessageForm onSent={setConfirmation} />
          </TabPanel>
          <TabPanel id={panelId("appointment")} labelledBy={tabId("appointment")} hidden={tab !== "appointment"} className="mt-6">
            <StaticIsland data="booking-form" live={bookingShown}>
              <Suspense fallback={<p className="py-10 text-center text-ink-muted">{t("loadingForm")}</p>}>
                <AppointmentForm onSent={setConfirmation} />
              </Suspense>
            </StaticIsland>
          </TabPanel>
        </div>
      </div>
      {confirmation && (
        <ConfirmationDialog
          details={confirmation}
          onClose={() => setConfirmation(null)}
          onOk={() => {
            setConfirmation(null);
            onDone();
          }}
        />
      )}
    </>
  );
}
