import { useRouteLoaderData } from "react-router";
import { useLocalizedNavigate } from "~/components/ui/link";
import { ContactPage } from "~/features/contact/contact-page";
import type { ContactContent, ContactDetails } from "~/features/contact/api";
import { loadContactContent } from "~/features/contact/load";
import type { ShellData } from "~/features/shell/api";
import { pageMeta } from "~/features/shell/meta";
import { freshOrBuilt } from "~/lib/contentful/load";
import { contentLocaleOf, i18n } from "~/lib/i18n";
import type { Route } from "./+types/contact";

/* /contact: the page's copy is prerendered and refreshed in the browser; contact details and
   office hours come from the site settings the root route loads. */
export async function loader({ request }: Route.LoaderArgs): Promise<ContactContent> {
  return loadContactContent(contentLocaleOf(request.url));
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<ContactContent> {
  return freshOrBuilt(await loadContactContent(contentLocaleOf(request.url)), serverLoader);
}
clientLoader.hydrate = true as const;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(i18n.t("contact:meta.title"), i18n.t("contact:meta.description"), matches);
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  const navigate = useLocalizedNavigate();
  const settings = useRouteLoaderData<ShellData>("root")?.data.settings;
  const details: ContactDetails | null = settings
    ? { phone: settings.phone, email: settings.email, address: settings.address, officeHours: settings.officeHours }
    : null;
  return <ContactPage content={loaderData} details={details} onDone={() => void navigate("/")} />;
}
