// One Durable Object per tournament (idFromName(eventId)). It applies the
// tournament's commands one at a time: each is checked by the pure command
// layer, logged in the object's own SQLite storage, and then answered and
// broadcast to the live sockets; it is durable once that storage has it.
// D1, the record every read and list uses, is written behind it in batches
// (worker/record.ts): at once for a command the event list, staff access or
// ratings read there, within a few seconds for the rest (results above all).
import { DurableObject } from "cloudflare:workers";
import { applyCommand } from "../shared/commands/apply.ts";
import { CommandError } from "../shared/commands/errors.ts";
import { actorFor, authorize, type Actor } from "../shared/commands/permissions.ts";
import type { Command } from "../shared/commands/schema.ts";
import type { PlatformState } from "../shared/commands/state.ts";
import { publicView } from "../shared/commands/views.ts";
import { playerNotices } from "../shared/notify/notices.ts";
import { webhookMessages } from "../shared/notify/webhook.ts";
import { randomCode, randomToken } from "./crypto.ts";
import type { Statement } from "./db/batch.ts";
import { countedEnv, loadStatsOn, newCounts } from "./d1-count.ts";
import { enqueueNotices, enqueueWebhook } from "./deliveries.ts";
import type { Env } from "./env.ts";
import { callerOf, fingerprintOf, idempotencyConflict } from "./idempotency.ts";
import { LiveSockets } from "./live-sockets.ts";
import { replayTail } from "./log-replay.ts";
import { ObjectStorage, type LogRow } from "./object-storage.ts";
import { gunzip, gzip } from "./pack.ts";
import { deleteEventRows, loadEvent, recordedLog } from "./persist.ts";
import { codeTargetOf, playerOfCode } from "./player-code.ts";
import { Publisher } from "./publish.ts";
import type { Tally } from "./rate-limit.ts";
import { replayQuietly } from "./ratings/replay.ts";
import { forgetRatedEvent, ratedEventStatements } from "./ratings/store.ts";
import { RecordWriter, recordFirst, staffKey } from "./record-writer.ts";
import { readSnapshot } from "./stored.ts";
import { codeRead } from "./code-reads.ts";
import { refusalAnswer, type CodeReadRequest, type CommandAnswer, type CommandRequest } from "./object-rpc.ts";

/** If the write behind an answer could not reach D1 for this long, an alarm tries again (the object may have been evicted). */
const RECORD_BACKSTOP_MS = 30_000;

