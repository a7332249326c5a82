// The self-report form's words (report a result, confirm or dispute the
// opponent's), in both languages: loaded with the player page's chunk, off
// the public event page's dictionary and its 40 KB budget.
import { fmtNumber, locale } from "../../lib/i18n/i18n.ts";

const en = {
  title: "Report table {table}",
  code: "Your secret code",
  help: "Tap the result of your match. Your opponent confirms it with their code.",
  pick: "Your result",
  iWon: "I won {score}",
  iLost: "I lost {score}",
  iWonPod: "I won",
  draw: "Draw",
  needCode: "Enter your secret code first (it is on your registration slip).",
  waitingLong:
    "A result for this table was reported and waits for the other player's confirmation. If it is yours to confirm, enter your code and confirm it; if it is wrong, dispute it and a judge will come.",
  waitingOpponent: "You reported this table. It waits for your opponent to confirm it with their code.",
  disputedLong: "The result of this table is disputed. A judge will settle it.",
  reportedBy: "{name} reported {result}.",
  scoreFor: "{score} for {name}",
  drawScore: "a draw {score}",
  checkIt: "If this is right, confirm it. If it is wrong, dispute it and a judge will come.",
  confirm: "Confirm the result",
  dispute: "Dispute",
  "sent.report": "Reported. Your opponent confirms it with their code.",
  "sent.confirm": "Confirmed. Thank you!",
  "sent.dispute": "Disputed. A judge will come to your table.",
  youReported: "You reported {result}. It waits for your opponent to confirm it with their code; until then you can change it.",
  change: "Change my report",
  changeHelp: "Tap the right result: it replaces the one you reported.",
  keep: "Keep my report",
};

export type ReportKey = keyof typeof en;

const ja: Record<ReportKey, string> = {
  title: "{table}卓の結果報告",
  code: "あなたの秘密コード",
  help: "マッチの結果をタップしてください。対戦相手が自分のコードで確認します。",
  pick: "あなたの結果",
  iWon: "勝ち {score}",
  iLost: "負け {score}",
  iWonPod: "自分の勝ち",
  draw: "引き分け",
  needCode: "先に秘密コードを入力してください（受付票に書いてあります）。",
  waitingLong:
    "この卓の結果が報告され、相手の確認を待っています。あなたが確認する側ならコードを入れて確認してください。間違っていれば異議を申し立てるとジャッジが来ます。",
  waitingOpponent: "この卓の結果を報告しました。対戦相手が自分のコードで確認するのを待っています。",
  disputedLong: "この卓の結果には異議が出ています。ジャッジが裁定します。",
  reportedBy: "{name}さんの報告：{result}",
  scoreFor: "{name}さんの{score}勝ち",
  drawScore: "{score}の引き分け",
  checkIt: "正しければ確認してください。間違っていれば異議を申し立てるとジャッジが来ます。",
  confirm: "結果を確認",
  dispute: "異議あり",
  "sent.report": "報告しました。対戦相手が自分のコードで確認します。",
  "sent.confirm": "確認しました。ありがとうございます！",
  "sent.dispute": "異議を送りました。ジャッジが卓に向かいます。",
  youReported: "あなたは「{result}」と報告しました。対戦相手が自分のコードで確認するまでお待ちください。確認されるまでは変更できます。",
  change: "報告を変更する",
  changeHelp: "正しい結果をタップしてください。先ほどの報告と置き換わります。",
  keep: "報告を変更しない",
};

/** Like t(): the self-report's string for `key` in the current language, placeholders filled in. */
export function rt(key: ReportKey, vars?: Record<string, string | number>): string {
  const s = (locale() === "ja" ? ja : en)[key];
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}
