// Bulk registration input: a CSV with a header naming a `name` column
// (optional `country`, `region`), or plain pasted names, one per line.
import { nameProblem } from "../model/input.ts";
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

/**
 * Reads a pasted list or CSV. With a header line naming a `name` column the
 * text is CSV (`,` `;` or tab separated, quoted fields), otherwise one name per line.
 *
 * @example parsePlayerList('name,country\n"Sato, Ken",JP') // [{ name: "Sato, Ken", country: "JP" }]
 * Errors name the line as `$.csv` plus a line
 * number, e.g. "line 3: a name cannot be empty".
 */
/** The rules of every name (shared/model/input.ts), said with the line number. */
function refuseHidden(name: string, i: number): void {
  const problem = nameProblem(name);
  if (problem) throw new CommandError("invalid_input", `Line ${i + 1}: a name ${problem}.`, "$.csv");
}

export function parsePlayerList(text: string): ListedPlayer[] {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const first = lines.findIndex((l) => l.trim() !== "");
  if (first < 0) throw new CommandError("invalid_input", "The list is empty: paste one player name per line.", "$.csv");
  const header = splitCsvLine(lines[first]!).map((h) => h.toLowerCase());
  const nameCol = header.indexOf("name");
  const players: ListedPlayer[] = [];
  if (nameCol < 0) {
    // Plain list: the whole line is the name.
    lines.forEach((line, i) => {
      const name = line.trim();
      if (name === "") return;
      if (name.length > 120) throw new CommandError("invalid_input", `Line ${i + 1}: a name is at most 120 characters.`, "$.csv");
      refuseHidden(name, i);
      players.push({ name });
    });
  } else {
    const countryCol = header.indexOf("country");
    const regionCol = header.indexOf("region");
    lines.forEach((line, i) => {
      if (i <= first || line.trim() === "") return;
      const cells = splitCsvLine(line);
      const name = cells[nameCol] ?? "";
      if (name === "") throw new CommandError("invalid_input", `Line ${i + 1}: the name column is empty.`, "$.csv");
      if (name.length > 120) throw new CommandError("invalid_input", `Line ${i + 1}: a name is at most 120 characters.`, "$.csv");
      refuseHidden(name, i);
      const p: ListedPlayer = { name };
      const country = countryCol >= 0 ? cells[countryCol] : undefined;
      const region = regionCol >= 0 ? cells[regionCol] : undefined;
      if (country) p.country = country.slice(0, 64);
      if (region) p.region = region.slice(0, 64);
      players.push(p);
    });
  }
  if (players.length === 0) throw new CommandError("invalid_input", "The list has no player names.", "$.csv");
  if (players.length > 1000) throw new CommandError("invalid_input", "At most 1000 players can be added at once.", "$.csv");
  return players;
}
