import { ManageAppointmentPage } from "~/features/appointment-manage";
import { pageMeta } from "~/features/shell/meta";
import { i18n } from "~/lib/i18n";
import type { Route } from "./+types/appointment";

/*
 * /appointment: manage an appointment with the link of its e-mails (decision 0036). The link's token
 * is in the fragment; the page sends no Referer anywhere and is kept out of search engines.
 */
export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta(i18n.t("appointment:metaTitle"), i18n.t("appointment:metaDescription"), matches),
    { name: "referrer", content: "no-referrer" },
    { name: "robots", content: "noindex" },
  ];
}

export default function Appointment() {
  return <ManageAppointmentPage />;
}
