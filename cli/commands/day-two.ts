// `topcut day-two FILE [--confirm]`: who advances at the event's day-2 cut
// (options.dayTwo) once its round is complete, with names and the cut line;
// `--confirm` prints the file with the cut recorded (dayTwoCut), ready for
// `topcut pair` to pair day 2.
import { confirmDayTwo, dayTwoPreview } from "../../shared/structure/day-two.ts";
import type { CliCommand } from "./index.ts";
import { loadTournamentFile } from "./validate.ts";

export const dayTwo: CliCommand = {
  summary: "day-two FILE [--confirm]: who advances at the day-2 cut; --confirm prints the file with the cut recorded",
  run(args) {
    const files: string[] = [];
    let confirm = false;
    for (const arg of args) {
      if (arg === "--confirm") confirm = true;
      else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
      else files.push(arg);
    }
    if (files.length !== 1) throw new Error(`one FILE expected, got ${files.length}`);
    const t = loadTournamentFile(files[0]);
    if (confirm) return confirmDayTwo(t);
    const p = dayTwoPreview(t);
    const name = new Map(t.players.map((x) => [x.id, x.name]));
    const named = (ids: string[]) => ids.map((id) => ({ id, name: name.get(id) ?? id }));
    return { id: t.id, ...p, advancing: named(p.advancing), out: named(p.out), confirmed: t.dayTwoCut !== undefined };
  },
};
