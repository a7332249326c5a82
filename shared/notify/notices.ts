// What a player's phone is told after a command (Web Push, docs/platform.md):
// their table once a round is public, a result waiting for their confirmation,
// and their final place. Language-neutral here (words.ts puts them in words),
// read off the state before and after the command, so every way a round
// becomes public (paired with publishing on "auto", published by hand, a
// re-pair of a public round, a playoff round) is found the same way.
import { stageOf } from "../model/matches.ts";
import type { Round } from "../model/types.ts";
import { finalRankingOf, pointsBeforeOf, standingsVisible } from "../commands/engine.ts";
import type { PlatformState } from "../commands/state.ts";

export type Opponent = { name: string; points: number | null };

export type Notice =
  /** Their table of a round now public: a bye has no table; a Commander table gives the seat ("A" starts). */
  | {
      kind: "round";
      round: number;
      stage: ReturnType<typeof stageOf>;
      /** Tables of the round (a one-on-one bracket round is named by its size). */
      tables: number;
      table: number | null;
      seat: string | null;
      opponents: Opponent[];
      /** The round was public already: their seat changed (a re-pair, a late arrival). */
      changed: boolean;
    }
  /** An opponent reported their table's result: it waits for this player's confirmation. */
  | { kind: "confirm"; round: number; table: number; by: string }
  /** The event finished: their place of how many. */
  | { kind: "final"; place: number; of: number };

export type PlayerNotice = { player: string; notice: Notice };

/** Rounds players can see: all paired ones but one staff have not published. */
function publicRounds(s: PlatformState | null): number {
  if (!s) return 0;
  return s.tournament.rounds.length - (s.unpublished !== undefined ? 1 : 0);
}

function roundNotices(s: PlatformState, round: Round, changed: boolean): PlayerNotice[] {
  const t = s.tournament;
  const names = new Map(t.players.map((p) => [p.id, p.name]));
  const index = new Map(t.players.map((p, i) => [p.id, i]));
  // The points each brought into the round, where players may see points (none while standings are hidden, R-CMD-2).
  const before = stageOf(round) === "swiss" && standingsVisible(t) ? (pointsBeforeOf(t)?.[round.number] ?? null) : null;
  const points = (id: string) => (before ? (before[index.get(id) ?? -1] ?? null) : null);
  const tables = round.matches.filter((m) => "table" in m).length;
  const out: PlayerNotice[] = [];
  for (const m of round.matches) {
    if ("loss" in m) continue;
    const table = "table" in m ? m.table : null;
    m.players.forEach((player, seat) => {
      out.push({
        player,
        notice: {
          kind: "round",
          round: round.number,
          stage: stageOf(round),
          tables,
          table,
          seat: m.players.length > 2 ? "ABCD"[seat]! : null,
          opponents: m.players.filter((p) => p !== player).map((p) => ({ name: names.get(p) ?? p, points: points(p) })),
          changed,
        },
      });
    });
  }
  return out;
}

/** Where a player sits in a round: their table (null: a bye) and who is at it. */
function seats(r: Round | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of r?.matches ?? []) {
    const seat = JSON.stringify(["table" in m ? m.table : null, m.players]);
    for (const p of m.players) out.set(p, seat);
  }
  return out;
}

/**
 * The players whose seat differs between two versions of a round. A result
 * changes its match but keeps the match's players (the same array), so a round
 * that only took results is found unchanged without looking at any seat: at
 * 8,000 players that is every result's case.
 */
function seatsChanged(earlier: Round | undefined, now: Round): Set<string> {
  const tableOf = (m: Round["matches"][number]) => ("table" in m ? m.table : null);
  const same =
    earlier !== undefined &&
    earlier.matches.length === now.matches.length &&
    now.matches.every((m, i) => {
      const e = earlier.matches[i]!;
      return e.players === m.players && tableOf(e) === tableOf(m);
    });
  if (same) return new Set();
  const was = seats(earlier);
  const is = seats(now);
  return new Set([...is].filter(([p, seat]) => was.get(p) !== seat).map(([p]) => p));
}

/**
 * The notices a command's change calls for, one per player concerned (players
 * who dropped get none).
 *
 * @example playerNotices(before, after) // [{ player: "p3", notice: { kind: "round", round: 3, table: 12, opponents: [{ name: "Ann Lee", points: 6 }], ... } }]
 */
export function playerNotices(before: PlatformState | null, after: PlatformState): PlayerNotice[] {
  const t = after.tournament;
  const active = new Set(t.players.filter((p) => p.dropped === null).map((p) => p.id));
  const out: PlayerNotice[] = [];
  const shown = publicRounds(after);
  const last = shown > 0 ? t.rounds[shown - 1]! : null;
  if (last && shown > publicRounds(before)) out.push(...roundNotices(after, last, false));
  // A public round changed (re-paired, or a late arrival seated against the bye): the players whose seat changed are told again.
  else if (last && before && shown === publicRounds(before) && before.tournament.rounds[shown - 1] !== last) {
    const moved = seatsChanged(before.tournament.rounds[shown - 1], last);
    if (moved.size > 0) out.push(...roundNotices(after, last, true).filter((n) => moved.has(n.player)));
  }
  // Reports a command did not touch are the same objects (commands copy only what they change).
  const earlier = after.reports === before?.reports ? null : new Map((before?.reports ?? []).map((x) => [`${x.round}:${x.table}`, x]));
  for (const r of earlier ? after.reports : []) {
    if (r.status !== "unconfirmed") continue;
    const was = earlier!.get(`${r.round}:${r.table}`);
    if (was === r || (was && was.status === r.status && was.by === r.by && JSON.stringify(was.result) === JSON.stringify(r.result))) continue;
    const match = t.rounds[r.round - 1]?.matches.find((m) => "table" in m && m.table === r.table);
    const by = t.players.find((p) => p.id === r.by)?.name ?? r.by;
    for (const player of match?.players ?? []) if (player !== r.by) out.push({ player, notice: { kind: "confirm", round: r.round, table: r.table, by } });
  }
  if (after.status === "finished" && before?.status !== "finished") {
    const ranking = finalRankingOf(t) ?? [];
    for (const e of ranking) out.push({ player: e.player, notice: { kind: "final", place: e.place, of: ranking.length } });
    return out;
  }
  return out.filter((n) => active.has(n.player));
}
