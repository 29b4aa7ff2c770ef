import { useTranslation } from "react-i18next";
import { statusBadge } from "~/components/ui/styles";
import type { PostStatus } from "./types";

/** The post's moderation status as a coloured, labelled badge. */
export function StatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation("admin-blog");
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusBadge[status] ?? "bg-surface-muted text-ink"}`}
      data-testid="post-status"
    >
      {t(`status.${status}`, { defaultValue: status })}
    </span>
  );
}
