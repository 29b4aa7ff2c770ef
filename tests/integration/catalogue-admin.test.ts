/**
 * The services admin data layer (src/features/admin-services/api.ts) through supabase-js against the
 * emulator: services come with their embedded pricing rows (a one-to-many embed) sorted as the UI
 * shows them; admins and editors create, update and delete services, pricing rows and categories;
 * a taken page slug or tier is reported with its code (23505) so the form can say it at the field;
 * an author is refused every write, and a refused write changes nothing.
 */
import { randomUUID } from "node:crypto";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deleteRow, listCatalogue, saveCategory, savePricing, saveService, SaveError, type PricingInput } from "../../src/features/admin-services/api.ts";
import { startSupabase, testBackends, type StartedSupabase } from "./helpers/supabase.ts";

const BACKENDS = await testBackends("catalogue-admin");
const noSession = { auth: { persistSession: false, autoRefreshToken: false } };

describe.each(BACKENDS)("services admin data layer on $name", ({ backend }) => {
  let s: StartedSupabase;
  let service: SupabaseClient;

  async function signedIn(role: "admin" | "editor" | "author"): Promise<SupabaseClient> {
    const email = `${role}-${randomUUID().slice(0, 8)}@example.com`;
    const password = "a-long-test-password-1";
    expect((await service.auth.admin.createUser({ email, password, email_confirm: true, app_metadata: { role } })).error).toBeNull();
    const client = createClient(s.url, s.anonKey, noSession);
    expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
    return client;
  }

  const pricing = (serviceId: string, tier: string, price: number, sort_order: number): PricingInput => ({
    service_id: serviceId,
    tier,
    label: `${tier} label`,
    price,
    currency: "CAD",
    billing_period: "monthly",
    features: ["one", "two"],
    sort_order,
  });

  beforeAll(async () => {
    s = await startSupabase({ backend });
    service = createClient(s.url, s.serviceRoleKey, noSession);
  });

  afterAll(async () => {
    await s?.close();
  });

  for (const role of ["admin", "editor"] as const) {
    it(`lets an ${role} build a service with pricing rows and reads it back embedded and sorted`, async () => {
      const staff = await signedIn(role);
      const category = await saveCategory(staff, `Category ${randomUUID().slice(0, 6)}`);
      const slug = `svc-${randomUUID().slice(0, 8)}`;
      const created = await saveService(staff, { title: `Service ${slug}`, description: "What we do", slug, category_id: category.id });
      expect(created).toMatchObject({ id: expect.any(String), slug, category_id: category.id, service_pricing: [] });

      const premium = await savePricing(staff, pricing(created.id, "premium", 1200.5, 2));
      const basic = await savePricing(staff, pricing(created.id, "basic", 99, 1));
      expect(premium).toMatchObject({ tier: "premium", price: 1200.5, features: ["one", "two"], billing_period: "monthly" });

      const { categories, services } = await listCatalogue(staff);
      expect(categories).toContainEqual(category);
      const listed = services.find((x) => x.id === created.id);
      // The embedded rows, in the order the pricing table shows them (sort_order, then price), prices as numbers.
      expect(listed?.service_pricing.map((p) => [p.tier, p.price])).toEqual([
        ["basic", 99],
        ["premium", 1200.5],
      ]);

      const renamed = await saveService(staff, { title: "Renamed", description: null, slug, category_id: null }, created.id);
      expect(renamed).toMatchObject({ title: "Renamed", category_id: null, service_pricing: [expect.objectContaining({ id: basic.id }), expect.objectContaining({ id: premium.id })] });
      expect(await savePricing(staff, { ...pricing(created.id, "basic", 120, 1) }, basic.id)).toMatchObject({ id: basic.id, price: 120 });

      await deleteRow(staff, "service_pricing", premium.id);
      await deleteRow(staff, "services", created.id);
      await deleteRow(staff, "service_categories", category.id);
      // The service took its pricing with it.
      expect((await service.from("service_pricing").select("id").eq("service_id", created.id)).data).toEqual([]);
      await expect(deleteRow(staff, "services", created.id)).rejects.toThrow("no row deleted");
    });
  }

  it("reports a taken page slug and a taken tier with code 23505, for the form to show at the field", async () => {
    const admin = await signedIn("admin");
    const slug = `taken-${randomUUID().slice(0, 8)}`;
    const first = await saveService(admin, { title: "First", description: null, slug, category_id: null });
    const error = await saveService(admin, { title: "Second", description: null, slug, category_id: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SaveError);
    expect((error as SaveError).code).toBe("23505");
    await savePricing(admin, pricing(first.id, "basic", 10, 0));
    const tier = await savePricing(admin, pricing(first.id, "basic", 20, 1)).catch((e: unknown) => e);
    expect((tier as SaveError).code).toBe("23505");
  });

  it("refuses an author every write, and leaves the catalogue as it was", async () => {
    const admin = await signedIn("admin");
    const author = await signedIn("author");
    const page = `kept-${randomUUID().slice(0, 8)}`;
    const target = await saveService(admin, { title: "Kept", description: null, slug: page, category_id: null });
    const row = await savePricing(admin, pricing(target.id, "basic", 10, 0));

    // With a page each (a service needs one): refused for who the author is, not for the missing page.
    await expect(saveService(author, { title: "Sneaky", description: null, slug: `sneaky-${randomUUID().slice(0, 8)}`, category_id: null })).rejects.toBeInstanceOf(SaveError);
    await expect(saveService(author, { title: "Hijacked", description: null, slug: page, category_id: null }, target.id)).rejects.toBeInstanceOf(SaveError);
    await expect(savePricing(author, pricing(target.id, "cheap", 0, 0))).rejects.toBeInstanceOf(SaveError);
    await expect(savePricing(author, pricing(target.id, "basic", 0, 0), row.id)).rejects.toBeInstanceOf(SaveError);
    await expect(saveCategory(author, "Sneaky category")).rejects.toBeInstanceOf(SaveError);
    await expect(deleteRow(author, "services", target.id)).rejects.toThrow();
    await expect(deleteRow(author, "service_pricing", row.id)).rejects.toThrow();

    const stored = await service.from("services").select("title, service_pricing(tier, price)").eq("id", target.id).single();
    expect(stored.data).toEqual({ title: "Kept", service_pricing: [{ tier: "basic", price: 10 }] });
    expect((await service.from("services").select("id").eq("title", "Sneaky")).data).toEqual([]);
    expect((await service.from("service_categories").select("id").eq("name", "Sneaky category")).data).toEqual([]);
  });
});
