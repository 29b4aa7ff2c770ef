/**
 * The migration runner: every file of supabase/migrations is recorded in
 * supabase_migrations.schema_migrations, re-opening the same data never re-applies a migration or
 * re-runs the seed, a new migration is applied on the next open, and a failing one is not recorded.
 * On PGlite (a temporary data directory) and on the Postgres server (TEST_DATABASE_URL).
 */
import { randomUUID } from "node:crypto";
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultMigrationsDir, openDatabase, type Database } from "../../emulator/supabase/db.ts";
import { adminQuery, serverUnavailableReason, serverUrl, withDatabase } from "./helpers/postgres.ts";

const unavailable = await serverUnavailableReason("migration tests");
if (unavailable) console.warn(`${unavailable}: the Postgres-server migration tests are skipped locally.`);

/** Where one backend keeps its data between opens. */
interface Store {
  open(opts: { migrationsDir: string }): Promise<Database>;
  dispose(): Promise<void>;
}

const backends: { name: string; skip: boolean; create(): Promise<Store> }[] = [
  {
    name: "PGlite",
    skip: false,
    async create() {
      const dir = mkdtempSync(join(tmpdir(), "rls-migrations-"));
      return {
        open: ({ migrationsDir }) => openDatabase({ dataDir: join(dir, "pglite"), migrationsDir }),
        async dispose() {
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "Postgres server",
    skip: unavailable !== undefined,
    async create() {
      const name = `test_migr_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
      await adminQuery(`create database ${name}`);
      return {
        open: ({ migrationsDir }) => openDatabase({ databaseUrl: withDatabase(serverUrl, name), migrationsDir }),
        dispose: () => adminQuery(`drop database if exists ${name} with (force)`),
      };
    },
  },
];

const repoVersions = readdirSync(defaultMigrationsDir)
  .filter((f) => /^\d+_.+\.sql$/.test(f))
  .sort()
  .map((f) => f.split("_")[0]);

async function recorded(db: Database): Promise<{ version: string; name: string }[]> {
  return (await db.query<{ version: string; name: string }>("select version, name from supabase_migrations.schema_migrations order by version")).rows;
}

describe.each(backends)("migrations on $name", (backend) => {
  let store: Store;
  let migrationsDir: string;
  let scratch: string;

  beforeAll(async () => {
    if (backend.skip) return;
    store = await backend.create();
    scratch = mkdtempSync(join(tmpdir(), "rls-migrations-files-"));
    migrationsDir = join(scratch, "migrations");
    cpSync(defaultMigrationsDir, migrationsDir, { recursive: true });
  });

  afterAll(async () => {
    if (backend.skip) return;
    await store.dispose();
    rmSync(scratch, { recursive: true, force: true });
  });

  it.skipIf(backend.skip)("records every migration file once, seeds once, and re-applies nothing on re-open", async () => {
    expect(repoVersions.length).toBeGreaterThan(0);

    const first = await store.open({ migrationsDir });
    try {
      const rows = await recorded(first);
      expect(rows.map((r) => r.version)).toEqual(repoVersions);
      expect(rows.find((r) => r.version === repoVersions[0])?.name).toBe("profiles");
      const statements = await first.query<{ s: string[] }>("select statements s from supabase_migrations.schema_migrations where version = $1", [repoVersions[0]]);
      expect(statements.rows[0]?.s.join("\n")).toContain("create table public.profiles");
      // Data written now must survive the re-open (nothing is re-created).
      await first.query("insert into public.partners (name, description, logo_url) values ('Kept', 'Survives re-open', 'https://kept.example/l.png')");
    } finally {
      await first.close();
    }

    const second = await store.open({ migrationsDir });
    try {
      expect((await recorded(second)).map((r) => r.version)).toEqual(repoVersions);
      const counts = await second.query<{ resources: number; kept: number; categories: number }>(
        `select (select count(*)::int from public.resources) resources,
                (select count(*)::int from public.partners where name = 'Kept') kept,
                (select count(*)::int from public.service_categories) categories`,
      );
      // The seed's 15 resources, once: the seed did not run again.
      expect(counts.rows[0]).toEqual({ resources: 15, kept: 1, categories: 5 });
    } finally {
      await second.close();
    }
  });

  it.skipIf(backend.skip)("applies a new migration on the next open, and does not record a failing one", async () => {
    writeFileSync(join(migrationsDir, "29990101000000_extra.sql"), "create table public.extra_probe (id int primary key);\nalter table public.extra_probe enable row level security;\n");
    const db = await store.open({ migrationsDir });
    try {
      const rows = await recorded(db);
      expect(rows.at(-1)).toEqual({ version: "29990101000000", name: "extra" });
      expect(rows).toHaveLength(repoVersions.length + 1);
      expect((await db.query("select to_regclass('public.extra_probe')::text t")).rows).toEqual([{ t: "extra_probe" }]);
    } finally {
      await db.close();
    }

    writeFileSync(join(migrationsDir, "29990102000000_broken.sql"), "create table public.half_done (id int);\nselect * from no_such_table;\n");
    await expect(store.open({ migrationsDir })).rejects.toThrow(/29990102000000_broken\.sql failed/);
    rmSync(join(migrationsDir, "29990102000000_broken.sql"));

    const after = await store.open({ migrationsDir });
    try {
      expect((await recorded(after)).map((r) => r.version)).not.toContain("29990102000000");
      // The failed migration's transaction was rolled back entirely.
      expect((await after.query("select to_regclass('public.half_done')::text t")).rows).toEqual([{ t: null }]);
    } finally {
      await after.close();
    }
  });
});
