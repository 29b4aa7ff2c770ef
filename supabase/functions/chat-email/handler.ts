/**
 * chat-email: staff send a live chat conversation to the visitor by e-mail, from /admin/chat.
 *
 * Request:  POST { "conversation_id": "<uuid>", "kind": "reply", "message_id": "<uuid>" }
 *             a staff reply, sent while the visitor is not on the site, with a link back to the chat
 *             that resumes it on any device (a single-use, expiring token; decision 0028);
 *           POST { "conversation_id": "<uuid>", "kind": "transcript" }
 *             the whole conversation (the visitor asked for it when it was closed).
 *           With the staff member's session (Authorization: Bearer <access token>).
 * Answers:  200 { "sent": true } · 400 invalid body · 401 no session · 403 not an editor or admin
 *           404 no such conversation or message · 502 the e-mail could not be sent
 *
 * Every database call runs with the caller's own token, so row-level security decides what they
 * may read; the function holds no key that could do more.
 */
import { chatReplyEmail, chatTranscriptEmail, conversationLink } from "../_shared/chat-email.ts";
import { firmIdentity } from "../_shared/firm.ts";
import { MailError, sendMail } from "../_shared/mail.ts";
import { languageOf } from "../_shared/mail-common.ts";
import { answer, staffRequest, UUID } from "../_shared/staff-request.ts";

declare const Deno: { env: { get(name: string): string | undefined } };

interface Conversation {
  id: string;
  metadata: { name?: string; email?: string; language?: string };
}

interface Message {
  id: string;
  content: string;
  sender_type: "user" | "agent" | "system";
  created_at: string;
}

export default async function handler(req: Request): Promise<Response> {
  const request = await staffRequest(req, "Only editors and admins answer the live chat");
  if (request instanceof Response) return request;
  const { body, rest: asCaller } = request;

  const conversationId = typeof body.conversation_id === "string" ? body.conversation_id : "";
  const kind = body.kind;
  const messageId = typeof body.message_id === "string" ? body.message_id : "";
  if (!UUID.test(conversationId)) return answer(400, { error: "invalid_body", message: "conversation_id must be a conversation id" });
  if (kind !== "reply" && kind !== "transcript") return answer(400, { error: "invalid_body", message: 'kind must be "reply" or "transcript"' });
  if (kind === "reply" && !UUID.test(messageId)) return answer(400, { error: "invalid_body", message: "message_id must be a message id" });

  const found = await asCaller(`chat_conversations?id=eq.${conversationId}&select=id,metadata`);
  if (!found.ok) return answer(502, { error: "database_error", message: `The conversation could not be read (${found.status})` });
  const conversation = ((await found.json()) as Conversation[])[0];
  if (!conversation) return answer(404, { error: "not_found", message: "No such conversation" });
  const to = conversation.metadata.email;
  const name = conversation.metadata.name ?? "";
  if (!to) return answer(400, { error: "no_address", message: "The conversation has no e-mail address" });
  const identity = await firmIdentity(languageOf(conversation.metadata.language));
  const signature = identity.signature;

  const messages = await asCaller(
    `chat_messages?conversation_id=eq.${conversationId}${kind === "reply" ? `&id=eq.${messageId}&sender_type=eq.agent` : ""}&select=id,content,sender_type,created_at&order=created_at.asc`,
  );
  if (!messages.ok) return answer(502, { error: "database_error", message: `The messages could not be read (${messages.status})` });
  const rows = (await messages.json()) as Message[];

  let mail: { subject: string; html: string; text: string };
  if (kind === "reply") {
    const reply = rows[0];
    if (!reply) return answer(404, { error: "not_found", message: "No such staff reply in this conversation" });
    // A new token for this e-mail's link (issued as the caller: editors and admins only).
    const issued = await asCaller("rpc/issue_chat_resume_token", { method: "POST", body: JSON.stringify({ conversation: conversationId }) });
    if (!issued.ok) return answer(502, { error: "database_error", message: `The link to the conversation could not be made (${issued.status})` });
    const token = (await issued.json()) as string;
    const link = conversationLink(Deno.env.get("SITE_URL") ?? "", conversation.metadata.language ?? "en", { conversation: conversationId, token });
    mail = chatReplyEmail({ language: conversation.metadata.language, name, reply: reply.content, link, signature });
  } else {
    mail = chatTranscriptEmail({
      language: conversation.metadata.language,
      name,
      lines: rows.map((m) => ({ sender: m.sender_type, content: m.content, at: m.created_at })),
      signature,
    });
  }
  try {
    await sendMail({ to, ...mail, from: identity.from, replyTo: Deno.env.get("MAIL_REPLY_TO") || undefined });
  } catch (error) {
    console.error(error instanceof MailError ? error.message : error);
    return answer(502, { error: "send_failed", message: "The e-mail could not be sent" });
  }
  return answer(200, { sent: true });
}
