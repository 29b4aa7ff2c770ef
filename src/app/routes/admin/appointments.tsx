import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useAuth } from "~/features/admin-auth";
import {
  Agenda,
  CalendarFeed,
  ClosedPeriods,
  ContactsTabs,
  WeekView,
} from "~/features/admin-contacts";
import { AdminPage, adminMeta } from "~/features/admin-shell";

export const meta = () => adminMeta("appointments");

/** /admin/contacts/appointments: the list or the week of appointments, the closed periods and the calendar feed. */
export default function AdminAppointments() {
  const { t } = useTranslation("admin");
  const { t: tc } = useTranslation("admin-contacts");
  const { profile } = useAuth();
  const [params, setParams] = useSearchParams();
  const view = params.get("view") === "week" ? "week" : "list";
  const show = (next: "list" | "week") => {
    const search = new URLSearchParams(params);
    if (next === "week") search.set("view", "week");
    else {
      search.delete("view");
      search.delete("week");
    }
    setParams(search, { replace: true });
  };
  return (
    <AdminPage title={t("pages.appointments")}>
      <ContactsTabs />
      <div
        role="group"
        aria-label={tc("views.label")}
        className="mb-6 inline-flex rounded-md border border-line"
      >
        {(["list", "week"] as const).map((key) => (
          <button
            key={key}
            type="button"
            aria-pressed={view === key}
            onClick={() => show(key)}
            className={`px-4 py-2 text-sm font-medium first:rounded-s-md last:rounded-e-md ${view === key ? "bg-brand text-white" : "bg-surface hover:bg-surface-muted"}`}
          >
            {tc(`views.${key}`)}
          </button>
        ))}
      </div>
      <div className="space-y-8">
        {view === "week" ? <WeekView /> : <Agenda />}
        <ClosedPeriods canEdit={profile?.role === "admin"} />
        <CalendarFeed />
      </div>
    </AdminPage>
  );
}
