import { useTranslation } from "react-i18next";
import { Link } from "~/components/ui/link";
import { ShieldIcon, MailIcon, UserIcon } from "~/components/ui/icons";
import { PopoverMenu, usePopoverMenu } from "~/components/ui/popover-menu";
import { ADMIN_LOGIN_PATH, WEBMAIL_PATH } from "./nav";

/**
 * The login-options dropdown (user icon): Admin Portal and Webmail. A popover
 * (usePopoverMenu): it opens from the first paint and with scripts off, closes on
 * an outside click and on Escape (focus back on the button), and when an entry is
 * chosen. ArrowDown on the button opens it and focuses the first entry; arrow keys
 * move between entries.
 */
export function LoginMenu() {
  const { t } = useTranslation("shell");
  const { close, buttonProps, panelProps } = usePopoverMenu("login-menu");

  const entries = [
    { to: ADMIN_LOGIN_PATH, title: t("login.admin"), description: t("login.adminDescription"), Icon: ShieldIcon },
    { to: WEBMAIL_PATH, title: t("login.webmail"), description: t("login.webmailDescription"), Icon: MailIcon },
  ];

  return (
    <div>
      <button
        {...buttonProps}
        aria-label={t("login.button")}
        className="inline-flex size-10 items-center justify-center rounded-full border border-line text-brand hover:bg-brand-soft"
      >
        <UserIcon />
      </button>
      <PopoverMenu panelProps={panelProps} className="w-72">
        {entries.map(({ to, title, description, Icon }) => (
          <Link key={to} to={to} onClick={close} className="flex gap-3 rounded-md p-3 hover:bg-surface-muted">
            <Icon className="mt-0.5 shrink-0 text-brand" />
            <span>
              <span className="block font-semibold text-ink">{title}</span>
              <span className="block text-sm text-ink-muted">{description}</span>
            </span>
          </Link>
        ))}
      </PopoverMenu>
    </div>
  );
}
