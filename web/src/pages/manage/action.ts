// One organizer action at a time: busy flag, the server's error in words, a
// short "done" note, and a refetch of the console afterwards (also after a
// failure: a 409 means the event moved on and the screen should show it).
// Offline, a write goes into the durable outbox instead (lib/offline/outbox.ts).
// What is sent is one command by its type (`write`): the address from the
// route table the Worker routes by (shared/commands/write-routes.ts), the
// fields and the answer the command's own, so a changed request or answer is a
// compile error at each caller.
import { createSignal } from "solid-js";
import { ApiError, command, newCommandId, type CommandMethod } from "../../lib/net/api.ts";
import { hasWaiting } from "../../lib/offline/outbox.ts";
import { queueWrite } from "../../lib/offline/queue-write.ts";
import { ot } from "../../lib/offline/offline-words.ts";
import { keepConflict } from "../../lib/offline/conflict.ts";
import { confirmAction } from "../../components/confirm.tsx";
import { eventWrite, type EventWriteType, type WriteFields } from "../../../../shared/commands/write-routes.ts";
import type { CommandAnswer } from "../../../../shared/commands/answers.ts";

export type { WriteFields };

/** How a run asks first and what it says when done (the answer's words, or a fixed line). */
export type RunOptions<T> = { confirm?: string; confirmLabel?: string; confirmList?: string[]; done?: string | ((r: T) => string) };

export interface Runner {
  busy: () => boolean;
  error: () => unknown;
  done: () => string | null;
  retrying: () => number;
  clear: () => void;
}

type Send = <T>(method: CommandMethod, path: string, body: Record<string, unknown>, opts?: RunOptions<T>) => Promise<T | null>;
/** Each runner's sending, reached only through `write` (typed by the command), never by a hand-built address. */
const sends = new WeakMap<Runner, Send>();

/**
 * Runs one command of the console's event through the runner.
 *
 * @example write(r, "set-result", { round: 2, table: 5, result: null }, { done: "Undone" })
 * // PUT /api/events/:id/rounds/2/tables/5/result with { result: null, commandId }
 */
export function write<T extends EventWriteType>(
  runner: Runner,
  type: T,
  fields: WriteFields<T>,
  opts?: RunOptions<CommandAnswer<T>>,
): Promise<CommandAnswer<T> | null> {
  const { method, path, body } = eventWrite(type, fields);
  return sends.get(runner)!<CommandAnswer<T>>(method, path, body, opts);
}

export function createRunner(eventId: string, refetch: () => Promise<void>): Runner {
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const [done, setDone] = createSignal<string | null>(null);
  const [retrying, setRetrying] = createSignal(0);
  async function run<T>(method: CommandMethod, path: string, body: Record<string, unknown> = {}, opts: RunOptions<T> = {}) {
    if (opts.confirm && !(await confirmAction(opts.confirm, opts.confirmLabel, opts.confirmList))) return null;
    setBusy(true);
    setError(null);
    setDone(null);
    const full = `/events/${encodeURIComponent(eventId)}${path}`;
    const commandId = newCommandId();
    const label = typeof opts.done === "string" ? opts.done : `${method} ${path}`;
    // Offline, or earlier writes still waiting: into the outbox, behind them (docs/offline.md).
    const queue = async () => {
      const refused = await queueWrite(eventId, method, full, body, commandId, label);
      if (refused) setError(refused);
      else setDone(ot("outbox.queued"));
      return null;
    };
    try {
      if (!navigator.onLine || (await hasWaiting(eventId))) return await queue();
      const r = await command<T>(method, full, body, { commandId, onRetry: setRetrying });
      setDone(typeof opts.done === "function" ? opts.done(r) : (opts.done ?? null));
      return r;
    } catch (e) {
      // The network gave out through every retry: the same command (same commandId, same body)
      // waits in the outbox; if the server did get it, the resend is answered as the first.
      if (e instanceof ApiError && e.status === 0) return await queue();
      // Another phone's result is stored: kept with both results, settled like one the outbox met (lib/offline/conflict.ts).
      if (e instanceof ApiError && e.code === "result_conflict") {
        const conflict = await keepConflict(
          { eventId, method, url: `/api${full}`, body: JSON.stringify({ ...body, commandId }), commandId, label, queuedAt: Date.now() },
          e,
        );
        setError(new Error(ot("conflict.online", { table: conflict?.table ?? "" })));
        return null;
      }
      setError(e);
      return null;
    } finally {
      setRetrying(0);
      setBusy(false);
      void refetch();
    }
  }
  const runner: Runner = { busy, error, done, retrying, clear: () => (setError(null), setDone(null)) };
  sends.set(runner, run);
  return runner;
}
