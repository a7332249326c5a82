// Verbatim excerpts of the rule documents (rule-text/*.txt), so that a test
// compares the engine with the document's own words rather than with a copy
// of the engine's table. The first line of each file names the document and
// section; the rest is the excerpt. The excerpts live in the repository
// because CI runs on a clone without the documents.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const DIR = join(dirname(fileURLToPath(import.meta.url)), "rule-text");

/** The excerpt of rule-text/<name>.txt, without its source line. */
export function ruleText(name: string): string {
  const text = readFileSync(join(DIR, `${name}.txt`), "utf8");
  return text.slice(text.indexOf("\n") + 1);
}

/** The capture groups of the one match of a pattern anchored on the document's wording; throws on none or several. */
export function matchOnce(text: string, pattern: RegExp): string[] {
  const all = [...text.matchAll(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`))];
  if (all.length !== 1) throw new Error(`${all.length} matches of ${pattern} in the excerpt, expected 1`);
  return all[0]!.slice(1);
}

/** The whole number a pattern's one capture group finds. */
export function numberFrom(text: string, pattern: RegExp): number {
  const [n] = matchOnce(text, pattern);
  return Number(n);
}

/**
 * The lines of a table: the non-blank lines after its header line up to the
 * next blank line. Every line must match the row pattern, so a row the
 * pattern misses fails loudly instead of dropping out of the table.
 */
export function tableRows(text: string, header: string, row: RegExp): string[][] {
  const lines = text.split("\n");
  const start = lines.indexOf(header);
  if (start < 0) throw new Error(`no table headed "${header}" in the excerpt`);
  const out: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.trim() === "") break;
    const m = row.exec(line);
    if (!m) throw new Error(`"${line}" is not a row of the table headed "${header}"`);
    out.push(m.slice(1));
  }
  if (!out.length) throw new Error(`the table headed "${header}" has no rows`);
  return out;
}
