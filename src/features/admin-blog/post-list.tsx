import { useTranslation } from "react-i18next";
import { formatMoment } from "~/lib/date-time";
import { markdownToPlain } from "~/lib/markdown";
import { previewText } from "./preview";
import { StatusBadge } from "./status-badge";
import { ViewOnSite } from "~/components/ui/view-on-site";
import { dangerButton, secondaryButton, successButton } from "~/components/ui/styles";
import { canManage, canReview, type AdminBlogPost, type BlogViewer } from "./types";
import { isolate } from "~/lib/bidi";

export interface PostListProps {
  posts: AdminBlogPost[];
  viewer: BlogViewer;
  busy: { id: string; action: "approve" | "reject" | "delete" } | null;
  /** The post just created or saved, marked so the eye finds it. */
  highlight: string | null;
  onEdit: (post: AdminBlogPost) => void;
  onApprove: (post: AdminBlogPost) => void;
  onReject: (post: AdminBlogPost) => void;
  onDelete: (post: AdminBlogPost) => void;
}

/** The posts as cards: title, status, author name and role, date, a 200-character plain-text preview, actions. */
export function PostList({ posts, viewer, busy, highlight, onEdit, onApprove, onReject, onDelete }: PostListProps) {
  const { t, i18n } = useTranslation("admin-blog");
  const { t: tSite } = useTranslation("admin-site");

  return (
    <ul className="space-y-3" aria-label={t("listHeading")}>
      {posts.map((post) => {
        const titleId = `post-title-${post.id}`;
        const author = post.author_profile;
        const preview = previewText(markdownToPlain(post.content));
        const review = canReview(viewer, post);
        const manage = canManage(viewer, post);
        const rowBusy = busy?.id === post.id;
        return (
          <li key={post.id}>
            <article
              id={`post-${post.id}`}
              tabIndex={-1}
              aria-labelledby={titleId}
              data-testid="blog-admin-post"
              className={`rounded-lg border bg-surface p-4 ${highlight === post.id ? "border-brand" : "border-line"}`}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h3 id={titleId} className="text-base font-semibold break-words">
                  <bdi>{post.title}</bdi>
                </h3>
                <p className="flex items-center gap-2 text-sm">
                  <span className="sr-only">{t("statusWithLabel")}</span>
                  <StatusBadge status={post.status} />
                </p>
              </div>
              <p className="mt-1 text-sm text-ink-muted">
                <span data-testid="post-author">
                  {t("byline", { name: author?.full_name?.trim() ? isolate(author.full_name.trim()) : t("unknownAuthor") })}
                  {author?.role && (
                    <>
                      {" "}
                      <span className="rounded bg-brand-soft px-1.5 py-0.5 text-xs font-medium text-brand-strong">
                        {t(`roles.${author.role}`, { defaultValue: author.role })}
                      </span>
                    </>
                  )}
                </span>
                <span aria-hidden="true"> · </span>
                <time dateTime={post.created_at}>{t("createdOn", { date: formatMoment(post.created_at, i18n.language, "medium") })}</time>
                <span aria-hidden="true"> · </span>
                <span dir="ltr" className="font-mono">/blog/{post.slug}</span>
              </p>
              <p className="mt-1 text-sm" data-testid="post-on-site">
                {post.status === "approved" ? (
                  <ViewOnSite path={`/blog/${post.slug}`} language={post.language} name={post.title} />
                ) : (
                  <span className="text-ink-muted">{tSite(post.status === "pending" ? "blogPending" : "blogRejected")}</span>
                )}
              </p>
              <p className="mt-2 text-sm break-words text-ink" data-testid="post-preview">
                {preview || <span className="text-ink-muted">{t("noContent")}</span>}
              </p>
              {post.reviewer_note && (
                <div className="mt-3 rounded-md border border-line bg-surface-muted p-3 text-sm" data-testid="reviewer-note">
                  <p className="font-medium">{t("reviewerNote")}</p>
                  <p dir="auto" className="whitespace-pre-wrap break-words">{post.reviewer_note}</p>
                </div>
              )}
              {(review || manage) && (
                <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t("actions.postActions", { title: post.title })}>
                  {review && (
                    <>
                      <button
                        type="button"
                        className={successButton}
                        disabled={rowBusy}
                        aria-busy={(rowBusy && busy?.action === "approve") || undefined}
                        onClick={() => onApprove(post)}
                      >
                        {rowBusy && busy?.action === "approve" ? t("actions.approving") : t("actions.approve")}
                      </button>
                      <button type="button" className={dangerButton} disabled={rowBusy} onClick={() => onReject(post)}>
                        {t("actions.reject")}
                      </button>
                    </>
                  )}
                  {manage && (
                    <>
                      <button
                        id={`edit-${post.id}`}
                        type="button"
                        className={secondaryButton}
                        disabled={rowBusy}
                        onClick={() => onEdit(post)}
                      >
                        {t("actions.edit")}
                      </button>
                      <button type="button" className={secondaryButton} disabled={rowBusy} onClick={() => onDelete(post)}>
                        {t("actions.delete")}
                      </button>
                    </>
                  )}
                </div>
              )}
            </article>
          </li>
        );
      })}
    </ul>
  );
}
