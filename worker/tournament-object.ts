// One Durable Object per tournament (idFromName(eventId)). It applies the
// tournament's commands one at a time: each is checked by the pure command
// layer, persisted as one D1 batch, and only then answered and broadcast to
// the live sockets. A result is stored as its log row only and published
// (snapshot and public view) shortly after (worker/publish.ts). After an
// eviction the state is reloaded from D1: the snapshot and the log after it.
import { playerNotices } from "../shared/notify/notices.ts";
import { enqueueNotices, enqueueWebhook } from "./deliveries.ts";
import { webhookMessages } from "../shared/notify/webhook.ts";
import { DurableObject } from "cloudflare:workers";
import { applyCommand } from "../shared/commands/apply.ts";
import { CommandError } from "../shared/commands/errors.ts";
import { actorFor, authorize, isStaffRole, type Actor } from "../shared/commands/permissions.ts";
import type { Command } from "../shared/commands/schema.ts";
import type { PlatformState, What } from "../shared/commands/state.ts";
import { publicView } from "../shared/commands/views.ts";
import { randomCode, randomToken } from "./crypto.ts";
import type { Env } from "./env.ts";
import { callerOf, fingerprintOf, idempotencyConflict } from "./idempotency.ts";
import { changesSince, commandIds, commit, deleteEventRows, loadEvent, priorAnswer, publish } from "./persist.ts";
import { Publisher } from "./publish.ts";
import { replayQuietly } from "./ratings/replay.ts";
import { forgetRatedEvent, ratedEventStatements } from "./ratings/store.ts";
import { codeTargetOf, playerOfCode } from "./player-code.ts";
import { RateLimited } from "./rate-limit.ts";

export interface CommandRequest {
  eventId: string;
  commandId: string;
  command: Command;
  user: { userId: string; username: string } | null;
  /** A player's secret code, when the body carried one. */
  code?: string;
  clientKey: string;
  /** fingerprintOf(type, body as sent): a repeated commandId is answered again only for the same request. */
  fingerprint: string;
  /** The origin the request came to: the event page's address in webhook messages. */
  origin?: string;
}

export interface CommandAnswer {
  status: number;
  /** The JSON answer, as text (also what the log stores for retries). */
  body: string;
  /** Seconds to wait, with a 429 (the Retry-After header). */
  retryAfter?: number;
}

/**
 * Commands stored as their log row only, published later: results, which
 * stream in by the thousand and draw no randomness, so the log replays them.
 */
const UNPUBLISHED = new Set<Command["type"]>(["report-result", "confirm-result", "dispute-result", "set-result"]);

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

