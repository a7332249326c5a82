// Bulk registration input: a CSV with a header naming a `name` column
// (optional `country`, `region`, `reading`), or plain pasted names, one per line.
import { textProblem } from "../model/text-rule.ts";
import { CommandError } from "./errors.ts";
import { splitCsvLine } from "../model/csv-line.ts";

/** A pasted sheet's separators: commas, semicolons (a European spreadsheet's) and tabs. */
const SEPARATORS = ",;\t";

export interface ListedPlayer {
  name: string;
  country?: string;
  region?: string;
  /** The name's reading (furigana): wall sheets and the TV sort by it (あいうえお順). */
  reading?: string;
}

/** Header names of each column; a Japanese organizer's sheet may say 名前 and よみがな. */
const NAME_HEADERS = ["name", "名前", "氏名"];
const READING_HEADERS = ["reading", "furigana", "kana", "よみがな", "ふりがな", "フリガナ", "よみ", "読み"];
const column = (header: string[], names: string[]) => header.findIndex((h) => names.includes(h));

/**
 * A CSV's records with the 0-based line each starts on: a quoted field may
 * hold a line break (RFC 4180), so a line whose quotes are left open goes on
 * into the next. Quote marks come in pairs ("" is one inside a field), so an
 * odd count so far means a field is still open.
 */
function csvRecords(lines: readonly string[]): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  let open: { line: number; parts: string[] } | null = null;
  let odd = false;
  lines.forEach((line, i) => {
    const record: { line: number; parts: string[] } = open ?? { line: i, parts: [] };
    record.parts.push(line);
    if ((line.split('"').length - 1) % 2 === 1) odd = !odd;
    if (odd && i < lines.length - 1) open = record;
    else {
      open = null;
      odd = false;
      out.push({ line: record.line, text: record.parts.join("\n") });
    }
  });
  return out;
}

/** The first of the optional cells that the text rule refuses, said with its column; empty cells are absent values. */
function otherCellProblem(cells: Record<"reading" | "country" | "region", string | undefined>): string | null {
  for (const [column, text] of Object.entries(cells)) {
    const problem = text ? textProblem(text) : null;
    if (problem) return `the ${column} ${problem}`;
  }
  return null;
}

/** The first `max` UTF-16 units, never half of a surrogate pair (a lone half is refused by the text rule). */
function clip(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** Why a line (or the list) cannot be taken: the console says it in the reader's language from this. */
export type ListProblemKind = "empty-list" | "empty-name" | "name-too-long" | "name-rule" | "reading-too-long" | "text-rule" | "no-names" | "too-many";

/** One line the list cannot take, with its 1-based line number (0: the whole list) and why. */
export interface ListProblem {
  line: number;
  kind: ListProblemKind;
  message: string;
}

/**
 * Reads a pasted list or CSV without throwing: every player it can take and
 * every line it cannot (the console's preview before importing). With a
 * header line naming a `name` column the text is CSV (`,` `;` or tab
 * separated, quoted fields), otherwise one name per line. Blank lines are skipped.
 *
 * @example previewPlayerList('name,country\n"Sato, Ken",JP\n,NL') // { players: [{ name: "Sato, Ken", country: "JP" }], problems: [{ line: 3, kind: "empty-name", message: "Line 3: the name column is empty." }] }
 */
export function previewPlayerList(text: string): { players: ListedPlayer[]; problems: ListProblem[] } {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/);
  const players: ListedPlayer[] = [];
  const problems: ListProblem[] = [];
  const first = lines.findIndex((l) => l.trim() !== "");
  if (first < 0) return { players, problems: [{ line: 0, kind: "empty-list", message: "The list is empty: paste one player name per line." }] };
  const header = splitCsvLine(lines[first]!, SEPARATORS).map((h) => h.toLowerCase());
  const nameCol = column(header, NAME_HEADERS);
  const countryCol = header.indexOf("country");
  const regionCol = header.indexOf("region");
  const readingCol = column(header, READING_HEADERS);
  const records =
    nameCol >= 0 ? csvRecords(lines.slice(first + 1)).map((r) => ({ line: r.line + first + 1, text: r.text })) : lines.map((text, line) => ({ line, text }));
  for (const { line: i, text: line } of records) {
    if (line.trim() === "") continue;
    const cells = nameCol >= 0 ? splitCsvLine(line, SEPARATORS) : [];
    // Plain list: the whole line is the name.
    const name = nameCol >= 0 ? (cells[nameCol] ?? "") : line.trim();
    const reading = readingCol >= 0 ? (cells[readingCol] ?? "") : "";
    // Longer country and region cells are cut to 64 (the schema's limit), and checked as cut.
    const country = countryCol >= 0 ? clip(cells[countryCol] ?? "", 64) : undefined;
    const region = regionCol >= 0 ? clip(cells[regionCol] ?? "", 64) : undefined;
    const rule = textProblem(name);
    const other = otherCellProblem({ reading, country, region });
    const problem: [ListProblemKind, string] | null =
      name === ""
        ? ["empty-name", "the name column is empty"]
        : name.length > 120
          ? ["name-too-long", "a name is at most 120 characters"]
          : rule
            ? ["name-rule", `a name ${rule}`]
            : reading.length > 120
              ? ["reading-too-long", "a reading is at most 120 characters"]
              : other
                ? ["text-rule", other]
                : null;
    if (problem) {
      problems.push({ line: i + 1, kind: problem[0], message: `Line ${i + 1}: ${problem[1]}.` });
      continue;
    }
    const p: ListedPlayer = { name };
    if (country) p.country = country;
    if (region) p.region = region;
    if (reading) p.reading = reading;
    players.push(p);
  }
  if (players.length === 0 && problems.length === 0) problems.push({ line: 0, kind: "no-names", message: "The list has no player names." });
  if (players.length > 1000) problems.push({ line: 0, kind: "too-many", message: "At most 1000 players can be added at once." });
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
  const first = problems[0];
  // The kind and line beside the sentence, so the console says it in the reader's language.
  if (first) throw new CommandError("invalid_input", first.message, "$.csv", { list: { kind: first.kind, line: first.line } });
  return players;
}
