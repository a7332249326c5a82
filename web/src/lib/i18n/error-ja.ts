// A server error in Japanese, from its code, the field its path names and,
// for refused input, the rule it broke (`rule`: a length, value or count
// limit) or the pasted list's line (`list`) (no English in the
// Japanese UI). Loaded lazily by ErrorBox when the reader's language is
// Japanese, so the public pages' budget carries none of it. The server's own
// (English) sentence stays under 詳細.
import type { InputRule } from "../../../../shared/commands/input-rule.ts";
import type { ListProblemKind } from "../../../../shared/commands/csv.ts";
import type { About } from "../../../../shared/commands/refusals.ts";
import { listProblemText } from "./name-words.ts";
import { refusalText } from "./refusal-words.ts";

/** The summary that folds the server's own sentence away. */
export const DETAIL = "詳細";

/** A code this build has no sentence for (a newer server): still Japanese, the code for whoever helps. */
const UNKNOWN = "操作できませんでした（{code}）。";

/** The names in a path ("$.players[2].name" → name, then players), in Japanese. */
const FIELDS: Record<string, string> = {
  name: "名前",
  reading: "よみがな",
  result: "結果",
  games: "ゲーム数",
  winner: "勝者",
  eliminated: "敗退したプレイヤー",
  code: "コード",
  round: "回戦",
  table: "卓",
  players: "参加者",
  playerId: "参加者",
  options: "設定",
  rounds: "回戦数",
  cut: "決勝トーナメントの人数",
  structure: "大会の形式",
  bestOf: "マッチの本数",
  playoffBestOf: "決勝トーナメントのマッチの本数",
  draws: "引き分けの扱い",
  lateArrival: "遅刻者の扱い",
  hiddenStandings: "順位の非公開",
  commanderRounding: "統率者ポイントの端数処理",
  visibility: "公開設定",
  roundMinutes: "1ラウンドの制限時間（分）",
  swissMinutes: "スイス式ラウンドの制限時間（分）",
  playoffMinutes: "準々決勝・準決勝の制限時間（分）",
  finalMinutes: "決勝の制限時間（分）",
  customRules: "独自ルール",
  tiebreakers: "タイブレーク",
  points: "勝ち点",
  capacity: "定員",
  fee: "参加費",
  discounts: "割引",
  category: "割引区分",
  labels: "区分名",
  percent: "割引率",
  amount: "割引額",
  registrations: "申込",
  poolId: "会場の共通定員",
  label: "名称",
  opensAt: "登録開始",
  closesAt: "登録締切",
  username: "ユーザー名",
  password: "パスワード",
  minutes: "時間",
  timers: "時間",
  list: "デッキリスト",
  main: "デッキリスト",
  sideboard: "サイドボード",
  count: "枚数",
  reason: "理由",
  csv: "CSV",
  file: "ファイル",
  date: "日付",
  gameFormat: "フォーマット",
  rules: "ルール",
  country: "国",
  region: "地域",
  profile: "レーティングのプロフィール",
  mode: "参加のしかた",
  commandId: "送信内容",
};

export function fieldName(path: string | undefined): string {
  const names = (path ?? "")
    .replace(/^\$\.?/, "")
    .split(/[.[\]]+/)
    .filter((s) => s && !/^\d+$/.test(s));
  for (let i = names.length - 1; i >= 0; i--) {
    const f = FIELDS[names[i]!];
    if (f) return f;
  }
  return "入力";
}

/** A refused field's rule in Japanese: its limit in characters, as a value or as a count. */
function ruleJa(rule: InputRule, field: string): string | null {
  const n = rule.limit;
  if (rule.kind === "max" && n !== undefined) {
    if (rule.of === "string") return `${field}は${n}文字以内にしてください。`;
    if (rule.of === "array") return `${field}は${n}件までです。`;
    return `${field}は${n}以下にしてください。`;
  }
  if (rule.kind === "min" && n !== undefined) {
    if (rule.of === "string") return n <= 1 ? `${field}を入力してください。` : `${field}は${n}文字以上にしてください。`;
    if (rule.of === "array") return n <= 1 ? `${field}を1件以上指定してください。` : `${field}は${n}件以上必要です。`;
    return `${field}は${n}以上にしてください。`;
  }
  if (rule.kind === "type") return `${field}の形式が正しくありません。`;
  if (rule.kind === "value") return `${field}の値は選べる値ではありません。`;
  if (rule.kind === "unknown-field") return `送信内容に不明な項目（${field}）があります。ページを開き直してください。`;
  if (rule.kind === "format") return `${field}の書き方が正しくありません。`;
  return null;
}

/** The error body's extra fields (the server sends them beside code, message and path). */
export interface ErrorExtras {
  rule?: InputRule;
  list?: { kind: ListProblemKind; line: number };
  /** A named refusal (shared/commands/refusals.ts) and the values its sentence names. */
  reason?: string;
  about?: About;
}

/** The Japanese sentence for an error's code, path and extra fields; never the server's English. */
export function errorJa(code: string, path?: string, extras: ErrorExtras = {}): string {
  if (code === "invalid_input" && extras.list) return listProblemText(extras.list);
  if (code === "invalid_input" && extras.rule) {
    const s = ruleJa(extras.rule, fieldName(path));
    if (s) return s;
  }
  if (code === "not_found" && !path && !extras.reason) return "見つかりません。";
  return refusalText("ja", code, fieldName(path), extras, (n) => n.toLocaleString("ja-JP")) ?? UNKNOWN.replace("{code}", code);
}
