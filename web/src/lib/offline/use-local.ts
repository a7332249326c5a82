// The console's changes not yet sent, shown at once (docs/offline.md):
// while the outbox holds changes of an event, the console and its print views
// show the kept state with them applied (local-view.ts, a lazy chunk) instead
// of the server's last view; the tabs mark what is not sent yet.
import { createContext, createEffect, useContext } from "solid-js";
import { createBackgroundRead } from "../net/background-read.ts";
import { ApiError } from "../net/api.ts";
import type { QueuedRequest } from "../../../../shared/commands/offline.ts";
import type { Round } from "../types.ts";
import { outboxOf, outboxVersion } from "./outbox.ts";
import { keptState, keptVersion, syncState } from "./local-state.ts";
import type { LocalView, Unsent } from "./local-view.ts";

/** The local view of an event, or null; `ready` once the first look at the outbox ended. */
export interface LocalViewRead {
  (): LocalView | null;
  ready: () => boolean;
}

/**
 * The local view of an event, or null (nothing waiting, no kept state, or the
 * kept state older than the server's view on screen). With `sync`, keeps the
 * event's state current while online: read again whenever the view's seq moves.
 * Read in the background, never through Suspense (lib/net/background-read.ts): a
 * re-read must not take the console, and the form being typed, off the page.
 */
export function createLocalView(eventId: string, server: () => { seq: number } | undefined, opts: { sync?: boolean } = {}): LocalViewRead {
  if (opts.sync !== false) {
    createEffect(() => {
      const seq = server()?.seq;
      if (seq !== undefined) void syncState(eventId, seq);
    });
  }
  const local = createBackgroundRead(
    () => [eventId, outboxVersion(), keptVersion()] as const,
    async ([id]) => {
      const waiting = (await outboxOf(id)).filter((i) => !i.refused);
      if (waiting.length === 0) return null;
      const kept = await keptState(id);
      if (!kept) return null;
      try {
        const { localView } = await import("./local-view.ts");
        return localView(kept, waiting);
      } catch (e) {
        // Never break the console: it shows the server's last view as before.
        console.error("offline view", e);
        return null;
      }
    },
  );
  const shown = () => {
    const l = local() ?? null;
    const s = server();
    return l && (!s || l.view.seq >= s.seq) ? l : null;
  };
  return Object.assign(shown, { ready: local.ready });
}

const NOTHING: Unsent = { count: 0, tables: new Set(), players: new Set(), withoutCode: new Set(), rounds: new Set() };
export const UnsentContext = createContext<() => Unsent>(() => NOTHING);
/** What the screen shows that the server does not have yet (nothing outside a console). */
export const useUnsent = (): (() => Unsent) => useContext(UnsentContext);
export const nothingUnsent = NOTHING;

/**
 * A change about to be queued, applied on the phone behind the ones waiting:
 * the engine's refusal as the server would answer it (nothing is queued), or
 * the round it pairs. Nothing to say without a kept state.
 */
export async function checkLocally(eventId: string, next: QueuedRequest): Promise<{ refused: ApiError | null; round?: Round }> {
  const kept = await keptState(eventId);
  if (!kept) return { refused: null };
  try {
    const waiting = (await outboxOf(eventId)).filter((i) => !i.refused);
    const { checkNew } = await import("./local-view.ts");
    const c = checkNew(kept, waiting, next);
    if (c.refused) return { refused: new ApiError(c.refused.status, c.refused.code, c.refused.message, c.refused.path) };
    return c.round ? { refused: null, round: c.round } : { refused: null };
  } catch (e) {
    console.error("offline check", e);
    return { refused: null };
  }
}
