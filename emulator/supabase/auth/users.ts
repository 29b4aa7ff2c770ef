import bcrypt from "bcryptjs";
import type { Tx } from "../db.ts";
import { AuthErrors } from "./errors.ts";

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | string | null;
  phone: string | null;
  phone_confirmed_at: Date | string | null;
  confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | string;
  updated_at: Date | string;
  banned_until: Date | string | null;
  is_anonymous: boolean;
  deleted_at: Date | string | null;
  invited_at: Date | string | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | string | null;
  recovery_token: string | null;
  recovery_sent_at: Date | string | null;
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: Date | string | null;
  reauthentication_token: string | null;
  reauthentication_sent_at: Date | string | null;
}

interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  email: string | null;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, phone, phone_confirmed_at, confirmed_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, is_anonymous, deleted_at,
  invited_at, confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at, email_change, email_change_token_new,
  email_change_sent_at, reauthentication_token, reauthentication_sent_at`;

export function iso(v: Date | string | null | undefined): string | undefined {
  if (v === null || v === undefined) return undefined;
  return (v instanceof Date ? v : new Date(v)).toISOString();
}

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return (await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1 and deleted_at is null`, [id])).rows[0];
}

export async function findUserByEmail(tx: Tx, email: string): Promise<UserRow | undefined> {
  return (await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1) and deleted_at is null`, [email])).rows[0];
}

async function identities(tx: Tx, userId: string): Promise<IdentityRow[]> {
  return (await tx.query<IdentityRow>("select * from auth.identities where user_id = $1 order by created_at", [userId])).rows;
}

/** The user object GoTrue returns (in sessions, GET /user and the admin API). */
export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: string;
  secret: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  last_challenged_at: Date | string | null;
}

export async function factorsOf(tx: Tx, userId: string): Promise<FactorRow[]> {
  return (await tx.query<FactorRow>("select * from auth.mfa_factors where user_id = $1 order by created_at", [userId])).rows;
}

/** A factor as GoTrue shows it (never its secret). */
export function factorJson(f: FactorRow): Record<string, unknown> {
  return {
    id: f.id,
    friendly_name: f.friendly_name ?? "",
    factor_type: f.factor_type,
    status: f.status,
    created_at: iso(f.created_at),
    updated_at: iso(f.updated_at),
    ...(f.last_challenged_at ? { last_challenged_at: iso(f.last_challenged_at) } : {}),
  };
}

export async function userJson(tx: Tx, u: UserRow): Promise<Record<string, unknown>> {
  const ids = await identities(tx, u.id);
  const factors = await factorsOf(tx, u.id);
  return {
    id: u.id,
    aud: u.aud ?? "authenticated",
    role: u.role ?? "authenticated",
    email: u.email ?? "",
    email_confirmed_at: iso(u.email_confirmed_at),
    phone: u.phone ?? "",
    phone_confirmed_at: iso(u.phone_confirmed_at),
    confirmed_at: iso(u.confirmed_at),
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data ?? {},
    user_metadata: u.raw_user_meta_data ?? {},
    identities: ids.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email ?? undefined,
    })),
    factors: factors.map(factorJson),
    created_at: iso(u.created_at),
    updated_at: iso(u.updated_at),
    banned_until: iso(u.banned_until),
    is_anonymous: u.is_anonymous,
    ...(u.invited_at ? { invited_at: iso(u.invited_at) } : {}),
    ...(u.recovery_sent_at ? { recovery_sent_at: iso(u.recovery_sent_at) } : {}),
    ...(u.email_change ? { new_email: u.email_change, email_change_sent_at: iso(u.email_change_sent_at) } : {}),
  };
}

/** GoTrue's password check: reasons "length" (too short). */
export function checkPasswordStrength(password: string, minLength: number): void {
  const reasons: string[] = [];
  if ([...password].length < minLength) reasons.push("length");
  if (reasons.length) throw AuthErrors.weakPassword(minLength, reasons);
}

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash) return false;
  return bcrypt.compare(password, hash);
}

/** GoTrue's e-mail check (badoux/checkmail's format, 255 characters at most); returns it in lower case. */
export function validateEmail(email: string): string {
  if (email === "") throw AuthErrors.validation("An email address is required");
  if (email.length > 255) throw AuthErrors.validation("An email address is too long");
  const format = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
  if (!format.test(email)) throw AuthErrors.validation("Unable to validate email address: invalid format");
  return email.toLowerCase();
}

export interface CreateUserInput {
  email?: string;
  phone?: string;
  passwordHash?: string;
  emailConfirmed: boolean;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  isAnonymous: boolean;
  role?: string;
}

/** Inserts a user (and its email identity). The app metadata is present at insert time, for triggers reading it. */
export async function createUser(tx: Tx, input: CreateUserInput): Promise<UserRow> {
  if (input.email !== undefined) {
    validateEmail(input.email);
    if (await findUserByEmail(tx, input.email)) throw AuthErrors.emailExists();
  }
  const provider = input.isAnonymous ? undefined : input.email !== undefined ? "email" : input.phone !== undefined ? "phone" : undefined;
  const app = { ...(provider ? { provider, providers: [provider] } : {}), ...(input.appMetadata ?? {}) };
  const { rows } = await tx.query<UserRow>(
    `insert into auth.users (aud, role, email, phone, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, is_anonymous)
     values ('authenticated', $1, $2, $3, $4, case when $5::boolean then now() end, $6::jsonb, $7::jsonb, $8)
     returning ${USER_COLUMNS}`,
    [
      input.role ?? "authenticated",
      input.email?.toLowerCase() ?? null,
      input.phone ?? null,
      input.passwordHash ?? null,
      input.emailConfirmed && input.email !== undefined,
      JSON.stringify(app),
      JSON.stringify(input.userMetadata ?? {}),
      input.isAnonymous,
    ],
  );
  const user = rows[0]!;
  if (provider === "email") {
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
       values ($1, $2, $3::jsonb, 'email', now())`,
      [user.id, user.id, JSON.stringify({ sub: user.id, email: user.email, email_verified: input.emailConfirmed, phone_verified: false })],
    );
  }
  return user;
}

