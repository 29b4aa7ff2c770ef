/**
 * Applies supabase/migrations/<version>_<name>.sql in version order, each in its own transaction,
 * recording it in supabase_migrations.schema_migrations (the Supabase CLI's own table: version,
 * statements, name) so a migration is never applied twice. Also runs the seed.
 * db.ts runs this on every open; the command line is scripts/migrate.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Database } from "./db-types.ts";

export interface MigrationFile {
  version: string;
  name: string;
  path: string;
}

const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export function listMigrations(dir: string): MigrationFile[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((file) => ({ file, m: MIGRATION_FILE.exec(file) }))
    .filter((x): x is { file: string; m: RegExpExecArray } => x.m !== null)
    .map(({ file, m }) => ({ version: m[1] ?? "", name: m[2] ?? "", path: join(dir, file) }))
    .sort((a, b) => (a.version.length - b.version.length) || a.version.localeCompare(b.version));
}

async function ensureMigrationsTable(db: Database): Promise<void> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text primary key,
      statements text[],
      name text
    );
  `);
}

/** Applies the migrations of `dir` not yet recorded. Returns the versions applied now. */
export async function applyMigrations(db: Database, dir: string): Promise<string[]> {
  await ensureMigrationsTable(db);
  const done = new Set(
    (await db.query<{ version: string }>("select version from supabase_migrations.schema_migrations")).rows.map((r) => r.version),
  );
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.path, "utf8");
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query("insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)", [
          migration.version,
          [sql],
          migration.name,
        ]);
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`Migration ${migration.version}_${migration.name}.sql failed: ${message}`, { cause: error });
    }
    applied.push(migration.version);
  }
  return applied;
}

/** Runs a seed file as the superuser, in one transaction. */
export async function runSeed(db: Database, seedFile: string): Promise<void> {
  if (!existsSync(seedFile)) return;
  const sql = readFileSync(seedFile, "utf8");
  try {
    await db.transaction((tx) => tx.exec(sql));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Seed ${seedFile} failed: ${message}`, { cause: error });
  }
}
