// A tournament object's writer of its D1 record (worker/record.ts): one write
// at a time, in the order asked, each from a state that never changes in
// place; it remembers what D1 holds (the staff mirror, whether earlier parts
// may be there) so a write sends only what it must.
import type { PlatformState } from "../shared/commands/state.ts";
import { publicView } from "../shared/commands/views.ts";
import type { Statement } from "./db/batch.ts";
import type { LogRow } from "./object-storage.ts";
import { gzip, packed, packJson } from "./pack.ts";
import { jsonInTurns, nextTurn } from "./json-in-turns.ts";
import { writeRecord } from "./record.ts";

/** The staff as D1's mirror has them. */
export const staffKey = (s: PlatformState | null) => JSON.stringify(s?.staff ?? null);

/** What the event list and "my events" show from the events row. */
export function listed(s: PlatformState | null): string {
  if (!s) return "";
  const t = s.tournament;
  return JSON.stringify([s.ownerId, t.name, t.gameFormat, t.rules, s.status, s.visibility, s.date, t.players.length, t.rounds.length]);
}

/**
 * A command whose effect D1's lists, staff access or ratings read (a new
 * event, a change of staff, a finished event's rating input, anything the
 * event list shows) is written to D1 before it is answered.
 */
export function recordFirst(before: PlatformState | null, after: PlatformState, rated: boolean): boolean {
  return before === null || rated || staffKey(after) !== staffKey(before) || listed(after) !== listed(before);
}

export class RecordWriter {
  private writing: Promise<unknown> = Promise.resolve();
  /** D1 may hold parts of an earlier snapshot or view (the object keeps it in its marks; unknown: assume so). */
  partsInD1 = true;
  /** The staff (staffKey) D1's mirror has; "?" when unknown. */
  recordedStaff = "?";
  /** The seq of the last write (0: none since the object started): an older state is never written after it. */
  written = 0;

  constructor(private readonly db: () => D1Database) {}

  /** Runs `task` once every write asked before it has settled. */
  one<T>(task: () => Promise<T>): Promise<T> {
    const run = this.writing.then(task, task);
    this.writing = run.catch(() => {});
    return run;
  }

  /**
   * Writes `rows` and the events row at `seq` (the snapshot and public view of
   * `state`); gives the state's checkpoint (gzip JSON) for the object to keep.
   * Call inside one().
   */
  async write(eventId: string, seq: number, state: PlatformState, rows: LogRow[], extra?: Statement[]): Promise<Uint8Array> {
    // An 8,000-player event's write is hundreds of ms of one thread: made in pieces, so the answers waiting
    // meanwhile go first (the state never changes in place, so nothing read here moves).
    const checkpoint = await gzip(await jsonInTurns(state));
    const view = publicView(state, seq);
    await nextTurn();
    const packedView = await packJson(await jsonInTurns(view));
    const written = await writeRecord(this.db(), {
      eventId,
      rows,
      seq,
      state,
      packedState: packed(checkpoint),
      packedView,
      at: Date.now(),
      staffChanged: staffKey(state) !== this.recordedStaff,
      earlierParts: this.partsInD1,
      ...(extra ? { extra } : {}),
    });
    this.partsInD1 = written.parts;
    this.recordedStaff = staffKey(state);
    this.written = Math.max(this.written, seq);
    return checkpoint;
  }
}
