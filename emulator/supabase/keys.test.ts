import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { loadKeys } from "./keys.ts";

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("loadKeys", () => {
  it("derives a secret per purpose that survives a reload of the same keys and differs for other keys", async () => {
    dir = await mkdtemp(join(tmpdir(), "keys-"));
    const file = join(dir, "jwt-keys.json");
    const first = await loadKeys(file);
    const again = await loadKeys(file);
    const other = await loadKeys();
    expect(again.derive("unknown-address").equals(first.derive("unknown-address"))).toBe(true);
    expect(first.derive("unknown-address").equals(first.derive("something-else"))).toBe(false);
    expect(other.derive("unknown-address").equals(first.derive("unknown-address"))).toBe(false);
  });

  it("generates an ES256 key once, persists it privately and reloads the same key", async () => {
    dir = await mkdtemp(join(tmpdir(), "keys-"));
    const file = join(dir, "nested", "jwt-keys.json");
    const first = await loadKeys(file);
    const token = await first.sign({ role: "anon" }, 60);
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: "ES256", kid: first.kid, typ: "JWT" });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ kid: first.kid });

    const again = await loadKeys(file);
    expect(again.kid).toBe(first.kid);
    expect(await again.verify(token)).toMatchObject({ role: "anon" });
    // The published JWKS carries only the public part and verifies the token.
    expect(JSON.stringify(again.jwks)).not.toContain('"d"');
    await expect(jwtVerify(token, createLocalJWKSet(again.jwks as Parameters<typeof createLocalJWKSet>[0]))).resolves.toBeTruthy();
  });

  it("refuses expired tokens and tokens signed by another key", async () => {
    const a = await loadKeys();
    const b = await loadKeys();
    const expired = await a.sign({ role: "anon", exp: Math.floor(Date.now() / 1000) - 10 }, 60);
    await expect(a.verify(expired)).rejects.toMatchObject({ code: "ERR_JWT_EXPIRED" });
    await expect(b.verify(await a.sign({ role: "anon" }, 60))).rejects.toThrow();
    await expect(a.verify("not.a.jwt")).rejects.toThrow();
  });
});
