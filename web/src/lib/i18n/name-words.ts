// Strings about entering names: the optional reading
// (furigana) wherever a name is typed, and the console's list preview
// problems, in both languages. Loaded with the pages that enter names (the
// console, the desk, the register page), not the public event page.
import { fmtNumber, locale } from "./i18n.ts";
import type { ListProblem } from "../../../../shared/commands/csv.ts";

const en = {
  "reading.label": "Reading of the name (furigana, optional; lists sort by it)",
  "reading.short": "Reading (furigana, optional)",
  "list.empty-list": "The list is empty: paste one player name per line.",
  "list.empty-name": "Line {line}: the name column is empty.",
  "list.name-too-long": "Line {line}: a name is at most 120 characters.",
  "list.name-rule": "Line {line}: the name holds characters a name cannot hold (control, invisible or direction characters).",
  "list.reading-too-long": "Line {line}: a reading is at most 120 characters.",
  "list.text-rule": "Line {line}: the reading, country or region holds characters text cannot hold (control, invisible or direction characters).",
  "list.no-names": "The list has no player names.",
  "list.too-many": "At most 1,000 players can be added at once.",
  "list.columns": "CSV columns: name (or 名前), reading (or よみがな), country, region.",
};

export type NameKey = keyof typeof en;

const ja: Record<NameKey, string> = {
  "reading.label": "よみがな（任意・名前順の並びに使います）",
  "reading.short": "よみがな（任意）",
  "list.empty-list": "リストが空です。1行に1人ずつ名前を貼り付けてください。",
  "list.empty-name": "{line}行目：名前の列が空です。",
  "list.name-too-long": "{line}行目：名前は120文字以内にしてください。",
  "list.name-rule": "{line}行目：名前に使えない文字（制御文字・見えない文字・書字方向の文字）が含まれています。",
  "list.reading-too-long": "{line}行目：よみがなは120文字以内にしてください。",
  "list.text-rule": "{line}行目：よみがな・国・地域に使えない文字（制御文字・見えない文字・書字方向の文字）が含まれています。",
  "list.no-names": "リストにプレイヤー名がありません。",
  "list.too-many": "一度に追加できるのは1,000人までです。",
  "list.columns": "CSVの列：name（または 名前）、reading（または よみがな）、country、region。",
};

/** Like t(): the string for `key` in the current language, placeholders filled in. */
export function nt(key: NameKey, vars?: Record<string, string | number>): string {
  const s = (locale() === "ja" ? ja : en)[key];
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}

/** A list preview's problem in the reader's language (the engine's kind and line, not its English sentence). */
export function listProblemText(p: Pick<ListProblem, "kind" | "line">): string {
  return nt(`list.${p.kind}`, { line: String(p.line) });
}
