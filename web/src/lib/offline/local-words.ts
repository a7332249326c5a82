// Strings of the console's local view and offline pairing in both
// languages: changes shown before they are sent, and the banner when the
// server paired a round otherwise than the phone did.
import { locale } from "../i18n/i18n.ts";

const en = {
  "local.note": "Showing {n} changes made on this phone; not sent yet.",
  "local.noteOne": "Showing 1 change made on this phone; not sent yet.",
  "local.stopped": "A change waiting here cannot be applied on this phone ({message}); it and the ones after it show once the server has them.",
  "local.unsent": "not sent yet",
  "local.noCode": "code from the server",
  "local.round": "Paired on this phone, not sent yet: the server pairs the same from the same event.",
  "pairing.changed": "The server paired round {n} differently from this phone: the event changed meanwhile.",
  "pairing.table": "Table {table}: {before} → {after}",
  "pairing.bye": "Bye: {before} → {after}",
  "pairing.loss": "Late arrival's loss: {before} → {after}",
  "pairing.nobody": "nobody",
  "pairing.reprint": "Print the new pairings",
  "pairing.dismiss": "Dismiss",
  "refusedRound.title": "Round {n}, paired on this phone, was not taken by the server.",
  "refusedRound.why": "The server said: {message}",
  "refusedRound.now": "The console now shows the server's round {n}: print its pairings before the players sit down.",
  "refusedRound.print": "Print the server's pairings",
};

export type LocalKey = keyof typeof en;

const ja: Record<LocalKey, string> = {
  "local.note": "この端末での未送信の変更{n}件を反映して表示しています。",
  "local.noteOne": "この端末での未送信の変更1件を反映して表示しています。",
  "local.stopped": "未送信の変更の一つをこの端末では反映できません（{message}）。その変更と以降の変更は、サーバーに届いてから表示されます。",
  "local.unsent": "未送信",
  "local.noCode": "コードはサーバーから",
  "local.round": "この端末で組み合わせました（未送信）。同じ状態からサーバーも同じ組み合わせを作ります。",
  "pairing.changed": "サーバーの第{n}回戦の組み合わせは、この端末で作ったものと異なります。その間にイベントが変更されました。",
  "pairing.table": "{table}卓：{before} → {after}",
  "pairing.bye": "不戦勝：{before} → {after}",
  "pairing.loss": "遅刻者の敗戦：{before} → {after}",
  "pairing.nobody": "なし",
  "pairing.reprint": "新しい組み合わせを印刷",
  "pairing.dismiss": "閉じる",
  "refusedRound.title": "この端末で組み合わせた第{n}回戦は、サーバーに受け付けられませんでした。",
  "refusedRound.why": "サーバーの応答：{message}",
  "refusedRound.now": "画面はサーバーの第{n}回戦を表示しています。着席前にその組み合わせを印刷してください。",
  "refusedRound.print": "サーバーの組み合わせを印刷",
};

export function lt(key: LocalKey, vars: Record<string, string | number> = {}): string {
  const s = (locale() === "ja" ? ja : en)[key];
  return s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
