// A plain rounds file from another platform as a topcut/1 event:
// one line per match, "round, player 1, player 2, result[, table]", the
// result as games won-lost-drawn from player 1's side ("ID" an intentional
// draw), "-" as player 2 for a bye. Players are numbered by first
// appearance; a player who stops appearing dropped after their last round
// (the caller may say otherwise). The event then goes through the same
// validation as any topcut/1 file, and every problem names its line, its
// players and its field. Its rounds are marked as recorded elsewhere: a game
// count the match length cannot have was accepted and scored by the platform
// the file comes from, so it stands as recorded, with a warning naming its line.
import { textProblem } from "./text-rule.ts";
import { splitCsvLine } from "./csv-line.ts";
import type { CustomRules, Match, Round, RulesProfileId, Tournament, TwoPlayerResult } from "./types.ts";
import { validateTournament } from "./validate.ts";
import { profileOf } from "../rules/profiles.ts";

export const ROUNDS_CSV_COLUMNS = ["round", "player 1", "player 2", "result", "table"] as const;
export type RoundsCsvField = (typeof ROUNDS_CSV_COLUMNS)[number] | "file" | "drops" | "options";

export interface RoundsCsvProblem {
  /** 1-based line of the file; null when the problem is the file as a whole. */
  line: number | null;
  /** The players named on that line (absent when it has none, or a name is itself the problem). */
  players?: string[];
  field: RoundsCsvField;
  message: string;
}

/** What the file records that would be refused if entered here; imported as recorded. */
export interface RoundsCsvWarning {
  line: number;
  players: string[];
  message: string;
}

export interface RoundsImportOptions {
  id: string;
  name: string;
  gameFormat?: string;
  rules: RulesProfileId;
  customRules?: CustomRules;
  /** Default: the custom rules' best-of, else 1 for single-game profiles, else 3. */
  bestOf?: 1 | 3 | 5;
  /** Default: "allowed" (a drawn game score in the file is a draw), or the custom rules' choice. */
  draws?: "allowed" | "flip";
  /** Player name -> the last round played before dropping (0: before round 1), or null: played to the end. Overrides the inferred drops. */
  drops?: Record<string, number | null>;
}

export type RoundsImport =
  | {
      ok: true;
      tournament: Tournament /** Drops read from who stopped appearing, by name (before `drops` overrides them). */;
      inferredDrops: Record<string, number>;
      warnings: RoundsCsvWarning[];
    }
  | { ok: false; problems: RoundsCsvProblem[] };

interface Row {
  line: number;
  round: number;
  p1: string;
  p2: string | null;
  result: TwoPlayerResult | null;
  table: number | null;
}

const RESULT = /^([0-9])-([0-9])(?:-([0-9]))?$/;

/** "2-1", "2-1-0", "ID"; a bye may leave it empty. */
function readResult(text: string): TwoPlayerResult | string | null {
  if (text === "") return null;
  if (/^id$/i.test(text)) return { intentionalDraw: true };
  const m = RESULT.exec(text);
  if (!m) return `"${text}" is not games won-lost-drawn from player 1's side (such as 2-1-0 or 2-1), nor ID for an intentional draw`;
  return { games: [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)] };
}

