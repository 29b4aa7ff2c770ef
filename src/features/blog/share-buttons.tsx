import type { MouseEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "~/components/ui/toast";
import { LinkedInIcon, TwitterIcon } from "~/components/ui/icons";
import { FacebookIcon, LinkIcon } from "~/components/ui/share-icons";
import { popupFeatures, SHARE_NETWORKS, type ShareNetwork, shareUrl } from "./share";

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
