import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { LinkedInIcon, TwitterIcon } from "~/components/ui/icons";
import { popupFeatures, SHARE_NETWORKS, type ShareNetwork, shareUrl } from "./share";

function FacebookIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z" />
    </svg>
  );
}

function LinkIcon() {
  return (
    <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </svg>
  );
}

const ICONS: Record<ShareNetwork, () => ReactNode> = {
  twitter: () => <TwitterIcon />,
  linkedin: () => <LinkedInIcon />,
  facebook: () => <FacebookIcon />,
};

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused: fall back to a selection copy below.
    }
  }
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("copy refused");
}

/** Twitter, LinkedIn, Facebook (600x400 popup) and copy link, for one post URL. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation("blog");

  function open(event: MouseEvent<HTMLAnchorElement>, href: string) {
    event.preventDefault();
    const screen = { left: window.screenX, top: window.screenY, width: window.outerWidth, height: window.outerHeight };
    window.open(href, "_blank", popupFeatures(screen));
  }

  async function copy() {
    try {
      await copyText(url);
      toast.success(t("toast.copied"));
    } catch {
      toast.error(t("toast.copyFailed"));
    }
  }

  const button =
    "inline-flex h-10 w-10 items-center justify-center rounded-full border border-line bg-surface text-navy hover:border-brand hover:text-brand";
  return (
    <div className="flex flex-wrap items-center gap-3">
      <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">{t("post.share")}</h2>
      <ul className="flex gap-2">
        {SHARE_NETWORKS.map((network) => {
          const href = shareUrl(network, url, title);
          return (
            <li key={network}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t(`post.shareOn.${network}`)}
                title={t(`post.shareOn.${network}`)}
                data-share={network}
                onClick={(e) => open(e, href)}
                className={button}
              >
                {ICONS[network]()}
              </a>
            </li>
          );
        })}
        <li>
          <button type="button" onClick={() => void copy()} aria-label={t("post.copyLink")} title={t("post.copyLink")} className={button}>
            <LinkIcon />
          </button>
        </li>
      </ul>
    </div>
  );
}
