// Which events count in which pool. Every rule about "does this event count"
// lives here once, so each replay starts from the same ordered input.
import type { RatedEvent, RatingSystem, SkippedEvent } from "./types.ts";

/** Two-Headed Giant has no rating (R-RATE-1); topcut/1 has no teams to rate it with anyway. */
export const TWO_HEADED_GIANT = /two-headed giant|2hg/i;

/**
 * The pool an event is rated in: its system and game format, e.g.
 * "club:Old School". Dreamblade has one single rating for every format (R-RATE-3),
 * so its pool is "dreamblade" whatever the format; seasons split it in time.
 */
export function poolKey(event: Pick<RatedEvent, "system" | "gameFormat">): string {
  return event.system === "dreamblade" ? "dreamblade" : `${event.system}:${event.gameFormat}`;
}

/** R-MIN-1: a Dreamblade event needs at least four participants to be rated. */
export const DREAMBLADE_MIN_PARTICIPANTS = 4;

/** Profiles that played, sat a bye or arrived late; a no-show given an awarded loss did not take part. */
export function participants(event: Pick<RatedEvent, "matches">): number {
  const took = new Set<string>();
  for (const m of event.matches) {
    if (m.kind === "pair" || m.kind === "pod") for (const p of m.players) took.add(p);
    else if (m.kind === "awarded") took.add(m.winner);
    else took.add(m.player);
  }
  return took.size;
}

/** Why an event does not count for a system, or null when it counts. */
export function exclusionOf(system: RatingSystem, event: RatedEvent): string | null {
  if (event.system !== system) return `rated by ${event.system}, not ${system}`;
  if (TWO_HEADED_GIANT.test(event.gameFormat)) return "Two-Headed Giant has no rating";
  if (system === "dreamblade" && participants(event) < DREAMBLADE_MIN_PARTICIPANTS) {
    // R-MIN-1: below four participants the event is not rated, however it
    // got there (imported or run).
    return `fewer than ${DREAMBLADE_MIN_PARTICIPANTS} players took part: the event did not occur (Dreamblade floor rules §310)`;
  }
  if (system === "club") {
    if (!event.public) return "unlisted events do not count for club ratings";
    if (event.structure !== "swiss") return "only Swiss events count for club ratings";
  }
  return null;
}

/**
 * Replay order: by finish time, then event id. Rounds and tables are already
 * ordered inside each event, so the whole replay order is total.
 */
export function byFinish(a: RatedEvent, b: RatedEvent): number {
  return a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export interface PoolInput {
  pool: string;
  events: RatedEvent[];
  skipped: SkippedEvent[];
}

/**
 * Keeps the events that count for `system`, ordered for replay. All counted
 * events must share one pool; a duplicate event id is an error (an event is
 * corrected by replacing it, never by adding it twice).
 */
export function selectPool(
  system: RatingSystem,
  events: readonly RatedEvent[],
): { ok: true; value: PoolInput } | { ok: false; problems: { path: string; message: string }[] } {
  const skipped: SkippedEvent[] = [];
  const counted: RatedEvent[] = [];
  const seen = new Map<string, number>();
  const problems: { path: string; message: string }[] = [];
  events.forEach((e, i) => {
    const first = seen.get(e.id);
    if (first !== undefined) problems.push({ path: `$events[${i}].id`, message: `event "${e.id}" is also $events[${first}]` });
    seen.set(e.id, i);
    const why = exclusionOf(system, e);
    if (why) skipped.push({ event: e.id, reason: why });
    else counted.push(e);
  });
  const pools = [...new Set(counted.map(poolKey))];
  if (pools.length > 1) {
    problems.push({ path: "$events", message: `events from ${pools.length} pools (${pools.join(", ")}): replay one pool at a time` });
  }
  if (problems.length) return { ok: false, problems };
  counted.sort(byFinish);
  return { ok: true, value: { pool: pools[0] ?? "", events: counted, skipped } };
}

/** Groups events by pool key (for the platform: one replay per pool). */
export function groupByPool(events: readonly RatedEvent[]): Map<string, RatedEvent[]> {
  const out = new Map<string, RatedEvent[]>();
  for (const e of events) {
    const key = poolKey(e);
    const list = out.get(key);
    if (list) list.push(e);
    else out.set(key, [e]);
  }
  return out;
}
