import type { SupabaseClient } from "@supabase/supabase-js";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyNote, ListToolbar } from "~/components/ui/list-toolbar";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { Modal } from "~/components/ui/dialog";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import { FormButtons } from "~/components/ui/form-buttons";
import { dangerButton, fieldError, hint, label, primaryButton, secondaryButton, successButton } from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { useLoad } from "~/components/ui/use-async";
import { languages } from "~/lib/i18n/paths";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import { formatDay } from "~/lib/date-time";
import { getSupabase } from "~/lib/supabase";
import { type Drafts, staffTranslator, storedTranslations, textDrafts, type TranslateTexts } from "~/lib/staff-translations";
import { TranslationFields } from "~/components/ui/translation-fields";
import { SiteNote, ViewOnSite } from "~/components/ui/view-on-site";
import {
  type AdminResource,
  CATEGORIES,
  deleteResource,
  FILE_EXTENSIONS,
  type FormErrors,
  LIMITS,
  listResources,
  reviewResource,
  sendResource,
  RESOURCE_TEXTS,
  type ResourceText,
  validateResource,
  VISIBILITIES,
} from "./api";
import { isolate } from "~/lib/bidi";

const STATUS_TONE: Record<string, BadgeTone> = { pending: "warning", approved: "success", rejected: "danger" };

export interface ResourcesAdminProps {
  viewer: { id: string; role: "admin" | "editor" | "author" };
  getClient?: () => Promise<SupabaseClient>;
}

