/**
 * A tiny toast store with no dependency: `toast.success("Saved")`,
 * `toast.error(...)`, `toast.loading(...)`, `toast.dismiss(id)`. The <Toaster />
 * (mounted once, in the root route) renders what this store holds.
 *
 * Durations and the limit are the spec's: default 4 s, success 2 s, error 4 s,
 * loading until dismissed (or replaced), at most 20 toasts at once (the oldest
 * goes first).
 */
export type ToastKind = "default" | "success" | "error" | "loading";

export const TOAST_DURATIONS: Readonly<Record<ToastKind, number>> = {
  default: 4000,
  success: 2000,
  error: 4000,
  loading: Number.POSITIVE_INFINITY,
};
export const MAX_TOASTS = 20;

export interface Toast {
  id: string;
  kind: ToastKind;
  /** Text already translated by the caller. */
  message: string;
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

function show(kind: ToastKind, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++counter}`;
  const next: Toast = { id, kind, message, duration: options.duration ?? TOAST_DURATIONS[kind] };
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
export const toast = Object.assign((message: string, options?: ToastOptions) => show("default", message, options), {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
  loading: (message: string, options?: ToastOptions) => show("loading", message, options),
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
