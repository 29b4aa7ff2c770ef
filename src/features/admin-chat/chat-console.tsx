import type { SupabaseClient } from "@supabase/supabase-js";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Modal } from "~/components/ui/dialog";
import { dangerButton, input, primaryButton, secondaryButton } from "~/components/ui/styles";
import { submitOnEnter } from "~/components/ui/submit-on-enter";
import { toast, type ToastMessage } from "~/components/ui/toast";
import { formatMoment } from "~/lib/date-time";
import { isLanguage } from "~/lib/i18n";
import { playChime } from "./chime";
import { loadConsoleStrings } from "./strings";
import { type ConsoleMessage, type ConversationStatus, type InboxRow, type PresenceStatus, useConsole, useConversation } from "./use-console";

const FILTERS = ["all", "pending", "active", "closed"] as const;
type Filter = (typeof FILTERS)[number];
const REPLY_MAX = 2000;
const SOUND_KEY = "chat-console-sound";

const STATUS_BADGE: Record<ConversationStatus, string> = {
  pending: "bg-accent text-navy",
  active: "bg-success text-white",
  closed: "bg-surface-muted text-ink",
};

function useTime() {
  const { i18n } = useTranslation("admin-chat");
  return (iso: string) => formatMoment(iso, i18n.language, "short");
}

