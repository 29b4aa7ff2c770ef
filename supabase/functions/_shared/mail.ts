/**
 * Sending e-mail from edge functions through the provider's HTTP API (Resend's format:
 * POST {MAIL_API_URL} with `Authorization: Bearer {MAIL_API_KEY}` and {from, to, subject, html,
 * text, reply_to, attachments: [{filename, content (base64), content_type}]}). The key is a function secret; it never reaches the browser. Locally the URL
 * and key point at the local stack's mail catcher (scripts/lib/mail-catcher.ts).
 */
declare const Deno: { env: { get(name: string): string | undefined } };

export interface MailAttachment {
  filename: string;
  /** The file's text (e.g. an iCalendar entry); sent base64-encoded. */
  content: string;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** The sender ("Name <address>"); MAIL_FROM when absent (./firm.ts names the firm). */
  from?: string;
  attachments?: MailAttachment[];
}

/** Base64 of a text's UTF-8 bytes (the provider's attachment encoding), in Deno and Node alike. */
function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export class MailError extends Error {
  override name = "MailError";
}

export const MAIL_TIMEOUT_MS = 10_000;

/** Sends one message; throws MailError when the provider is not configured, down or refuses it. */
export async function sendMail(mail: Mail, fetchImpl: typeof fetch = fetch): Promise<{ id?: string }> {
  const url = Deno.env.get("MAIL_API_URL");
  const key = Deno.env.get("MAIL_API_KEY");
  const from = mail.from ?? Deno.env.get("MAIL_FROM");
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
        ...(mail.attachments?.length
          ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, content: base64(a.content), content_type: a.contentType })) }
          : {}),
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
