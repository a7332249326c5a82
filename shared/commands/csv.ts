// Bulk registration input: a CSV with a header naming a `name` column
// (optional `country`, `region`), or plain pasted names, one per line.
import { nameProblem } from "../model/name-rules.ts";
import { CommandError } from "./errors.ts";

export interface ListedPlayer {
  name: string;
  country?: string;
  region?: string;
}

/** Splits one CSV line, honouring "quoted, fields" and "" escapes. */
function splitCsvLine(line: string): string[] {
  const out: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === "," || ch === ";" || ch === "\t") {
      out.push(field);
      field = "";
    } else field += ch;
  }
  out.push(field);
  return out.map((f) => f.trim());
}

/** One line the list cannot take, with its 1-based line number and why. */
export interface ListProblem {
  line: number;
  message: string;
}

/**
 * Reads a pasted list or CSV without throwing: every player it can take and
 * every line it cannot (the console's preview before importing). With a
 * header line naming a `name` column the text is CSV (`,` `;` or tab
 * separated, quoted fields), otherwise one name per line. Blank lines are skipped.
 *
 * @example previewPlayerList('name,country\n"Sato, Ken",JP\n,NL') // { players: [{ name: "Sato, Ken", country: "JP" }], problems: [{ line: 3, message: "Line 3: the name column is empty." }] }
 */
export function previewPlayerList(text: string): { players: ListedPlayer[]; problems: ListProblem[] } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const players: ListedPlayer[] = [];
  const problems: ListProblem[] = [];
  const first = lines.findIndex((l) => l.trim() !== "");
  if (first < 0) return { players, problems: [{ line: 0, message: "The list is empty: paste one player name per line." }] };
  const header = splitCsvLine(lines[first]!).map((h) => h.toLowerCase());
  const nameCol = header.indexOf("name");
  const countryCol = header.indexOf("country");
  const regionCol = header.indexOf("region");
  lines.forEach((line, i) => {
    if (line.trim() === "" || (nameCol >= 0 && i <= first)) return;
    const cells = nameCol >= 0 ? splitCsvLine(line) : [];
    // Plain list: the whole line is the name.
    const name = nameCol >= 0 ? (cells[nameCol] ?? "") : line.trim();
    const problem =
      name === "" ? "the name column is empty" : name.length > 120 ? "a name is at most 120 characters" : nameProblem(name) ? `a name ${nameProblem(name)}` : null;
    if (problem) {
      problems.push({ line: i + 1, message: `Line ${i + 1}: ${problem}.` });
      return;
    }
    const p: ListedPlayer = { name };
    const country = countryCol >= 0 ? cells[countryCol] : undefined;
    const region = regionCol >= 0 ? cells[regionCol] : undefined;
    if (country) p.country = country.slice(0, 64);
    if (region) p.region = region.slice(0, 64);
    players.push(p);
  });
  if (players.length === 0 && problems.length === 0) problems.push({ line: 0, message: "The list has no player names." });
  if (players.length > 1000) problems.push({ line: 0, message: "At most 1000 players can be added at once." });
  return { players, problems };
}

/**
 * Reads a pasted list or CSV (previewPlayerList) and refuses it at its first
 * problem, naming the line: "Line 3: the name column is empty."
 *
 * @example parsePlayerList('name,country\n"Sato, Ken",JP') // [{ name: "Sato, Ken", country: "JP" }]
 */
export function parsePlayerList(text: string): ListedPlayer[] {
  const { players, problems } = previewPlayerList(text);
  if (problems.length > 0) throw new CommandError("invalid_input", problems[0]!.message, "$.csv");
  return players;
}
