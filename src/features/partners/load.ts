/**
 * The partners staff maintain in the portal (public.partners, readable by anyone), for the About
 * page: read at build time for the prerendered HTML and again in the browser. A plain PostgREST
 * request with the public anon key: the page does not need supabase-js for one list.
 */
import { getConfig } from "~/lib/env";

export interface PublicPartner {
  id: string;
  name: string;
  description: string;
  logo_url: string;
  website: string | null;
}

export interface PartnersData {
  partners: PublicPartner[];
  failed: boolean;
}

export const PARTNERS_TIMEOUT_MS = 8_000;

export async function loadPartners(fetchImpl: typeof fetch = fetch): Promise<PartnersData> {
  try {
    const { url, anonKey } = getConfig().supabase;
    const response = await fetchImpl(`${url}/rest/v1/partners?select=id,name,description,logo_url,website&order=name.asc`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, Accept: "application/json" },
      // The build must not hang on an unreachable project; the browser has its own limits.
      signal: typeof window === "undefined" ? AbortSignal.timeout(PARTNERS_TIMEOUT_MS) : undefined,
    });
    if (!response.ok) throw new Error(`partners: ${response.status}`);
    return { partners: (await response.json()) as PublicPartner[], failed: false };
  } catch (error) {
    console.warn("The partners could not be loaded:", error);
    return { partners: [], failed: true };
  }
}
