// `topcut pair FILE [--pods random|points]`: the next round as JSON.
import { pairNextRound } from "../../shared/pairing/index.ts";
import type { CliCommand } from "./index.ts";
import { loadTournamentFile } from "./validate.ts";

export const pair: CliCommand = {
  summary: "pair FILE [--pods random|points]: pair the next round (Swiss, or Commander tables)",
  run(args) {
    const files: string[] = [];
    let podPairing: "random" | "points" | undefined;
    for (let k = 0; k < args.length; k++) {
      const arg = args[k]!;
      if (arg === "--pods") {
        const value = args[++k];
        if (value !== "random" && value !== "points") {
          throw new Error(`--pods needs "random" or "points", got ${value === undefined ? "nothing" : JSON.stringify(value)}`);
        }
        podPairing = value;
      } else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
      else files.push(arg);
    }
    if (files.length > 1) throw new Error(`one FILE expected, got ${files.length}`);
    const t = loadTournamentFile(files[0]);
    const { round, matches, notes, certificate } = pairNextRound(t, podPairing ? { podPairing } : {});
    return { round, matches, notes, certificate };
  },
};
