// 日本語: the app around every page: navigation, preferences, common words, errors, statuses and stages（../en/shell.ts と同じキー、型で確認）。
import type { shellEn } from "../en/shell.ts";

export const shellJa: Record<keyof typeof shellEn, string> = {
  "nav.skip": "本文へ移動",
  "nav.label": "メイン",
  "nav.events": "イベント",
  "nav.organize": "主催者",
  "prefs.language": "言語",
  "prefs.dark": "ダークテーマ",
  "prefs.light": "ライトテーマ",
  "common.loading": "読み込み中…",
  "common.confirm": "確認",
  "common.pageFailed": "このページを読み込めませんでした。アプリが更新されたか、接続が切れた可能性があります。",
  "common.reload": "再読み込み",
  "common.details": "詳細",
  "common.cancel": "戻る",
  "common.retrying": "接続できません。再試行中（{n}回目）…",
  "error.network": "サーバーに接続できませんでした。接続を確認してもう一度お試しください（二重に処理されることはありません）。",
  "error.signin": "先にサインインしてください。",
  "notFound.title": "ページが見つかりません",
  "notFound.back": "イベント一覧に戻る",

  "status.live": "開催中",
  "status.upcoming": "開催予定",

  "stage.swiss": "スイス",
  "stage.playoff": "決勝トーナメント",
  "stage.finalTable": "決勝卓",
  "stage.semifinalTables": "準決勝卓",

  "role.owner": "主催者",
  "role.co-organizer": "共同主催者",
  "role.judge": "ジャッジ",

  // Ratings; the ratings pages' own strings are in pages/ratings/strings.ts.
  "nav.ratings": "レーティング",
};