export class TournamentObject extends DurableObject<Env> {
  private eventId: string | null = null;
  private state: PlatformState | null = null;
  private seq = 0;
  /** The site's origin as the last command reached it (kept in storage: the alarm's commands have none). */
  private origin: string | null = null;
  private loaded = false;
  /** Every commandId this event has answered (loaded with the state): a new id skips the D1 look-up. */
  private answered = new Set<string>();
  /** Commands (and socket catch-ups) run strictly one after another. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly publisher = new Publisher(() => this.serial(() => this.publishNow()));
  /** The last seq sent to each caught-up socket (memory only; see broadcast). */
  private sent = new WeakMap<WebSocket, number>();
  /** Caught-up sockets of the event's staff (memory; the attachment keeps it across hibernation). */
  private staffSockets = new WeakSet<WebSocket>();
  /**
   * The time of this event's commands and of its round clock's alarm, given
   * to the engine as `now`. Injected like the engine's: a test moves it
   * forward to let a round's time pass instead of editing the state.
   */
  clock: () => number = () => Date.now();

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => {});
    return run;
  }

  private async load(eventId: string): Promise<void> {
    if (this.loaded && this.eventId === eventId) return;
    const stored = await loadEvent(this.env.DB, eventId);
    this.eventId = eventId;
    this.state = stored.state;
    this.seq = stored.seq;
    this.answered = new Set(await commandIds(this.env.DB, eventId));
    this.loaded = true;
    this.publisher.reset(stored.viewSeq);
    // Results stored before an eviction and not yet published.
    if (stored.viewSeq < stored.seq) this.publisher.schedule(Date.now());
    if ((await this.ctx.storage.get("eventId")) !== eventId) await this.ctx.storage.put("eventId", eventId);
  }

  /** RPC from the Worker: apply one command. */
  async command(req: CommandRequest): Promise<CommandAnswer> {
    return this.serial(() => this.applyOne(req));
  }

  private async applyOne(req: CommandRequest): Promise<CommandAnswer> {
    try {
      await this.load(req.eventId);
      if (req.origin && req.origin !== this.origin) {
        this.origin = req.origin;
        await this.ctx.storage.put("origin", req.origin);
      }
      // Who is asking (a player code checked and counted) comes first: a stored answer goes to no one unidentified.
      const actor = await this.actorOf(req);
      const caller = callerOf(actor, req.clientKey);
      if (this.answered.has(req.commandId)) {
        const prior = await priorAnswer(this.env.DB, req.eventId, req.commandId);
        if (prior) {
          // Create / import reach this object only through the creator's own id (eventIdFor); everything else is checked again.
          if (req.command.type !== "create-event" && req.command.type !== "import-event") authorize(actor, req.command.type);
          if (prior.caller !== caller || prior.fingerprint !== req.fingerprint) throw idempotencyConflict();
          return { status: prior.status, body: prior.answer };
        }
      }
      return await this.execute(req.eventId, req.commandId, req.command, actor, caller, req.fingerprint);
    } catch (e) {
      if (e instanceof CommandError) {
        const extra = e.code === "stale_round" && this.state ? { current: publicView(this.state, this.seq) } : {};
        const answer: CommandAnswer = { status: e.status, body: JSON.stringify({ ...e.toBody(), ...extra }) };
        if (e instanceof RateLimited) answer.retryAfter = e.retryAfter;
        else if (e.code === "rate_limited") {
          // A judge called again too soon: the refusal names the wait.
          const seconds = (e.details?.about as { seconds?: unknown } | undefined)?.seconds;
          if (typeof seconds === "number") answer.retryAfter = seconds;
        }
        return answer;
      }
      // A failed batch leaves memory untouched; reload in case D1 moved on.
      this.loaded = false;
      console.error("command failed", e);
      return { status: 500, body: JSON.stringify(new CommandError("internal", "Something went wrong; nothing was changed. Please try again.").toBody()) };
    }
  }

  private async actorOf(req: CommandRequest): Promise<Actor> {
    if (req.code === undefined) return actorFor(this.state, { userId: req.user?.userId, username: req.user?.username });
    if (!this.state) throw new CommandError("not_found", "There is no such event.");
    const playerId = await playerOfCode(this.env.DB, this.state, req.eventId, req.clientKey, req.code, codeTargetOf(req.command), this.clock());
    return actorFor(this.state, { playerId });
  }

  private async execute(eventId: string, commandId: string, command: Command, actor: Actor, caller: string, fingerprint: string): Promise<CommandAnswer> {
    const now = this.clock();
    let drewRandomness = false;
    const applied = applyCommand(this.state, command, {
      actor,
      now,
      eventId,
      freshCode: () => ((drewRandomness = true), randomCode()),
      freshToken: () => ((drewRandomness = true), randomToken(18)),
    });
    if (command.type === "delete-event") return this.deleteEvent(eventId, applied.answer);
    const seq = this.seq + 1;
    // A finished event's rating input is stored with the command that finished
    // (or later corrected) it; its pool is replayed once D1 confirmed.
    const rated = applied.state.status === "finished" && applied.what.length > 0 ? await this.ratingInput(eventId, seq, applied.state, now) : null;
    const status = applied.created ? 201 : 200;
    const body = { seq, what: applied.what, ...applied.answer };
    // A result waits for the next publish (its log row rebuilds it); everything else is stored with its snapshot and view.
    const later = UNPUBLISHED.has(command.type) && !drewRandomness && !rated;
    const view = later ? undefined : publicView(applied.state, seq);
    await commit(this.env.DB, {
      eventId,
      seq,
      commandId,
      actor,
      caller,
      fingerprint,
      at: now,
      command,
      what: applied.what,
      status,
      answer: body,
      state: applied.state,
      ...(view !== undefined ? { publicView: view } : {}),
      staffChanged: JSON.stringify(applied.state.staff) !== JSON.stringify(this.state?.staff ?? null),
      ...(rated ? { extra: rated.statements } : {}),
    });
    // D1 confirmed: now the change is real.
    const before = this.state;
    this.state = applied.state;
    this.seq = seq;
    this.answered.add(commandId);
    if (later) this.publisher.schedule(now);
    else this.publisher.stored(seq);
    if (applied.what.length > 0) this.broadcast(seq, applied.what);
    if (applied.what.includes("timer")) await this.scheduleAlarm();
    if (rated) await replayQuietly(this.env.DB, rated.pools, this.env.DREAMBLADE_SEASONS);
    // Players' phones are told after the answer is settled, never before it (worker/deliveries.ts).
    const notices = playerNotices(before, applied.state);
    if (notices.length > 0) this.ctx.waitUntil(enqueueNotices(this.env, { id: eventId, name: applied.state.tournament.name }, notices));
    const hook = applied.state.webhook;
    if (hook) {
      this.origin ??= (await this.ctx.storage.get<string>("origin")) ?? null;
      const page = `${this.origin ?? ""}/e/${eventId}`;
      const messages = webhookMessages(before, applied.state, page);
      if (messages.length > 0) this.ctx.waitUntil(enqueueWebhook(this.env, eventId, hook.url, messages));
    }
    return { status, body: JSON.stringify(body) };
  }

  /** Stores the snapshot and view of the current state (worker/publish.ts). */
  private async publishNow(): Promise<void> {
    const { eventId, state, seq } = this;
    if (!eventId || !state || this.publisher.published >= seq) return;
    const started = Date.now();
    await publish(this.env.DB, eventId, seq, state, publicView(state, seq), started);
    const at = Date.now();
    this.publisher.done(seq, at - started, at);
  }

  /**
   * RPC from a read: resolves once the stored snapshot and view are at `seq`
   * (or later), publishing what is pending; the answer is the stored seq
   * (0: no such event).
   */
  async publishedAt(eventId: string, seq: number): Promise<number> {
    if (!this.loaded || this.eventId !== eventId) await this.serial(() => this.load(eventId));
    if (!this.state) return 0;
    await this.publisher.waitFor(Math.min(seq, this.seq));
    return this.publisher.published;
  }

  private async ratingInput(eventId: string, seq: number, state: PlatformState, now: number) {
    try {
      return await ratedEventStatements(this.env.DB, eventId, seq, state, now);
    } catch (e) {
      // The event still finishes; it is just not rated (logged for the operator).
      console.error("rating input failed", eventId, e);
      return null;
    }
  }

  /** delete-event (the owner; checked by applyCommand): rows go, sockets close, the pool is replayed without it. */
  private async deleteEvent(eventId: string, answer: Record<string, unknown>): Promise<CommandAnswer> {
    const rated = await forgetRatedEvent(this.env.DB, eventId);
    await deleteEventRows(this.env.DB, eventId, rated.statements);
    this.state = null;
    this.seq = 0;
    this.answered = new Set();
    this.publisher.reset(0, true);
    await this.ctx.storage.deleteAlarm();
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(JSON.stringify({ seq: 0, what: ["event"], deleted: true }));
        ws.close(1000, "event deleted");
      } catch {
        // Already closed.
      }
    }
    if (rated.pool) await replayQuietly(this.env.DB, [rated.pool], this.env.DREAMBLADE_SEASONS);
    return { status: 200, body: JSON.stringify({ seq: 0, what: ["event"], ...answer }) };
  }

  /**
   * Sends one change to every socket that has caught up. What each socket was
   * sent is kept in memory, not rewritten into its attachment per message: with
   * a thousand sockets that rewrite was most of a result's cost. After
   * hibernation the attachment's `sent` (the catch-up's seq) is older than
   * what was sent since, which is harmless: every new change is above both.
   */
  private broadcast(seq: number, what: What[]): void {
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

  private async scheduleAlarm(): Promise<void> {
    const timer = this.state?.timer;
    if (timer?.state === "running" && timer.endsAt !== undefined) await this.ctx.storage.setAlarm(timer.endsAt);
    else await this.ctx.storage.deleteAlarm();
  }

  /** The round clock ran out. */
  override async alarm(): Promise<void> {
    const eventId = await this.ctx.storage.get<string>("eventId");
    if (!eventId) return;
    await this.serial(async () => {
      await this.load(eventId);
      const timer = this.state?.timer;
      if (!timer || timer.state !== "running" || timer.endsAt === undefined) return;
      if (timer.endsAt > this.clock()) return this.scheduleAlarm();
      try {
        const command = { type: "timer-expire" as const, round: timer.round };
        const fingerprint = await fingerprintOf(command.type, command);
        await this.execute(eventId, `timer-expire:${timer.round}:${timer.endsAt}`, command, { role: "system" }, "system", fingerprint);
      } catch (e) {
        if (!(e instanceof CommandError)) throw e;
      }
    });
  }

  /** GET /live?eventId=&since=N: a hibernatable WebSocket of change summaries. */
  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") {
      return Response.json(new CommandError("invalid_input", "Open this address as a WebSocket.", "").toBody(), { status: 426 });
    }
    const eventId = url.searchParams.get("eventId") ?? "";
    const userId = url.searchParams.get("user");
    const sinceText = url.searchParams.get("since");
    const since = sinceText === null ? null : Number(sinceText);
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ ready: false, sent: since ?? 0 } satisfies SocketState);
    void this.serial(() => this.catchUp(server, eventId, since, userId)).catch(() => server.close(1011, "catch-up failed"));
    return new Response(null, { status: 101, webSocket: client });
  }

  private async catchUp(ws: WebSocket, eventId: string, since: number | null, userId: string | null): Promise<void> {
    await this.load(eventId);
    // The session was checked by the Worker; the role is the event's own (staff joined by invite count from then on).
    const staff = userId !== null && isStaffRole(actorFor(this.state, { userId }).role);
    let sent = this.seq;
    if (since !== null && since < this.seq) {
      const rows = await changesSince(this.env.DB, eventId, since, MAX_CATCH_UP + 1);
      if (rows.length > MAX_CATCH_UP) ws.send(JSON.stringify({ seq: this.seq, what: ["event"], reset: true }));
      else
        for (const r of rows) {
          const what = whatFor(r.what, staff);
          if (what.length > 0) ws.send(JSON.stringify({ seq: r.seq, what }));
        }
      sent = this.seq;
    }
    ws.serializeAttachment({ ready: true, sent, staff } satisfies SocketState);
    this.sent.set(ws, sent);
    if (staff) this.staffSockets.add(ws);
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (message === "ping") ws.send("pong");
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 || code === 1006 ? 1000 : code, "bye");
    } catch {
      // Already closed.
    }
  }
}
