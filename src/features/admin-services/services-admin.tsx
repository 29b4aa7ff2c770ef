import type { SupabaseClient } from "@supabase/supabase-js";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyNote, ListToolbar } from "~/components/ui/list-toolbar";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormButtons as KitFormButtons } from "~/components/ui/form-buttons";
import { ConfirmDialog } from "~/components/ui/confirm-dialog";
import { Modal } from "~/components/ui/dialog";
import { SelectField, TextAreaField, TextField } from "~/components/ui/field";
import {
  dangerButton,
  hint,
  primaryButton,
  secondaryButton,
} from "~/components/ui/styles";
import { toast } from "~/components/ui/toast";
import { useAction, useLoad } from "~/components/ui/use-async";
import {
  BILLING_PERIODS,
  type BillingPeriod,
  formatPrice,
  pricingDrafts,
  pricingTranslations,
} from "~/lib/pricing";
import {
  type Drafts,
  staffTranslator,
  type TranslateTexts,
} from "~/lib/staff-translations";
import { TranslationFields } from "~/components/ui/translation-fields";
import { ViewOnSite } from "~/components/ui/view-on-site";
import { useFormSubmit } from "~/lib/forms/use-form-submit";
import { getSupabase } from "~/lib/supabase";
import { getConfig } from "~/lib/env";
import { getContentClient } from "~/lib/contentful/client";
import { contentfulEntryUrl } from "~/lib/contentful/entry-url";
import { isOneOf } from "~/lib/contentful/model";
import {
  type Category,
  deleteRow,
  featureLines,
  LIMITS,
  listCatalogue,
  parsePrice,
  type Pricing,
  saveCategory,
  SaveError,
  SERVICE_PAGE_SLUGS,
  savePricing,
  saveService,
  type Service,
  servicePageEntries,
  validatePricing,
  validateService,
} from "./api";
import { isolate } from "~/lib/bidi";

type Editing =
  | { kind: "service"; service: Service | null }
  | { kind: "pricing"; service: Service; pricing: Pricing | null }
  | { kind: "category"; category: Category | null };
type Deleting =
  | { kind: "services"; id: string; name: string }
  | { kind: "service_pricing"; id: string; name: string }
  | { kind: "service_categories"; id: string; name: string };

export interface ServicesAdminProps {
  getClient?: () => Promise<SupabaseClient>;
}

