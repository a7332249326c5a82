// Strings of the offline layer (issue 16) in both languages: the update offer,
// the outbox, "offline since". Kept out of the main dictionaries, which count
// against the public event page's JavaScript budget.
import { locale } from "../i18n.ts";

const en = {
  "update.ready": "A new version of Topcut is ready.",
  "update.reload": "Use it now",
  "update.later": "Later",
  "outbox.waiting": "{n} changes not sent yet",
  "outbox.waitingOne": "1 change not sent yet",
  "outbox.queued": "Saved on this phone; it will be sent when the network is back.",
  "outbox.refused": "Refused by the server: {message}",
  "outbox.dismiss": "Dismiss",
  "offline.since": "Offline since {time}",
  "offline.lastUpdated": "Offline, last updated {time}",
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
  "offline.since": "{time}からオフライン",
  "offline.lastUpdated": "オフライン、最終更新 {time}",
};

export function ot(key: OfflineKey, vars: Record<string, string | number> = {}): string {
  const s = (locale() === "ja" ? ja : en)[key];
  return s.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
