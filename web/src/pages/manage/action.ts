// One organizer action at a time: busy flag, the server's error in words, a
// short "done" note, and a refetch of the console afterwards (also after a
// failure: a 409 means the event moved on and the screen should show it).
import { createSignal } from "solid-js";
import { command, type CommandMethod } from "../../lib/api.ts";
import { confirmAction } from "../../components/confirm.tsx";

export interface Runner {
  busy: () => boolean;
  error: () => unknown;
  done: () => string | null;
  retrying: () => number;
  run: <T = { seq: number }>(
    method: CommandMethod,
    path: string,
    body?: Record<string, unknown>,
    opts?: { confirm?: string; confirmLabel?: string; confirmList?: string[]; done?: string | ((r: T) => string) },
  ) => Promise<T | null>;
  clear: () => void;
}

export function createRunner(eventId: string, refetch: () => Promise<void>): Runner {
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const [done, setDone] = createSignal<string | null>(null);
  const [retrying, setRetrying] = createSignal(0);
  async function run<T>(method: CommandMethod, path: string, body: Record<string, unknown> = {}, opts: { confirm?: string; confirmLabel?: string; confirmList?: string[]; done?: string | ((r: T) => string) } = {}) {
    if (opts.confirm && !(await confirmAction(opts.confirm, opts.confirmLabel, opts.confirmList))) return null;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const r = await command<T>(method, `/events/${encodeURIComponent(eventId)}${path}`, body, { onRetry: setRetrying });
      setDone(typeof opts.done === "function" ? opts.done(r) : (opts.done ?? null));
      return r;
    } catch (e) {
      setError(e);
      return null;
    } finally {
      setRetrying(0);
      setBusy(false);
      void refetch();
    }
  }
  return { busy, error, done, retrying, run, clear: () => (setError(null), setDone(null)) };
}
