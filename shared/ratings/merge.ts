// Merging duplicate profiles is a change of input, not of ratings: every
// registration of the duplicate now points to the kept profile, then the
// pool is replayed from scratch.
import type { RatedEvent, RatedMatch } from "./types.ts";

/**
 * Returns new events in which profile `from` is replaced by `into` (matches,
 * bonus points, people). The input events are not changed.
 */
export function mergeProfiles(events: readonly RatedEvent[], from: string, into: string): RatedEvent[] {
  const to = (p: string) => (p === from ? into : p);
  return events.map((e) => {
    const bonus: Record<string, number> = {};
    for (const [p, n] of Object.entries(e.bonus)) bonus[to(p)] = (bonus[to(p)] ?? 0) + n;
    const people = { ...e.people };
    if (from in people) {
      if (!(into in people)) people[into] = people[from]!;
      delete people[from];
    }
    return { ...e, matches: e.matches.map((m) => renameIn(m, to)), bonus, people };
  });
}

function renameIn(m: RatedMatch, to: (p: string) => string): RatedMatch {
  switch (m.kind) {
    case "pair":
      return { ...m, players: [to(m.players[0]), to(m.players[1])] };
    case "pod":
      return { ...m, players: m.players.map(to), winner: m.winner === null ? null : to(m.winner) };
    case "bye":
    case "late-loss":
      return { ...m, player: to(m.player) };
    case "awarded":
      return { ...m, winner: to(m.winner), loser: to(m.loser) };
  }
}
