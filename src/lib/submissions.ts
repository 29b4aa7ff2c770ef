import { getConfig } from "./env";
import { type Language, languages, languageFromPath } from "./i18n/paths";
import { getSupabase } from "./supabase";

/**
 * The public site's forms (contact message, appointment, website quote, referral) in one place.
 *
 * `submit(kind, fields, { id })` stores the submission in Supabase `contact_submissions` (an
 * INSERT without `.select()`: visitors may insert but never read rows back) and, when
 * `VITE_FORM_ENDPOINT` is set, forwards it to that form-handling service as a multipart POST
 * (`Accept: application/json`; an ok status is success).
 *
 * Idempotent retries: the caller creates the row id ONCE per filled form (`newSubmissionId()`, or
 * let `createSubmission()` manage it) and passes it again on every retry. If a first attempt was
 * stored but its answer was lost, the retry meets a unique violation on that id, which counts as
 * success: a submission is never stored twice.
 *
 * Limits live in Postgres (migration 20261122000100_submission_limits.sql): too many submissions
 * for one e-mail address or one session answer SQLSTATE PT429 (HTTP 429), mapped to "rate-limited".
 */

export type SubmissionKind = "message" | "appointment" | "quote" | "referral";

/** The spec's fixed lists (public site, section 9); Postgres CHECKs hold the same values. */
export const APPOINTMENT_SERVICES = [
  "Monitoring, Evaluation, and Learning (MEL)",
  "Sustainability Management",
  "Project Management",
  "Integrated Support Services",
  "Augmented Support Services",
  "Other",
] as const;
export type AppointmentService = (typeof APPOINTMENT_SERVICES)[number];

export const APPOINTMENT_TIMES = ["09:00 AM", "10:00 AM", "11:00 AM", "02:00 PM", "03:00 PM", "04:00 PM"] as const;
export type AppointmentTime = (typeof APPOINTMENT_TIMES)[number];

export const PACKAGE_IDS = ["starter", "professional", "premium"] as const;
export type PackageId = (typeof PACKAGE_IDS)[number];

/** Message and notes: at most 1000 characters (spec section 9). */
export const MAX_MESSAGE_LENGTH = 1000;

export interface MessageFields {
  name: string;
  email: string;
  /** Optional; the full number with its dial code, e.g. "+1 4165550100". */
  phone?: string;
  subject: string;
  message: string;
}

export interface AppointmentFields {
  name: string;
  email: string;
  phone?: string;
  service: AppointmentService;
  /** yyyy-mm-dd; not before today (Toronto), enforced again by Postgres. */
  date: string;
  time: AppointmentTime;
  notes?: string;
}

export interface QuoteFields {
  name: string;
  email: string;
  phone?: string;
  businessName?: string;
  /** The package chosen on the card or in the dropdown; absent when none. */
  selectedPackage?: PackageId;
  /** 0 or 15 (percent). */
  discountApplied: 0 | 15;
  projectDetails?: string;
}

export interface ReferralFields {
  referrerName: string;
  referrerEmail: string;
  refereeName: string;
  refereeEmail: string;
}

export interface SubmissionFieldsByKind {
  message: MessageFields;
  appointment: AppointmentFields;
  quote: QuoteFields;
  referral: ReferralFields;
}

export type SubmitFailureReason = "network" | "rejected" | "slot-taken" | "rate-limited" | "invalid";

export type SubmitResult = { ok: true } | { ok: false; reason: SubmitFailureReason; message?: string };

/** The slice of a supabase-js client that submissions use (a fake in unit tests). */
export interface SubmissionsClient {
  from(table: "contact_submissions"): {
    insert(row: Record<string, unknown>): PromiseLike<{ error: DbError | null; status?: number }>;
  };
  rpc(
    fn: "booked_slots",
    args: { from_date: string | null },
  ): PromiseLike<{ data: unknown; error: DbError | null; status?: number }>;
}

/** A PostgREST error as supabase-js returns it (code "" and status 0 on a network failure). */
export interface DbError {
  code?: string;
  message?: string;
  details?: string | null;
  hint?: string | null;
}

export interface SubmitOptions {
  /** The row id: created once per filled form (newSubmissionId()) and reused on every retry. */
  id: string;
  /** The honeypot field's value: when a bot filled it, `submit` pretends success and sends nothing. */
  honeypot?: string;
  /** Defaults to the app's client (getSupabase()). */
  client?: SubmissionsClient;
  /** Defaults to getConfig().formEndpoint; null disables forwarding. */
  formEndpoint?: string | null;
  /** Defaults to globalThis.fetch (for the form endpoint). */
  fetch?: typeof fetch;
  /** The language the visitor writes from (replies are written in it); defaults to the page's. */
  language?: Language;
}

/** The language of the page the visitor is on (its URL prefix), English outside a browser. */
function pageLanguage(): Language {
  const fromPath = typeof window === "undefined" ? "en" : languageFromPath(window.location.pathname);
  return (languages as readonly string[]).includes(fromPath) ? fromPath : "en";
}