function readRows(text: string, problems: RoundsCsvProblem[]): Row[] {
  const rows: Row[] = [];
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  let headerSeen = false;
  lines.forEach((raw, k) => {
    const line = k + 1;
    if (raw.trim() === "" || raw.trimStart().startsWith("#")) return;
    const cells = splitCsvLine(raw);
    // An optional header: a first line whose round column is not a number.
    if (!headerSeen && rows.length === 0 && !/^[0-9]+$/.test(cells[0] ?? "")) {
      headerSeen = true;
      if (/^round$/i.test(cells[0] ?? "")) return;
    }
    // The line's players, once their names pass the text rule (a refused name is not echoed back).
    const named = [cells[1], cells[2]].filter((n): n is string => !!n && n !== "-" && n.length <= 120 && textProblem(n) === null);
    const bad = (field: RoundsCsvField, message: string) => problems.push({ line, ...(named.length ? { players: named } : {}), field, message });
    if (cells.length < 4 || cells.length > 5) {
      bad("file", `expected 4 or 5 fields (round, player 1, player 2, result, optional table), got ${cells.length}`);
      return;
    }
    const [roundText, p1, p2Text, resultText, tableText = ""] = cells as [string, string, string, string, string?];
    const round = /^[0-9]+$/.test(roundText) ? Number(roundText) : NaN;
    if (!(round >= 1)) return bad("round", `"${roundText}" is not a round number (1, 2, 3, ...)`);
    const nameIssue = (name: string, field: "player 1" | "player 2") => {
      if (name.length > 120) return (bad(field, "a name is at most 120 characters"), true);
      const problem = textProblem(name);
      return problem ? (bad(field, `a name ${problem}`), true) : false;
    };
    if (nameIssue(p1, "player 1")) return;
    const isBye = p2Text === "-";
    if (!isBye && nameIssue(p2Text, "player 2")) return;
    if (!isBye && p1 === p2Text) return bad("player 2", `"${p1}" cannot play against themselves`);
    const result = readResult(resultText);
    if (typeof result === "string") return bad("result", result);
    if (!isBye && result === null) return bad("result", "a match needs its result (games won-lost-drawn, or ID); only a bye has none");
    let table: number | null = null;
    if (tableText !== "") {
      if (!/^[0-9]+$/.test(tableText) || Number(tableText) < 1) return bad("table", `"${tableText}" is not a table number (1 or more)`);
      if (isBye) return bad("table", "a bye has no table");
      table = Number(tableText);
    }
    rows.push({ line, round, p1, p2: isBye ? null : p2Text, result: isBye ? null : result, table });
  });
  if (rows.length === 0 && problems.length === 0)
    problems.push({ line: null, field: "file", message: "no matches: one line per match, round, player 1, player 2, result[, table]" });
  return rows;
}

/** Reads a rounds file as a finished topcut/1 event, or says what is wrong and where. */
export function importRoundsCsv(text: string, opts: RoundsImportOptions): RoundsImport {
  const problems: RoundsCsvProblem[] = [];
  const rows = readRows(text, problems);
  if (problems.length) return { ok: false, problems };

  const last = Math.max(...rows.map((r) => r.round));
  const byRound = new Map<number, Row[]>();
  for (const r of rows) byRound.set(r.round, [...(byRound.get(r.round) ?? []), r]);
  for (let n = 1; n <= last; n++) {
    if (!byRound.has(n)) problems.push({ line: null, field: "round", message: `round ${n} has no matches (the file goes up to round ${last})` });
  }

  // Players by first appearance; ids p1, p2, ... (names may hold anything an id may not).
  const ids = new Map<string, string>();
  const lastRound = new Map<string, number>();
  const see = (name: string, round: number) => {
    if (!ids.has(name)) ids.set(name, `p${ids.size + 1}`);
    lastRound.set(name, Math.max(lastRound.get(name) ?? 0, round));
  };
  const sorted = [...rows].sort((a, b) => a.round - b.round || a.line - b.line);
  for (const r of sorted) {
    see(r.p1, r.round);
    if (r.p2 !== null) see(r.p2, r.round);
  }

  // Where each match came from, to put validation problems back on their line.
  const origin = new Map<string, Row>();
  const rounds: Round[] = [];
  for (let n = 1; n <= last; n++) {
    const inRound = (byRound.get(n) ?? []).sort((a, b) => a.line - b.line);
    const seatedAt = new Map<string, number>();
    const used = new Set(inRound.flatMap((r) => (r.table === null ? [] : [r.table])));
    const tables = new Map<number, number>();
    let next = 1;
    const matches: Match[] = [];
    for (const r of inRound) {
      for (const [name, field] of [
        [r.p1, "player 1"],
        [r.p2, "player 2"],
      ] as const) {
        if (name === null) continue;
        const earlier = seatedAt.get(name);
        if (earlier !== undefined)
          problems.push({ line: r.line, players: namesOn(r), field, message: `"${name}" already plays in round ${n} (line ${earlier})` });
        seatedAt.set(name, r.line);
      }
      if (r.table !== null) {
        const earlier = tables.get(r.table);
        if (earlier !== undefined)
          problems.push({ line: r.line, players: namesOn(r), field: "table", message: `table ${r.table} is already used in round ${n} (line ${earlier})` });
        tables.set(r.table, r.line);
      }
      origin.set(`$.rounds[${n - 1}].matches[${matches.length}]`, r);
      if (r.p2 === null) {
        matches.push({ players: [ids.get(r.p1)!], bye: true });
        continue;
      }
      let table = r.table;
      if (table === null) {
        while (used.has(next)) next++;
        table = next++;
      }
      matches.push({ table, players: [ids.get(r.p1)!, ids.get(r.p2)!], result: r.result! });
    }
    rounds.push({ number: n, matches, recorded: "imported" });
  }

  const inferredDrops: Record<string, number> = {};
  for (const [name, round] of lastRound) if (round < last) inferredDrops[name] = round;
  for (const [name, drop] of Object.entries(opts.drops ?? {})) {
    if (!ids.has(name)) problems.push({ line: null, field: "drops", message: `"${name}" plays in no round of the file` });
    else if (drop !== null && drop < lastRound.get(name)!) {
      const later = sorted.find((r) => r.round > drop && (r.p1 === name || r.p2 === name))!;
      problems.push({
        line: later.line,
        players: namesOn(later),
        field: "drops",
        message: `"${name}" plays in round ${later.round}, so cannot have dropped after round ${drop}`,
      });
    } else if (drop !== null && drop > last) {
      problems.push({ line: null, field: "drops", message: `"${name}": the file ends with round ${last}; it cannot hold a drop after round ${drop}` });
    }
  }
  if (problems.length) return { ok: false, problems };

  const profile = profileOf(opts.rules);
  const bestOf = opts.customRules?.bestOf ?? opts.bestOf ?? (profile.kind === "one-on-one" && profile.singleGameMatches ? 1 : 3);
  const draws = opts.customRules?.draws ?? opts.draws ?? "allowed";
  const dropOf = (name: string) => (opts.drops && name in opts.drops ? opts.drops[name]! : (inferredDrops[name] ?? null));
  const candidate = {
    format: "topcut/1",
    id: opts.id,
    name: opts.name,
    gameFormat: opts.gameFormat ?? "Imported",
    rules: opts.rules,
    ...(opts.customRules ? { customRules: opts.customRules } : {}),
    options: { draws, bestOf, rounds: last, cut: 0 },
    players: [...ids].map(([name, id], i) => ({ id, name, registered: i + 1, dropped: dropOf(name) })),
    rounds,
  };
  const v = validateTournament(candidate);
  if (!v.ok) return { ok: false, problems: v.problems.map((p) => lineOf(p, origin, candidate.players)) };
  const warnings = v.warnings.map((w) => {
    const p = lineOf(w, origin, candidate.players);
    return { line: p.line ?? 0, players: p.players ?? [], message: p.message };
  });
  return { ok: true, tournament: v.tournament, inferredDrops, warnings };
}

