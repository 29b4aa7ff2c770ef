/**
 * The link of a reply e-mailed to a visitor resumes the conversation on any device: its fragment
 * carries the conversation and a single-use token (`#chat-resume=<conversation id>.<token>`,
 * written by supabase/functions/_shared/chat-email.ts). A fragment is never sent to a server, so
 * the token stays out of access logs and Referer headers; the widget takes it out of the address
 * bar as soon as it has read it (decision 0028).
 */
export interface ResumeLink {
  conversation: string;
  token: string;
}

const FRAGMENT = /^#chat-resume=([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([0-9a-f]{64})$/i;

/** The resume link in `hash`, if it is one. */
export function parseResumeLink(hash: string): ResumeLink | null {
  const match = FRAGMENT.exec(hash);
  return match ? { conversation: match[1]!.toLowerCase(), token: match[2]!.toLowerCase() } : null;
}

/** Reads the page's resume link and removes it from the address bar (and so from the history). */
export function takeResumeLink(): ResumeLink | null {
  if (typeof window === "undefined") return null;
  const link = parseResumeLink(window.location.hash);
  if (link) {
    try {
      window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    } catch {
      // The address keeps the fragment; the token is used up anyway.
    }
  }
  return link;
}

/** Whether the page was opened from a resume link (the launcher opens the panel for it). */
export const hasResumeLink = (): boolean => typeof window !== "undefined" && parseResumeLink(window.location.hash) !== null;
