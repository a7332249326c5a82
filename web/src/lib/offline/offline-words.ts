// Strings of the offline layer in both languages: the update offer,
// the outbox, two phones' results for one table, "offline since". Kept out of the main dictionaries, which count
// against the public event page's JavaScript budget.
import { locale } from "../i18n/i18n.ts";

const en = {
  "update.ready": "A new version of Topcut is ready.",
  "update.reload": "Use it now",
  "update.later": "Later",
  "outbox.waiting": "{n} changes not sent yet",
  "outbox.waitingOne": "1 change not sent yet",
  "outbox.queued": "Saved on this phone; it will be sent when the network is back.",
  "outbox.refused": "Refused by the server: {message}",
  "outbox.dismiss": "Dismiss",
  "conflict.title": "Table {table}, round {round}: two different results",
  "conflict.explain": "Another phone entered a result for this table first. This phone's result was not recorded.",
  "conflict.mine": "This phone",
  "conflict.stored": "Recorded",
  "conflict.none": "No result",
  "conflict.takeBack": "Result taken back",
  "conflict.keep": "Keep the recorded result",
  "conflict.apply": "Use this phone's result",
  "conflict.applyLabel": "Table {table}: {result} (replaces {stored})",
  "conflict.online": "Another phone entered a result for table {table} first; both results are shown at the top to choose from.",
  "offline.since": "Offline since {time}",
  "offline.lastUpdated": "Offline, last updated {time}",
  "desk.needsNetwork":
    "This needs the network: the registration desk's changes are made on the server (registrations, a new player's code). Try again once the phone is online.",
};

export type OfflineKey = keyof typeof en;

const ja: Record<OfflineKey, string> = {
  "update.ready": "Topcutの新しいバージョンがあります。",
  "update.reload": "今すぐ使う",
  "update.later": "あとで",
  "outbox.waiting": "未送信の変更が{n}件あります",
  "outbox.waitingOne": "未送信の変更が1件あります",
  "outbox.queued": "この端末に保存しました。ネットワークが戻ると送信します。",
  "outbox.refused": "サーバーが受け付けませんでした：{message}",
  "outbox.dismiss": "閉じる",
  "conflict.title": "{table}卓（第{round}回戦）：結果が2つあります",
  "conflict.explain": "別の端末が先にこの卓の結果を入力しました。この端末の結果は登録されていません。",
  "conflict.mine": "この端末",
  "conflict.stored": "登録済み",
  "conflict.none": "結果なし",
  "conflict.takeBack": "結果の取り消し",
  "conflict.keep": "登録済みの結果のままにする",
  "conflict.apply": "この端末の結果にする",
  "conflict.applyLabel": "{table}卓：{result}（{stored}から変更）",
  "conflict.online": "別の端末が先に{table}卓の結果を入力しました。2つの結果を画面上部に表示しています。どちらにするか選んでください。",
  "offline.since": "{time}からオフライン",
  "offline.lastUpdated": "オフライン、最終更新 {time}",
  "desk.needsNetwork":
    "この操作にはネットワークが必要です。受付の変更（申し込み、新しいプレイヤーのコード）はサーバーで行われます。オンラインに戻ってから、もう一度お試しください。",
};

export function ot(key: OfflineKey, vars: Record<string, string | number> = {}): string {
  const s = (locale() === "ja" ? ja : en)[key];
  return s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
