// Strings of the streaming overlays only, in both languages: in the overlay's
// own chunk, out of the public dictionaries (the event page's 40 KB budget),
// as the TV's are (pages/event/tv/strings.ts).
import { fmtNumber, locale } from "../../lib/i18n/i18n.ts";

const en = {
  "ov.standings": "Standings",
  "ov.after": "after round {n}",
  "ov.hidden": "Standings hidden until the Swiss rounds end",
  "ov.none": "Standings come after the first round",
  "ov.pairings": "Pairings",
  "ov.coming": "Round {n} pairings are coming",
  "ov.noPairings": "No pairings yet",
  "ov.noRound": "There is no round {n}",
  "ov.more": "+{n} more",
  "ov.playoffs": "Playoffs",
  "ov.noBracket": "The playoffs start after the Swiss rounds",
  "ov.champion": "Champion: {name}",
  "ov.cut": "Top {n} make the cut",
  "ov.table": "Table {n}",
  "ov.noTable": "There is no table {n} in {round}",
  "ov.askTable": "Add table=N to the address (the table's number)",
  "ov.resultIn": "Result in",
  "ov.playing": "Playing",
  "ov.unknownView": "There is no overlay “{view}”: use view=standings, pairings, bracket or table",
  "ov.missing": "There is no such event: check the address",
};

export type OverlayKey = keyof typeof en;

const ja: Record<OverlayKey, string> = {
  "ov.standings": "順位表",
  "ov.after": "第{n}回戦終了時点",
  "ov.hidden": "スイスラウンドが終わるまで順位は非公開です",
  "ov.none": "順位は第1回戦の後に発表されます",
  "ov.pairings": "対戦表",
  "ov.coming": "第{n}回戦の対戦表はまもなく発表されます",
  "ov.noPairings": "対戦表はまだありません",
  "ov.noRound": "第{n}回戦はありません",
  "ov.more": "ほか{n}卓",
  "ov.playoffs": "決勝トーナメント",
  "ov.noBracket": "決勝トーナメントはスイスラウンドの後に始まります",
  "ov.champion": "優勝：{name}",
  "ov.cut": "上位{n}名が決勝トーナメントへ",
  "ov.table": "{n}卓",
  "ov.noTable": "{round}に{n}卓はありません",
  "ov.askTable": "アドレスに table=卓番号 を付けてください",
  "ov.resultIn": "結果入力済み",
  "ov.playing": "対戦中",
  "ov.unknownView": "「{view}」という表示はありません：view=standings、pairings、bracket、table のいずれかを指定してください",
  "ov.missing": "このイベントはありません：アドレスを確認してください",
};

/** Like t(): the string for `key` in the current language, placeholders filled in. */
export function ovT(key: OverlayKey, vars?: Record<string, string | number>): string {
  const s = (locale() === "ja" ? ja : en)[key];
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}
