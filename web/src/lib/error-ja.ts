// A server error in Japanese, from its code and the field its path names
// (issue 21: no English in the Japanese UI). Loaded lazily by ErrorBox when
// the reader's language is Japanese, so the public pages' budget carries
// none of it. The server's own (English) sentence stays under 詳細.
/** The summary that folds the server's own sentence away. */
export const DETAIL = "詳細";

const BY_CODE: Record<string, string> = {
  bad_json: "送信内容を読み取れませんでした。ページを開き直してください。",
  invalid_input: "{field}の内容が正しくありません。",
  unauthenticated: "先にサインインしてください。",
  invalid_credentials: "ユーザー名またはパスワードが違います。",
  wrong_code: "コードが違います。",
  forbidden: "この操作をする権限がありません。",
  forbidden_origin: "このページからは操作できません。ページを開き直してください。",
  not_found: "{field}が見つかりません。",
  stale_round: "画面の情報が古くなっていました。最新の状態を読み込んだので、もう一度操作してください。",
  conflict: "ほかの操作と重なりました。もう一度お試しください。",
  idempotency_conflict: "同じ操作がすでに別の内容で送られています。ページを開き直してください。",
  too_large: "送信内容が大きすぎます。",
  unsupported_media_type: "送信の形式が正しくありません。",
  not_allowed_now: "今はこの操作はできません。",
  rate_limited: "操作が多すぎます。しばらく待ってからお試しください。",
  internal: "サーバーでエラーが起きました。時間をおいてもう一度お試しください。",
};

/** The first name in a path ("$.players[2].name" → "players"), in Japanese. */
const FIELDS: Record<string, string> = {
  name: "名前",
  result: "結果",
  games: "ゲーム数",
  code: "コード",
  round: "回戦",
  table: "卓",
  players: "参加者",
  playerId: "参加者",
  options: "設定",
  rounds: "回戦数",
  cut: "決勝トーナメントの人数",
  capacity: "定員",
  fee: "参加費",
  discounts: "割引",
  category: "割引区分",
  registrations: "申込",
  poolId: "会場の共通定員",
  opensAt: "登録開始",
  closesAt: "登録締切",
  username: "ユーザー名",
  password: "パスワード",
  minutes: "時間",
  timers: "時間",
  list: "デッキリスト",
  main: "デッキリスト",
  csv: "CSV",
  date: "日付",
  gameFormat: "フォーマット",
  rules: "ルール",
};

export function fieldName(path: string | undefined): string {
  const names = (path ?? "").replace(/^\$\.?/, "").split(/[.[\]]+/).filter((s) => s && !/^\d+$/.test(s));
  for (let i = names.length - 1; i >= 0; i--) {
    const f = FIELDS[names[i]!];
    if (f) return f;
  }
  return "入力";
}

/** The Japanese sentence for an error's code and path; null for a code this module does not know. */
export function errorJa(code: string, path?: string): string | null {
  const s = BY_CODE[code];
  if (!s) return null;
  if (code === "not_found" && !path) return "見つかりません。";
  return s.replace("{field}", fieldName(path));
}