function ConversationList({ rows, selected, onSelect }: { rows: InboxRow[]; selected: string | null; onSelect(id: string): void }) {
  const { t } = useTranslation("admin-chat");
  const time = useTime();
  if (rows.length === 0) return <p className="p-4 text-ink-muted">{t("list.empty")}</p>;
  return (
    <ul className="divide-y divide-line">
      {rows.map((row) => (
        <li key={row.id}>
          <button
            type="button"
            onClick={() => onSelect(row.id)}
            aria-current={row.id === selected ? "true" : undefined}
            className={`block w-full px-3 py-2 text-start hover:bg-surface-muted ${row.id === selected ? "bg-brand-soft" : ""}`}
          >
            <span className="flex items-center justify-between gap-2">
              <span className="truncate font-semibold">{row.metadata.name ? <bdi>{row.metadata.name}</bdi> : t("list.anonymous")}</span>
              <span className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_BADGE[row.status]}`}>{t(`status.${row.status}`)}</span>
            </span>
            <span className="flex items-center justify-between gap-2 text-sm text-ink-muted">
              <span className="truncate" dir="auto">
                {row.last_message ?? t("list.noMessages")}
              </span>
              {row.unread > 0 ? (
                <span className="shrink-0 rounded-full bg-danger px-2 text-xs leading-5 font-bold text-white">
                  {row.unread}
                  <span className="sr-only"> {t("list.unread", { count: row.unread })}</span>
                </span>
              ) : null}
            </span>
            <span className="block text-xs text-ink-muted">
              <time dateTime={row.last_message_at}>{time(row.last_message_at)}</time>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function CloseDialog(props: { busy: boolean; transcript: boolean; onTranscript(value: boolean): void; onCancel(): void; onConfirm(): void }) {
  const { t } = useTranslation("admin-chat");
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal role="alertdialog" title={t("closeDialog.title")} description={<p>{t("closeDialog.text")}</p>} onCancel={props.onCancel} initialFocus={cancel} busy={props.busy}>
      <label className="mt-4 flex items-center gap-2">
        <input type="checkbox" checked={props.transcript} onChange={(e) => props.onTranscript(e.target.checked)} />
        {t("closeDialog.transcript")}
      </label>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={cancel} type="button" className={secondaryButton} onClick={props.onCancel} disabled={props.busy}>
          {t("closeDialog.cancel")}
        </button>
        <button type="button" className={dangerButton} onClick={props.onConfirm} disabled={props.busy} aria-busy={props.busy || undefined}>
          {props.busy ? t("closeDialog.busy") : t("closeDialog.confirm")}
        </button>
      </div>
    </Modal>
  );
}

function ConversationView({
  supabase,
  row,
  userId,
  incoming,
  onChanged,
}: {
  supabase: SupabaseClient;
  row: InboxRow;
  userId: string | null;
  incoming: ConsoleMessage | null;
  onChanged(): void;
}) {
  const { t } = useTranslation("admin-chat");
  const time = useTime();
  const id = useId();
  const conversation = useConversation(supabase, row.id);
  const [reply, setReply] = useState("");
  const [sending, setSending] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const [busy, setBusy] = useState(false);
  const [transcript, setTranscript] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const { add } = conversation;

  useEffect(() => {
    if (incoming) add(incoming);
  }, [incoming, add]);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [conversation.messages?.length, conversation.visitorTyping]);

  // Reading the conversation marks the visitor's messages read (the unread count, the visitor's "Seen").
  const unread = row.unread;
  useEffect(() => {
    if (unread === 0 || !conversation.messages) return;
    void supabase
      .from("chat_conversations")
      .update({ staff_read_at: new Date().toISOString() })
      .eq("id", row.id)
      .then(() => onChanged());
  }, [unread, conversation.messages, supabase, row.id, onChanged]);

  async function update(values: Record<string, unknown>, failure: ToastMessage, success?: ToastMessage): Promise<boolean> {
    setBusy(true);
    const { error } = await supabase.from("chat_conversations").update(values).eq("id", row.id);
    setBusy(false);
    if (error) {
      toast.error(failure);
      return false;
    }
    if (success) toast.success(success);
    onChanged();
    return true;
  }

  async function send(event: FormEvent) {
    event.preventDefault();
    const content = reply.trim();
    if (!content || sending) return;
    setSending(true);
    const { data, error } = await supabase
      .from("chat_messages")
      .insert({ conversation_id: row.id, content, sender_type: "agent", client_id: crypto.randomUUID() })
      .select()
      .single();
    setSending(false);
    if (error || !data) {
      toast.error({ key: "toast.sendFailed", ns: "admin-chat" });
      return;
    }
    setReply("");
    add(data as ConsoleMessage);
    // The visitor is not on the site: the reply goes to them by e-mail too, with a link back.
    if (!conversation.visitorHere) {
      const mailed = await supabase.functions.invoke("chat-email", { body: { conversation_id: row.id, kind: "reply", message_id: (data as ConsoleMessage).id } });
      if (mailed.error) toast.error({ key: "toast.emailFailed", ns: "admin-chat" });
      else toast.success({ key: "toast.emailed", ns: "admin-chat" });
    }
  }

  async function close() {
    const ok = await update({ status: "closed" }, { key: "toast.closeFailed", ns: "admin-chat" }, { key: "toast.closed", ns: "admin-chat" });
    setConfirmClose(false);
    if (ok && transcript) {
      const mailed = await supabase.functions.invoke("chat-email", { body: { conversation_id: row.id, kind: "transcript" } });
      if (mailed.error) toast.error({ key: "toast.transcriptFailed", ns: "admin-chat" });
      else toast.success({ key: "toast.transcriptSent", ns: "admin-chat" });
    }
  }

  const closed = row.status === "closed";
  const mine = row.assigned_to !== null && row.assigned_to === userId;
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-h-[32rem] flex-col rounded-lg border border-line bg-surface">
      <header className="space-y-1 border-b border-line p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={`${id}-title`} className="text-xl font-semibold">
            {row.metadata.name ? <bdi>{row.metadata.name}</bdi> : t("list.anonymous")}
          </h2>
          <span className={`rounded px-2 py-0.5 text-sm font-medium ${STATUS_BADGE[row.status]}`}>{t(`status.${row.status}`)}</span>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-ink-muted">{t("details.email")}</dt>
          <dd className="break-all">{row.metadata.email ? <a className="text-brand underline" href={`mailto:${row.metadata.email}`} dir="ltr">{row.metadata.email}</a> : "—"}</dd>
          <dt className="text-ink-muted">{t("details.page")}</dt>
          <dd className="break-all">{row.metadata.page ?? "—"}</dd>
          <dt className="text-ink-muted">{t("details.language")}</dt>
          <dd>{row.metadata.language ? t(`languages.${row.metadata.language}`, { defaultValue: row.metadata.language }) : "—"}</dd>
          <dt className="text-ink-muted">{t("details.started")}</dt>
          <dd>
            <time dateTime={row.created_at}>{time(row.created_at)}</time>
          </dd>
          <dt className="text-ink-muted">{t("details.visitor")}</dt>
          <dd>{conversation.visitorHere ? t("details.visitorHere") : t("details.visitorAway")}</dd>
          <dt className="text-ink-muted">{t("details.assigned")}</dt>
          <dd>{row.assigned_to === null ? t("details.nobody") : mine ? t("details.you") : t("details.colleague")}</dd>
        </dl>
        {!closed ? (
          <div className="flex flex-wrap gap-2 pt-2">
            {!mine ? (
              <button type="button" className={secondaryButton} disabled={busy} onClick={() => void update({ assigned_to: userId, ...(row.status === "pending" ? { status: "active" } : {}) }, { key: "toast.assignFailed", ns: "admin-chat" }, { key: "toast.assigned", ns: "admin-chat" })}>
                {t("actions.assign")}
              </button>
            ) : null}
            <button type="button" className={secondaryButton} disabled={busy} onClick={() => setConfirmClose(true)}>
              {t("actions.close")}
            </button>
          </div>
        ) : null}
      </header>
      {conversation.failed ? (
        <p role="alert" className="p-4 text-danger">
          {t("toast.loadFailed")}
        </p>
      ) : conversation.messages === null ? (
        <p role="status" className="p-4 text-ink-muted">
          {t("loading")}
        </p>
      ) : (
        <div ref={listRef} role="log" aria-live="polite" aria-label={t("messages")} className="max-h-[28rem] min-h-48 flex-1 overflow-y-auto p-4">
          <ol className="space-y-3">
          {conversation.messages.length === 0 ? <li className="text-ink-muted">{t("list.noMessages")}</li> : null}
          {conversation.messages.map((m) => {
            const fromStaff = m.sender_type !== "user";
            return (
              <li key={m.id} className={`flex flex-col ${fromStaff ? "items-end" : "items-start"}`}>
                <span className="sr-only">{fromStaff ? t("message.staff") : t("message.visitor")}: </span>
                <p dir="auto" className={`max-w-[85%] rounded-2xl px-3 py-2 break-words whitespace-pre-wrap ${fromStaff ? "bg-brand text-white" : "bg-surface-muted text-ink"}`}>
                  {m.content}
                </p>
                <time dateTime={m.created_at} className="text-xs text-ink-muted">
                  {time(m.created_at)}
                </time>
              </li>
            );
          })}
          </ol>
        </div>
      )}
      {conversation.visitorTyping ? (
        <p role="status" className="px-4 pb-1 text-sm text-ink-muted">
          {t("typing")}
        </p>
      ) : null}
      {closed ? (
        <p className="border-t border-line p-4 text-ink-muted">{t("closedNotice")}</p>
      ) : (
        <form onSubmit={(e) => void send(e)} className="flex items-end gap-2 border-t border-line p-3">
          <label htmlFor={`${id}-reply`} className="sr-only">
            {t("reply.label")}
          </label>
          <textarea
            id={`${id}-reply`}
            rows={2}
            dir="auto"
            className={`${input} mt-0 resize-none`}
            value={reply}
            maxLength={REPLY_MAX}
            placeholder={t("reply.placeholder")}
            onChange={(e) => {
              setReply(e.target.value);
              conversation.typing();
            }}
            onKeyDown={submitOnEnter}
          />
          <button type="submit" className={primaryButton} disabled={sending || reply.trim() === ""}>
            {sending ? t("reply.sending") : t("reply.send")}
          </button>
        </form>
      )}
      {confirmClose ? <CloseDialog busy={busy} transcript={transcript} onTranscript={setTranscript} onCancel={() => setConfirmClose(false)} onConfirm={() => void close()} /> : null}
    </section>
  );
}

/**
 * /admin/chat: the live conversation list and the selected conversation, with the staff member's
 * presence. Its strings load with it (no portal page lists them up front). Authors are told that
 * editors and admins answer the chat (RLS would show them nothing).
 */
export function ChatConsole({ staffName, author }: { staffName: string; author: boolean }) {
  const { t, i18n } = useTranslation("admin-chat");
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    const done = () => {
      if (!cancelled) setLoaded(language);
    };
    void loadConsoleStrings(language).then(done, done);
    return () => {
      cancelled = true;
    };
  }, [language]);
  if (loaded !== language) {
    return (
      <p role="status" className="text-ink-muted">
        {t("common:loading")}
      </p>
    );
  }
  if (author) return <p className="text-ink-muted">{t("notForAuthors")}</p>;
  return <ConsoleBody staffName={staffName} />;
}

function ConsoleBody({ staffName }: { staffName: string }) {
  const { t } = useTranslation("admin-chat");
  const [params, setParams] = useSearchParams();
  const [presence, setPresence] = useState<PresenceStatus>("online");
  const [sound, setSound] = useState(() => typeof window !== "undefined" && window.localStorage.getItem(SOUND_KEY) !== "off");
  const [incoming, setIncoming] = useState<ConsoleMessage | null>(null);
  const [fresh, setFresh] = useState(0);
  const soundRef = useRef(sound);
  useEffect(() => {
    soundRef.current = sound;
  }, [sound]);
  const consoleData = useConsole({
    presence,
    name: staffName,
    onNewConversation: () => {
      setFresh((n) => n + 1);
      if (soundRef.current) playChime();
    },
    onMessage: setIncoming,
  });
  const filterParam = params.get("status");
  const filter: Filter = (FILTERS as readonly string[]).includes(filterParam ?? "") ? (filterParam as Filter) : "all";
  const selected = params.get("c");
  const rows = consoleData.list.status === "ready" ? consoleData.list.rows : [];
  const shown = filter === "all" ? rows : rows.filter((r) => r.status === filter);
  const current = rows.find((r) => r.id === selected) ?? null;
  const waiting = rows.filter((r) => r.status === "pending").length;

  // The tab's title carries the number of waiting conversations (a badge seen from other tabs).
  useEffect(() => {
    const base = document.title.replace(/^\(\d+\) /, "");
    document.title = waiting > 0 ? `(${waiting}) ${base}` : base;
  }, [waiting]);

  const select = (id: string) => {
    setFresh(0);
    const next = new URLSearchParams(params);
    next.set("c", id);
    setParams(next);
  };
  const setFilter = (value: Filter) => {
    const next = new URLSearchParams(params);
    if (value === "all") next.delete("status");
    else next.set("status", value);
    setParams(next);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-4">
        <label className="flex items-center gap-2 text-sm font-medium">
          {t("presence.label")}
          <select className={`${input} mt-0 w-auto`} value={presence} onChange={(e) => setPresence(e.target.value as PresenceStatus)}>
            <option value="online">{t("presence.online")}</option>
            <option value="away">{t("presence.away")}</option>
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={sound}
            onChange={(e) => {
              setSound(e.target.checked);
              window.localStorage.setItem(SOUND_KEY, e.target.checked ? "on" : "off");
            }}
          />
          {t("sound")}
        </label>
        {fresh > 0 ? (
          <p role="status" className="rounded-full bg-danger px-3 py-0.5 text-sm font-semibold text-white">
            {t("newConversations", { count: fresh })}
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(16rem,1fr)_2fr]">
        <nav aria-label={t("list.label")} className="rounded-lg border border-line bg-surface">
          <div role="group" aria-label={t("filters.label")} className="flex flex-wrap gap-1 border-b border-line p-2">
            {FILTERS.map((f) => (
              <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)} className={`rounded px-2 py-1 text-sm ${filter === f ? "bg-brand text-white" : "hover:bg-surface-muted"}`}>
                {t(`filters.${f}`)} ({f === "all" ? rows.length : rows.filter((r) => r.status === f).length})
              </button>
            ))}
          </div>
          {consoleData.list.status === "loading" ? (
            <p role="status" className="p-4 text-ink-muted">
              {t("loading")}
            </p>
          ) : consoleData.list.status === "error" ? (
            <p role="alert" className="p-4 text-danger">
              {t("toast.loadFailed")}
            </p>
          ) : (
            <ConversationList rows={shown} selected={selected} onSelect={select} />
          )}
        </nav>
        {current && consoleData.supabase ? (
          <ConversationView key={current.id} supabase={consoleData.supabase} row={current} userId={consoleData.userId} incoming={incoming} onChanged={() => void consoleData.refresh()} />
        ) : (
          <p className="rounded-lg border border-dashed border-line p-8 text-center text-ink-muted">{t("pick")}</p>
        )}
      </div>
    </div>
  );
}
