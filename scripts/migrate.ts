/**
 * Applies the Supabase migrations and seed to the local stack's database and lists what is applied:
 * opening the database bootstraps Supabase's own schema, then runs supabase/migrations/ and the seed
 * (emulator/supabase/db.ts, migrate.ts).
 *
 *   node scripts/migrate.ts [--database-url URL | --data-dir DIR]   (default: DATABASE_URL, else .data/pglite)
 */
import { openDatabase } from "../emulator/supabase/db.ts";

async function main(argv: string[]): Promise<void> {
  const arg = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const databaseUrl = arg("--database-url") ?? process.env.DATABASE_URL;
  const dataDir = arg("--data-dir");
  const db = await openDatabase({ databaseUrl, dataDir });
  try {
    const { rows } = await db.query<{ version: string; name: string }>(
      "select version, name from supabase_migrations.schema_migrations order by version",
    );
    for (const r of rows) console.log(`${r.version}  ${r.name}`);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
