// Small builders for rating tests and the benchmark: tournaments written as
// lists of rounds, each a list of matches, tables numbered in order.
import type { Match, RulesProfileId, Tournament } from "../model/types.ts";
import { parseRatedEvent } from "../ratings/event.ts";
import type { EventMeta, RatedEvent } from "../ratings/types.ts";

type Spec =
  | { win: [string, string] }
  | { draw: [string, string] }
  | { flip: [string, string]; winner: string }
  | { bye: string }
  | { late: string }
  | { awarded: [string, string]; to: string }
  | { pod: string[]; winner: string | null }
  | { open: [string, string] };

export const win = (a: string, b: string): Spec => ({ win: [a, b] });
export const draw = (a: string, b: string): Spec => ({ draw: [a, b] });
export const flip = (a: string, b: string, winner: string): Spec => ({ flip: [a, b], winner });
export const bye = (a: string): Spec => ({ bye: a });
export const late = (a: string): Spec => ({ late: a });
export const awarded = (a: string, b: string, to: string): Spec => ({ awarded: [a, b], to });
export const pod = (players: string[], winner: string | null): Spec => ({ pod: players, winner });
export const open = (a: string, b: string): Spec => ({ open: [a, b] });

export interface TournamentSpec {
  id: string;
  rules?: RulesProfileId;
  gameFormat?: string;
  structure?: "swiss" | "single-elimination";
  rounds: Spec[][];
  /** Extra fields per player id (country, region, profile). */
  players?: Record<string, { country?: string; region?: string; profile?: string }>;
}

export function tournament(spec: TournamentSpec): Tournament {
  const ids: string[] = [];
  const note = (id: string) => {
    if (!ids.includes(id)) ids.push(id);
  };
  const rounds = spec.rounds.map((specs, r) => {
    let tables = 0; // byes and late losses have no table
    const matches = specs.map((s): Match => {
      const table = "bye" in s || "late" in s ? 0 : ++tables;
      if ("win" in s) return (s.win.forEach(note), { table, players: s.win, result: { games: [2, 0, 0] } });
      if ("draw" in s) return (s.draw.forEach(note), { table, players: s.draw, result: { games: [1, 1, 0] } });
      if ("flip" in s) return (s.flip.forEach(note), { table, players: s.flip, result: { games: [1, 1, 0], flip: s.winner } });
      if ("open" in s) return (s.open.forEach(note), { table, players: s.open });
      if ("bye" in s) return (note(s.bye), { players: [s.bye], bye: true });
      if ("late" in s) return (note(s.late), { players: [s.late], loss: true });
      if ("awarded" in s) return (s.awarded.forEach(note), { table, players: s.awarded, result: { awarded: s.to } });
      return (s.pod.forEach(note), { table, players: s.pod, result: { winner: s.winner } });
    });
    return { number: r + 1, matches };
  });
  return {
    format: "topcut/1",
    id: spec.id,
    name: `Event ${spec.id}`,
    gameFormat: spec.gameFormat ?? "Old School",
    rules: spec.rules ?? "club",
    // R-SCORE-3: a flip exists only where the event settles draws by flip (and there every drawn score has one).
    options: {
      draws: spec.rounds.flat().some((s) => "flip" in s) ? "flip" : "allowed",
      bestOf: 3,
      rounds: Math.max(1, rounds.length),
      cut: 0,
      ...(spec.structure ? { structure: spec.structure } : {}),
    },
    players: ids.map((id, i) => ({ id, name: id.toUpperCase(), registered: i + 1, dropped: null, ...(spec.players?.[id] ?? {}) })),
    rounds,
  };
}

/** A rated event from a spec; meta defaults to public, finished on the given day. */
export function event(spec: TournamentSpec, meta: Partial<EventMeta> & { finishedAt: string }): RatedEvent {
  return parseRatedEvent(tournament(spec), { public: true, ...meta });
}
