// `topcut bracket FILE`: the final stage (bracket or final tables) and, once
// the event is over, the final ranking, as JSON.
import { bracket as bracketView, finalRanking, UnfinishedEventError } from "../../shared/playoffs/index.ts";
import type { CliCommand } from "./index.ts";
import { loadTournamentFile } from "./validate.ts";

export const bracket: CliCommand = {
  summary: "bracket FILE: the playoff bracket or final tables, and the final ranking once the event is over",
  run(args) {
    const files: string[] = [];
    for (const arg of args) {
      if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
      files.push(arg);
    }
    if (files.length > 1) throw new Error(`one FILE expected, got ${files.length}`);
    const t = loadTournamentFile(files[0]);
    const view = bracketView(t);
    // The view shows an invalid playoff result on its slot; the CLI refuses the file.
    for (const round of view.rounds) {
      for (const slot of round.slots) {
        if ("problem" in slot && slot.problem) throw new Error(`round ${round.number}: ${slot.problem}`);
      }
    }
    try {
      return { id: t.id, ...view, finished: true, ranking: finalRanking(t) };
    } catch (err) {
      // A running event is no error: print the bracket and say what is missing.
      if (!(err instanceof UnfinishedEventError)) throw err;
      return { id: t.id, ...view, finished: false, unfinished: err.message, ranking: null };
    }
  },
};
