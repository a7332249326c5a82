// Reads an untrusted value as a Tournament: the zod schema first, then the
// rules a schema cannot say (ids unique, players known, one match per player
// per round, winners seated at their table). Every problem names its JSON path.
import type { z } from "zod";
import { Tournament as TournamentSchema } from "./schema.ts";
import type { Tournament } from "./types.ts";
import { gameScoreProblem, matchLength } from "./games.ts";
import { viewMatch, isSwiss } from "./matches.ts";
import { customRulesProblems } from "../rules/custom.ts";
import { dayTwoProblems } from "./day-two-check.ts";

export interface Problem {
  /** JSON path in the $.a[0].b form, "$" for the whole document. */
  path: string;
  message: string;
}

/**
 * `warnings`: what the file records but would be refused if entered here (a
 * game count the match length cannot have, in a round recorded on another
 * platform); the tournament stands as recorded.
 */
export type Validated = { ok: true; tournament: Tournament; warnings: Problem[] } | { ok: false; problems: Problem[] };

export function jsonPath(path: ReadonlyArray<PropertyKey>): string {
  let out = "$";
  for (const key of path) {
    out += typeof key === "number" ? `[${key}]` : `.${String(key)}`;
  }
  return out;
}

/** Validates a parsed JSON value as a topcut/1 tournament. */
export function validateTournament(value: unknown): Validated {
  const parsed = TournamentSchema.safeParse(value);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map(issueToProblem) };
  }
  const { problems, warnings } = crossCheck(parsed.data);
  return problems.length ? { ok: false, problems } : { ok: true, tournament: parsed.data, warnings };
}

/** Like validateTournament, but throws a TournamentError naming the first problem. */
export function parseTournament(value: unknown): Tournament {
  const v = validateTournament(value);
  if (!v.ok) throw new TournamentError(v.problems);
  return v.tournament;
}

export class TournamentError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    const first = problems[0];
    super(first ? `${first.path}: ${first.message}` : "invalid tournament");
    this.name = "TournamentError";
    this.problems = problems;
  }
}

function issueToProblem(issue: z.core.$ZodIssue): Problem {
  // Unions report "invalid input"; name what the value may be instead.
  let message = issue.message;
  if (issue.code === "invalid_union") message = "does not match any allowed shape for this field";
  if (issue.code === "unrecognized_keys") message = `unknown field(s): ${issue.keys.join(", ")}`;
  return { path: jsonPath(issue.path), message };
}

/**
 * Draw or flip (R-SCORE-3): with a flip a drawn game score is settled by the
 * flip, so the match gets a winner; with draws allowed both players get 1
 * point. So in flip mode a drawn game score must name the flip's winner,
 * and with draws allowed there is no flip to name.
 */
function drawOrFlipProblem(draws: Tournament["options"]["draws"], res: { games: [number, number, number]; flip?: string }): string | null {
  // A score with no game at all is refused on its own ("at least one game"), not as a draw.
  const drawn = res.games[0] === res.games[1] && res.games[0] + res.games[1] + res.games[2] > 0;
  if (draws === "flip" && drawn && res.flip === undefined) {
    return `this event settles draws with a flip: a drawn game score (${res.games[0]}-${res.games[1]}) needs the flip's winner`;
  }
  if (draws === "allowed" && drawn && res.flip !== undefined) {
    return "this event allows draws: a drawn game score is a draw for both, not settled by a flip";
  }
  return null;
}

/** Rules "custom" carry their definition (and only they do); the event's match length and draw rule are the definition's. */
function customRulesCheck(t: Tournament): Problem[] {
  if (t.rules !== "custom") {
    return t.customRules ? [{ path: "$.customRules", message: `only rules "custom" carry a definition; this event's rules are "${t.rules}"` }] : [];
  }
  const def = t.customRules;
  if (!def) return [{ path: "$.customRules", message: 'rules "custom" need their definition here (points, tiebreakers, floors, ...)' }];
  const problems = customRulesProblems(def).map((p) => ({ path: p.path.replace(/^\$/, "$.customRules"), message: p.message }));
  if (t.options.bestOf !== def.bestOf) {
    problems.push({ path: "$.options.bestOf", message: `the event's rules "${def.name}" play best of ${def.bestOf}, not ${t.options.bestOf}` });
  }
  if (t.options.draws !== def.draws) {
    problems.push({ path: "$.options.draws", message: `the event's rules "${def.name}" have draws "${def.draws}", not "${t.options.draws}"` });
  }
  return problems;
}

