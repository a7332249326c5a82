// Strings of the console's rounds picker and correction of an earlier round, in both
// languages, loaded with the console's chunk only (as strings.ts does).
import { fmtNumber, locale } from "../../lib/i18n/i18n.ts";

const en = {
  "correct.rounds": "Rounds",
  "correct.title": "Correct a result of {round}",
  "correct.help": "For a result entered wrong in a round that is closed. The standings follow the correction; later rounds keep their pairings.",
  "correct.change": "Change",
  "correct.open": "no result",
  "correct.pick": "New result for table {table}:",
  "correct.cancel": "Cancel",
  "correct.confirm": "{round}, table {table}: {from} → {to}.",
  "correct.later": "Later rounds keep their pairings ({rounds}): a correction does not re-pair.",
  "correct.noLater": "No later round has been paired.",
  "correct.nothing": "The standings do not change.",
  "correct.row": "{name}: {from} → {to} points, place {p1} → {p2}",
  "correct.button": "Correct {round}",
  "correct.done": "{round}, table {table} corrected: {result}. The standings follow.",
};

export type CorrectKey = keyof typeof en;

const ja: Record<CorrectKey, string> = {
  "correct.rounds": "ラウンド",
  "correct.title": "{round}の結果を訂正",
  "correct.help": "終了したラウンドで誤って入力された結果を直します。順位は訂正に従って変わり、後のラウンドの対戦組み合わせはそのままです。",
  "correct.change": "変更",
  "correct.open": "結果なし",
  "correct.pick": "{table}卓の新しい結果：",
  "correct.cancel": "キャンセル",
  "correct.confirm": "{round}・{table}卓：{from} → {to}。",
  "correct.later": "後のラウンド（{rounds}）の組み合わせはそのままです。訂正しても再組み合わせはしません。",
  "correct.noLater": "後のラウンドはまだ組まれていません。",
  "correct.nothing": "順位は変わりません。",
  "correct.row": "{name}：{from} → {to}点、{p1}位 → {p2}位",
  "correct.button": "{round}を訂正",
  "correct.done": "{round}・{table}卓を訂正しました：{result}。順位に反映されます。",
};

/** Like t(): the string for `key` in the current language, placeholders filled in. */
export function kt(key: CorrectKey, vars?: Record<string, string | number>): string {
  const s = (locale() === "ja" ? ja : en)[key];
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}
