import type { SupabaseClient } from "@supabase/supabase-js";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyNote, ListToolbar } from "~/components/ui/list-toolbar";
import { Modal } from "~/components/ui/dialog";
import { TextAreaField, TextField } from "~/components/ui/field";
import { FormButtons } from "~/components/ui/form-buttons";
import {
  dangerButton,
  fieldError,
  hint,
  input,
  label,
  primaryButton,
  secondaryButton,
} from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { useAction, useLoad } from "~/components/ui/use-async";
import {
  checkImageFile,
  IMAGE_TYPES,
  uploadPublicImage,
} from "~/lib/public-image";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import {
  type Drafts,
  otherLanguages,
  staffTranslator,
  storedTexts,
  type TranslateTexts,
} from "~/lib/staff-translations";
import { getSupabase } from "~/lib/supabase";
import { TranslationFields } from "~/components/ui/translation-fields";
import { ViewOnSite } from "~/components/ui/view-on-site";
import {
  deletePartner,
  LIMITS,
  listPartners,
  LOGO_BUCKET,
  LOGO_MAX_BYTES,
  type Partner,
  type PartnerErrors,
  savePartner,
  validatePartner,
} from "./api";
import { isolate } from "~/lib/bidi";

/** What the partner form holds when Save is pressed (`upload`: the chosen logo file, if any). */
type PartnerValues = {
  name: string;
  description: string;
  logoUrl: string;
  hasFile: boolean;
  website: string;
  upload: File | null;
};

export interface PartnersAdminProps {
  getClient?: () => Promise<SupabaseClient>;
}

