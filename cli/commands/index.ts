// Every CLI command, by name. Each lives in its own file beside this one.
import { bracket } from "./bracket.ts";
import { importCsv } from "./import-csv.ts";
import { pair } from "./pair.ts";
import { rounds } from "./rounds.ts";
import { standings } from "./standings.ts";
import { validate } from "./validate.ts";
export interface CliCommand {
  summary: string;
  /** Returns what is printed as JSON; throws an Error whose message goes to stderr (exit 2). */
  run(args: string[]): unknown | Promise<unknown>;
}

export const commands: Record<string, CliCommand> = {
  bracket,
  "import-csv": importCsv,
  pair,
  rounds,
  standings,
  validate,
};
