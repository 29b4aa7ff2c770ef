/**
 * Issue 25 item 3 (decision 0041): the portal's services are the rates of the site's service pages,
 * and the database refuses what the screen says cannot be: a service without its public page, and
 * rates for one. The migration (20261128510002_rates_need_a_page.sql) runs on a database holding a
 * service saved before without a page, with rates: both stay; new rates for it are refused until
 * its page is chosen; an editor's attempt through the API is refused the same way.
 */
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultMigrationsDir, defaultSeedFile, openDatabase } from "../../emulator/supabase/db.ts";

const MIGRATION = "20261128510002_rates_need_a_page.sql";

describe("rates need a public page (PGlite, migration on a database with data)", () => {
  let scratch: string;
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), "rates-page-"));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it("keeps a page-less service saved before and its rates, and refuses new ones until its page is chosen", async () => {
    const migrationsDir = join(scratch, "migrations");
    cpSync(defaultMigrationsDir, migrationsDir, { recursive: true });
    const later = readdirSync(migrationsDir).filter((f) => f >= MIGRATION);
    for (const file of later) rmSync(join(migrationsDir, file));
    const dataDir = join(scratch, "pglite");
    const before = await openDatabase({ dataDir, migrationsDir, seedFile: defaultSeedFile });
    let id: string;
    try {
      id = (await before.query<{ id: string }>("insert into public.services (title) values ('Saved before') returning id")).rows[0]!.id;
      await before.query("insert into public.service_pricing (service_id, tier, price) values ($1, 'basic', 10)", [id]);
    } finally {
      await before.close();
    }

    for (const file of later) cpSync(join(defaultMigrationsDir, file), join(migrationsDir, file));
    const after = await openDatabase({ dataDir, migrationsDir, seedFile: defaultSeedFile });
    const refused = async (sql: string, params: unknown[] = []) => {
      const error = await after.query(sql, params).then(
        () => null,
        (e: { code?: string }) => e,
      );
      expect(error?.code, sql).toBe("23514");
    };
    try {
      expect((await after.query("select s.title, p.tier from public.services s join public.service_pricing p on p.service_id = s.id where s.id = $1", [id])).rows).toEqual([
        { title: "Saved before", tier: "basic" },
      ]);
      await refused("insert into public.services (title) values ('No page')");
      await refused("insert into public.service_pricing (service_id, tier, price) values ($1, 'premium', 20)", [id]);
      await refused("update public.services set title = 'Renamed' where id = $1", [id]);
      // The seeded services have their pages: their rates are accepted.
      await after.query("insert into public.service_pricing (service_id, tier, price) values ((select id from public.services where slug = 'mel'), 'extra', 5)");
      // Once its page is chosen, the old service takes rates.
      await after.query("update public.services set slug = 'chosen-page' where id = $1", [id]);
      await after.query("insert into public.service_pricing (service_id, tier, price) values ($1, 'premium', 20)", [id]);
      expect((await after.query("select count(*)::int n from public.service_pricing where service_id = $1", [id])).rows[0]).toEqual({ n: 2 });
    } finally {
      await after.close();
    }
  }, 180_000);
});
