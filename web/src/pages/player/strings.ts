// Strings of the player's self-report in flip mode (draw or flip:
// R-SCORE-3), in both languages, loaded with the player page's chunk instead of
// the main dictionaries, so the public event page stays inside its 40 KB budget.
import { fmtNumber, locale } from "../../lib/i18n/i18n.ts";

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
  "checkIn.title": "Check-in",
  "checkIn.ask": "The event asks every player to check in before round 1: type your code and check in.",
  "checkIn.button": "Check in",
  "checkIn.done": "You are checked in.",
  "judge.title": "Need a judge at table {table}?",
  "judge.call": "Call a judge",
  "judge.waiting": "Called at {time}: stay at your table, a judge is coming.",
  "judge.heard": "A judge heard your call and is on the way.",
  "judge.closed": "Your last call is closed. Call again if you need a judge.",
  "penalties.title": "Your penalties",
  "penalties.beforeRound1": "before round 1",
  coming: "Round {n} pairings are coming.",
  "notify.title": "Your tables on this phone",
  "notify.ask": "Get a notification with your table as soon as each round is paired, even with this page closed.",
  "notify.on": "Notify me on this phone",
  "notify.isOn": "This phone is told of your tables.",
  "notify.off": "Stop notifications",
  "notify.denied": "Notifications are blocked for this site: allow them in the browser's settings to be told of your tables.",
  "notify.iphone": "On an iPhone, add this page to your Home Screen (Share, then Add to Home Screen) and open it from there to get notifications.",
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
  "checkIn.title": "チェックイン",
  "checkIn.ask": "第1回戦の前に全員のチェックインが必要です。コードを入力してチェックインしてください。",
  "checkIn.button": "チェックインする",
  "checkIn.done": "チェックイン済みです。",
  "judge.title": "{table}卓でジャッジが必要ですか？",
  "judge.call": "ジャッジを呼ぶ",
  "judge.waiting": "{time}に呼び出しました。席で待っていてください。ジャッジが向かいます。",
  "judge.heard": "ジャッジが呼び出しを受けて向かっています。",
  "judge.closed": "前回の呼び出しは対応済みです。必要ならもう一度呼んでください。",
  "penalties.title": "あなたのペナルティ",
  "penalties.beforeRound1": "第1回戦の前",
  coming: "第{n}回戦の対戦表はまもなく発表されます。",
  "notify.title": "このスマホに卓番号を通知",
  "notify.ask": "各回戦の対戦が決まるとすぐに卓番号を通知します。このページを閉じていても届きます。",
  "notify.on": "このスマホに通知する",
  "notify.isOn": "このスマホに卓番号が通知されます。",
  "notify.off": "通知をやめる",
  "notify.denied": "このサイトの通知はブロックされています。ブラウザの設定で許可すると卓番号が届きます。",
  "notify.iphone": "iPhoneでは、このページをホーム画面に追加（共有→ホーム画面に追加）し、そこから開くと通知を受け取れます。",
};

/** Like t(): the string for `key` in the current language, placeholders filled in. */
export function pt(key: PlayerKey, vars?: Record<string, string | number>): string {
  const s = (locale() === "ja" ? ja : en)[key];
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}
