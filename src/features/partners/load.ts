/**
 * The partners staff maintain in the portal (public.partners, readable by anyone), for the About
 * page: read at build time for the prerendered HTML and again in the browser.
 */
import { readPublic } from "~/lib/public-rest";

export interface PublicPartner {
  id: string;
  name: string;
  description: string;
  logo_url: string;
  website: string | null;
  /** The description in fr, ru, ar, fa where staff wrote it; `description` is the English. */
  description_i18n?: Partial<Record<string, string>>;
}

export interface PartnersData {
  partners: PublicPartner[];
  failed: boolean;
}

export async function loadPartners(fetchImpl?: typeof fetch): Promise<PartnersData> {
  try {
    return { partners: await readPublic<PublicPartner>("partners?select=id,name,description,description_i18n,logo_url,website&order=name.asc", fetchImpl), failed: false };
  } catch (error) {
    console.warn("The partners could not be loaded:", error);
    return { partners: [], failed: true };
  }
}
