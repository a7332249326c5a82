// A tournament object's live sockets (hibernatable WebSockets): each is sent
// the change summary of every command, in order, once it has caught up.
import { actorFor, isStaffRole } from "../shared/commands/permissions.ts";
import type { PlatformState, What } from "../shared/commands/state.ts";
import { readWhat } from "./stored.ts";

/** Larger gaps are not replayed: the client just refetches. */
const MAX_CATCH_UP = 500;

interface SocketState {
  /** Caught up and receiving live changes. */
  ready: boolean;
  sent: number;
  /** Opened by the event's staff: also told of the floor's changes. */
  staff?: boolean;
}

/**
 * What a change says to a socket. The floor (judge calls, penalties, deck
 * checks) is staff business: a public socket is not told of it at all, so no
 * one learns from the timing that a table called a judge or was drawn for a
 * deck check; a change that is only that is not sent to it (its seq is skipped).
 */
export function whatFor(what: readonly What[], staff: boolean): What[] {
  return staff ? [...what] : what.filter((w) => w !== "floor");
}

export class LiveSockets {
  /** The last seq sent to each caught-up socket (memory only; see broadcast). */
  private sent = new WeakMap<WebSocket, number>();
  /** Caught-up sockets of the event's staff (memory; the attachment keeps it across hibernation). */
  private staffSockets = new WeakSet<WebSocket>();

  constructor(private readonly ctx: DurableObjectState) {}

  /** Accepts a new socket (the server's end, then the client's); it hears nothing until catchUp. */
  accept(since: number | null): { server: WebSocket; client: WebSocket } {
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ ready: false, sent: since ?? 0 } satisfies SocketState);
    return { server, client };
  }

  /**
   * Sends the changes after `since` (from the object's log; past
   * MAX_CATCH_UP, one "reset" instead) and then every new one.
   */
  catchUp(
    ws: WebSocket,
    state: PlatformState | null,
    seq: number,
    since: number | null,
    userId: string | null,
    changesAfter: (seq: number, limit: number) => { seq: number; what: string }[],
  ): void {
    // The session was checked by the Worker; the role is the event's own (staff joined by invite count from then on).
    const staff = userId !== null && isStaffRole(actorFor(state, { userId }).role);
    if (since !== null && since < seq) {
      const rows = changesAfter(since, MAX_CATCH_UP + 1);
      if (rows.length > MAX_CATCH_UP) ws.send(JSON.stringify({ seq, what: ["event"], reset: true }));
      else
        for (const r of rows) {
          const what = whatFor(readWhat(r.what), staff);
          if (what.length > 0) ws.send(JSON.stringify({ seq: r.seq, what }));
        }
    }
    ws.serializeAttachment({ ready: true, sent: seq, staff } satisfies SocketState);
    this.sent.set(ws, seq);
    if (staff) this.staffSockets.add(ws);
  }

  /**
   * Sends one change to every socket that has caught up. What each socket was
   * sent is kept in memory, not rewritten into its attachment per message: with
   * a thousand sockets that rewrite was most of a result's cost. After
   * hibernation the attachment's `sent` (the catch-up's seq) is older than
   * what was sent since, which is harmless: every new change is above both.
   */
  broadcast(seq: number, what: What[]): void {
    const toStaff = JSON.stringify({ seq, what });
    const shown = whatFor(what, false);
    const toPublic = shown.length > 0 ? JSON.stringify({ seq, what: shown }) : null;
    for (const ws of this.ctx.getWebSockets()) {
      let sent = this.sent.get(ws);
      if (sent === undefined) {
        const s = ws.deserializeAttachment() as SocketState | null;
        if (!s?.ready) continue;
        sent = s.sent;
        if (s.staff) this.staffSockets.add(ws);
      }
      if (sent >= seq) continue;
      const message = this.staffSockets.has(ws) ? toStaff : toPublic;
      if (message === null) continue;
      try {
        ws.send(message);
        this.sent.set(ws, seq);
      } catch {
        // A closing socket: the client reconnects and catches up.
      }
    }
  }

  /** The event was deleted: every socket is told and closed. */
  closeAll(): void {
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(JSON.stringify({ seq: 0, what: ["event"], deleted: true }));
        ws.close(1000, "event deleted");
      } catch {
        // Already closed.
      }
    }
  }
}
