// Every CLI command, by name. Each lives in its own file beside this one.
import { bracket } from "./bracket.ts";
import { dayTwo } from "./day-two.ts";
import { importCsv } from "./import-csv.ts";
import { pair } from "./pair.ts";
import { pairingsCsv } from "./pairings-csv.ts";
import { rounds } from "./rounds.ts";
import { standings } from "./standings.ts";
import { standingsCsv } from "./standings-csv.ts";
import { validate } from "./validate.ts";
export interface CliCommand {
  summary: string;
  /** Returns what is printed as JSON; throws an Error whose message goes to stderr (exit 2). */
  run(args: string[]): unknown | Promise<unknown>;
  /** "text": run returns a string printed as it is (a CSV), not as JSON. */
  output?: "text";
}

export const commands: Record<string, CliCommand> = {
  bracket,
  "day-two": dayTwo,
  "import-csv": importCsv,
  pair,
  "pairings-csv": pairingsCsv,
  rounds,
  standings,
  "standings-csv": standingsCsv,
  validate,
};
