import { readFileSync } from "node:fs";
import { join } from "node:path";
import { importJWK, type JWK, SignJWT } from "jose";
import { E2E_DATA_DIR } from "../env.ts";

/**
 * TEST-ONLY PRIVILEGE: a service-role key for the e2e stack, signed in the test with the key pair the
 * stack wrote to its data directory. The stack never hands this key to the browser or the tests;
 * specs use it only to arrange accounts (e.g. an editor) that the portal cannot create yet.
 */
export function e2eServiceRoleKey(): Promise<string> {
  return e2eKey("service_role");
}

/** The public anon key of the e2e stack (the one the SPA is built with carries the same role). */
export function e2eAnonKey(): Promise<string> {
  return e2eKey("anon");
}

async function e2eKey(role: "anon" | "service_role"): Promise<string> {
  const stored = JSON.parse(readFileSync(join(E2E_DATA_DIR, "jwt-keys.json"), "utf8")) as { kid: string; privateJwk: JWK };
  const key = await importJWK(stored.privateJwk, "ES256");
  return new SignJWT({ iss: "supabase-demo", role })
    .setProtectedHeader({ alg: "ES256", kid: stored.kid, typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime("1h")
    .sign(key);
}
