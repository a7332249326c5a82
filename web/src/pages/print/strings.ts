// Strings of the print views' own (final ranking, Commander
// result slips), both languages, loaded with the print chunk rather than the
// main dictionaries (the public event page's 40 KB budget).
import { fmtNumber, locale } from "../../lib/i18n/i18n.ts";

const en = {
  "pr.finalRanking": "Final ranking",
  "pr.place": "Place",
  "pr.swissPoints": "Swiss points",
  "pr.swissBelow": "The Swiss standings follow.",
  "pr.seat": "Seat",
  "pr.noWinner": "No winner (time)",
  "pr.noWinnerHint": "Tick only if nobody won when time ran out.",
  "pr.eliminated": "Out before time",
  "pr.extension": "+{n} min",
  "pr.extensionOf": "table {table} has {n} extra minutes",
  "pr.unpublished": "Round {n} is not yet published: players do not see these pairings until staff publish them.",
};

export type PrintKey = keyof typeof en;

const ja: Record<PrintKey, string> = {
  "pr.finalRanking": "最終順位",
  "pr.place": "順位",
  "pr.swissPoints": "スイス得点",
  "pr.swissBelow": "スイスラウンドの順位は下のとおりです。",
  "pr.seat": "席",
  "pr.noWinner": "勝者なし（時間切れ）",
  "pr.noWinnerHint": "時間切れで勝者が決まらなかったときだけチェックしてください。",
  "pr.eliminated": "時間前に敗退",
  "pr.extension": "+{n}分",
  "pr.extensionOf": "{table}卓は{n}分延長",
  "pr.unpublished": "第{n}回戦はまだ公開されていません。スタッフが公開するまで、プレイヤーにはこの対戦表が見えません。",
};

/** Like t(): the string for `key` in the current language, placeholders filled in. */
export function prT(key: PrintKey, vars?: Record<string, string | number>): string {
  const s = (locale() === "ja" ? ja : en)[key];
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}
