// A list typed on a phone, one line per entry: "2 Wasteland Trooper (Baxar's War)".
// The count defaults to 1; the set, in parentheses at the end, is optional.
export interface ParsedLine {
  name: string;
  set?: string;
  count: number;
}

export function parseListText(text: string): { lines: ParsedLine[]; bad: number[] } {
  const lines: ParsedLine[] = [];
  const bad: number[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line === "") return;
    const m = /^(?:(\d{1,2})\s*x?\s+)?(.+?)(?:\s*\(([^()]+)\))?$/i.exec(line);
    if (!m || !m[2]) {
      bad.push(i + 1);
      return;
    }
    const count = m[1] ? Number(m[1]) : 1;
    if (count < 1) {
      bad.push(i + 1);
      return;
    }
    lines.push({ name: m[2].trim(), count, ...(m[3] ? { set: m[3].trim() } : {}) });
  });
  return { lines, bad };
}
