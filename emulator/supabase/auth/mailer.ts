/**
 * The e-mail GoTrue sends (invitations, password resets, reauthentication codes), with its default
 * subjects and templates. GoTrue sends over SMTP; the emulator hands each message to the context's
 * `authMailer` (the local stack delivers it to its mail catcher, as `supabase start` does to
 * Inbucket/Mailpit) or, with none, keeps it in memory for tests.
 */
export interface AuthMail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export type AuthMailer = (mail: AuthMail) => Promise<void>;

/** What the emulator sent when no mailer is configured (newest last). */
export function memoryMailer(): AuthMailer & { messages: AuthMail[] } {
  const messages: AuthMail[] = [];
  const send = async (mail: AuthMail) => {
    messages.push(mail);
  };
  return Object.assign(send, { messages });
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export type EmailKind = "invite" | "recovery" | "email_change" | "reauthentication";

/** GoTrue's default subject and HTML for each kind (internal/mailer/templatemailer). */
export function renderAuthMail(kind: EmailKind, to: string, vars: { confirmationUrl?: string; token?: string; newEmail?: string }): AuthMail {
  const link = escapeHtml(vars.confirmationUrl ?? "");
  switch (kind) {
    case "invite":
      return {
        to,
        subject: "You've been invited",
        html: `<h2>You've been invited</h2>\n\n<p>You've been invited to create an account. Follow the link below to accept.</p>\n<p><a href="${link}">Accept invitation</a></p>`,
        text: `You've been invited\n\nYou've been invited to create an account. Follow the link below to accept.\n${vars.confirmationUrl}`,
      };
    case "recovery":
      return {
        to,
        subject: "Reset your password",
        html: `<h2>Reset your password</h2>\n\n<p>We received a request to reset your password. Follow the link below to choose a new one.</p>\n<p><a href="${link}">Reset password</a></p>\n<p>If you didn't request this, you can safely ignore this email.</p>`,
        text: `Reset your password\n\nWe received a request to reset your password. Follow the link below to choose a new one.\n${vars.confirmationUrl}\n\nIf you didn't request this, you can safely ignore this email.`,
      };
    case "email_change":
      return {
        to,
        subject: "Confirm your new email address",
        html: `<h2>Confirm your new email address</h2>\n\n<p>Follow the link below to confirm ${escapeHtml(vars.newEmail ?? "")} as your new email address.</p>\n<p><a href="${link}">Confirm new email address</a></p>\n<p>If you didn't request this change, you can safely ignore this email.</p>`,
        text: `Confirm your new email address\n\nFollow the link below to confirm ${vars.newEmail} as your new email address.\n${vars.confirmationUrl}`,
      };
    case "reauthentication":
      return {
        to,
        subject: `${vars.token} is your verification code`,
        html: `<h2>Your verification code</h2>\n\n<p>Use the code below to verify your identity. It expires shortly.</p>\n<p>${escapeHtml(vars.token ?? "")}</p>`,
        text: `Your verification code\n\nUse the code below to verify your identity. It expires shortly.\n${vars.token}`,
      };
  }
}
