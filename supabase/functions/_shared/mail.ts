/**
 * Sending e-mail from edge functions through the provider's HTTP API (Resend's format:
 * POST {MAIL_API_URL} with `Authorization: Bearer {MAIL_API_KEY}` and {from, to, subject, html,
 * text, reply_to}). The key is a function secret; it never reaches the browser. Locally the URL
 * and key point at the local stack's mail catcher (scripts/lib/mail-catcher.ts).
 */
declare const Deno: { env: { get(name: string): string | undefined } };

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
}

export class MailError extends Error {
  override name = "MailError";
}

export const MAIL_TIMEOUT_MS = 10_000;

/** Sends one message; throws MailError when the provider is not configured, down or refuses it. */
export async function sendMail(mail: Mail, fetchImpl: typeof fetch = fetch): Promise<{ id?: string }> {
  const url = Deno.env.get("MAIL_API_URL");
  const key = Deno.env.get("MAIL_API_KEY");
  const from = Deno.env.get("MAIL_FROM");
  if (!url || !key || !from) throw new MailError("E-mail is not configured (MAIL_API_URL, MAIL_API_KEY, MAIL_FROM)");
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        from,
        to: [mail.to],
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
      }),
      signal: AbortSignal.timeout(MAIL_TIMEOUT_MS),
    });
  } catch (error) {
    throw new MailError(`The mail provider could not be reached: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) {
    const detail = await response.text().catch(() => "");
    throw new MailError(`The mail provider refused the message (${response.status}): ${detail.slice(0, 300)}`);
  }
  return (await response.json().catch(() => ({}))) as { id?: string };
}
