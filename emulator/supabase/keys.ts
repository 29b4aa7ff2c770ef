import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { createHmac, randomUUID } from "node:crypto";
import { SignJWT, exportJWK, generateKeyPair, importJWK, jwtVerify, type JWK } from "jose";

export interface Keys {
  /** Signs `claims` as an ES256 JWT (with `kid`), valid for `expiresInSeconds` (iat/exp are set unless given). */
  sign(claims: Record<string, unknown>, expiresInSeconds: number): Promise<string>;
  /** Verifies signature and expiry; throws on a bad, wrongly signed or expired token. */
  verify(token: string): Promise<Record<string, unknown>>;
  jwks: { keys: object[] };
  kid: string;
  /** A secret for `purpose`, derived from the private key: stable while the keys are, known to nobody outside. */
  derive(purpose: string): Buffer;
}

interface StoredKeys {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

export const JWT_ALG = "ES256";

async function generate(): Promise<StoredKeys> {
  const { privateKey, publicKey } = await generateKeyPair(JWT_ALG, { extractable: true });
  const kid = randomUUID();
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: JWT_ALG, use: "sig" };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: JWT_ALG, use: "sig", key_ops: ["verify"] };
  return { kid, privateJwk, publicJwk };
}

/** Loads the signing key pair from `keysFile`, or generates it once and persists it there (mode 0600). No file: keys live in memory. */
export async function loadKeys(keysFile?: string): Promise<Keys> {
  let stored: StoredKeys | undefined;
  if (keysFile) {
    try {
      stored = JSON.parse(await readFile(keysFile, "utf8")) as StoredKeys;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
  if (!stored) {
    stored = await generate();
    if (keysFile) {
      await mkdir(dirname(keysFile), { recursive: true });
      await writeFile(keysFile, JSON.stringify(stored, null, 2), { mode: 0o600 });
    }
  }
  const { kid, privateJwk, publicJwk } = stored;
  const privateKey = await importJWK(privateJwk, JWT_ALG);
  const publicKey = await importJWK(publicJwk, JWT_ALG);

  return {
    kid,
    jwks: { keys: [publicJwk] },
    async sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000);
      const payload: Record<string, unknown> = { iat: now, exp: now + expiresInSeconds, ...claims };
      return new SignJWT(payload).setProtectedHeader({ alg: JWT_ALG, kid, typ: "JWT" }).sign(privateKey);
    },
    async verify(token) {
      const { payload } = await jwtVerify(token, publicKey, { algorithms: [JWT_ALG] });
      return payload as Record<string, unknown>;
    },
    derive(purpose) {
      return createHmac("sha256", String(privateJwk.d)).update(purpose).digest();
    },
  };
}
