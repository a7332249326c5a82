// `topcut standings FILE [--round N]`: the Swiss standings as JSON.
import { computeStandings } from "../../shared/standings/index.ts";
import type { CliCommand } from "./index.ts";
import { loadTournamentFile } from "./validate.ts";
import { isSwiss } from "../../shared/model/matches.ts";

export const standings: CliCommand = {
  summary: "standings FILE [--round N]: Swiss standings (after round N, default: every round)",
  run(args) {
    const files: string[] = [];
    let through: number | undefined;
    for (let k = 0; k < args.length; k++) {
      const arg = args[k]!;
      if (arg === "--round") {
        const value = args[++k];
        through = Number(value);
        if (!value || !Number.isInteger(through) || through < 0) {
          throw new Error(`--round needs a round number (0 or more), got ${value === undefined ? "nothing" : JSON.stringify(value)}`);
        }
      } else if (arg.startsWith("--")) {
        throw new Error(`unknown option ${arg}`);
      } else files.push(arg);
    }
    if (files.length > 1) throw new Error(`one FILE expected, got ${files.length}`);
    const t = loadTournamentFile(files[0]);
    const counted = through === undefined ? t : { ...t, rounds: t.rounds.filter((r) => r.number <= through!) };
    const lastSwiss = counted.rounds.filter((r) => isSwiss(r)).length;
    return { id: t.id, rules: t.rules, afterRound: lastSwiss, standings: computeStandings(counted) };
  },
};
