import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { checkCoverFile } from "./api";
import { BLOG_LIMITS, COVER_TYPES } from "./limits";
import { MarkdownPreview } from "./markdown-preview";
import { validatePost, type PostField, type PostFormValues, type PostInput } from "./post-input";
import { slugify } from "./slug";
import { StatusBadge } from "./status-badge";
import { fieldError, hint, input, label, primaryButton, secondaryButton } from "~/components/ui/styles";
import type { AdminBlogPost, BlogViewer } from "./types";

/** What the page answers after trying to save: field errors to show, or nothing (it moved on). */
export type SaveOutcome = { ok: true } | { ok: false; errors?: Partial<Record<PostField, string>> };

export interface PostFormProps {
  /** The post being edited; none to write a new one. */
  post?: AdminBlogPost;
  viewer: BlogViewer;
  /** Saves the post (uploading `cover` first when one was chosen). */
  onSave: (input: PostInput, cover: File | null) => Promise<SaveOutcome>;
  onCancel: () => void;
}

const FIELD_ORDER: PostField[] = ["title", "slug", "category", "tags", "excerpt", "content", "coverImageUrl"];

function initialValues(post?: AdminBlogPost): PostFormValues {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    category: post?.category ?? "",
    tags: post?.tags.join(", ") ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    coverImageUrl: post?.cover_image_url ?? "",
  };
}

/**
 * Writing or editing a post: title, slug (made from the title until edited),
 * category, comma-separated tags, excerpt, Markdown body with a safe preview,
 * and a cover image (checked here, uploaded on save).
 */
