/**
 * The widget's outbox: what the visitor typed and the server has not confirmed yet, kept in
 * localStorage so that nothing typed is lost to a dropped connection, a reload or a closed tab.
 * Each entry carries its idempotency key (chat_messages.client_id, unique per conversation): the
 * first send that reaches Postgres stores it, any later re-send of it is refused as a duplicate
 * (23505) and counts as sent. Entries are sent one at a time, oldest first, so they arrive in order.
 */
export interface OutboxEntry {
  clientId: string;
  conversationId: string;
  content: string;
  queuedAt: string;
}

const KEY = "chat-outbox";

export function readOutbox(conversationId: string): OutboxEntry[] {
  try {
    const all = JSON.parse(window.localStorage.getItem(KEY) ?? "[]") as OutboxEntry[];
    return Array.isArray(all) ? all.filter((e) => e && e.conversationId === conversationId && typeof e.content === "string") : [];
  } catch {
    return [];
  }
}

function writeAll(entries: OutboxEntry[]): void {
  try {
    if (entries.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(entries));
  } catch {
    // Storage full or unavailable: the entries stay in memory for this page.
  }
}

function readAll(): OutboxEntry[] {
  try {
    const all = JSON.parse(window.localStorage.getItem(KEY) ?? "[]") as OutboxEntry[];
    return Array.isArray(all) ? all : [];
  } catch {
    return [];
  }
}

export function enqueue(entry: OutboxEntry): void {
  writeAll([...readAll().filter((e) => e.clientId !== entry.clientId), entry]);
}

export function remove(clientId: string): void {
  writeAll(readAll().filter((e) => e.clientId !== clientId));
}

/** What a failed send means: try again later (no answer, a server error, a rate limit) or give up (refused). */
export function sendFailure(status: number, code: string | undefined): "retry" | "refused" {
  if (status === 0 || status === 408 || status === 429 || status >= 500 || code === "PT429") return "retry";
  return "refused";
}
