// Dreamblade DCI rating points (R-RATE-3): points per match played plus bonus
// points for Premier finishes; the total within a season is the rating.
import { z } from "zod";
import { jsonPath } from "../model/validate.ts";
import { Ledger } from "./ledger.ts";
import { selectPool } from "./pools.ts";
import type { PoolRatings, RatedEvent, RatingResult, SkippedEvent } from "./types.ts";

/** R-RATE-3: win 2, loss 1, draw 1, bye 2. */
export const DREAMBLADE_POINTS = { win: 2, loss: 1, draw: 1, bye: 2 } as const;

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date "2026-05-30"');

/** A season: a date range, both ends included, compared with each event's own calendar day. */
export const Season = z
  .strictObject({ id: z.string().min(1).max(64), from: Day, to: Day })
  .refine((s) => s.from <= s.to, { message: "a season ends on or after the day it starts", path: ["to"] });
export type Season = z.infer<typeof Season>;

export interface SeasonRatings {
  season: Season;
  ratings: PoolRatings;
}

export interface DreambladeRatings {
  pool: string;
  seasons: SeasonRatings[];
  /** Events that do not count, including those outside every season. */
  skipped: SkippedEvent[];
}

/**
 * Replays Dreamblade season points. Each event belongs to the season whose
 * range holds its finishing day; every player starts each season at 0.
 */
export function replayDreamblade(events: readonly RatedEvent[], seasons: unknown): RatingResult<DreambladeRatings> {
  const parsed = z.array(Season).safeParse(seasons);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => ({ path: `$seasons${jsonPath(i.path).slice(1)}`, message: i.message })) };
  }
  const list = [...parsed.data].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
  const problems: { path: string; message: string }[] = [];
  for (let i = 1; i < list.length; i++) {
    const prev = list[i - 1]!;
    const cur = list[i]!;
    if (cur.from <= prev.to) problems.push({ path: "$seasons", message: `seasons "${prev.id}" and "${cur.id}" overlap on ${cur.from}` });
  }
  const ids = new Set<string>();
  for (const s of list) {
    if (ids.has(s.id)) problems.push({ path: "$seasons", message: `season id "${s.id}" is used twice` });
    ids.add(s.id);
  }
  const selected = selectPool("dreamblade", events);
  if (!selected.ok) problems.push(...selected.problems);
  if (problems.length || !selected.ok) return { ok: false, problems };

  const skipped = [...selected.value.skipped];
  const bySeason = new Map<string, RatedEvent[]>(list.map((s) => [s.id, []]));
  for (const e of selected.value.events) {
    const season = list.find((s) => s.from <= e.day && e.day <= s.to);
    if (season) bySeason.get(season.id)!.push(e);
    else skipped.push({ event: e.id, reason: `finished on ${e.day}, outside every season` });
  }
  const pool = selected.value.pool || "dreamblade";
  return {
    ok: true,
    value: {
      pool,
      seasons: list.map((season) => ({ season, ratings: seasonPoints(bySeason.get(season.id)!, `${pool}:${season.id}`) })),
      skipped,
    },
  };
}

function seasonPoints(events: RatedEvent[], pool: string): PoolRatings {
  const ledger = new Ledger(0);
  const add = (profile: string, points: number, matches: number) => {
    const e = ledger.touch(profile);
    e.rating += points;
    e.ratedMatches += matches;
  };
  for (const event of events) {
    ledger.beginEvent(event);
    for (const m of event.matches) {
      switch (m.kind) {
        case "pair": {
          const [a, b] = m.players;
          if (a === b) {
            ledger.note(`round ${m.round} table ${m.table}: ${a} met itself (merged profiles), no points`);
            break;
          }
          const pa = m.score === 1 ? DREAMBLADE_POINTS.win : m.score === 0 ? DREAMBLADE_POINTS.loss : DREAMBLADE_POINTS.draw;
          const pb = m.score === 0 ? DREAMBLADE_POINTS.win : m.score === 1 ? DREAMBLADE_POINTS.loss : DREAMBLADE_POINTS.draw;
          add(a, pa, 1);
          add(b, pb, 1);
          break;
        }
        case "bye":
          add(m.player, DREAMBLADE_POINTS.bye, 1);
          break;
        case "awarded":
          // The player present is given the match like a bye; the absent one played nothing.
          add(m.winner, DREAMBLADE_POINTS.bye, 1);
          break;
        case "late-loss":
          break; // not played: no points
        case "pod":
          ledger.note(`round ${m.round} table ${m.table}: a multiplayer table has no Dreamblade rating points`);
          break;
      }
    }
    for (const [profile, points] of Object.entries(event.bonus)) {
      if (points > 0) add(profile, points, 0);
    }
    ledger.endEvent();
  }
  return ledger.result("dreamblade", pool, [], () => false);
}
