import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import type { PostStatus } from "./types";

const TONE: Record<PostStatus, BadgeTone> = { pending: "warning", approved: "success", rejected: "danger" };

/** The post's moderation status as a coloured, labelled badge. */
export function StatusBadge({ status }: { status: PostStatus }) {
  const { t } = useTranslation("admin-blog");
  return (
    <Badge tone={TONE[status] ?? "neutral"} data-testid="post-status">
      {t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
}
