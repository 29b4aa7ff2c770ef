import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import type { PageSection } from "./api";
import { isEligibleForDiscount, localToday, parseDateInput, toDateInput } from "./pricing";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The new-business discount check: a registration date and Check Eligibility
 * (disabled while no date is entered). The verdict is a toast; the page
 * applies or removes the 15 % through `onResult`.
 */
export function EligibilityPanel({
  section,
  onResult,
  today = localToday,
}: {
  section?: PageSection;
  onResult: (eligible: boolean) => void;
  /** Today's local calendar date (injectable for tests). */
  today?: typeof localToday;
}) {
  const { t } = useTranslation("packages");
  const id = useId();
  const [date, setDate] = useState("");
  // Today is the visitor's, not the build's: known once hydrated.
  const hydrated = useHydrated();
  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const registration = parseDateInput(date);
    if (!registration) {
      toast.error(t("discount.invalidDate"));
      return;
    }
    const eligible = isEligibleForDiscount(registration, today());
    onResult(eligible);
    if (eligible) toast.success(t("discount.eligible"));
    else toast.error(t("discount.ineligible"));
  };
  return (
    <div className="rounded-xl border border-line bg-surface p-6 text-ink shadow-lg">
      <h2 id={`${id}-title`} className="text-xl font-bold text-navy">
        {section?.title ?? t("discount.fallbackTitle")}
      </h2>
      {section?.subtitle && <p className="mt-1 font-medium text-ink">{section.subtitle}</p>}
      {section?.body && <p className="mt-2 text-sm text-ink-muted">{section.body}</p>}
      <form noValidate onSubmit={check} aria-labelledby={`${id}-title`} className="mt-4 flex flex-wrap items-end gap-3">
        <div className="min-w-56 grow">
          <label htmlFor={`${id}-date`} className="block text-sm font-semibold text-ink">
            {t("discount.dateLabel")}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            max={hydrated ? toDateInput(today()) : undefined}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm focus:border-brand"
          />
        </div>
        <button type="submit" className="btn-primary" disabled={date === ""}>
          {t("discount.check")}
        </button>
      </form>
    </div>
  );
}