/** /admin/resources: every resource newest first; admins and editors create, edit and delete; admins approve or reject pending ones. */
export function ResourcesAdmin({ viewer, getClient = getSupabase }: ResourcesAdminProps) {
  const { t, i18n } = useTranslation("admin-resources");
  const { t: tSite } = useTranslation("admin-site");
  const [reload, setReload] = useState(0);
  const [load] = useLoad(() => getClient().then(listResources), reload, { key: "toasts.loadFailed", ns: "admin-resources" });
  const [editing, setEditing] = useState<AdminResource | "new" | null>(null);
  const [deleting, setDeleting] = useState<AdminResource | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const manages = viewer.role === "admin" || viewer.role === "editor";
  const reviews = viewer.role === "admin";


  const resources = load.status === "ready" ? load.value : [];
  const refresh = () => setReload((n) => n + 1);
  const size = (bytes: number) =>
    new Intl.NumberFormat(i18n.language, { style: "unit", unit: bytes >= 1048576 ? "megabyte" : "kilobyte", unitDisplay: "short", maximumFractionDigits: 1 }).format(
      bytes >= 1048576 ? bytes / 1048576 : bytes / 1024,
    );

  async function onReview(resource: AdminResource, status: "approved" | "rejected") {
    setBusy(resource.id);
    try {
      await reviewResource(await getClient(), resource.id, status);
      toast.success({ key: status === "approved" ? "toasts.approved" : "toasts.rejected", ns: "admin-resources" });
      refresh();
    } catch (error) {
      console.warn(error);
      toast.error({ key: status === "approved" ? "toasts.approveFailed" : "toasts.rejectFailed", ns: "admin-resources" });
    } finally {
      setBusy(null);
    }
  }

  async function onDelete(resource: AdminResource) {
    setBusy(resource.id);
    try {
      await deleteResource(await getClient(), resource.id);
      setDeleting(null);
      toast.success({ key: "toasts.deleted", ns: "admin-resources" });
      refresh();
    } catch (error) {
      console.warn(error);
      toast.error({ key: "toasts.deleteFailed", ns: "admin-resources" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-6">
      <SiteNote>
        {tSite("resourcesIntro")} <ViewOnSite path="/resources" className="text-brand underline" />
      </SiteNote>
      <ListToolbar status={load.status === "loading" ? t("loading") : load.status === "error" ? t("loadError") : t("count", { count: resources.length })}>
        {manages ? (
          <button type="button" className={primaryButton} onClick={() => setEditing("new")} disabled={load.status !== "ready"}>
            {t("add")}
          </button>
        ) : (
          <p className="text-sm text-ink-muted">{t("readOnly")}</p>
        )}
      </ListToolbar>

      {load.status === "ready" && resources.length === 0 && <EmptyNote>{t("empty")}</EmptyNote>}
      <ul className="space-y-4" data-testid="resource-admin-list">
        {resources.map((resource) => (
          <li key={resource.id} className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface p-4" data-testid="resource-admin-item">
            <div className="flex min-w-0 flex-wrap items-center gap-2">
              <Badge tone={STATUS_TONE[resource.status] ?? "neutral"} data-testid="resource-status">
                {t(`status.${resource.status}`)}
              </Badge>
              <span className="rounded bg-surface-muted px-2 py-0.5 text-xs font-semibold">{resource.file_type.toUpperCase()}</span>
              <span className="text-xs text-ink-muted">
                {t(`visibility.${resource.visibility}`)} · {t(`categories.${resource.category}`)}
              </span>
            </div>
            <h2 dir="auto" className="font-semibold break-words">
              {resource.title}
            </h2>
            <p dir="auto" className="text-sm break-words text-ink-muted">
              {resource.description}
            </p>
            <p className="text-sm" data-testid="resource-on-site">
              {resource.status !== "approved" ? (
                <span className="text-ink-muted">{tSite("resourcePending")}</span>
              ) : resource.visibility === "internal" ? (
                <span className="text-ink-muted">{tSite("resourceInternal")}</span>
              ) : (
                <ViewOnSite path="/resources" name={resource.title} />
              )}
            </p>
            <p className="text-xs break-words text-ink-muted">
              {t("meta", {
                file: isolate(resource.file_name),
                size: size(resource.file_size),
                date: formatDay(new Date(resource.created_at), i18n.language, "medium"),
                author: resource.author?.full_name ? isolate(resource.author.full_name) : t("unknownAuthor"),
                count: resource.download_count,
              })}
            </p>
            <div className="flex flex-wrap gap-2">
              {reviews && resource.status === "pending" && (
                <>
                  <button type="button" className={successButton} disabled={busy === resource.id} onClick={() => void onReview(resource, "approved")} aria-label={t("approveNamed", { title: resource.title })}>
                    {t("approve")}
                  </button>
                  <button type="button" className={dangerButton} disabled={busy === resource.id} onClick={() => void onReview(resource, "rejected")} aria-label={t("rejectNamed", { title: resource.title })}>
                    {t("reject")}
                  </button>
                </>
              )}
              {manages && (
                <>
                  <button type="button" className={secondaryButton} onClick={() => setEditing(resource)} aria-label={t("editNamed", { title: resource.title })}>
                    {t("edit")}
                  </button>
                  <button type="button" className={dangerButton} onClick={() => setDeleting(resource)} aria-label={t("deleteNamed", { title: resource.title })}>
                    {t("delete")}
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>

      {editing && (
        <ResourceForm
          resource={editing === "new" ? null : editing}
          getClient={getClient}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refresh();
          }}
        />
      )}

      {deleting && (
        <ConfirmDialog
          title={t("confirmDelete.heading")}
          text={t("confirmDelete.text", { title: isolate(deleting.title) })}
          cancelLabel={t("cancel")}
          confirmLabel={t("delete")}
          busyLabel={t("deleting")}
          busy={busy === deleting.id}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void onDelete(deleting)}
        />
      )}
    </div>
  );
}

function ResourceForm({ resource, getClient, onClose, onSaved }: { resource: AdminResource | null; getClient: () => Promise<SupabaseClient>; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useTranslation("admin-resources");
  const [progress, setProgress] = useState<number | null>(null);
  const first = useRef<HTMLInputElement>(null);
  const id = useId();
  const field = (name: string) => `${id}-${name}`;
  const [translations, setTranslations] = useState<Drafts<ResourceText>>(() => textDrafts(resource?.i18n, RESOURCE_TEXTS));
  const translate: TranslateTexts = async (to, texts) => staffTranslator(await getClient())(to, texts);
  // Each language named in the portal's language (Intl), e.g. "French" / "français" / "الفرنسية".
  const names = new Intl.DisplayNames([i18n.language || "en"], { type: "language" });
  const languageName = (code: string) => names.of(code) ?? code;
  /** The toast of a file the server refused. */
  const refusedToast = (problem: string | undefined) => (problem === "tooLarge" ? t("toasts.tooLarge") : problem === "empty" ? t("toasts.selectFile") : t("toasts.saveFailed"));

  const { errors, errorText, busy, onSubmit } = useFormSubmit<{ data: FormData; title: string; description: string; file: File | null; creating: boolean }, keyof FormErrors>({
    read: (form) => {
      const data = new FormData(form);
      const chosen = data.get("file");
      const file = chosen instanceof File && (chosen.size > 0 || chosen.name) ? chosen : null;
      if (!file) data.delete("file");
      return { data, title: String(data.get("title") ?? ""), description: String(data.get("description") ?? ""), file, creating: !resource };
    },
    validate: (values) => {
      const found = validateResource(values);
      return { errors: found, toast: found.file === "fileRequired" ? t("toasts.selectFile") : found.file === "fileTooLarge" ? t("toasts.tooLarge") : undefined };
    },
    order: ["title", "description", "file"],
    controlId: (name) => field(name),
    save: async ({ data: form, file }) => {
      if (resource) form.set("id", resource.id);
      // The translations travel as one JSON field (the controls named "ar.title" are the form's drafts).
      for (const key of [...form.keys()]) if (key.includes(".")) form.delete(key);
      form.set("i18n", JSON.stringify(storedTranslations(translations, RESOURCE_TEXTS)));
      setProgress(file ? 0 : null);
      const { data } = await (await getClient()).auth.getSession();
      if (!data.session) throw new Error("Not signed in");
      const result = await sendResource(form, data.session.access_token, (share) => setProgress(share));
      if (result.status === 200 || result.status === 201) {
        toast.success({ key: resource ? "toasts.updated" : "toasts.uploaded", ns: "admin-resources" });
        onSaved();
        return;
      }
      setProgress(null);
      if (result.body.error === "file_refused" && result.body.problem) return { errors: { file: `file_${result.body.problem}` }, toast: refusedToast(result.body.problem) };
      return { toast: { key: "toasts.saveFailed", ns: "admin-resources" } };
    },
    onError: () => {
      setProgress(null);
      return { toast: { key: "toasts.saveFailed", ns: "admin-resources" } };
    },
    message: (name, code) => t(`errors.${code}`, { max: name === "title" ? LIMITS.title : LIMITS.description }),
  });

  return (
    <Modal role="dialog" title={t(resource ? "form.editHeading" : "form.addHeading")} description={<p className={hint}>{t("form.requiredNote")}</p>} onCancel={onClose} initialFocus={first} busy={busy}>
      <form className="mt-4 space-y-4" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField ref={first} id={field("title")} label={t("form.title")} required name="title" lang="en" dir="ltr" defaultValue={resource?.title} maxLength={LIMITS.title} error={errorText("title")} />
        <TextAreaField id={field("description")} label={t("form.description")} required name="description" lang="en" dir="ltr" defaultValue={resource?.description} rows={3} maxLength={LIMITS.description} error={errorText("description")} />
        <TranslationFields
          fields={[
            { name: "title", label: t("form.title"), englishName: "title", maxLength: LIMITS.title },
            { name: "description", label: t("form.description"), englishName: "description", multiline: true, maxLength: LIMITS.description },
          ]}
          value={translations}
          onChange={setTranslations}
          translate={translate}
        />
        <SelectField id={field("category")} label={t("form.category")} name="category" defaultValue={resource?.category ?? "whitepapers"}>
          {CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <SelectField id={field("language")} label={t("form.language")} hint={t("form.languageHint")} name="language" defaultValue={resource?.language ?? "en"}>
          {languages.map((code) => (
            <option key={code} value={code}>
              {languageName(code)}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend className={label}>{t("form.visibility")}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {VISIBILITIES.map((visibility) => (
              <label key={visibility} className="inline-flex items-center gap-2 text-sm">
                <input type="radio" name="visibility" value={visibility} defaultChecked={(resource?.visibility ?? "public") === visibility} />
                {t(`visibility.${visibility}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={field("file")} className={label}>
            {t(resource ? "form.replaceFile" : "form.file")}
            {resource ? "" : " *"}
          </label>
          <input
            id={field("file")}
            name="file"
            type="file"
            accept={FILE_EXTENSIONS.map((ext) => `.${ext}`).join(",")}
            className="mt-1 block w-full min-w-0 text-sm"
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={errors.file ? `${field("file-error")} ${field("file-hint")}` : field("file-hint")}
          />
          <p id={field("file-hint")} className={hint}>
            {resource ? t("form.currentFile", { name: isolate(resource.file_name) }) + " " : ""}
            {t("form.fileHint")}
          </p>
          {errors.file && (
            <p id={field("file-error")} className={fieldError} data-testid="file-error">
              {errorText("file")}
            </p>
          )}
        </div>
        <p className={hint}>{t("form.reviewNote")}</p>
        {progress !== null && (
          <div>
            <label htmlFor={field("progress")} className={label}>
              {t("form.uploading")}
            </label>
            <progress id={field("progress")} max={100} value={Math.round(progress * 100)} className="mt-1 h-2 w-full accent-brand" data-testid="upload-progress">
              {Math.round(progress * 100)}%
            </progress>
          </div>
        )}
        <FormButtons busy={busy} onCancel={onClose} cancelLabel={t("cancel")} saveLabel={t("form.save")} savingLabel={t("form.saving")} />
      </form>
    </Modal>
  );
}
