import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon, SpinnerIcon } from "~/components/ui/icons";
import { submitOnEnter } from "~/components/ui/submit-on-enter";
import { toast } from "~/components/ui/toast";
import { formatMoment } from "~/lib/date-time";
import { isEmail } from "~/lib/email";
import { type ChatMessage, type StaffStatus, useVisitorChat } from "./use-visitor-chat";

const MAX_LENGTH = 2000;
/** The inbox's message limit (contact_submissions.message): an offline message is filed there too. */
const OFFLINE_MAX_LENGTH = 1000;

const fieldClass =
  "mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm focus:border-brand aria-[invalid=true]:border-danger";

function StatusDot({ staff }: { staff: StaffStatus }) {
  const { t } = useTranslation("chat");
  if (staff === "unknown") return null;
  const colour = staff === "online" ? "bg-success" : staff === "away" ? "bg-accent" : "bg-ink-muted";
  return (
    <p className="flex items-center gap-1.5 text-sm text-white/90">
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ring-2 ring-white/70 ${colour}`} />
      {t(`staff.${staff}`)}
    </p>
  );
}

function Bubble({ message, seen, last }: { message: ChatMessage; seen: boolean; last: boolean }) {
  const { t, i18n } = useTranslation("chat");
  const mine = message.sender === "user";
  const time = formatMoment(message.createdAt, i18n.language, "time");
  const state = message.state === "sending" ? t("message.sending") : seen ? t("message.seen") : t("message.sent");
  return (
    <li className={`flex flex-col ${mine ? "items-end" : "items-start"}`}>
      <span className="sr-only">{mine ? t("message.you") : t("message.support")}: </span>
      <p
        dir="auto"
        className={`max-w-[85%] rounded-2xl px-3 py-2 break-words whitespace-pre-wrap ${
          mine ? "rounded-ee-sm bg-brand text-white" : "rounded-es-sm bg-surface-muted text-ink"
        } ${message.state === "sending" ? "opacity-70" : ""}`}
      >
        {message.content}
      </p>
      <span className="mt-0.5 text-xs text-ink-muted">
        <time dateTime={message.createdAt}>{time}</time>
        {mine && (last || message.state === "sending") ? <> · {state}</> : null}
      </span>
    </li>
  );
}

function DetailsForm(props: { busy: boolean; onSubmit(details: { name: string; email: string }): void; withMessage?: false } | {
  busy: boolean;
  withMessage: true;
  onSubmit(details: { name: string; email: string; message: string }): void;
}) {
  const { t } = useTranslation("chat");
  const id = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !email.trim() || (props.withMessage && !message.trim())) {
      setError(t("form.fillAll"));
      return;
    }
    if (!isEmail(email)) {
      setError(t("form.invalidEmail"));
      return;
    }
    setError(null);
    if (props.withMessage) props.onSubmit({ name: name.trim(), email: email.trim(), message: message.trim() });
    else props.onSubmit({ name: name.trim(), email: email.trim() });
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3 p-4" aria-describedby={error ? `${id}-error` : undefined}>
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-ink">
          {t("form.name")}
        </label>
        <input id={`${id}-name`} className={fieldClass} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" maxLength={200} required aria-invalid={Boolean(error) && !name.trim()} />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-ink">
          {t("form.email")}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          className={fieldClass}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          maxLength={320}
          required
          aria-invalid={Boolean(error) && (!email.trim() || !isEmail(email))}
        />
      </div>
      {props.withMessage ? (
        <div>
          <label htmlFor={`${id}-message`} className="block text-sm font-semibold text-ink">
            {t("form.message")}
          </label>
          <textarea
            id={`${id}-message`}
            className={`${fieldClass} min-h-24`}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
            maxLength={OFFLINE_MAX_LENGTH}
            required
            aria-invalid={Boolean(error) && !message.trim()}
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full justify-center" disabled={props.busy} aria-busy={props.busy}>
        {props.busy ? <SpinnerIcon className="size-4 animate-spin" /> : null}
        {props.withMessage ? t("offline.send") : t("form.start")}
      </button>
    </form>
  );
}

/** The live chat panel: details, then 'Live Support' with the messages; or the leave-a-message form when no one is online. */
export default function ChatWidget({ id, open, onClose, onUnread }: { id: string; open: boolean; onClose(): void; onUnread(): void }) {
  const { t } = useTranslation("chat");
  const titleId = useId();
  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);
  const chat = useVisitorChat({
    onSendRefused: () => toast.error(t("toast.sendFailed")),
    onLoadFailed: () => toast.error(t("toast.startFailed")),
    onResumeFailed: () => toast.error(t("toast.resumeFailed")),
    onIncoming: () => {
      if (!openRef.current) onUnread();
    },
  });
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [leftMessage, setLeftMessage] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  // Newest message in view.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages.length, chat.agentTyping, open]);

  // Opening moves focus into the panel.
  useEffect(() => {
    if (!open) return;
    const target = inputRef.current ?? panelRef.current?.querySelector<HTMLElement>("input, textarea, button:not([data-close])");
    target?.focus();
  }, [open, chat.phase]);

  const closed = chat.conversation?.status === "closed";
  const lastMine = [...chat.messages].reverse().find((m) => m.sender === "user");
  const seenUpTo = chat.conversation?.staff_read_at ?? null;

  async function startChat(details: { name: string; email: string }) {
    setBusy(true);
    const result = await chat.start(details);
    setBusy(false);
    if (!result.ok) toast.error(result.reason === "rate-limited" ? t("toast.rateLimited") : t("toast.startFailed"));
  }

  async function leave(details: { name: string; email: string; message: string }) {
    setBusy(true);
    const result = await chat.leaveMessage({ ...details, subject: t("offline.subject") });
    setBusy(false);
    if (result.ok) setLeftMessage(true);
    else toast.error(result.reason === "rate-limited" ? t("toast.rateLimited") : t("toast.leaveFailed"));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    if (chat.send(text)) setText("");
  }

  const canSend = text.trim() !== "" && !busy && !closed && chat.conversation !== null;
  const offlineStart = chat.phase === "start" && (chat.staff === "offline" || chat.staff === "away");

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === "Escape") onClose();
      }}
      className="fixed end-4 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-50 flex max-h-[min(40rem,calc(100dvh-7rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-line bg-surface text-ink shadow-2xl print:hidden"
    >
      <header className="flex items-start justify-between gap-3 bg-navy px-4 py-3 text-white">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold">
            {t("title")}
          </h2>
          <StatusDot staff={chat.staff} />
        </div>
        <button type="button" data-close onClick={onClose} className="inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-white/10" aria-label={t("close")}>
          <CloseIcon className="size-5" />
        </button>
      </header>

      {!chat.connected && chat.phase === "chat" ? (
        <p role="status" className="border-b border-line bg-accent/30 px-4 py-2 text-sm text-ink">
          {t("connection.lost")}
        </p>
      ) : null}

      {chat.phase === "loading" || (chat.phase === "start" && chat.staff === "unknown") ? (
        <p role="status" className="flex items-center gap-2 p-4 text-ink-muted">
          <SpinnerIcon className="size-4 animate-spin" /> {t("loading")}
        </p>
      ) : null}

      {chat.phase === "error" ? (
        <p role="alert" className="p-4 text-danger">
          {t("toast.startFailed")}
        </p>
      ) : null}

      {chat.phase === "start" && chat.staff === "online" ? (
        <div className="overflow-y-auto">
          <p className="px-4 pt-4 text-sm text-ink-muted">{t("intro")}</p>
          <DetailsForm busy={busy} onSubmit={(d) => void startChat(d)} />
        </div>
      ) : null}

      {offlineStart ? (
        <div className="overflow-y-auto">
          <p className="px-4 pt-4 text-sm text-ink">{t("offline.intro")}</p>
          <DetailsForm busy={busy} withMessage onSubmit={(d) => void leave(d)} />
        </div>
      ) : null}

      {chat.phase === "chat" ? (
        <>
          <div ref={listRef} role="log" aria-live="polite" aria-label={t("messages")} className="min-h-40 flex-1 overflow-y-auto p-4">
            {chat.messages.length === 0 ? <p className="text-sm text-ink-muted">{t("empty")}</p> : null}
            <ol className="space-y-3">
              {chat.messages.map((message) => (
                <Bubble key={message.clientId} message={message} last={message === lastMine} seen={seenUpTo !== null && seenUpTo >= message.createdAt} />
              ))}
            </ol>
          </div>
          {chat.agentTyping ? (
            <p className="px-4 pb-1 text-sm text-ink-muted" role="status">
              {t("typing")}
            </p>
          ) : null}
          {leftMessage ? (
            <p role="status" className="border-t border-line bg-success/10 px-4 py-2 text-sm">
              {t("offline.thanks")}
            </p>
          ) : null}
          {!leftMessage && chat.staff !== "online" && !closed ? <p className="border-t border-line px-4 py-2 text-sm text-ink-muted">{t("offline.noOne")}</p> : null}
          {closed ? (
            <div className="space-y-2 border-t border-line p-4">
              <p role="status" className="text-sm font-medium">
                {t("closed.notice")}
              </p>
              <button type="button" className="btn-outline w-full justify-center" onClick={() => { setLeftMessage(false); chat.startOver(); }}>
                {t("closed.startNew")}
              </button>
            </div>
          ) : (
            <form onSubmit={submit} className="flex items-end gap-2 border-t border-line p-3">
              <label htmlFor={`${id}-input`} className="sr-only">
                {t("input.label")}
              </label>
              <textarea
                id={`${id}-input`}
                ref={inputRef}
                rows={2}
                value={text}
                maxLength={MAX_LENGTH}
                dir="auto"
                onChange={(event) => {
                  setText(event.target.value);
                  chat.typing();
                }}
                onKeyDown={submitOnEnter}
                placeholder={t("input.placeholder")}
                className={`${fieldClass} mt-0 resize-none`}
              />
              <button type="submit" className="btn-primary shrink-0" disabled={!canSend}>
                {t("input.send")}
              </button>
            </form>
          )}
        </>
      ) : null}
    </div>
  );
}
