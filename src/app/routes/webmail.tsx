import { pageMeta } from "~/features/shell/meta";
import { WebmailLogin, webmailEndpoint } from "~/features/webmail/webmail-login";
import { getConfig } from "~/lib/env";
import { i18n } from "~/lib/i18n";
import type { Route } from "./+types/webmail";

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(i18n.t("webmail:metaTitle"), i18n.t("webmail:metaDescription"), matches);
}

export default function Webmail() {
  return <WebmailLogin action={webmailEndpoint(getConfig)} />;
}