/** /admin/partners: the partners by name, with Add, Edit and Delete (which asks first). */
export function PartnersAdmin({ getClient = getSupabase }: PartnersAdminProps) {
  const { t } = useTranslation("admin-partners");
  const [load, setLoad] = useLoad(
    () => getClient().then(listPartners),
    getClient,
    { key: "toasts.loadFailed", ns: "admin-partners" },
  );
  const [editing, setEditing] = useState<Partner | "new" | null>(null);
  const [deleting, setDeleting] = useState<Partner | null>(null);
  const { busy, run } = useAction();
  const cancelDelete = useRef<HTMLButtonElement>(null);

  const partners = load.status === "ready" ? load.value : [];
  const saved = (partner: Partner) =>
    setLoad((previous) => {
      if (previous.status !== "ready") return previous;
      const others = previous.value.filter((p) => p.id !== partner.id);
      return {
        ...previous,
        value: [...others, partner].sort((a, b) =>
          a.name.localeCompare(b.name),
        ),
      };
    });

  async function onDelete(partner: Partner) {
    await run(
      async () => {
        await deletePartner(await getClient(), partner);
        setLoad((previous) =>
          previous.status === "ready"
            ? {
                ...previous,
                value: previous.value.filter((p) => p.id !== partner.id),
              }
            : previous,
        );
        setDeleting(null);
      },
      {
        success: { key: "toasts.deleted", ns: "admin-partners" },
        failure: { key: "toasts.deleteFailed", ns: "admin-partners" },
      },
    );
  }

  return (
    <div className="space-y-6">
      <p className="max-w-prose text-sm text-ink" data-testid="partners-intro">
        {t("intro")}{" "}
        <ViewOnSite
          path="/about"
          hash="#about-partners"
          className="text-brand underline"
        />
      </p>
      <ListToolbar
        status={
          load.status === "loading"
            ? t("loading")
            : load.status === "error"
              ? t("loadError")
              : t("count", { count: partners.length })
        }
      >
        <button
          type="button"
          className={primaryButton}
          onClick={() => setEditing("new")}
          disabled={load.status !== "ready"}
        >
          {t("add")}
        </button>
      </ListToolbar>

      {load.status === "ready" && partners.length === 0 && (
        <EmptyNote>{t("empty")}</EmptyNote>
      )}
      <ul
        className="grid grid-cols-1 gap-4 md:grid-cols-2"
        data-testid="partner-list"
      >
        {partners.map((partner) => (
          <li
            key={partner.id}
            className="flex min-w-0 flex-col gap-3 rounded-lg border border-line bg-surface p-4"
            data-testid="partner-item"
          >
            <div className="flex min-w-0 items-start gap-4">
              <img
                src={partner.logo_url}
                alt=""
                width={96}
                height={48}
                className="h-12 w-24 shrink-0 rounded bg-white object-contain"
                loading="lazy"
              />
              <div className="min-w-0">
                <h2 dir="auto" className="font-semibold break-words">
                  {partner.name}
                </h2>
                {partner.website && (
                  <a
                    href={partner.website}
                    dir="ltr"
                    className="text-sm break-all text-brand underline"
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {partner.website}
                  </a>
                )}
              </div>
            </div>
            <p dir="auto" className="text-sm break-words text-ink-muted">
              {partner.description}
            </p>
            <div className="mt-auto flex flex-wrap gap-2">
              <button
                type="button"
                className={secondaryButton}
                onClick={() => setEditing(partner)}
                aria-label={t("editNamed", { name: partner.name })}
              >
                {t("edit")}
              </button>
              <button
                type="button"
                className={dangerButton}
                onClick={() => setDeleting(partner)}
                aria-label={t("deleteNamed", { name: partner.name })}
              >
                {t("delete")}
              </button>
            </div>
          </li>
        ))}
      </ul>

      {editing && (
        <PartnerForm
          partner={editing === "new" ? null : editing}
          getClient={getClient}
          onClose={() => setEditing(null)}
          onSaved={(partner) => {
            saved(partner);
            setEditing(null);
          }}
        />
      )}

      {deleting && (
        <Modal
          role="alertdialog"
          title={t("confirmDelete.heading")}
          description={<p>{t("confirmDelete.text", { name: isolate(deleting.name) })}</p>}
          onCancel={() => setDeleting(null)}
          initialFocus={cancelDelete}
          busy={busy}
        >
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              ref={cancelDelete}
              type="button"
              className={secondaryButton}
              onClick={() => setDeleting(null)}
              disabled={busy}
            >
              {t("cancel")}
            </button>
            <button
              type="button"
              className={dangerButton}
              onClick={() => void onDelete(deleting)}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy ? t("deleting") : t("delete")}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}

function PartnerForm({
  partner,
  getClient,
  onClose,
  onSaved,
}: {
  partner: Partner | null;
  getClient: () => Promise<SupabaseClient>;
  onClose: () => void;
  onSaved: (partner: Partner) => void;
}) {
  const { t } = useTranslation("admin-partners");
  const first = useRef<HTMLInputElement>(null);
  const id = useId();
  const [translations, setTranslations] = useState<Drafts<"description">>(() =>
    Object.fromEntries(
      otherLanguages.map((l) => [
        l,
        { description: partner?.description_i18n?.[l] ?? "" },
      ]),
    ),
  );
  const translate: TranslateTexts = async (to, texts) =>
    staffTranslator(await getClient())(to, texts);
  const field = (name: string) => `${id}-${name}`;
  const { errors, errorText, busy, onSubmit } = useFormSubmit<
    PartnerValues,
    keyof PartnerErrors
  >({
    read: (form) => {
      const data = new FormData(form);
      const text = (name: string) => String(data.get(name) ?? "");
      const file = data.get("logoFile");
      const upload = file instanceof File && file.size > 0 ? file : null;
      return {
        name: text("name"),
        description: text("description"),
        logoUrl: text("logoUrl"),
        hasFile: upload !== null,
        website: text("website"),
        upload,
      };
    },
    validate: (values) => {
      const found: PartnerErrors = validatePartner(values);
      if (values.upload) {
        const problem = checkImageFile(values.upload, {
          maxBytes: LOGO_MAX_BYTES,
        });
        if (problem) found.logo = `logoFile_${problem}`;
      }
      return { errors: found };
    },
    order: ["name", "description", "logo", "website"],
    controlId: (name, values) =>
      field(name === "logo" ? (values.upload ? "logoFile" : "logoUrl") : name),
    save: async (values) => {
      const supabase = await getClient();
      const logo = values.upload
        ? await uploadPublicImage(supabase, LOGO_BUCKET, values.upload)
        : values.logoUrl.trim();
      const stored = await savePartner(
        supabase,
        {
          name: values.name.trim(),
          description: values.description.trim(),
          description_i18n: storedTexts(translations, "description"),
          logo_url: logo,
          website: values.website.trim() || null,
        },
        partner?.id,
      );
      toast.success({
        key: partner ? "toasts.updated" : "toasts.added",
        ns: "admin-partners",
      });
      onSaved(stored);
    },
    onError: (error) => {
      const duplicate =
        (error as { cause?: { code?: string } }).cause?.code === "23505";
      return {
        errors: duplicate ? { name: "nameTaken" } : undefined,
        toast: { key: "toasts.saveFailed", ns: "admin-partners" },
      };
    },
    message: (name, code) =>
      t(`errors.${code}`, {
        max: name === "name" ? LIMITS.name : LIMITS.description,
      }),
  });

  return (
    <Modal
      role="dialog"
      title={t(partner ? "form.editHeading" : "form.addHeading")}
      description={<p className={hint}>{t("form.requiredNote")}</p>}
      onCancel={onClose}
      initialFocus={first}
      busy={busy}
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(e) => void onSubmit(e)}
        noValidate
      >
        <TextField
          ref={first}
          id={field("name")}
          label={t("form.name")}
          required
          name="name"
          defaultValue={partner?.name}
          maxLength={LIMITS.name}
          error={errorText("name")}
        />
        <TextAreaField
          id={field("description")}
          label={t("form.description")}
          required
          name="description"
          lang="en"
          dir="ltr"
          defaultValue={partner?.description}
          rows={3}
          maxLength={LIMITS.description}
          error={errorText("description")}
        />
        <TranslationFields
          fields={[
            {
              name: "description",
              label: t("form.description"),
              englishName: "description",
              multiline: true,
              maxLength: LIMITS.description,
            },
          ]}
          value={translations}
          onChange={setTranslations}
          translate={translate}
        />
        <fieldset className="space-y-3 rounded-md border border-line p-3">
          <legend className="px-1 text-sm font-medium">
            {t("form.logo")} *
          </legend>
          <div>
            <label htmlFor={field("logoUrl")} className={label}>
              {t("form.logoUrl")}
            </label>
            <input
              id={field("logoUrl")}
              name="logoUrl"
              type="url"
              dir="ltr"
              defaultValue={partner?.logo_url}
              className={input}
              aria-invalid={errors.logo ? true : undefined}
              aria-describedby={errors.logo ? field("logo-error") : undefined}
            />
          </div>
          <div>
            <label htmlFor={field("logoFile")} className={label}>
              {t("form.logoFile")}
            </label>
            <input
              id={field("logoFile")}
              name="logoFile"
              type="file"
              accept={Object.keys(IMAGE_TYPES).join(",")}
              className="mt-1 block w-full text-sm"
              aria-describedby={[
                field("logoFile-hint"),
                errors.logo ? field("logo-error") : "",
              ]
                .filter(Boolean)
                .join(" ")}
            />
            <p id={field("logoFile-hint")} className={hint}>
              {t("form.logoFileHint")}
            </p>
          </div>
          {errors.logo && (
            <p id={field("logo-error")} className={fieldError}>
              {errorText("logo")}
            </p>
          )}
        </fieldset>
        <TextField
          id={field("website")}
          label={t("form.website")}
          name="website"
          type="url"
          dir="ltr"
          defaultValue={partner?.website ?? ""}
          error={errorText("website")}
        />
        <FormButtons
          busy={busy}
          onCancel={onClose}
          cancelLabel={t("cancel")}
          saveLabel={t("form.save")}
          savingLabel={t("form.saving")}
        />
      </form>
    </Modal>
  );
}