/** /admin/services: services by title with their pricing rows, and the categories; create, edit, delete (asks first). */
export function ServicesAdmin({ getClient = getSupabase }: ServicesAdminProps) {
  const { t, i18n } = useTranslation("admin-services");
  const [reload, setReload] = useState(0);
  const [load] = useLoad(() => getClient().then(listCatalogue), reload, {
    key: "toasts.loadFailed",
    ns: "admin-services",
  });
  const { t: tSite } = useTranslation("admin-site");
  const contentful = getConfig().contentful;
  const [entries] = useLoad(
    () => servicePageEntries(getContentClient(contentful)),
    0,
  );
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const { busy, run } = useAction();

  const categories = load.status === "ready" ? load.value.categories : [];
  const services = load.status === "ready" ? load.value.services : [];
  const categoryName = (id: string | null) =>
    categories.find((c) => c.id === id)?.name ?? t("noCategory");
  const pricingColumns: Column<Pricing>[] = [
    {
      key: "tier",
      header: t("pricing.tier"),
      cell: (row) => (
        <>
          <span dir="auto" className="font-medium">
            {row.label || row.tier}
          </span>
          <span className="block text-xs text-ink-muted">
            <bdi>{row.tier}</bdi>
          </span>
        </>
      ),
    },
    {
      key: "price",
      header: t("pricing.price"),
      className: "px-3 py-2 whitespace-nowrap",
      cell: (row) => (
        <>
          {formatPrice(row.price, row.currency, i18n.language)}{" "}
          <span className="text-ink-muted">
            {t(`periods.${row.billing_period}`)}
          </span>
        </>
      ),
    },
    {
      key: "features",
      header: t("pricing.features"),
      cell: (row) => t("pricing.featureCount", { count: row.features.length }),
    },
  ];
  const refresh = () => setReload((n) => n + 1);

  async function onDelete(target: Deleting) {
    const done = await run(
      async () => {
        await deleteRow(await getClient(), target.kind, target.id);
        setDeleting(null);
      },
      {
        success: { key: `toasts.deleted.${target.kind}`, ns: "admin-services" },
        failure: {
          key: `toasts.deleteFailed.${target.kind}`,
          ns: "admin-services",
        },
      },
    );
    if (done) refresh();
  }

  return (
    <div className="space-y-8">
      <p className="max-w-prose text-sm text-ink" data-testid="services-intro">
        {t("intro")}
      </p>
      <ListToolbar
        status={
          load.status === "loading"
            ? t("loading")
            : load.status === "error"
              ? t("loadError")
              : t("count", { count: services.length })
        }
      >
        <button
          type="button"
          className={primaryButton}
          disabled={load.status !== "ready"}
          onClick={() => setEditing({ kind: "service", service: null })}
        >
          {t("addService")}
        </button>
      </ListToolbar>

      {load.status === "ready" && services.length === 0 && (
        <EmptyNote>{t("empty")}</EmptyNote>
      )}
      <ul className="space-y-6" data-testid="service-list">
        {services.map((service) => (
          <li
            key={service.id}
            className="min-w-0 rounded-lg border border-line bg-surface p-4"
            data-testid="service-item"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h2 dir="auto" className="text-lg font-semibold break-words">
                  {service.title}
                </h2>
                <p className="text-sm text-ink-muted">
                  <bdi>{categoryName(service.category_id)}</bdi>
                  {service.slug && (
                    <>
                      {" "}
                      <span aria-hidden="true">·</span>{" "}
                      <span dir="ltr">/services/{service.slug}</span>
                    </>
                  )}
                </p>
                {/* Rates show only on a service page (/services/<slug>); a row saved before with another slug
                    (the seed's website-packages: that page's prices come from Contentful) is shown nowhere. */}
                {isOneOf(SERVICE_PAGE_SLUGS, service.slug) ? (
                  <ViewOnSite path={`/services/${service.slug}`} label={t("viewOnSiteNamed", { name: service.title })} />
                ) : (
                  <p className="text-sm text-danger">{t("notShown")}</p>
                )}
                {service.slug && entries.status === "ready" && (
                  <p className="text-sm" data-testid="service-entry">
                    {entries.value[service.slug] ? (
                      <a
                        href={
                          contentfulEntryUrl(
                            contentful,
                            entries.value[service.slug]!,
                          ).href
                        }
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand underline"
                        aria-label={tSite("openInContentfulNamed", {
                          name: service.title,
                        })}
                      >
                        {tSite(
                          contentful.host
                            ? "openInContentfulLocal"
                            : "openInContentful",
                        )}
                      </a>
                    ) : (
                      <span className="text-ink-muted">
                        {tSite("notInContentful")}
                      </span>
                    )}
                  </p>
                )}
              </div>
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => setEditing({ kind: "service", service })}
                  aria-label={t("editNamed", { name: service.title })}
                >
                  {t("edit")}
                </button>
                <button
                  type="button"
                  className={dangerButton}
                  onClick={() =>
                    setDeleting({
                      kind: "services",
                      id: service.id,
                      name: service.title,
                    })
                  }
                  aria-label={t("deleteNamed", { name: service.title })}
                >
                  {t("delete")}
                </button>
              </div>
            </div>
            {service.description && (
              <p dir="auto" className="mt-2 text-sm break-words text-ink">
                {service.description}
              </p>
            )}
            <DataTable
              className="relative mt-4 min-w-0 overflow-x-auto rounded-lg border border-line bg-surface"
              caption={t("pricing.caption", { name: isolate(service.title) })}
              captionHidden
              columns={pricingColumns}
              rows={service.service_pricing}
              rowKey={(row) => row.id}
              rowTestId="pricing-row"
              emptyText={t("pricing.none")}
              actionsHeader={
                <span className="sr-only">{t("pricing.actions")}</span>
              }
              rowActions={(row) => {
                const name = `${service.title} — ${row.label || row.tier}`;
                return (
                  <>
                    <button
                      type="button"
                      className="text-brand underline"
                      onClick={() =>
                        setEditing({ kind: "pricing", service, pricing: row })
                      }
                      aria-label={t("editNamed", { name })}
                    >
                      {t("edit")}
                    </button>
                    <button
                      type="button"
                      className="ms-3 text-danger underline"
                      onClick={() =>
                        setDeleting({
                          kind: "service_pricing",
                          id: row.id,
                          name,
                        })
                      }
                      aria-label={t("deleteNamed", { name })}
                    >
                      {t("delete")}
                    </button>
                  </>
                );
              }}
            />
            <button
              type="button"
              className={`${secondaryButton} mt-3`}
              onClick={() =>
                setEditing({ kind: "pricing", service, pricing: null })
              }
              aria-label={t("pricing.addFor", { name: service.title })}
            >
              {t("pricing.add")}
            </button>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="service-categories"
        className="rounded-lg border border-line bg-surface p-4"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="service-categories" className="text-lg font-semibold">
            {t("categories.heading")}
          </h2>
          <button
            type="button"
            className={secondaryButton}
            disabled={load.status !== "ready"}
            onClick={() => setEditing({ kind: "category", category: null })}
          >
            {t("categories.add")}
          </button>
        </div>
        <ul className="mt-3 divide-y divide-line" data-testid="category-list">
          {categories.map((category) => (
            <li
              key={category.id}
              className="flex flex-wrap items-center justify-between gap-2 py-2"
            >
              <span dir="auto" className="break-words">
                {category.name}
              </span>
              <span className="flex gap-3">
                <button
                  type="button"
                  className="text-brand underline"
                  onClick={() => setEditing({ kind: "category", category })}
                  aria-label={t("editNamed", { name: category.name })}
                >
                  {t("edit")}
                </button>
                <button
                  type="button"
                  className="text-danger underline"
                  onClick={() =>
                    setDeleting({
                      kind: "service_categories",
                      id: category.id,
                      name: category.name,
                    })
                  }
                  aria-label={t("deleteNamed", { name: category.name })}
                >
                  {t("delete")}
                </button>
              </span>
            </li>
          ))}
        </ul>
      </section>

      {editing?.kind === "service" && (
        <ServiceForm
          service={editing.service}
          categories={categories}
          getClient={getClient}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), refresh())}
        />
      )}
      {editing?.kind === "pricing" && (
        <PricingForm
          service={editing.service}
          pricing={editing.pricing}
          getClient={getClient}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), refresh())}
        />
      )}
      {editing?.kind === "category" && (
        <CategoryForm
          category={editing.category}
          getClient={getClient}
          onClose={() => setEditing(null)}
          onSaved={() => (setEditing(null), refresh())}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t(`confirmDelete.${deleting.kind}.heading`)}
          text={t(`confirmDelete.${deleting.kind}.text`, { name: isolate(deleting.name) })}
          cancelLabel={t("cancel")}
          confirmLabel={t("delete")}
          busyLabel={t("deleting")}
          busy={busy}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void onDelete(deleting)}
        />
      )}
    </div>
  );
}

