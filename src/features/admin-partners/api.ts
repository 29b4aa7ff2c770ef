import type { SupabaseClient } from "@supabase/supabase-js";
import { publicObjectPath } from "~/lib/public-image";
import type { OtherLanguage } from "~/lib/staff-translations";

export const LOGO_BUCKET = "partner-logos";
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LIMITS = { name: 200, description: 2000 } as const;

export interface Partner {
  id: string;
  name: string;
  description: string;
  logo_url: string;
  website: string | null;
  /** The description in fr, ru, ar, fa (each optional); `description` is the English. */
  description_i18n: Partial<Record<OtherLanguage, string>>;
}

export type PartnerInput = Omit<Partner, "id">;

const COLUMNS = "id,name,description,description_i18n,logo_url,website";

export async function listPartners(supabase: SupabaseClient): Promise<Partner[]> {
  const { data, error } = await supabase.from("partners").select(COLUMNS).order("name");
  if (error) throw new Error(`Could not load the partners: ${error.message}`);
  return (data ?? []) as Partner[];
}

/** Adds (no id) or updates a partner; answers the stored row. */
export async function savePartner(supabase: SupabaseClient, input: PartnerInput, id?: string): Promise<Partner> {
  const query = id ? supabase.from("partners").update(input).eq("id", id) : supabase.from("partners").insert(input);
  const { data, error } = await query.select(COLUMNS);
  if (error || !data?.length) throw new Error(`Could not save the partner: ${error?.message ?? "no row saved"}`, { cause: error });
  return data[0] as Partner;
}

/** Deletes the partner, then (best effort) its uploaded logo. */
export async function deletePartner(supabase: SupabaseClient, partner: Pick<Partner, "id" | "logo_url">): Promise<void> {
  const { data, error } = await supabase.from("partners").delete().eq("id", partner.id).select("id");
  if (error || !data?.length) throw new Error(`Could not delete the partner: ${error?.message ?? "no row deleted"}`);
  const path = publicObjectPath(partner.logo_url, LOGO_BUCKET);
  if (path) {
    const { error: removeError } = await supabase.storage.from(LOGO_BUCKET).remove([path]);
    if (removeError) console.warn("The partner's logo could not be removed:", removeError.message);
  }
}

/** A web address the database accepts (http or https, with a host). */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]+\S*$/i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
}

export type PartnerErrors = Partial<Record<"name" | "description" | "logo" | "website", string>>;

/** The spec's rules: name, description and a logo (URL, or a file to upload) required; website an optional URL. */
export function validatePartner(values: { name: string; description: string; logoUrl: string; hasFile: boolean; website: string }): PartnerErrors {
  const errors: PartnerErrors = {};
  if (!values.name.trim()) errors.name = "nameRequired";
  else if (values.name.trim().length > LIMITS.name) errors.name = "nameTooLong";
  if (!values.description.trim()) errors.description = "descriptionRequired";
  else if (values.description.trim().length > LIMITS.description) errors.description = "descriptionTooLong";
  if (!values.hasFile) {
    if (!values.logoUrl.trim()) errors.logo = "logoRequired";
    else if (!isWebUrl(values.logoUrl.trim())) errors.logo = "logoUrlInvalid";
  }
  if (values.website.trim() && !isWebUrl(values.website.trim())) errors.website = "websiteInvalid";
  return errors;
}
