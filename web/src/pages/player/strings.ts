// Strings of the player's self-report in flip mode (draw or flip:
// R-SCORE-3), in both languages, loaded with the player page's chunk instead of
// the main dictionaries, so the public event page stays inside its 40 KB budget.
import { fmtNumber, locale } from "../../lib/i18n.ts";

const en = {
  "flip.iWon": "Draw, I won the flip",
  "flip.wonBy": "Draw, {name} won the flip",
  "flip.score": "a draw {score}, flip won by {name}",
  "flip.won": " (won the flip)",
  "flip.lost": " (lost the flip)",
  corrected: "{round} result corrected: {after} (was: {before})",
  "corrected.hidden": "{round} result corrected by the organizer",
  "corrected.none": "no result",
  "hidden.resultIn": "Result entered · hidden until the Swiss rounds end",
  "list.handIn": "Hand in your deck list",
  "list.handInWarband": "Hand in your warband list",
  "list.received": "Your deck list: received and locked",
  "list.receivedWarband": "Your warband list: received and locked",
};

export type PlayerKey = keyof typeof en;

const ja: Record<PlayerKey, string> = {
  "flip.iWon": "引き分け・コイントスは自分",
  "flip.wonBy": "引き分け・コイントスは {name}",
  "flip.score": "{score}の引き分け・コイントスは {name}",
  "flip.won": "（コイントスで勝ち）",
  "flip.lost": "（コイントスで負け）",
  corrected: "{round}の結果が訂正されました：{after}（訂正前：{before}）",
  "corrected.hidden": "{round}の結果が主催者により訂正されました",
  "corrected.none": "結果なし",
  "hidden.resultIn": "結果入力済み・スイスラウンド終了まで非公開",
  "list.handIn": "デッキリストを提出",
  "list.handInWarband": "ウォーバンドリストを提出",
  "list.received": "デッキリスト：受理済み・ロック中",
  "list.receivedWarband": "ウォーバンドリスト：受理済み・ロック中",
};

/** Like t(): the string for `key` in the current language, placeholders filled in. */
export function pt(key: PlayerKey, vars?: Record<string, string | number>): string {
  const s = (locale() === "ja" ? ja : en)[key];
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}