export class TournamentObject extends DurableObject<Env> {
  private readonly store: ObjectStorage;
  private readonly sockets: LiveSockets;
  private eventId: string | null = null;
  private state: PlatformState | null = null;
  private seq = 0;
  /** Log rows up to this seq are in D1. */
  private recorded = 0;
  private loaded = false;
  /** Commands (and socket catch-ups) run strictly one after another. */
  private queue: Promise<unknown> = Promise.resolve();
  /** D1's record, written one write at a time, in seq order. */
  private readonly writer = new RecordWriter(() => this.env.DB);
  private readonly publisher = new Publisher(() => this.recordNow());
  /** D1 statements this object ran since it started, counted only under LOAD_STATS=on (the load benchmark reads them: stats()). */
  private readonly d1 = newCounts();
  /**
   * The time of this event's commands and of its round clock's alarm, given
   * to the engine as `now`. Injected like the engine's: a test moves it
   * forward to let a round's time pass instead of editing the state.
   */
  clock: () => number = () => Date.now();
  /** A test holds the write behind the answers to see what the object's own storage alone keeps. */
  holdRecord = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    if (loadStatsOn(env)) this.env = countedEnv(env, this.d1);
    this.store = new ObjectStorage(ctx.storage.sql);
    this.sockets = new LiveSockets(ctx);
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => {});
    return run;
  }

  /** The attempt counters of this event's player codes, in the object's storage. */
  private readonly tally: Tally = {
    count: async (taken) => taken.map((t) => this.store.countAttempt(t.key, t.window)),
    giveBack: async (taken) => {
      for (const t of taken) this.store.giveBackAttempt(t.key, t.window);
    },
  };

  private async load(eventId: string): Promise<void> {
    if (this.loaded && this.eventId === eventId) return;
    const marks = this.store.marks();
    if (marks.eventId !== null && marks.eventId !== eventId) throw new Error(`this object holds event ${marks.eventId}, not ${eventId}`);
    if (marks.eventId === null) await this.adopt(eventId);
    else {
      const checkpoint = this.store.checkpoint();
      const state = checkpoint ? await readSnapshot(await gunzip(checkpoint.packed)) : null;
      const replayed = await replayTail(eventId, state, checkpoint?.seq ?? 0, this.store.rowsAfter(checkpoint?.seq ?? 0, Number.MAX_SAFE_INTEGER));
      this.state = replayed.state;
      this.seq = replayed.seq;
      this.recorded = marks.recorded;
      this.publisher.reset(marks.recorded);
      this.writer.recordedStaff = marks.recorded === this.seq ? staffKey(this.state) : "?";
      this.writer.partsInD1 = marks.parts;
    }
    this.eventId = eventId;
    this.loaded = true;
    // Commands answered before an eviction and not yet in D1.
    if (this.recorded < this.seq) this.publisher.schedule(Date.now());
  }

  /**
   * An event this object has not stored yet: one from before objects kept
   * their own log (D1 has it), or none. Its log is copied from D1 and its
   * state becomes the first checkpoint, all in one synchronous write.
   */
  private async adopt(eventId: string): Promise<void> {
    const stored = await loadEvent(this.env.DB, eventId);
    this.state = stored.state;
    this.seq = stored.seq;
    // D1's events row is at viewSeq: the next write brings it (and its log rows, again: idempotent) to seq.
    this.recorded = stored.viewSeq;
    this.writer.recordedStaff = staffKey(stored.state);
    this.publisher.reset(stored.viewSeq);
    if (!stored.state) return;
    const rows = await recordedLog(this.env.DB, eventId);
    const checkpoint = await gzip(JSON.stringify(stored.state));
    for (const row of rows) this.store.append(row);
    this.store.putCheckpoint(stored.seq, checkpoint);
    this.store.mark("recorded", stored.viewSeq);
    this.store.mark("eventId", eventId);
  }

  /** RPC from the Worker: apply one command. */
  async command(req: CommandRequest): Promise<CommandAnswer> {
    return this.serial(() => this.applyOne(req));
  }

  private async applyOne(req: CommandRequest): Promise<CommandAnswer> {
    try {
      await this.load(req.eventId);
      if (req.origin && req.origin !== this.store.origin()) this.store.mark("origin", req.origin);
      // Who is asking (a player code checked and counted) comes first: a stored answer goes to no one unidentified.
      const actor = await this.actorOf(req);
      const caller = callerOf(actor, req.clientKey);
      const prior = this.store.answerTo(req.commandId);
      if (prior) {
        // Create / import reach this object only through the creator's own id (eventIdFor); everything else is checked again.
        if (req.command.type !== "create-event" && req.command.type !== "import-event") authorize(actor, req.command.type);
        if (prior.caller !== caller || prior.fingerprint !== req.fingerprint) throw idempotencyConflict();
        return { status: prior.status, body: prior.answer };
      }
      return await this.execute(req.eventId, req.commandId, req.command, actor, caller, req.fingerprint);
    } catch (e) {
      return this.failed(e);
    }
  }

  private failed(e: unknown): CommandAnswer {
    if (e instanceof CommandError) return refusalAnswer(e, () => (this.state ? publicView(this.state, this.seq) : null));
    // A failed write leaves memory untouched; reload in case storage moved on.
    this.loaded = false;
    console.error("command failed", e);
    return { status: 500, body: JSON.stringify(new CommandError("internal", "Something went wrong; nothing was changed. Please try again.").toBody()) };
  }

  private async actorOf(req: CommandRequest): Promise<Actor> {
    if (req.code === undefined) return actorFor(this.state, { userId: req.user?.userId, username: req.user?.username });
    if (!this.state) throw new CommandError("not_found", "There is no such event.");
    const playerId = await playerOfCode(this.tally, this.state, req.eventId, req.clientKey, req.code, codeTargetOf(req.command), this.clock());
    return actorFor(this.state, { playerId });
  }

  /** RPC from a read that a player's code opens: the answer, computed from the current state. */
  async readWithCode(req: CodeReadRequest): Promise<CommandAnswer> {
    return this.serial(async () => {
      try {
        await this.load(req.eventId);
        if (!this.state) throw new CommandError("not_found", "There is no such event.", "");
        const state = this.state;
        const playerId = await playerOfCode(this.tally, state, req.eventId, req.clientKey, req.code, req.target, this.clock());
        return { status: 200, body: JSON.stringify(codeRead(state, playerId, req.target, req.read)) };
      } catch (e) {
        return this.failed(e);
      }
    });
  }

  private async execute(eventId: string, commandId: string, command: Command, actor: Actor, caller: string, fingerprint: string): Promise<CommandAnswer> {
    const now = this.clock();
    // What the command drew is logged with it: a replay gives it back and reaches the same state.
    const drawn: string[] = [];
    const draw = (value: string) => (drawn.push(value), value);
    const applied = applyCommand(this.state, command, {
      actor,
      now,
      eventId,
      freshCode: () => draw(randomCode()),
      freshToken: () => draw(randomToken(18)),
    });
    if (command.type === "delete-event") return this.deleteEvent(eventId, applied.answer);
    const seq = this.seq + 1;
    // A finished event's rating input is stored with the command that finished
    // (or later corrected) it; its pool is replayed once D1 confirmed.
    const rated = applied.state.status === "finished" && applied.what.length > 0 ? await this.ratingInput(eventId, seq, applied.state, now) : null;
    const status = applied.created ? 201 : 200;
    const body = { seq, what: applied.what, ...applied.answer };
    const row: LogRow = {
      seq,
      commandId,
      actor: JSON.stringify(actor),
      at: now,
      command: JSON.stringify(command),
      what: JSON.stringify(applied.what),
      status,
      answer: JSON.stringify(body),
      caller,
      fingerprint,
      drawn: drawn.length > 0 ? JSON.stringify(drawn) : null,
    };
    // What D1's lists, staff access and ratings read is recorded before the answer; the rest (results above all) just after.
    let checkpoint: Uint8Array | null = null;
    if (recordFirst(this.state, applied.state, rated !== null)) checkpoint = await this.writeThrough(eventId, seq, applied.state, row, rated?.statements);
    // The command is durable once the object's storage has it: these writes commit together before the answer leaves.
    this.store.append(row);
    if (this.state === null) this.store.mark("eventId", eventId);
    if (checkpoint) {
      this.store.putCheckpoint(seq, checkpoint);
      this.store.mark("recorded", seq);
      this.store.mark("parts", this.writer.partsInD1);
    }
    const before = this.state;
    this.state = applied.state;
    this.seq = seq;
    if (checkpoint) {
      this.recorded = seq;
      this.publisher.stored(seq);
    } else if (!this.holdRecord) this.publisher.schedule(now);
    if (applied.what.length > 0) this.sockets.broadcast(seq, applied.what);
    if (applied.what.includes("timer") || !checkpoint) await this.scheduleAlarm();
    if (rated) await replayQuietly(this.env.DB, rated.pools, this.env.DREAMBLADE_SEASONS);
    // Players' phones are told after the answer is settled, never before it (worker/deliveries.ts).
    const notices = playerNotices(before, applied.state);
    if (notices.length > 0) this.ctx.waitUntil(enqueueNotices(this.env, { id: eventId, name: applied.state.tournament.name }, notices));
    const hook = applied.state.webhook;
    if (hook) {
      const page = `${this.store.origin() ?? ""}/e/${eventId}`;
      const messages = webhookMessages(before, applied.state, page);
      if (messages.length > 0) this.ctx.waitUntil(enqueueWebhook(this.env, eventId, hook.url, messages));
    }
    return { status, body: JSON.stringify(body) };
  }

  /**
   * Writes D1's record up to `seq` before the command is answered: the rows
   * still waiting, this command's, the events row with its snapshot and view,
   * the staff mirror, `extra`. Gives the checkpoint to keep. A failure here
   * changes nothing: the command is not logged and the answer is a 500.
   */
  private async writeThrough(eventId: string, seq: number, state: PlatformState, row: LogRow, extra?: Statement[]): Promise<Uint8Array> {
    return this.writer.one(() => this.writer.write(eventId, seq, state, [...this.store.rowsAfter(this.recorded, Number.MAX_SAFE_INTEGER), row], extra));
  }

  /**
   * Writes behind the answers: the rows logged since the last write and the
   * state they led to, as one record (worker/publish.ts says when). Runs beside
   * the commands (the state is never changed in place), one write at a time.
   */
  private async recordNow(): Promise<void> {
    await this.writer.one(async () => {
      const { eventId, state, seq } = this;
      // A command written before its answer may have gone just ahead (its answer not yet taken in here): never write an older state after it.
      if (!eventId || !state || this.recorded >= seq || seq <= this.writer.written || this.holdRecord) return;
      const started = Date.now();
      const checkpoint = await this.writer.write(eventId, seq, state, this.store.rowsAfter(this.recorded, Number.MAX_SAFE_INTEGER));
      if (this.eventId !== eventId || this.seq < seq) return;
      this.store.putCheckpoint(seq, checkpoint);
      this.store.mark("recorded", seq);
      this.store.mark("parts", this.writer.partsInD1);
      this.recorded = seq;
      const at = Date.now();
      this.publisher.done(seq, at - started, at);
    });
    await this.scheduleAlarm();
  }

  /**
   * RPC from a read: resolves once D1's snapshot and view are at `seq` (or
   * later; at most the object's latest), writing what is pending; the answer
   * is the seq D1 has (0: no such event). Number.MAX_SAFE_INTEGER: the latest.
   */
  async publishedAt(eventId: string, seq: number): Promise<number> {
    if (!this.loaded || this.eventId !== eventId) await this.serial(() => this.load(eventId));
    if (!this.state) return 0;
    const target = Math.min(seq, this.seq);
    // Pending since an eviction, or held by a test until now: a waiting reader starts the write.
    if (this.publisher.published < target && !this.holdRecord) this.publisher.schedule(Date.now());
    await this.publisher.waitFor(target);
    return this.publisher.published;
  }

  /** RPC for the load benchmark (when LOAD_STATS is on): what this object cost. */
  async stats(): Promise<{ d1Statements: number; d1RowsWritten: number; storageBytes: number; seq: number; recorded: number }> {
    return { d1Statements: this.d1.statements, d1RowsWritten: this.d1.rowsWritten, storageBytes: this.store.size(), seq: this.seq, recorded: this.recorded };
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
    await this.writer.one(() => deleteEventRows(this.env.DB, eventId, rated.statements));
    this.state = null;
    this.seq = 0;
    this.recorded = 0;
    this.publisher.reset(0, true);
    await this.ctx.storage.deleteAlarm();
    this.store.clear();
    this.sockets.closeAll();
    if (rated.pool) await replayQuietly(this.env.DB, [rated.pool], this.env.DREAMBLADE_SEASONS);
    return { status: 200, body: JSON.stringify({ seq: 0, what: ["event"], ...answer }) };
  }

  /** The alarm: the round clock's end, or sooner while answered commands wait to reach D1. */
  private async scheduleAlarm(): Promise<void> {
    const timer = this.state?.timer;
    const times: number[] = [];
    if (timer?.state === "running" && timer.endsAt !== undefined) times.push(timer.endsAt);
    if (this.recorded < this.seq) times.push(Date.now() + RECORD_BACKSTOP_MS);
    const at = times.length > 0 ? Math.min(...times) : null;
    const current = await this.ctx.storage.getAlarm();
    if (at === null) {
      if (current !== null) await this.ctx.storage.deleteAlarm();
    } else if (current === null || current > at || (this.recorded >= this.seq && current !== at)) await this.ctx.storage.setAlarm(at);
  }

  /** The round clock ran out, or answered commands still wait for D1. */
  override async alarm(): Promise<void> {
    const eventId = this.store.marks().eventId;
    if (!eventId) return;
    await this.serial(() => this.load(eventId));
    if (this.recorded < this.seq) await this.recordNow();
    await this.serial(async () => {
      const timer = this.state?.timer;
      if (!timer || timer.state !== "running" || timer.endsAt === undefined) return this.scheduleAlarm();
      if (timer.endsAt > this.clock()) return this.scheduleAlarm();
      try {
        const command = { type: "timer-expire" as const, round: timer.round };
        const fingerprint = await fingerprintOf(command.type, command);
        await this.execute(eventId, `timer-expire:${timer.round}:${timer.endsAt}`, command, { role: "system" }, "system", fingerprint);
      } catch (e) {
        if (!(e instanceof CommandError)) throw e;
      }
      await this.scheduleAlarm();
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
    const { server, client } = this.sockets.accept(since);
    void this.serial(async () => {
      await this.load(eventId);
      this.sockets.catchUp(server, this.state, this.seq, since, userId, (after, limit) => this.store.changesAfter(after, limit));
    }).catch(() => server.close(1011, "catch-up failed"));
    return new Response(null, { status: 101, webSocket: client });
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
