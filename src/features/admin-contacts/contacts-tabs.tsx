import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { SiteNote } from "~/components/ui/view-on-site";

const TABS = [
  { to: "/admin/contacts", label: "tabs.inbox", end: true },
  {
    to: "/admin/contacts/appointments",
    label: "tabs.appointments",
    end: false,
  },
] as const;

/** Inbox | Appointments: the two views of the Contacts section. */
export function ContactsTabs() {
  const { t } = useTranslation("admin-contacts");
  const { t: tSite } = useTranslation("admin-site");
  return (
    <>
      <SiteNote>{tSite("contacts")}</SiteNote>
      <nav
        aria-label={t("tabs.label")}
        className="mb-6 flex flex-wrap gap-2 border-b border-line"
      >
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.end}
            className={({ isActive }) =>
              `-mb-px rounded-t-md border-b-2 px-4 py-2 font-medium ${isActive ? "border-brand text-brand" : "border-transparent text-ink-muted hover:text-ink"}`
            }
          >
            {t(tab.label)}
          </NavLink>
        ))}
      </nav>
    </>
  );
}
