/**
 * The local stack's mail catcher (like the Supabase CLI's Inbucket/Mailpit): the e-mail the edge
 * functions send locally lands here instead of in real inboxes.
 *
 *   POST /__local/mail/api/emails          the provider API the functions call (Resend's format:
 *                                          Bearer key, {from, to, subject, html, text, reply_to,
 *                                          attachments: [{filename, content (base64), content_type}]})
 *   GET  /__local/mail/<id>/attachments/<n> one attachment, as sent
 *   GET  /__local/mail                     an inbox page: every message, newest first
 *   GET  /__local/mail/<id>                one message: headers, text part, HTML part (sandboxed)
 *   GET  /__local/mail/api/messages[/<id>] the same as JSON (the e2e tests read it)
 *   POST /__local/mail/api/outage          {"down": true|false}: the provider is "down" (answers 503),
 *                                          to see how the site behaves when sending fails
 *
 * Messages live in memory (a restart empties the inbox). Nothing here is reachable in production:
 * the functions are configured with a real provider there (README, "E-mail").
 */
import { randomUUID, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";

export interface CaughtAttachment {
  filename: string;
  contentType: string;
  /** The file, base64-encoded as the provider API receives it. */
  content: string;
}

export interface CaughtMail {
  id: string;
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  html?: string;
  text?: string;
  attachments?: CaughtAttachment[];
  createdAt: string;
}

export interface MailCatcher {
  /** Handles /__local/mail requests; false for any other path. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  messages(): CaughtMail[];
}

const PREFIX = "/__local/mail";
const MAX_BODY = 1_000_000;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error("too large");
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString("utf8") || "null");
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;
/** "Name <a@b.c>" or "a@b.c". */
function validAddress(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const inner = /<([^>]+)>\s*$/.exec(value)?.[1] ?? value.trim();
  return ADDRESS.test(inner);
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;line-height:1.5}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ccc;padding:.4rem;text-align:start;vertical-align:top}pre{white-space:pre-wrap;background:#f4f4f4;padding:1rem}iframe{width:100%;min-height:24rem;border:1px solid #ccc}</style></head>
<body><main>${body}</main></body></html>`;
}

export function createMailCatcher(options: { apiKey: string }): MailCatcher {
  const inbox: CaughtMail[] = [];
  let down = false;
  const key = Buffer.from(`Bearer ${options.apiKey}`);

  function authorised(req: IncomingMessage): boolean {
    const given = Buffer.from(String(req.headers.authorization ?? ""));
    return given.length === key.length && timingSafeEqual(given, key);
  }

  async function send(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!authorised(req)) return json(res, 401, { statusCode: 401, name: "missing_api_key", message: "Missing or invalid API key" });
    if (down) return json(res, 503, { statusCode: 503, name: "service_unavailable", message: "The local mail provider is down (outage switch)" });
    let body: Record<string, unknown>;
    try {
      body = (await readJson(req)) as Record<string, unknown>;
    } catch {
      return json(res, 422, { statusCode: 422, name: "validation_error", message: "The body is not JSON" });
    }
    const to = Array.isArray(body?.to) ? body.to : [body?.to];
    if (!validAddress(body?.from) || to.length === 0 || !to.every(validAddress)) {
      return json(res, 422, { statusCode: 422, name: "validation_error", message: "Invalid `from` or `to` address" });
    }
    if (typeof body.subject !== "string" || !body.subject.trim()) {
      return json(res, 422, { statusCode: 422, name: "validation_error", message: "Missing `subject`" });
    }
    if (typeof body.html !== "string" && typeof body.text !== "string") {
      return json(res, 422, { statusCode: 422, name: "validation_error", message: "Missing `html` or `text`" });
    }
    const attachments = body.attachments;
    if (attachments !== undefined) {
      const valid =
        Array.isArray(attachments) &&
        attachments.every(
          (a) =>
            a && typeof a === "object" && typeof (a as Record<string, unknown>).filename === "string" && typeof (a as Record<string, unknown>).content === "string" &&
            /^[A-Za-z0-9+/=\s]*$/.test((a as Record<string, unknown>).content as string),
        );
      if (!valid) return json(res, 422, { statusCode: 422, name: "validation_error", message: "Invalid `attachments`: each needs a filename and base64 content" });
    }
    const mail: CaughtMail = {
      id: randomUUID(),
      from: body.from as string,
      to: to as string[],
      ...(typeof body.reply_to === "string" ? { replyTo: body.reply_to } : {}),
      subject: body.subject,
      ...(typeof body.html === "string" ? { html: body.html } : {}),
      ...(typeof body.text === "string" ? { text: body.text } : {}),
      ...(Array.isArray(attachments) && attachments.length
        ? {
            attachments: (attachments as Record<string, string>[]).map((a) => ({
              filename: a.filename!,
              contentType: typeof a.content_type === "string" ? a.content_type : "application/octet-stream",
              content: a.content!,
            })),
          }
        : {}),
      createdAt: new Date().toISOString(),
    };
    inbox.unshift(mail);
    json(res, 200, { id: mail.id });
  }

  function inboxPage(res: ServerResponse): void {
    const rows = inbox
      .map(
        (m) =>
          `<tr><td><time datetime="${m.createdAt}">${escapeHtml(m.createdAt.replace("T", " ").slice(0, 19))}</time></td><td>${escapeHtml(m.to.join(", "))}</td><td><a href="${PREFIX}/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join("");
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(
      page(
        "Local mail",
        `<h1>Local mail</h1><p>E-mail the local stack's functions sent (${inbox.length}). Nothing here left this machine.${down ? " <strong>Outage switch on: sending fails.</strong>" : ""}</p>` +
          (inbox.length
            ? `<table><thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
            : "<p>No messages yet.</p>"),
      ),
    );
  }

  function messagePage(res: ServerResponse, mail: CaughtMail): void {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" });
    res.end(
      page(
        mail.subject,
        `<p><a href="${PREFIX}">← Local mail</a></p><h1>${escapeHtml(mail.subject)}</h1>
<table><tbody><tr><th scope="row">From</th><td>${escapeHtml(mail.from)}</td></tr><tr><th scope="row">To</th><td>${escapeHtml(mail.to.join(", "))}</td></tr>${mail.replyTo ? `<tr><th scope="row">Reply-To</th><td>${escapeHtml(mail.replyTo)}</td></tr>` : ""}<tr><th scope="row">Sent</th><td>${escapeHtml(mail.createdAt)}</td></tr></tbody></table>
<h2>Text part</h2>${mail.text ? `<pre>${escapeHtml(mail.text)}</pre>` : "<p>None.</p>"}
<h2>HTML part</h2>${mail.html ? `<iframe title="HTML part" sandbox="" srcdoc="${escapeHtml(mail.html)}"></iframe>` : "<p>None.</p>"}
<h2>Attachments</h2>${
          mail.attachments?.length
            ? `<ul>${mail.attachments.map((a, n) => `<li><a href="${PREFIX}/${mail.id}/attachments/${n}">${escapeHtml(a.filename)}</a> (${escapeHtml(a.contentType)})</li>`).join("")}</ul>`
            : "<p>None.</p>"
        }`,
      ),
    );
  }

  return {
    messages: () => [...inbox],
    async handle(req, res) {
      const path = new URL(req.url ?? "/", "http://x").pathname.replace(/\/+$/, "");
      if (path !== PREFIX && !path.startsWith(`${PREFIX}/`)) return false;
      const rest = path.slice(PREFIX.length);
      if (req.method === "POST" && rest === "/api/emails") {
        await send(req, res);
      } else if (req.method === "POST" && rest === "/api/outage") {
        const body = (await readJson(req).catch(() => null)) as { down?: unknown } | null;
        if (typeof body?.down !== "boolean") json(res, 422, { message: 'Send {"down": true} or {"down": false}' });
        else {
          down = body.down;
          json(res, 200, { down });
        }
      } else if (req.method === "GET" && rest === "/api/messages") {
        json(res, 200, inbox);
      } else if (req.method === "GET" && rest.startsWith("/api/messages/")) {
        const mail = inbox.find((m) => m.id === rest.slice("/api/messages/".length));
        if (mail) json(res, 200, mail);
        else json(res, 404, { message: "No such message" });
      } else if (req.method === "GET" && rest === "") {
        inboxPage(res);
      } else if (req.method === "GET" && /^\/[0-9a-f-]{36}\/attachments\/\d+$/.test(rest)) {
        const [, id, , n] = rest.split("/");
        const attachment = inbox.find((m) => m.id === id)?.attachments?.[Number(n)];
        if (!attachment) json(res, 404, { message: "No such attachment" });
        else {
          res.writeHead(200, {
            "Content-Type": attachment.contentType,
            "Content-Disposition": `attachment; filename="${attachment.filename.replace(/["\\\r\n]/g, "_")}"`,
            "Cache-Control": "no-store",
          });
          res.end(Buffer.from(attachment.content, "base64"));
        }
      } else if (req.method === "GET" && /^\/[0-9a-f-]{36}$/.test(rest)) {
        const mail = inbox.find((m) => m.id === rest.slice(1));
        if (mail) messagePage(res, mail);
        else json(res, 404, { message: "No such message" });
      } else {
        json(res, 404, { message: "Not found" });
      }
      return true;
    },
  };
}
