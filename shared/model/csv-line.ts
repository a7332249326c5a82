// One CSV line's fields: separated by any of `separators`, "quoted, fields"
// with "" escapes (RFC 4180), each trimmed. Read by the registration list
// (commas, semicolons, tabs: what spreadsheets export) and the rounds file
// (commas, tabs).

/**
 * @example splitCsvLine('Ann,"Lee, Jr.",Tokyo') // ["Ann", "Lee, Jr.", "Tokyo"]
 */
export function splitCsvLine(line: string, separators = ",\t"): string[] {
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
    else if (separators.includes(ch)) {
      out.push(field);
      field = "";
    } else field += ch;
  }
  out.push(field);
  return out.map((f) => f.trim());
}
