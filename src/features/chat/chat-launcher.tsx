import { lazy, type Ref, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChatBubbleIcon } from "~/components/ui/chat-icon";
import { isLanguage } from "~/lib/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import { hasResumeLink } from "./resume-link";
import { loadChatStrings } from "./strings";

/** Everything but this button loads on the first click (supabase-js, the panel, its strings' use). */
const ChatWidget = lazy(() => import("./chat-widget"));

/** sessionStorage: the panel was open, so a reload reopens it (the visitor already asked for it). */
const OPEN_KEY = "chat-open";

function wasOpen(): boolean {
  try {
    return window.sessionStorage.getItem(OPEN_KEY) === "1" || new URLSearchParams(window.location.search).has("chat") || hasResumeLink();
  } catch {
    return false;
  }
}

function rememberOpen(open: boolean): void {
  try {
    if (open) window.sessionStorage.setItem(OPEN_KEY, "1");
    else window.sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // Not remembered: the panel stays closed after a reload.
  }
}

function LauncherButton({ ref, open, unread, panelId, onToggle, onIntent }: { ref: Ref<HTMLButtonElement>; open: boolean; unread: number; panelId: string; onToggle(): void; onIntent(): void }) {
  const { t } = useTranslation("chat");
  return (
    <button
      ref={ref}
      type="button"
      onClick={onToggle}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-expanded={open}
      aria-controls={open ? panelId : undefined}
      aria-label={unread > 0 && !open ? `${t("launcher.open")} (${t("launcher.unread", { count: unread })})` : t(open ? "launcher.close" : "launcher.open")}
      data-chat-launcher=""
      className="fixed end-4 bottom-[calc(1rem+env(safe-area-inset-bottom))] z-50 inline-flex size-14 items-center justify-center rounded-full bg-brand text-white shadow-lg ring-2 ring-white hover:bg-brand-strong focus-visible:outline-4 focus-visible:outline-offset-2 print:hidden"
    >
      <ChatBubbleIcon size={26} />
      {unread > 0 && !open ? (
        <span aria-hidden="true" className="absolute -end-1 -top-1 min-w-6 rounded-full bg-danger px-1.5 text-center text-xs leading-6 font-bold text-white">
          {unread > 9 ? "9+" : unread}
        </span>
      ) : null}
    </button>
  );
}

/**
 * The live chat's floating button, on every public page (bottom right; bottom left in Arabic and
 * Persian, by logical `end`). It costs the page nothing up front: the public layout fetches this
 * module after hydration, it shows once its strings are loaded, and the widget (panel, Supabase
 * client, realtime) loads on the first click (or when a reload finds the panel was open).
 */
export default function ChatLauncher() {
  const hydrated = useHydrated();
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : "en";
  const [loadedLanguage, setLoadedLanguage] = useState<string | null>(null);
  // Reopened after a reload (or from a "?chat" link); before hydration nothing is rendered anyway.
  const [open, setOpen] = useState(() => typeof window !== "undefined" && wasOpen());
  const [mounted, setMounted] = useState(open);
  const [unread, setUnread] = useState(0);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!hydrated) return;
    let cancelled = false;
    void loadChatStrings(language).then(
      () => {
        if (!cancelled) setLoadedLanguage(language);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [hydrated, language]);

  const preload = useCallback(() => {
    void import("./chat-widget");
  }, []);

  const toggle = () => {
    setMounted(true);
    setOpen((was) => {
      rememberOpen(!was);
      return !was;
    });
    setUnread(0);
  };

  const close = useCallback(() => {
    setOpen(false);
    rememberOpen(false);
    buttonRef.current?.focus();
  }, []);

  if (!loadedLanguage) return null;
  return (
    <>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatWidget id={panelId} open={open} onClose={close} onUnread={() => setUnread((n) => n + 1)} />
        </Suspense>
      ) : null}
      <LauncherButton open={open} unread={unread} panelId={panelId} onToggle={toggle} onIntent={preload} ref={buttonRef} />
    </>
  );
}
