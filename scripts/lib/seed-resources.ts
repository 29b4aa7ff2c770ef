/**
 * Stores the files of the sample resources (supabase/seed.sql rows with a file_path under seed/) in
 * the private bucket resources-private, from supabase/seed-resources/, and records the text extract
 * a DOCX or XLSX preview shows. Runs when the local stack starts (and `npm run resources:seed`
 * against a real project); only missing files are stored, so it is cheap after the first run.
 * Resources staff uploaded are left alone.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { createClient } from "@supabase/supabase-js";
import { DOCUMENT_TYPES, extractPreviewText, isDocumentType } from "../../supabase/functions/_shared/resource-file.ts";
import { SEED_FOLDER } from "./resource-catalogue.ts";

export const RESOURCE_BUCKET = "resources-private";
export const SEED_FILES_DIR = resolve(import.meta.dirname, "../../supabase/seed-resources");

interface SeedRow {
  id: string;
  file_path: string;
  file_type: string;
  preview_text: string | null;
}

export async function seedResourceFiles({ supabaseUrl, serviceRoleKey, log = () => {} }: { supabaseUrl: string; serviceRoleKey: string; log?: (line: string) => void }): Promise<number> {
  const supabase = createClient(supabaseUrl, serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });
  const { data, error } = await supabase.from("resources").select("id,file_path,file_type,preview_text").like("file_path", `${SEED_FOLDER}/%`);
  if (error) throw new Error(`Could not read the sample resources: ${error.message}`);
  const rows = (data ?? []) as SeedRow[];
  if (rows.length === 0) return 0;

  const bucket = supabase.storage.from(RESOURCE_BUCKET);
  const listed = await bucket.list(SEED_FOLDER, { limit: 1000 });
  if (listed.error) throw new Error(`Could not list the stored sample resources: ${listed.error.message}`);
  const stored = new Set((listed.data ?? []).map((o) => `${SEED_FOLDER}/${o.name}`));

  let written = 0;
  for (const row of rows) {
    const source = join(SEED_FILES_DIR, row.file_path.slice(SEED_FOLDER.length + 1));
    if (!isDocumentType(row.file_type) || !existsSync(source)) {
      log(`No sample file for ${row.file_path} in supabase/seed-resources/.`);
      continue;
    }
    const bytes = readFileSync(source);
    if (!stored.has(row.file_path)) {
      const { error: uploadError } = await bucket.upload(row.file_path, bytes, { contentType: DOCUMENT_TYPES[row.file_type], upsert: true });
      if (uploadError) throw new Error(`Could not store the sample resource ${row.file_path}: ${uploadError.message}`);
      written += 1;
    }
    if (row.preview_text === null) {
      const text = extractPreviewText(row.file_type, new Uint8Array(bytes));
      if (text) {
        const { error: updateError } = await supabase.from("resources").update({ preview_text: text }).eq("id", row.id);
        if (updateError) throw new Error(`Could not record the preview of ${row.file_path}: ${updateError.message}`);
      }
    }
  }
  return written;
}
