// `topcut validate FILE`: reads a topcut/1 file and reports every problem
// with its JSON path. Also home of the file loader the other commands share.
import { readFileSync } from "node:fs";
import { parseJsonText } from "../../shared/model/json-text.ts";
import { validateTournament, type Problem } from "../../shared/model/validate.ts";
import type { Tournament } from "../../shared/model/types.ts";
import type { CliCommand } from "./index.ts";

/** A file the CLI cannot use; the message lists every problem, one per line. */
export class BadFileError extends Error {
  readonly problems: Problem[];
  constructor(file: string, problems: Problem[]) {
    super(`cannot use ${file}:\n${problems.map((p) => `  ${p.path}: ${p.message}`).join("\n")}`);
    this.name = "BadFileError";
    this.problems = problems;
  }
}

/** Reads, parses and validates a tournament file; throws BadFileError naming the JSON path of each problem. */
export function loadTournamentFile(file: string | undefined): Tournament {
  if (!file) throw new Error("missing FILE: give the path of a topcut/1 JSON file");
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    const code = (err as { code?: string }).code;
    throw new BadFileError(file, [{ path: "$", message: `cannot read the file (${code ?? String(err)})` }]);
  }
  const parsed = parseJsonText(text);
  if (!parsed.ok) throw new BadFileError(file, [{ path: "$", message: parsed.problem === "depth" ? parsed.message : `not JSON: ${parsed.message}` }]);
  const v = validateTournament(parsed.value);
  if (!v.ok) throw new BadFileError(file, v.problems);
  return v.tournament;
}

export const validate: CliCommand = {
  summary: "validate FILE: check a topcut/1 tournament file",
  run(args) {
    const t = loadTournamentFile(args[0]);
    return {
      ok: true,
      format: t.format,
      id: t.id,
      rules: t.rules,
      players: t.players.length,
      rounds: t.rounds.length,
    };
  },
};