function crossCheck(t: Tournament): { problems: Problem[]; warnings: Problem[] } {
  const problems: Problem[] = [...customRulesCheck(t), ...dayTwoProblems(t)];
  const warnings: Problem[] = [];
  const known = new Set<string>();
  t.players.forEach((p, i) => {
    if (known.has(p.id)) problems.push({ path: `$.players[${i}].id`, message: `duplicate player id "${p.id}"` });
    known.add(p.id);
  });
  const registered = new Set<number>();
  t.players.forEach((p, i) => {
    if (registered.has(p.registered)) {
      problems.push({ path: `$.players[${i}].registered`, message: `registration number ${p.registered} is used twice` });
    }
    registered.add(p.registered);
  });

  t.rounds.forEach((round, r) => {
    const at = `$.rounds[${r}]`;
    if (round.number !== r + 1) {
      problems.push({ path: `${at}.number`, message: `round ${r + 1} is numbered ${round.number}; rounds are numbered 1, 2, 3, ... in order` });
    }
    const seen = new Set<string>();
    const tables = new Set<number>();
    round.matches.forEach((match, m) => {
      const mAt = `${at}.matches[${m}]`;
      match.players.forEach((id, k) => {
        if (!known.has(id)) problems.push({ path: `${mAt}.players[${k}]`, message: `unknown player "${id}"` });
        else if (seen.has(id)) problems.push({ path: `${mAt}.players[${k}]`, message: `player "${id}" appears twice in round ${round.number}` });
        seen.add(id);
      });
      const view = viewMatch(match);
      // R-PAIR-4: late arrivals join only while round 1 is on; from round 2 the field is closed.
      if (view.kind === "late-loss" && r !== 0) {
        problems.push({
          path: `${mAt}.loss`,
          message: `a late arrival's loss belongs in round 1 only (the field is closed from round 2), but this is round ${r + 1}`,
        });
      }
      if (view.kind === "pair" || view.kind === "pod") {
        const table = view.match.table;
        if (tables.has(table)) problems.push({ path: `${mAt}.table`, message: `table ${table} is used twice in round ${round.number}` });
        tables.add(table);
      }
      const seated = new Set<string>(match.players);
      if (view.kind === "pair" && view.match.result) {
        const res = view.match.result;
        if ("flip" in res && res.flip !== undefined) {
          if (!seated.has(res.flip)) problems.push({ path: `${mAt}.result.flip`, message: `"${res.flip}" is not playing at this table` });
          if (res.games[0] !== res.games[1]) problems.push({ path: `${mAt}.result.flip`, message: "a flip settles a drawn game score only" });
        }
        const drawDecision = "games" in res ? drawOrFlipProblem(t.options.draws, res) : null;
        if (drawDecision) problems.push({ path: `${mAt}.result.flip`, message: drawDecision });
        if ("awarded" in res && !seated.has(res.awarded)) {
          problems.push({ path: `${mAt}.result.awarded`, message: `"${res.awarded}" is not playing at this table` });
        }
        if ("games" in res && res.games[0] + res.games[1] + res.games[2] === 0) {
          problems.push({ path: `${mAt}.result.games`, message: "a reported result has at least one game" });
        }
        const impossible = "games" in res ? gameScoreProblem(res.games, matchLength(t.options, round)) : null;
        // Another platform accepted and scored it: its record stands, said as a warning.
        if (impossible) (round.recorded === "imported" ? warnings : problems).push({ path: `${mAt}.result.games`, message: impossible });
      }
      if (view.kind === "pod" && view.match.result && view.match.result.winner !== null && !seated.has(view.match.result.winner)) {
        problems.push({ path: `${mAt}.result.winner`, message: `"${view.match.result.winner}" is not playing at this table` });
      }
      if (view.kind === "pod") {
        view.match.result?.eliminated?.forEach((id, k) => {
          if (!seated.has(id)) problems.push({ path: `${mAt}.result.eliminated[${k}]`, message: `"${id}" is not playing at this table` });
        });
      }
      const swiss = isSwiss(round);
      // Standings would silently skip a pod in a one-on-one event: say so instead.
      if (swiss && view.kind === "pod" && t.rules !== "commander") {
        problems.push({
          path: `${mAt}.players`,
          message: `a table of ${match.players.length} needs the "commander" rules; "${t.rules}" matches are one-on-one`,
        });
      }
    });
  });

  const penaltyIds = new Set<string>();
  t.penalties?.forEach((k, i) => {
    const at = `$.penalties[${i}]`;
    if (penaltyIds.has(k.id)) problems.push({ path: `${at}.id`, message: `duplicate penalty id "${k.id}"` });
    penaltyIds.add(k.id);
    if (!known.has(k.player)) problems.push({ path: `${at}.player`, message: `unknown player "${k.player}"` });
    if (k.round > t.rounds.length) problems.push({ path: `${at}.round`, message: `given in round ${k.round}, but only ${t.rounds.length} round(s) exist` });
    if ((k.infraction === "other") !== (k.infractionText !== undefined)) {
      problems.push({ path: `${at}.infractionText`, message: 'an infraction "other" is named in infractionText, and only that one' });
    }
  });

  t.players.forEach((p, i) => {
    if (p.dropped !== null && p.dropped > t.rounds.length) {
      problems.push({ path: `$.players[${i}].dropped`, message: `dropped after round ${p.dropped}, but only ${t.rounds.length} round(s) exist` });
    }
  });
  return { problems, warnings };
}
