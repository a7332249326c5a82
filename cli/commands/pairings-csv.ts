// `topcut pairings-csv FILE [--round N]`: pairings and results as CSV for
// other tools (round, table, player 1, player 2 or every seat, result).
import { pairingsCsv as toCsv } from "../../shared/exports/pairings-csv.ts";
import type { CliCommand } from "./index.ts";
import { loadTournamentFile } from "./validate.ts";

export const pairingsCsv: CliCommand = {
  summary: "pairings-csv FILE [--round N]: pairings and results as CSV (round, table, player 1, player 2, result), every round or round N",
  output: "text",
  run(args) {
    const files: string[] = [];
    let round: number | undefined;
    for (let k = 0; k < args.length; k++) {
      const arg = args[k]!;
      if (arg === "--round") {
        const value = args[++k];
        round = Number(value);
        if (!value || !Number.isInteger(round) || round < 1) {
          throw new Error(`--round needs a round number (1 or more), got ${value === undefined ? "nothing" : JSON.stringify(value)}`);
        }
      } else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
      else files.push(arg);
    }
    if (files.length !== 1) throw new Error(`one FILE expected, got ${files.length}`);
    const t = loadTournamentFile(files[0]);
    if (round !== undefined && round > t.rounds.length) throw new Error(`--round ${round}: ${files[0]} has ${t.rounds.length} round(s)`);
    return toCsv(t, round);
  },
};