/**
 * The three forms' submit, on the portal's one form hook (lib/forms/use-form-submit.ts): `onSave`
 * checks and saves the submitted form and answers the field errors to show (focus goes to the first),
 * or null once saved. One save per click; busy until it answers.
 */
function useForm(
  onSave: (form: FormData) => Promise<Record<string, string> | null>,
) {
  const id = useId();
  const { errors, busy, onSubmit } = useFormSubmit<FormData, string>({
    read: (form) => new FormData(form),
    controlId: (field) => `${id}-${field}`,
    save: async (form) => {
      const found = await onSave(form);
      return found ? { errors: found } : undefined;
    },
  });
  return { errors, busy, id, onSubmit };
}

function FormButtons({
  busy,
  onClose,
}: {
  busy: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("admin-services");
  return (
    <KitFormButtons
      busy={busy}
      onCancel={onClose}
      cancelLabel={t("cancel")}
      saveLabel={t("save")}
      savingLabel={t("saving")}
    />
  );
}

/** Saves through `save`; a taken name (23505) becomes that field's error, anything else the failure toast. */
async function attempt(
  save: () => Promise<unknown>,
  t: (key: string) => string,
  takenField: string,
  takenKey: string,
  success: string,
  failure: string,
): Promise<Record<string, string> | null> {
  try {
    await save();
    toast.success({ key: success, ns: "admin-services" });
    return null;
  } catch (error) {
    console.warn(error);
    toast.error({ key: failure, ns: "admin-services" });
    return error instanceof SaveError && error.code === "23505"
      ? { [takenField]: t(`errors.${takenKey}`) }
      : {};
  }
}

function ServiceForm({
  service,
  categories,
  getClient,
  onClose,
  onSaved,
}: {
  service: Service | null;
  categories: Category[];
  getClient: () => Promise<SupabaseClient>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation("admin-services");
  const first = useRef<HTMLInputElement>(null);
  const { errors, busy, id, onSubmit } = useForm(async (form) => {
    const v = {
      title: String(form.get("title") ?? ""),
      description: String(form.get("description") ?? ""),
      slug: String(form.get("slug") ?? ""),
    };
    const found = validateService(v);
    if (Object.keys(found).length)
      return Object.fromEntries(
        Object.entries(found).map(([k, key]) => [
          k,
          t(`errors.${key}`, { max: LIMITS[k as "title"] }),
        ]),
      );
    const categoryId = String(form.get("category") ?? "") || null;
    const result = await attempt(
      async () =>
        saveService(
          await getClient(),
          {
            title: v.title.trim(),
            description: v.description.trim() || null,
            slug: v.slug.trim() || null,
            category_id: categoryId,
          },
          service?.id,
        ),
      t,
      "slug",
      "slugTaken",
      "toasts.saved.services",
      "toasts.saveFailed.services",
    );
    if (result === null) onSaved();
    return result;
  });
  const f = (name: string) => `${id}-${name}`;
  return (
    <Modal
      role="dialog"
      title={t(service ? "form.editService" : "form.addService")}
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
          id={f("title")}
          label={`${t("form.title")} *`}
          error={errors.title}
          name="title"
          defaultValue={service?.title}
          maxLength={LIMITS.title}
        />
        <TextAreaField
          id={f("description")}
          label={t("form.description")}
          error={errors.description}
          name="description"
          defaultValue={service?.description ?? ""}
          rows={4}
          maxLength={LIMITS.description}
        />
        <SelectField
          id={f("category")}
          label={t("form.category")}
          name="category"
          defaultValue={service?.category_id ?? ""}
        >
          <option value="">{t("noCategory")}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={f("slug")}
          label={`${t("form.slug")} *`}
          error={errors.slug}
          hint={t("form.slugHint")}
          name="slug"
          defaultValue={service?.slug ?? ""}
        >
          <option value="">{t("form.slugChoose")}</option>
          {SERVICE_PAGE_SLUGS.map((slug) => (
            <option key={slug} value={slug} dir="ltr">
              /services/{slug}
            </option>
          ))}
        </SelectField>
        <FormButtons busy={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}

function PricingForm({
  service,
  pricing,
  getClient,
  onClose,
  onSaved,
}: {
  service: Service;
  pricing: Pricing | null;
  getClient: () => Promise<SupabaseClient>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation("admin-services");
  const first = useRef<HTMLInputElement>(null);
  const [translations, setTranslations] = useState<
    Drafts<"label" | "features">
  >(() => pricingDrafts(pricing?.i18n));
  const translate: TranslateTexts = async (to, texts) =>
    staffTranslator(await getClient())(to, texts);
  const { errors, busy, id, onSubmit } = useForm(async (form) => {
    const text = (name: string) => String(form.get(name) ?? "");
    const v = {
      tier: text("tier"),
      label: text("label"),
      price: text("price"),
      sortOrder: text("sortOrder"),
    };
    const found = validatePricing(v);
    if (Object.keys(found).length)
      return Object.fromEntries(
        Object.entries(found).map(([k, key]) => [
          k,
          t(`errors.${key}`, { max: LIMITS[k as "tier"] }),
        ]),
      );
    const result = await attempt(
      async () =>
        savePricing(
          await getClient(),
          {
            service_id: service.id,
            tier: v.tier.trim(),
            label: v.label.trim() || null,
            price: parsePrice(v.price),
            currency: "CAD",
            billing_period: text("billingPeriod") as BillingPeriod,
            features: featureLines(text("features")),
            sort_order: Number(v.sortOrder.trim() || 0),
            i18n: pricingTranslations(translations),
          },
          pricing?.id,
        ),
      t,
      "tier",
      "tierTaken",
      "toasts.saved.service_pricing",
      "toasts.saveFailed.service_pricing",
    );
    if (result === null) onSaved();
    return result;
  });
  const f = (name: string) => `${id}-${name}`;
  return (
    <Modal
      role="dialog"
      title={t(pricing ? "form.editPricing" : "form.addPricing")}
      description={<p className={hint}>{t("form.pricingFor", { name: isolate(service.title) })}</p>}
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
          id={f("tier")}
          label={`${t("form.tier")} *`}
          error={errors.tier}
          hint={t("form.tierHint")}
          name="tier"
          dir="ltr"
          defaultValue={pricing?.tier}
          maxLength={LIMITS.tier}
        />
        <TextField
          id={f("label")}
          label={t("form.label")}
          error={errors.label}
          name="label"
          lang="en"
          dir="ltr"
          defaultValue={pricing?.label ?? ""}
          maxLength={LIMITS.label}
        />
        <TextField
          id={f("price")}
          label={`${t("form.price")} *`}
          error={errors.price}
          name="price"
          inputMode="decimal"
          dir="ltr"
          defaultValue={pricing ? String(pricing.price) : ""}
        />
        <SelectField
          id={f("billingPeriod")}
          label={t("form.billingPeriod")}
          name="billingPeriod"
          defaultValue={pricing?.billing_period ?? "per_project"}
        >
          {BILLING_PERIODS.map((period) => (
            <option key={period} value={period}>
              {t(`periodNames.${period}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          id={f("features")}
          label={t("form.features")}
          hint={t("form.featuresHint")}
          name="features"
          lang="en"
          dir="ltr"
          rows={4}
          defaultValue={pricing?.features.join("\n") ?? ""}
        />
        <TranslationFields
          fields={[
            {
              name: "label",
              label: t("form.label"),
              englishName: "label",
              maxLength: LIMITS.label,
            },
            {
              name: "features",
              label: t("form.features"),
              englishName: "features",
              multiline: true,
              hint: t("form.featuresHint"),
            },
          ]}
          value={translations}
          onChange={setTranslations}
          translate={translate}
        />
        <TextField
          id={f("sortOrder")}
          label={t("form.sortOrder")}
          error={errors.sortOrder}
          name="sortOrder"
          inputMode="numeric"
          dir="ltr"
          defaultValue={pricing ? String(pricing.sort_order) : ""}
        />
        <FormButtons busy={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}

function CategoryForm({
  category,
  getClient,
  onClose,
  onSaved,
}: {
  category: Category | null;
  getClient: () => Promise<SupabaseClient>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation("admin-services");
  const first = useRef<HTMLInputElement>(null);
  const { errors, busy, id, onSubmit } = useForm(async (form) => {
    const name = String(form.get("name") ?? "").trim();
    if (!name) return { name: t("errors.nameRequired") };
    if (name.length > LIMITS.category)
      return { name: t("errors.nameTooLong", { max: LIMITS.category }) };
    const result = await attempt(
      async () => saveCategory(await getClient(), name, category?.id),
      t,
      "name",
      "nameTaken",
      "toasts.saved.service_categories",
      "toasts.saveFailed.service_categories",
    );
    if (result === null) onSaved();
    return result;
  });
  return (
    <Modal
      role="dialog"
      title={t(category ? "form.editCategory" : "form.addCategory")}
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
          id={`${id}-name`}
          label={`${t("form.categoryName")} *`}
          error={errors.name}
          name="name"
          defaultValue={category?.name}
          maxLength={LIMITS.category}
        />
        <FormButtons busy={busy} onClose={onClose} />
      </form>
    </Modal>
  );
}
