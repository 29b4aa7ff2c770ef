import { useEffect, useId, useRef, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { checkCoverFile } from "./api";
import { BLOG_LIMITS, COVER_TYPES } from "./limits";
import { MarkdownPreview } from "./markdown-preview";
import { POST_LANGUAGES, POST_TEXTS, type PostText, validatePost, type PostField, type PostFormValues, type PostInput } from "./post-input";
import { slugify } from "./slug";
import { StatusBadge } from "./status-badge";
import { Button } from "~/components/ui/button";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Field, SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { input, label } from "~/components/ui/styles";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import { direction, isLanguage } from "~/lib/i18n/paths";
import { type Drafts, storedTranslations, textDrafts, type TranslateTexts } from "~/lib/staff-translations";
import { TranslationFields } from "~/components/ui/translation-fields";
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
  /** The translate function with the signed-in caller's session ("Translate the missing languages"). */
  translate: TranslateTexts;
}

const FIELD_ORDER: PostField[] = ["title", "slug", "language", "category", "tags", "excerpt", "content", "coverImageUrl"];

function initialValues(post?: AdminBlogPost): PostFormValues {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    category: post?.category ?? "",
    tags: post?.tags.join(", ") ?? "",
    excerpt: post?.excerpt ?? "",
    content: post?.content ?? "",
    coverImageUrl: post?.cover_image_url ?? "",
    language: post?.language ?? "en",
  };
}

/**
 * Writing or editing a post: title, slug (made from the title until edited),
 * category, comma-separated tags, excerpt, Markdown body with a safe preview,
 * and a cover image (checked here, uploaded on save).
 */
export function PostForm({ post, viewer, onSave, onCancel, translate }: PostFormProps) {
  const { t, i18n } = useTranslation("admin-blog");
  // Each language named in the portal's language (Intl), e.g. "French" / "français" / "الفرنسية".
  const names = new Intl.DisplayNames([i18n.language || "en"], { type: "language" });
  const languageName = (code: string) => names.of(code) ?? code;
  const [values, setValues] = useState<PostFormValues>(() => initialValues(post));
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [cover, setCover] = useState<File | null>(null);
  const [translations, setTranslations] = useState<Drafts<PostText>>(() => textDrafts(post?.i18n, POST_TEXTS));
  // Translations are written for posts in English (the translate function translates from English).
  const english = values.language === "en";
  const textLanguage = { lang: values.language, dir: isLanguage(values.language) ? direction(values.language) : ("ltr" as const) };
  const heading = useRef<HTMLHeadingElement>(null);
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const {
    errors,
    setErrors,
    errorText: error,
    busy: saving,
    onSubmit,
  } = useFormSubmit<ReturnType<typeof validatePost>, PostField>({
    read: () => validatePost(values),
    validate: (result) => ({ errors: result.ok ? {} : result.errors }),
    order: FIELD_ORDER,
    controlId: (field) => id(field === "coverImageUrl" ? "cover" : field),
    save: async (result) => {
      if (!result.ok) return;
      const outcome = await onSave({ ...result.input, i18n: english ? storedTranslations(translations, POST_TEXTS) : {} }, cover);
      if (!outcome.ok) return { errors: outcome.errors };
    },
    message: (_field, code) => t(`form.errors.${code}`),
  });

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
        {hasErrors && <ErrorSummary message={t("form.errorSummary")} />}
        <TextField
          id={id("title")}
          name="title"
          label={t("form.title")}
          error={error("title")}
          aria-required
          maxLength={BLOG_LIMITS.titleMax}
          {...textLanguage}
          value={values.title}
          onChange={(e) => set("title", e.currentTarget.value)}
        />
        <TextField
          id={id("slug")}
          name="slug"
          label={t("form.slug")}
          hint={t("form.slugHint", { slug: values.slug || "…" })}
          error={error("slug")}
          aria-required
          maxLength={BLOG_LIMITS.slugMax}
          pattern="[a-z0-9]+(-[a-z0-9]+)*"
          autoCapitalize="none"
          spellCheck={false}
          value={values.slug}
          onChange={(e) => onSlugChange(e.currentTarget.value)}
        />
        <SelectField
          id={id("language")}
          name="language"
          label={t("form.language")}
          hint={t("form.languageHint")}
          error={error("language")}
          value={values.language}
          onChange={(e) => set("language", e.currentTarget.value)}
        >
          {POST_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {languageName(code)}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            id={id("category")}
            name="category"
            label={t("form.category")}
            error={error("category")}
            maxLength={BLOG_LIMITS.categoryMax}
            value={values.category}
            onChange={(e) => set("category", e.currentTarget.value)}
          />
          <TextField
            id={id("tags")}
            name="tags"
            label={t("form.tags")}
            hint={t("form.tagsHint")}
            error={error("tags")}
            value={values.tags}
            onChange={(e) => set("tags", e.currentTarget.value)}
          />
        </div>
        <TextAreaField
          id={id("excerpt")}
          name="excerpt"
          label={t("form.excerpt")}
          hint={t("form.excerptHint")}
          error={error("excerpt")}
          rows={2}
          maxLength={BLOG_LIMITS.excerptMax}
          {...textLanguage}
          value={values.excerpt}
          onChange={(e) => set("excerpt", e.currentTarget.value)}
        />
        <div className="grid gap-5 lg:grid-cols-2">
          <Field id={id("content")} label={t("form.content")} hint={t("form.contentHint")} error={error("content")}>
            {(control) => (
              <textarea
                {...control}
                name="content"
                rows={14}
                maxLength={BLOG_LIMITS.contentMax}
                {...textLanguage}
                className={`${input} font-mono text-sm`}
                value={values.content}
                onChange={(e) => set("content", e.currentTarget.value)}
              />
            )}
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
        {english ? (
          <TranslationFields
            fields={[
              { name: "title", label: t("form.title"), englishName: "title", maxLength: BLOG_LIMITS.titleMax },
              { name: "excerpt", label: t("form.excerpt"), englishName: "excerpt", multiline: true, maxLength: BLOG_LIMITS.excerptMax },
              { name: "content", label: t("form.content"), englishName: "content", multiline: true, maxLength: BLOG_LIMITS.contentMax },
            ]}
            value={translations}
            onChange={setTranslations}
            translate={translate}
          />
        ) : (
          <p className="text-sm text-ink-muted" data-testid="translations-english-only">
            {t("form.translationsEnglishOnly")}
          </p>
        )}
        <FileInput
          id={id("cover")}
          name="cover"
          label={t("form.cover")}
          hint={t("form.coverHint")}
          error={error("coverImageUrl")}
          accept={coverAccept}
          onChange={onCoverChange}
          before={
            values.coverImageUrl && !cover ? (
              <div className="mt-1 flex flex-wrap items-center gap-3">
                <img src={values.coverImageUrl} alt={t("form.coverCurrent")} className="h-20 w-32 rounded object-cover" />
                <Button onClick={() => set("coverImageUrl", "")}>{t("form.coverRemove")}</Button>
              </div>
            ) : null
          }
        />
        <div className="flex flex-wrap gap-3 border-t border-line pt-4">
          <Button type="submit" variant="primary" busy={saving} busyLabel={cover ? t("form.coverUploading") : t("form.saving")}>
            {post ? t("form.save") : t("form.create")}
          </Button>
          <Button onClick={onCancel} disabled={saving}>
            {t("form.cancel")}
          </Button>
        </div>
      </form>
    </section>
  );
}