/** Merges metadata like GoTrue: keys set, `null` values remove the key. */
export function mergeMetadata(current: Record<string, unknown> | null, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(current ?? {}) };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}

export interface UpdateUserInput {
  email?: string;
  passwordHash?: string;
  emailConfirmed?: boolean;
  appMetadata?: Record<string, unknown>;
  userMetadata?: Record<string, unknown>;
  bannedUntil?: Date | null;
  role?: string;
  lastSignIn?: boolean;
}

export async function updateUser(tx: Tx, user: UserRow, input: UpdateUserInput): Promise<UserRow> {
  if (input.email !== undefined && input.email.toLowerCase() !== user.email) {
    validateEmail(input.email);
    const other = await findUserByEmail(tx, input.email);
    if (other && other.id !== user.id) throw AuthErrors.emailExists();
  }
  const { rows } = await tx.query<UserRow>(
    `update auth.users set
       email = coalesce($2, email),
       encrypted_password = coalesce($3, encrypted_password),
       email_confirmed_at = case when $4::boolean is true then coalesce(email_confirmed_at, now()) when $4::boolean is false then null else email_confirmed_at end,
       raw_app_meta_data = coalesce($5::jsonb, raw_app_meta_data),
       raw_user_meta_data = coalesce($6::jsonb, raw_user_meta_data),
       banned_until = case when $7::boolean then $8::timestamptz else banned_until end,
       role = coalesce($9, role),
       last_sign_in_at = case when $10::boolean then now() else last_sign_in_at end,
       updated_at = now()
     where id = $1
     returning ${USER_COLUMNS}`,
    [
      user.id,
      input.email?.toLowerCase() ?? null,
      input.passwordHash ?? null,
      input.emailConfirmed ?? null,
      input.appMetadata ? JSON.stringify(mergeMetadata(user.raw_app_meta_data, input.appMetadata)) : null,
      input.userMetadata ? JSON.stringify(mergeMetadata(user.raw_user_meta_data, input.userMetadata)) : null,
      input.bannedUntil !== undefined,
      input.bannedUntil ? input.bannedUntil.toISOString() : null,
      input.role ?? null,
      input.lastSignIn ?? false,
    ],
  );
  if (input.lastSignIn) await tx.query("update auth.identities set last_sign_in_at = now() where user_id = $1", [user.id]);
  return rows[0]!;
}

export function isBanned(u: UserRow): boolean {
  return u.banned_until !== null && new Date(u.banned_until).getTime() > Date.now();
}
