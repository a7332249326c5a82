// Strings of the TV screen only, in both languages. They live in this module
// (loaded with the TV's lazy chunk) instead of the main dictionaries, so the
// public event page's JavaScript stays inside its 40 KB budget (as
// pages/ratings/strings.ts does).
import { fmtNumber, locale } from "../../../lib/i18n/i18n.ts";

const en = {
  "tv.page": "Page {n} of {of}",
  "tv.byName": "Pairings by name",
  "tv.byNameSeats": "By name · table and seat",
  "tv.byTable": "Pairings by table",
  "tv.standings": "Standings",
  "tv.seat": "Seat {n}",
  "tv.cut": "The top {n} make the cut",
  "tv.champion": "Champion: {name}",
  "tv.final": "Final ranking",
  "tv.unpublished": "Round {n} not yet published",
  "tv.preview": "Preview for staff: round {n} is not yet published",
  "tv.extensions": "Extra time",
  "tv.extension": "table {table} +{n} min",
};

export type TvKey = keyof typeof en;

const ja: Record<TvKey, string> = {
  "tv.page": "{of}ページ中 {n}ページ目",
  "tv.byName": "名前順の対戦表",
  "tv.byNameSeats": "名前順 · 卓と席",
  "tv.byTable": "卓順の対戦表",
  "tv.standings": "順位表",
  "tv.seat": "{n}席",
  "tv.cut": "上位{n}名が決勝トーナメントへ",
  "tv.champion": "優勝：{name}",
  "tv.final": "最終順位",
  "tv.unpublished": "第{n}回戦はまだ公開されていません",
  "tv.preview": "スタッフ用プレビュー：第{n}回戦はまだ公開されていません",
  "tv.extensions": "延長",
  "tv.extension": "{table}卓 +{n}分",
};

/** Like t(): the string for `key` in the current language, placeholders filled in. */
export function tvT(key: TvKey, vars?: Record<string, string | number>): string {
  const s = (locale() === "ja" ? ja : en)[key];
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}
