/**
 * Logos for the sample partners on the local stack. supabase/seed.sql gives them placeholder URLs
 * (placehold.co), which a machine without network cannot load; here each is drawn (sharp, from an
 * SVG), stored in the partner-logos bucket and the row pointed at it — also again when the stack
 * runs on another origin. Partners staff added are left alone.
 */
import { createClient } from "@supabase/supabase-js";
import sharp from "sharp";
import type { Database } from "../../emulator/supabase/db.ts";

const PLACEHOLDER = "https://placehold.co/%";
const SEEDED = "%/storage/v1/object/public/partner-logos/seed/%";
const COLOURS = ["#0f4c5c", "#2a7f62", "#8a4f7d", "#b5651d"];

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function drawLogo(name: string, index: number): Promise<Buffer> {
  const initials = name.split(/\s+/).map((w) => w[0] ?? "").join("").slice(0, 3).toUpperCase();
  const colour = COLOURS[index % COLOURS.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120">
<rect width="240" height="120" rx="12" fill="#ffffff"/><circle cx="60" cy="60" r="40" fill="${colour}"/>
<text x="60" y="72" font-family="sans-serif" font-size="30" font-weight="700" fill="#ffffff" text-anchor="middle">${escapeXml(initials)}</text>
<text x="110" y="68" font-family="sans-serif" font-size="20" font-weight="700" fill="${colour}">${escapeXml(name.split(/\s+/)[0] ?? name)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function seedPartnerLogos({ db, supabaseUrl, serviceRoleKey }: { db: Database; supabaseUrl: string; serviceRoleKey: string }): Promise<number> {
  const { rows } = await db.query<{ id: string; name: string; logo_url: string }>(
    "select id, name, logo_url from public.partners where logo_url like $1 or logo_url like $2 order by name",
    [PLACEHOLDER, SEEDED],
  );
  if (rows.length === 0) return 0;
  const storage = createClient(supabaseUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } }).storage.from("partner-logos");
  for (const [index, partner] of rows.entries()) {
    const path = `seed/${partner.id}.png`;
    const { error } = await storage.upload(path, await drawLogo(partner.name, index), { contentType: "image/png", upsert: true });
    if (error) throw new Error(`Could not store the sample logo of ${partner.name}: ${error.message}`);
    await db.query("update public.partners set logo_url = $2 where id = $1", [partner.id, storage.getPublicUrl(path).data.publicUrl]);
  }
  return rows.length;
}
