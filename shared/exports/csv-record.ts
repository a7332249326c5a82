// One CSV record as RFC 4180 writes it: a field holding a comma, a quote or a
// line break is quoted, its quotes doubled; records end in CRLF. The import
// side (shared/model/rounds-csv.ts, shared/commands/csv.ts) only reads, so
// this is the one writer.

/**
 * A spreadsheet runs a cell that starts with = + - or @ as a formula (a
 * player's name "=HYPERLINK(...)" would be a link on the organizer's
 * computer); such a text cell starts with an apostrophe, which spreadsheets
 * hide and keep the rest as text.
 */
function defused(text: string): string {
  return /^[=+\-@]/.test(text) ? `'${text}` : text;
}

/** A field as written: numbers as they are, text defused and quoted when it must be. */
export function csvField(value: string | number): string {
  if (typeof value === "number") return String(value);
  const text = defused(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Records, each a list of fields, as CSV text ending in CRLF. */
export function csvText(records: readonly (readonly (string | number)[])[]): string {
  return records.map((fields) => `${fields.map(csvField).join(",")}\r\n`).join("");
}