export function PostForm({ post, viewer, onSave, onCancel }: PostFormProps) {
  const { t } = useTranslation("admin-blog");
  const [values, setValues] = useState<PostFormValues>(() => initialValues(post));
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [errors, setErrors] = useState<Partial<Record<PostField, string>>>({});
  const [cover, setCover] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const base = useId();
  const id = (field: string) => `${base}-${field}`;

  useEffect(() => {
    heading.current?.focus();
  }, []);

  function set(field: PostField, value: string) {
    setValues((current) => {
      const next = { ...current, [field]: value };
      if (field === "title" && !slugEdited) next.slug = slugify(value);
      return next;
    });
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  }

  function onSlugChange(value: string) {
    // Emptied: the slug follows the title again from its next change.
    setSlugEdited(value !== "");
    setValues((current) => ({ ...current, slug: value }));
    if (errors.slug) setErrors(({ slug: _gone, ...rest }) => rest);
  }

  function onCoverChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    const problem = file ? checkCoverFile(file) : null;
    if (problem) {
      setCover(null);
      event.currentTarget.value = "";
      setErrors((current) => ({ ...current, coverImageUrl: problem }));
      return;
    }
    setCover(file);
    setErrors(({ coverImageUrl: _gone, ...rest }) => rest);
  }

  function showErrors(found: Partial<Record<PostField, string>>) {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(id(first === "coverImageUrl" ? "cover" : first))?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = validatePost(values);
    if (!result.ok) {
      showErrors(result.errors);
      return;
    }
    setSaving(true);
    const outcome = await onSave(result.input, cover);
    if (!outcome.ok) {
      setSaving(false);
      if (outcome.errors) showErrors(outcome.errors);
    }
  }

  const errorText = (field: PostField) => {
    const key = errors[field];
    return key ? (
      <p id={id(`${field}-error`)} className={fieldError}>
        {t(`form.errors.${key}`)}
      </p>
    ) : null;
  };
  const describedBy = (field: PostField, withHint = false) =>
    [withHint ? id(`${field}-hint`) : "", errors[field] ? id(`${field}-error`) : ""].filter(Boolean).join(" ") || undefined;
  const common = (field: PostField, withHint = false) => ({
    id: id(field),
    name: field,
    "aria-invalid": errors[field] ? true : undefined,
    "aria-describedby": describedBy(field, withHint),
  });
  const hasErrors = Object.keys(errors).length > 0;
  const status = post ? t(`status.${post.status}`) : "";
  const coverAccept = Object.keys(COVER_TYPES).join(",");

  return (
    <section aria-labelledby={id("heading")} className="space-y-4">
      <h2 id={id("heading")} ref={heading} tabIndex={-1} className="text-xl font-semibold">
        {post ? t("form.editHeading") : t("form.createHeading")}
      </h2>
      {post && (
        <div className="space-y-2 rounded-md border border-line bg-surface p-3 text-sm">
          <p className="flex flex-wrap items-center gap-2">
            {t("statusWithLabel")} <StatusBadge status={post.status} />
          </p>
          {post.status !== "pending" && viewer.role !== "admin" && <p>{t("form.reviewWarning", { status })}</p>}
          {post.status === "rejected" && post.reviewer_note && (
            <p className="text-ink-muted">{t("form.rejectedNote", { note: post.reviewer_note })}</p>
          )}
        </div>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5 rounded-lg border border-line bg-surface p-4 md:p-6">
        {hasErrors && (
          <p role="alert" className="rounded-md border border-danger p-3 text-sm text-danger">
            {t("form.errorSummary")}
          </p>
        )}
        <Field label={t("form.title")} htmlFor={id("title")}>
          <input
            {...common("title")}
            type="text"
            required
            maxLength={BLOG_LIMITS.titleMax}
            className={input}
            value={values.title}
            onChange={(e) => set("title", e.currentTarget.value)}
          />
          {errorText("title")}
        </Field>
        <Field label={t("form.slug")} htmlFor={id("slug")}>
          <input
            {...common("slug", true)}
            type="text"
            required
            maxLength={BLOG_LIMITS.slugMax}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            autoCapitalize="none"
            spellCheck={false}
            className={input}
            value={values.slug}
            onChange={(e) => onSlugChange(e.currentTarget.value)}
          />
          <p id={id("slug-hint")} className={hint}>
            {t("form.slugHint", { slug: values.slug || "…" })}
          </p>
          {errorText("slug")}
        </Field>
        <div className="grid gap-5 md:grid-cols-2">
          <Field label={t("form.category")} htmlFor={id("category")}>
            <input
              {...common("category")}
              type="text"
              maxLength={BLOG_LIMITS.categoryMax}
              className={input}
              value={values.category}
              onChange={(e) => set("category", e.currentTarget.value)}
            />
            {errorText("category")}
          </Field>
          <Field label={t("form.tags")} htmlFor={id("tags")}>
            <input
              {...common("tags", true)}
              type="text"
              className={input}
              value={values.tags}
              onChange={(e) => set("tags", e.currentTarget.value)}
            />
            <p id={id("tags-hint")} className={hint}>
              {t("form.tagsHint")}
            </p>
            {errorText("tags")}
          </Field>
        </div>
        <Field label={t("form.excerpt")} htmlFor={id("excerpt")}>
          <textarea
            {...common("excerpt", true)}
            rows={2}
            maxLength={BLOG_LIMITS.excerptMax}
            className={input}
            value={values.excerpt}
            onChange={(e) => set("excerpt", e.currentTarget.value)}
          />
          <p id={id("excerpt-hint")} className={hint}>
            {t("form.excerptHint")}
          </p>
          {errorText("excerpt")}
        </Field>
        <div className="grid gap-5 lg:grid-cols-2">
          <Field label={t("form.content")} htmlFor={id("content")}>
            <textarea
              {...common("content", true)}
              rows={14}
              maxLength={BLOG_LIMITS.contentMax}
              className={`${input} font-mono text-sm`}
              value={values.content}
              onChange={(e) => set("content", e.currentTarget.value)}
            />
            <p id={id("content-hint")} className={hint}>
              {t("form.contentHint")}
            </p>
            {errorText("content")}
          </Field>
          <section aria-labelledby={id("preview")} className="min-w-0">
            <h3 id={id("preview")} className={label}>
              {t("form.preview")}
            </h3>
            <div className="mt-1 max-h-96 overflow-auto rounded-md border border-line bg-surface-muted p-3">
              <MarkdownPreview source={values.content} />
            </div>
          </section>
        </div>
        <Field label={t("form.cover")} htmlFor={id("cover")}>
          {values.coverImageUrl && !cover && (
            <div className="mt-1 flex flex-wrap items-center gap-3">
              <img src={values.coverImageUrl} alt={t("form.coverCurrent")} className="h-20 w-32 rounded object-cover" />
              <button type="button" className={secondaryButton} onClick={() => set("coverImageUrl", "")}>
                {t("form.coverRemove")}
              </button>
            </div>
          )}
          <input
            id={id("cover")}
            name="cover"
            type="file"
            accept={coverAccept}
            className="mt-1 block w-full text-sm file:me-3 file:rounded-md file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-ink"
            aria-invalid={errors.coverImageUrl ? true : undefined}
            aria-describedby={describedBy("coverImageUrl", true)}
            onChange={onCoverChange}
          />
          <p id={id("coverImageUrl-hint")} className={hint}>
            {t("form.coverHint")}
          </p>
          {errorText("coverImageUrl")}
        </Field>
        <div className="flex flex-wrap gap-3 border-t border-line pt-4">
          <button type="submit" className={primaryButton} disabled={saving} aria-busy={saving || undefined}>
            {saving ? (cover ? t("form.coverUploading") : t("form.saving")) : post ? t("form.save") : t("form.create")}
          </button>
          <button type="button" className={secondaryButton} onClick={onCancel} disabled={saving}>
            {t("form.cancel")}
          </button>
        </div>
      </form>
    </section>
  );
}

function Field({ label: text, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className={label}>
        {text}
      </label>
      {children}
    </div>
  );
}