function namesOn(row: Row): string[] {
  return row.p2 === null ? [row.p1] : [row.p1, row.p2];
}

/** A validation problem said as the line and field of the file it comes from. */
function lineOf(p: { path: string; message: string }, origin: Map<string, Row>, players: { name: string }[]): RoundsCsvProblem {
  const m = /^(\$\.rounds\[\d+\]\.matches\[\d+\])(.*)$/.exec(p.path);
  const row = m ? origin.get(m[1]!) : undefined;
  if (row) {
    const rest = m![2]!;
    const field: RoundsCsvField = rest.startsWith(".result")
      ? "result"
      : rest.startsWith(".table")
        ? "table"
        : rest.startsWith(".players[1]")
          ? "player 2"
          : rest.startsWith(".players")
            ? "player 1"
            : "result";
    return { line: row.line, players: namesOn(row), field, message: p.message };
  }
  const player = /^\$\.players\[(\d+)\]\.dropped/.exec(p.path);
  if (player) return { line: null, field: "drops", message: `${players[Number(player[1])]?.name ?? "a player"}: ${p.message}` };
  const field: RoundsCsvField = p.path.startsWith("$.options") || p.path.startsWith("$.customRules") ? "options" : "file";
  return { line: null, field, message: `${p.path}: ${p.message}` };
}

/** "line 4 (Ann v Bob), result: ..." */
export function problemText(p: RoundsCsvProblem): string {
  if (p.line === null) return `${p.field}: ${p.message}`;
  return `line ${p.line}${p.players?.length ? ` (${p.players.join(" v ")})` : ""}, ${p.field}: ${p.message}`;
}

/** "line 32 (Ann v Bob): games 3-0 cannot happen in a best of 3: ...; imported as recorded" */
export function warningText(w: RoundsCsvWarning): string {
  return `line ${w.line}${w.players.length ? ` (${w.players.join(" v ")})` : ""}: ${w.message}; imported as recorded`;
}