/** A fresh row id (a UUID) for one filled form. */
export function newSubmissionId(): string {
  return crypto.randomUUID();
}

const blankToNull = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

/** The `contact_submissions` row for a submission (column names of the migration). */
export function toRow<K extends SubmissionKind>(kind: K, fields: SubmissionFieldsByKind[K], id: string): Record<string, unknown> {
  const base = { id, kind };
  switch (kind) {
    case "message": {
      const f = fields as MessageFields;
      return {
        ...base,
        name: f.name.trim(),
        email: f.email.trim(),
        phone: blankToNull(f.phone),
        subject: f.subject.trim(),
        message: f.message.trim(),
      };
    }
    case "appointment": {
      const f = fields as AppointmentFields;
      return {
        ...base,
        name: f.name.trim(),
        email: f.email.trim(),
        phone: blankToNull(f.phone),
        service: f.service,
        appointment_date: f.date,
        appointment_time: f.time,
        notes: blankToNull(f.notes),
      };
    }
    case "quote": {
      const f = fields as QuoteFields;
      return {
        ...base,
        name: f.name.trim(),
        email: f.email.trim(),
        phone: blankToNull(f.phone),
        business_name: blankToNull(f.businessName),
        selected_package: f.selectedPackage ?? null,
        discount_applied: f.discountApplied,
        project_details: blankToNull(f.projectDetails),
      };
    }
    case "referral": {
      const f = fields as ReferralFields;
      return {
        ...base,
        referrer_name: f.referrerName.trim(),
        referrer_email: f.referrerEmail.trim(),
        referee_name: f.refereeName.trim(),
        referee_email: f.refereeEmail.trim(),
      };
    }
    default:
      throw new Error(`unknown submission kind: ${String(kind)}`);
  }
}

/** The multipart fields sent to the form-handling service, named as the spec's payloads (section 3). */
export function toFormData<K extends SubmissionKind>(kind: K, fields: SubmissionFieldsByKind[K]): FormData {
  const form = new FormData();
  const put = (name: string, value: string | number | undefined) => form.append(name, value === undefined ? "" : String(value));
  switch (kind) {
    case "message": {
      const f = fields as MessageFields;
      put("name", f.name);
      put("email", f.email);
      put("phone", f.phone);
      put("subject", f.subject);
      put("message", f.message);
      break;
    }
    case "appointment": {
      const f = fields as AppointmentFields;
      put("name", f.name);
      put("email", f.email);
      put("phone", f.phone);
      put("service", f.service);
      put("date", f.date);
      put("time", f.time);
      put("notes", f.notes);
      break;
    }
    case "quote": {
      const f = fields as QuoteFields;
      put("form_type", "website_package");
      put("selected_package", f.selectedPackage);
      put("discount_applied", f.discountApplied);
      put("name", f.name);
      put("email", f.email);
      put("phone", f.phone);
      put("business_name", f.businessName);
      put("package", f.selectedPackage);
      put("project_details", f.projectDetails);
      break;
    }
    case "referral": {
      const f = fields as ReferralFields;
      put("form_type", "referral");
      put("referrer_name", f.referrerName);
      put("referrer_email", f.referrerEmail);
      put("referee_name", f.refereeName);
      put("referee_email", f.refereeEmail);
      break;
    }
  }
  return form;
}

/** The SQLSTATE the limit trigger raises (PostgREST answers HTTP 429 for PT429). */
export const RATE_LIMIT_SQLSTATE = "PT429";

/** Maps a failed insert to a typed failure, or to success for a retry of an already stored row. */
export function classifyInsertError(error: DbError, status?: number): SubmitResult {
  const code = error.code ?? "";
  const text = `${error.message ?? ""} ${error.details ?? ""}`;
  if (code === "23505") {
    // Our own id already stored: an earlier attempt got through but its answer was lost.
    if (text.includes("contact_submissions_pkey")) return { ok: true };
    if (text.includes("appointment_slot")) return { ok: false, reason: "slot-taken", message: error.message };
    return { ok: false, reason: "rejected", message: error.message };
  }
  if (code === RATE_LIMIT_SQLSTATE || status === 429) return { ok: false, reason: "rate-limited", message: error.message };
  if (code === "" && (status === undefined || status === 0)) return { ok: false, reason: "network", message: error.message };
  if (/^2[23]/.test(code)) return { ok: false, reason: "invalid", message: error.message };
  return { ok: false, reason: "rejected", message: error.message };
}

async function forward<K extends SubmissionKind>(
  endpoint: string,
  kind: K,
  fields: SubmissionFieldsByKind[K],
  fetchImpl: typeof fetch,
): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: "POST",
      headers: { Accept: "application/json" },
      body: toFormData(kind, fields),
    });
  } catch (error) {
    return { ok: false, reason: "network", message: error instanceof Error ? error.message : String(error) };
  }
  if (response.ok) return { ok: true };
  if (response.status === 429) return { ok: false, reason: "rate-limited" };
  return { ok: false, reason: "rejected", message: `form service answered ${response.status}` };
}

