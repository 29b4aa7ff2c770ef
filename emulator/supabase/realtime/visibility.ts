/**
 * Whether a subscriber could have read a row that is already gone (a DELETE event).
 *
 * The capture trigger gives the deleted row's values. RLS cannot be asked about a row that no longer
 * exists, so the table's SELECT policies are evaluated on those values instead: as the subscriber
 * (role and JWT claims), over `jsonb_populate_record(null::table, old)` aliased as the table, with
 * the permissive policies OR-ed and the restrictive ones AND-ed, exactly as Postgres combines them.
 * No SELECT privilege, no applicable permissive policy, or any error: not visible. A table without
 * RLS (or a role that bypasses it) is visible to whoever holds SELECT on it.
 *
 * Supabase itself sends every DELETE (primary key only) to every subscriber of the table, whatever
 * their filter and their rights; the emulator is stricter so that neither the event nor a filter
 * evaluated on the old row reveals anything about a row the subscriber could not read.
 */
import type { Database } from "../db.ts";

interface TablePolicies {
  rls: boolean;
  permissive: string[];
  restrictive: string[];
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export function createVisibility(db: Database) {
  const cache = new Map<string, Promise<TablePolicies | undefined>>();

  async function load(schema: string, table: string, role: string): Promise<TablePolicies | undefined> {
    const { rows } = await db.query<{ rls: boolean; bypass: boolean; can_select: boolean }>(
      `select c.relrowsecurity as rls, r.rolbypassrls as bypass,
              has_table_privilege($3, c.oid, 'SELECT') as can_select
         from pg_class c join pg_namespace n on n.oid = c.relnamespace, pg_roles r
        where n.nspname = $1 and c.relname = $2 and r.rolname = $3`,
      [schema, table, role],
    );
    const info = rows[0];
    if (!info?.can_select) return undefined;
    if (!info.rls || info.bypass) return { rls: false, permissive: [], restrictive: [] };
    const policies = await db.query<{ qual: string | null; permissive: string }>(
      `select p.qual, p.permissive from pg_policies p
        where p.schemaname = $1 and p.tablename = $2 and p.cmd in ('SELECT', 'ALL')
          and exists (select 1 from unnest(p.roles) r where r = 'public' or pg_has_role($3, r, 'member'))`,
      [schema, table, role],
    );
    const permissive: string[] = [];
    const restrictive: string[] = [];
    for (const p of policies.rows) {
      const qual = p.qual ?? "false";
      (p.permissive === "RESTRICTIVE" ? restrictive : permissive).push(qual);
    }
    return { rls: true, permissive, restrictive };
  }

  function policiesOf(schema: string, table: string, role: string): Promise<TablePolicies | undefined> {
    const key = `${role}:${schema}.${table}`;
    let p = cache.get(key);
    if (!p) {
      p = load(schema, table, role).catch(() => undefined);
      cache.set(key, p);
    }
    return p;
  }

  return {
    /** Forget cached policies (tables or policies may have changed). */
    clear(): void {
      cache.clear();
    },
    async canSeeDeleted(
      schema: string,
      table: string,
      old: Record<string, unknown>,
      as: { role: string; claims: Record<string, unknown> },
    ): Promise<boolean> {
      const policies = await policiesOf(schema, table, as.role);
      if (!policies) return false;
      if (!policies.rls) return true;
      if (policies.permissive.length === 0) return false;
      const rel = `${quoteIdent(schema)}.${quoteIdent(table)}`;
      const where = [`(${policies.permissive.map((q) => `(${q})`).join(" or ")})`, ...policies.restrictive.map((q) => `(${q})`)].join(" and ");
      try {
        return await db.transaction(
          async (tx) => {
            const { rows } = await tx.query<{ visible: boolean }>(
              `select exists (select 1 from jsonb_populate_record(null::${rel}, $1::jsonb) as ${quoteIdent(table)} where ${where}) as visible`,
              [JSON.stringify(old)],
            );
            return rows[0]?.visible === true;
          },
          { role: as.role as "anon" | "authenticated" | "service_role", claims: as.claims },
        );
      } catch {
        return false;
      }
    },
  };
}
