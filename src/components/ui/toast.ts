/**
 * A tiny toast store (no library; only the i18n instance, for keyed messages): `toast.success("Saved")`,
 * `toast.error(...)`, `toast.loading(...)`, `toast.dismiss(id)`. The <Toaster />
 * (mounted once, in the root route) renders what this store holds.
 *
 * Durations and the limit are the spec's: default 4 s, success 2 s, error 4 s,
 * loading until dismissed (or replaced), at most 20 toasts at once (the oldest
 * goes first).
 *
 * A message is either text the caller translated, or a translation key ({ key, ns, values }) that
 * the toaster translates each time it renders, so a toast still on screen follows a language switch
 * (the portal's language select) instead of staying in the language it was shown in.
 */
import { i18n } from "~/lib/i18n";

export type ToastKind = "default" | "success" | "error" | "loading";

export const TOAST_DURATIONS: Readonly<Record<ToastKind, number>> = {
  default: 4000,
  success: 2000,
  error: 4000,
  loading: Number.POSITIVE_INFINITY,
};
export const MAX_TOASTS = 20;

/** A message named by its translation key, translated when shown (values fill its placeholders). */
export interface ToastKey {
  key: string;
  ns: string;
  values?: Readonly<Record<string, string | number>>;
}

/** Text already translated by the caller, or a translation key. */
export type ToastMessage = string | ToastKey;

/** The text of a message in the current language. */
export function toastText(message: ToastMessage): string {
  return typeof message === "string" ? message : i18n.t(message.key, { ...message.values, ns: message.ns });
}

export interface Toast {
  id: string;
  kind: ToastKind;
  /** The text as it was when the toast was shown (in that moment's language). */
  message: string;
  /** The translation key when the caller gave one: the toaster translates it again on every render. */
  key?: ToastKey;
  /** Milliseconds the toast stays; Infinity until dismissed. */
  duration: number;
}

export interface ToastOptions {
  /** Reusing the id of a shown toast replaces it (e.g. a loading toast becoming a success). */
  id?: string;
  duration?: number;
}

interface Timer {
  remaining: number;
  startedAt: number;
  handle: ReturnType<typeof setTimeout> | undefined;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
const timers = new Map<string, Timer>();
const listeners = new Set<Listener>();
let paused = false;
let counter = 0;

function emit() {
  for (const listener of listeners) listener();
}

function startTimer(id: string, timer: Timer) {
  if (!Number.isFinite(timer.remaining) || paused) return;
  timer.startedAt = Date.now();
  timer.handle = setTimeout(() => dismiss(id), timer.remaining);
}

function stopTimer(timer: Timer) {
  if (timer.handle === undefined) return;
  clearTimeout(timer.handle);
  timer.handle = undefined;
  timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
}

function show(kind: ToastKind, message: ToastMessage, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  const next: Toast = {
    id,
    kind,
    message: toastText(message),
    ...(typeof message === "string" ? {} : { key: message }),
    duration: options.duration ?? TOAST_DURATIONS[kind],
  };
  const old = timers.get(id);
  if (old) stopTimer(old);
  const index = toasts.findIndex((t) => t.id === id);
  let list = index >= 0 ? toasts.map((t) => (t.id === id ? next : t)) : [...toasts, next];
  while (list.length > MAX_TOASTS) {
    const [oldest, ...rest] = list;
    if (oldest) clearTimer(oldest.id);
    list = rest;
  }
  toasts = list;
  const timer: Timer = { remaining: next.duration, startedAt: Date.now(), handle: undefined };
  timers.set(id, timer);
  startTimer(id, timer);
  emit();
  return id;
}

function clearTimer(id: string) {
  const timer = timers.get(id);
  if (timer?.handle !== undefined) clearTimeout(timer.handle);
  timers.delete(id);
}

/** Removes one toast, or all of them when no id is given. */
function dismiss(id?: string) {
  if (id === undefined) {
    for (const key of timers.keys()) clearTimer(key);
    if (toasts.length === 0) return;
    toasts = [];
  } else {
    clearTimer(id);
    if (!toasts.some((t) => t.id === id)) return;
    toasts = toasts.filter((t) => t.id !== id);
  }
  emit();
}

/** Shows a neutral toast (4 s) and returns its id. */
export const toast = Object.assign((message: ToastMessage, options?: ToastOptions) => show("default", message, options), {
  success: (message: ToastMessage, options?: ToastOptions) => show("success", message, options),
  error: (message: ToastMessage, options?: ToastOptions) => show("error", message, options),
  loading: (message: ToastMessage, options?: ToastOptions) => show("loading", message, options),
  dismiss,
});

/** Stops every countdown (pointer over the toaster, or focus inside it). */
export function pauseToasts() {
  if (paused) return;
  paused = true;
  for (const timer of timers.values()) stopTimer(timer);
}

/** Restarts the countdowns where they stopped. */
export function resumeToasts() {
  if (!paused) return;
  paused = false;
  for (const [id, timer] of timers) startTimer(id, timer);
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getToasts(): readonly Toast[] {
  return toasts;
}

const none: readonly Toast[] = [];
/** Server/prerender snapshot: no toasts. */
export function getServerToasts(): readonly Toast[] {
  return none;
}