function configuredFormEndpoint(): string | undefined {
  try {
    return getConfig().formEndpoint;
  } catch {
    // A broken configuration already failed the Supabase client; nothing to forward to.
    return undefined;
  }
}

/**
 * Stores one submission (and forwards it to the form service when configured).
 * Never throws: every failure is a typed result the form turns into the spec's message.
 */
export async function submit<K extends SubmissionKind>(
  kind: K,
  fields: SubmissionFieldsByKind[K],
  options: SubmitOptions,
): Promise<SubmitResult> {
  if (options.honeypot && options.honeypot.trim() !== "") return { ok: true };
  let client: SubmissionsClient;
  try {
    client = options.client ?? ((await getSupabase()) as unknown as SubmissionsClient);
  } catch (error) {
    // The client's code could not load (offline).
    return { ok: false, reason: "network", message: error instanceof Error ? error.message : String(error) };
  }
  let stored: SubmitResult;
  try {
    const row = { ...toRow(kind, fields, options.id), language: options.language ?? pageLanguage() };
    const { error, status } = await client.from("contact_submissions").insert(row);
    stored = error ? classifyInsertError(error, status) : { ok: true };
  } catch (error) {
    stored = { ok: false, reason: "network", message: error instanceof Error ? error.message : String(error) };
  }
  if (!stored.ok) return stored;
  const endpoint = options.formEndpoint === undefined ? configuredFormEndpoint() : options.formEndpoint;
  if (!endpoint) return stored;
  return forward(endpoint, kind, fields, options.fetch ?? globalThis.fetch.bind(globalThis));
}

export interface BookedSlot {
  /** yyyy-mm-dd */
  date: string;
  time: AppointmentTime;
}

/**
 * The appointment slots already taken from `fromDate` (yyyy-mm-dd; default: today in Toronto)
 * on, without who took them. Throws on failure (the caller decides what to show).
 */
export async function bookedSlots(
  fromDate?: string | null,
  options: { client?: SubmissionsClient } = {},
): Promise<BookedSlot[]> {
  const client = options.client ?? ((await getSupabase()) as unknown as SubmissionsClient);
  const { data, error } = await client.rpc("booked_slots", { from_date: fromDate ?? null });
  if (error) throw new Error(`Could not load the booked appointment slots: ${error.message ?? "unknown error"}`);
  const rows = Array.isArray(data) ? (data as { appointment_date: string; appointment_time: AppointmentTime }[]) : [];
  return rows.map((row) => ({ date: row.appointment_date, time: row.appointment_time }));
}

/** The times still free on `date`, given the booked slots. */
export function freeTimes(date: string, booked: readonly BookedSlot[]): AppointmentTime[] {
  const taken = new Set(booked.filter((slot) => slot.date === date).map((slot) => slot.time));
  return APPOINTMENT_TIMES.filter((time) => !taken.has(time));
}

export interface Submission<K extends SubmissionKind> {
  /** The current row id (stable until a submission succeeds). */
  readonly id: string;
  /** True while a send is in flight (disable the submit button). */
  readonly pending: boolean;
  /**
   * Sends once: a second call while the first is in flight (a double click) returns the same
   * promise. A failure keeps the id, so the retry cannot store twice; success starts a new id.
   */
  submit(fields: SubmissionFieldsByKind[K], extra?: Omit<SubmitOptions, "id">): Promise<SubmitResult>;
}

/** One form's submissions: the id per filled form and the guard against double clicks. */
export function createSubmission<K extends SubmissionKind>(
  kind: K,
  defaults: Omit<SubmitOptions, "id" | "honeypot"> = {},
): Submission<K> {
  let id = newSubmissionId();
  let inFlight: Promise<SubmitResult> | undefined;
  return {
    get id() {
      return id;
    },
    get pending() {
      return inFlight !== undefined;
    },
    submit(fields, extra = {}) {
      inFlight ??= submit(kind, fields, { ...defaults, ...extra, id }).then((result) => {
        inFlight = undefined;
        if (result.ok) id = newSubmissionId();
        return result;
      });
      return inFlight;
    },
  };
}

/**
 * Props for the honeypot input, to spread on an `<input>` inside a wrapper carrying
 * `honeypotWrapperProps`: out of sight, out of the accessibility tree and the tab order, never
 * autofilled. People leave it empty; simple bots fill every field. Pass its value as
 * `options.honeypot`.
 */
export const honeypotInputProps = {
  type: "text",
  name: "website",
  tabIndex: -1,
  autoComplete: "off",
  defaultValue: "",
} as const;

export const honeypotWrapperProps = {
  "aria-hidden": true,
  style: {
    position: "absolute",
    insetInlineStart: "-10000px",
    width: "1px",
    height: "1px",
    overflow: "hidden",
  },
} as const;
