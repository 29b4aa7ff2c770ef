/**
 * Supabase's own schema (roles, `auth`, `storage`, the realtime publication), created before the
 * app's migrations because they rely on it. Each file in this folder runs once per database, in
 * name order, recorded in supabase_migrations.emulator_bootstrap; a new file added later is
 * applied to existing databases on their next open.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "../db-types.ts";

export const bootstrapDir = import.meta.dirname;

export function bootstrapFiles(): { name: string; sql: string }[] {
  return readdirSync(bootstrapDir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(bootstrapDir, name), "utf8") }));
}

/** Applies the bootstrap files not yet applied. Returns true when the database was fresh (first open). */
export async function applyBootstrap(db: Database): Promise<boolean> {
  const existing = await db.query<{ t: string | null }>("select to_regclass('supabase_migrations.emulator_bootstrap')::text as t");
  const fresh = existing.rows[0]?.t == null;
  if (fresh) {
    await db.exec(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.emulator_bootstrap (
        name text primary key,
        applied_at timestamptz not null default now()
      );
    `);
  }
  const done = new Set(
    (await db.query<{ name: string }>("select name from supabase_migrations.emulator_bootstrap")).rows.map((r) => r.name),
  );
  for (const file of bootstrapFiles()) {
    if (done.has(file.name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(file.sql);
      await tx.query("insert into supabase_migrations.emulator_bootstrap (name) values ($1)", [file.name]);
    });
  }
  return fresh;
}
