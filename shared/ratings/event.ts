// From a finished topcut/1 tournament plus the platform's event metadata to
// the rating systems' input: matches by profile id, in round and table order.
import { validateTournament, jsonPath } from "../model/validate.ts";
import { viewMatch, stageOf } from "../model/matches.ts";
import type { PairMatch, Tournament, TwoPlayerResult } from "../model/types.ts";
import { z } from "zod";
import { EventMeta, RatedEvent, type Person, type RatedMatch, type RatingResult } from "./types.ts";

/**
 * Reads a finished tournament and its metadata as a rated event. Both are
 * validated; problems carry JSON paths ($ = the tournament, $meta = the metadata).
 */
export function ratedEventFrom(tournament: unknown, meta: unknown): RatingResult<RatedEvent> {
  const v = validateTournament(tournament);
  const m = EventMeta.safeParse(meta);
  const problems = v.ok ? [] : [...v.problems];
  if (!m.success) {
    for (const issue of m.error.issues) problems.push({ path: `$meta${jsonPath(issue.path).slice(1)}`, message: issue.message });
  }
  if (!v.ok || !m.success) return { ok: false, problems };
  const t = v.tournament;
  const meta2 = m.data;
  const known = new Set(t.players.map((p) => p.id));
  for (const [field, map] of [
    ["profiles", meta2.profiles],
    ["bonus", meta2.bonus],
  ] as const) {
    for (const id of Object.keys(map ?? {})) {
      if (!known.has(id)) problems.push({ path: `$meta.${field}.${id}`, message: `unknown player "${id}"` });
    }
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, value: buildEvent(t, meta2) };
}

/** Like ratedEventFrom, but throws an Error naming the first problem. */
export function parseRatedEvent(tournament: unknown, meta: unknown): RatedEvent {
  const r = ratedEventFrom(tournament, meta);
  if (!r.ok) {
    const first = r.problems[0]!;
    throw new Error(`${first.path}: ${first.message}`);
  }
  return r.value;
}

/**
 * Reads rated events back from storage (e.g. JSON kept beside finished
 * tournaments): the schema, plus `at` agreeing with `finishedAt`.
 * Paths are $events[i]...
 */
export function readRatedEvents(value: unknown): RatingResult<RatedEvent[]> {
  const parsed = z.array(RatedEvent).safeParse(value);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((i) => ({ path: `$events${jsonPath(i.path).slice(1)}`, message: i.message })) };
  }
  const problems: { path: string; message: string }[] = [];
  parsed.data.forEach((e, i) => {
    // `day` is the event's own date, which may differ from finishedAt's.
    if (e.at !== instantOf(e.finishedAt)) problems.push({ path: `$events[${i}].at`, message: `is not the instant of finishedAt (${e.finishedAt})` });
  });
  return problems.length ? { ok: false, problems } : { ok: true, value: parsed.data };
}

/** finishedAt as epoch ms; a date alone is midnight UTC. */
export function instantOf(finishedAt: string): number {
  return Date.parse(finishedAt.length === 10 ? `${finishedAt}T00:00:00Z` : finishedAt);
}

/**
 * The rating system an event counts for: its own profile's, or for the current
 * MTR the Magic DCI Elo (its predecessor's), for organizer-defined rules (and
 * imported events scored under them) the club rating.
 */
export function ratingSystemOf(rules: Tournament["rules"]): RatedEvent["system"] {
  return rules === "mtr" ? "dci-2009" : rules === "custom" ? "club" : rules;
}

function buildEvent(t: Tournament, meta: EventMeta): RatedEvent {
  const profileOf = new Map<string, string>();
  const people: Record<string, Person> = {};
  for (const p of t.players) {
    const profile = meta.profiles?.[p.id] ?? p.profile ?? p.id;
    profileOf.set(p.id, profile);
    const person: Person = { name: p.name };
    if (p.country !== undefined) person.country = p.country;
    if (p.region !== undefined) person.region = p.region;
    people[profile] = person;
  }
  const who = (id: string) => profileOf.get(id)!;
  const matches: RatedMatch[] = [];
  const rounds = [...t.rounds].sort((a, b) => a.number - b.number);
  for (const round of rounds) {
    const inRound: RatedMatch[] = [];
    for (const match of round.matches) {
      const view = viewMatch(match);
      switch (view.kind) {
        case "bye":
          inRound.push({ kind: "bye", round: round.number, player: who(view.match.players[0]) });
          break;
        case "late-loss":
          inRound.push({ kind: "late-loss", round: round.number, player: who(view.match.players[0]) });
          break;
        case "pair": {
          const rated = pairMatch(view.match, round.number, who);
          if (rated) inRound.push(rated);
          break;
        }
        case "pod": {
          const { result, players, table } = view.match;
          if (!result) break; // still being played: nothing to rate
          inRound.push({
            kind: "pod",
            round: round.number,
            table,
            players: players.map(who),
            winner: result.winner === null ? null : who(result.winner),
          });
          break;
        }
      }
    }
    matches.push(...inRound.sort((a, b) => tableOf(a) - tableOf(b)));
  }
  const bonus: Record<string, number> = {};
  for (const [player, points] of Object.entries(meta.bonus ?? {})) {
    const profile = who(player);
    bonus[profile] = (bonus[profile] ?? 0) + points;
  }
  const elimination = t.options.structure === "single-elimination" || (t.rounds.length > 0 && t.rounds.every((r) => stageOf(r) !== "swiss"));
  return {
    id: t.id,
    name: t.name,
    finishedAt: meta.finishedAt,
    day: meta.date ?? meta.finishedAt.slice(0, 10),
    at: instantOf(meta.finishedAt),
    gameFormat: meta.gameFormat ?? t.gameFormat,
    system: ratingSystemOf(t.rules),
    public: meta.public,
    structure: elimination ? "single-elimination" : "swiss",
    k: meta.k ?? 16,
    matches,
    bonus,
    people,
  };
}

function pairMatch(m: PairMatch, round: number, who: (id: string) => string): RatedMatch | null {
  if (!m.result) return null;
  const players: [string, string] = [who(m.players[0]), who(m.players[1])];
  const r: TwoPlayerResult = m.result;
  if ("awarded" in r) {
    const first = r.awarded === m.players[0];
    return { kind: "awarded", round, table: m.table, winner: first ? players[0] : players[1], loser: first ? players[1] : players[0] };
  }
  return { kind: "pair", round, table: m.table, players, score: scoreOfFirst(m, r) };
}

/** The first player's match score: 1 win, 0.5 draw, 0 loss. A Chaos Orb flip settles a level game score. */
function scoreOfFirst(m: PairMatch, r: TwoPlayerResult): 1 | 0.5 | 0 {
  if ("intentionalDraw" in r) return 0.5;
  if (!("games" in r)) return 0.5;
  const [a, b] = r.games;
  if (a > b) return 1;
  if (b > a) return 0;
  if (r.flip === m.players[0]) return 1;
  if (r.flip === m.players[1]) return 0;
  return 0.5;
}

// Byes and late losses have no table; they follow the tables of their round.
function tableOf(m: RatedMatch): number {
  return "table" in m ? m.table : Number.MAX_SAFE_INTEGER;
}
