import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";
import { toast, type ToastMessage } from "./toast";

export type LoadState<T> = { status: "loading" } | { status: "ready"; value: T } | { status: "error" };

/**
 * What a portal page shows while it reads its rows: loading, ready (with the value) or error, and a
 * failure toast (`failureMessage`, a translation key — so that it follows a language switch — or text;
 * none when it is left out: the page says it). It reads again whenever `key` changes (a
 * filter, a reload counter); an answer that arrives after the page moved on is dropped. The setter
 * lets the page update its rows after a save without reading them again.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  key: unknown,
  failureMessage?: ToastMessage,
): [LoadState<T>, Dispatch<SetStateAction<LoadState<T>>>] {
  const [state, setState] = useState<LoadState<T>>({ status: "loading" });
  const latest = useRef({ load, failureMessage });
  useEffect(() => {
    latest.current = { load, failureMessage };
  });
  useEffect(() => {
    let active = true;
    latest.current.load().then(
      (value) => {
        if (active) setState({ status: "ready", value });
      },
      (error: unknown) => {
        console.warn(error);
        if (!active) return;
        setState({ status: "error" });
        if (latest.current.failureMessage !== undefined) toast.error(latest.current.failureMessage);
      },
    );
    return () => {
      active = false;
    };
  }, [key]);
  return [state, setState];
}

/**
 * An action behind a button (delete, mark as read): `busy` while it runs, then the success or
 * failure toast (translation keys, or text). `run` answers whether it succeeded.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<unknown>, messages: { success: ToastMessage; failure: ToastMessage }): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      toast.success(messages.success);
      return true;
    } catch (error) {
      console.warn(error);
      toast.error(messages.failure);
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}
