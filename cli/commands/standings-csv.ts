// `topcut standings-csv FILE`: the Swiss standings as CSV for other tools
// (place, name, points, record, OMW%, GW%, OGW%, then the profile's own).
import { standingsCsv as toCsv } from "../../shared/exports/standings-csv.ts";
import type { CliCommand } from "./index.ts";
import { loadTournamentFile } from "./validate.ts";

export const standingsCsv: CliCommand = {
  summary: "standings-csv FILE: the standings as CSV (place, name, points, record, OMW%, GW%, OGW%, then the profile's own tiebreakers)",
  output: "text",
  run(args) {
    const files = args.filter((a) => !a.startsWith("--"));
    const unknown = args.find((a) => a.startsWith("--"));
    if (unknown) throw new Error(`unknown option ${unknown}`);
    if (files.length !== 1) throw new Error(`one FILE expected, got ${files.length}`);
    return toCsv(loadTournamentFile(files[0]));
  },
};
