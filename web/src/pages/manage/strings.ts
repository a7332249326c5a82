// Strings of the console's rules prompts only, in both languages.
// They live here, loaded with the console's chunk, instead of the main
// dictionaries, so the public event page's JavaScript stays inside its 40 KB
// budget (as pages/event/tv/strings.ts does).
import { fmtNumber, locale } from "../../lib/i18n/i18n.ts";

const en = {
  "rec.rounds": "Recommended for {n} players: {rounds} Swiss rounds (planned: {planned}).",
  "rec.playoff": "Playoffs: a top {cut} is recommended (Dreamblade floor rules §321).",
  "overtime.over": "The 3 extra minutes are over: a table without a winner ends with no winner. {n} open.",
  "overtime.endAll": "No winner at the {n} open tables",
  "overtime.done": "Ended with no winner.",
  "pregame.start": "Pregame, 3 min",
  "structure.label": "Structure",
  "structure.swiss": "Swiss only",
  "structure.attendance": "By attendance (Commander event rules)",
  "structure.attendanceHint":
    "6-7 players: Swiss only; 8-16: the top 4 play a final table; 17 or more: places 3-10 play two semifinal tables and places 1-2 wait at the final.",
  "finals.confirm": "Start the finals by attendance? Swiss rounds cannot be added afterwards.",
};

export type ConsoleKey = keyof typeof en;

const ja: Record<ConsoleKey, string> = {
  "rec.rounds": "{n}人の推奨：スイス式{rounds}回戦（予定：{planned}回戦）。",
  "rec.playoff": "決勝トーナメントは上位{cut}名を推奨（ドリームブレードのフロアルール§321）。",
  "overtime.over": "延長の3分が終わりました：勝者の決まらない卓は勝者なしで終了します。残り{n}卓。",
  "overtime.endAll": "残り{n}卓を勝者なしで終了",
  "overtime.done": "勝者なしで終了しました。",
  "pregame.start": "ゲーム前の準備 3分",
  "structure.label": "大会形式",
  "structure.swiss": "スイス式のみ",
  "structure.attendance": "参加人数で決定（コマンダー大会ルール）",
  "structure.attendanceHint": "6〜7人：スイス式のみ／8〜16人：上位4名が決勝卓／17人以上：3〜10位が2つの準決勝卓、1〜2位は決勝卓で待機。",
  "finals.confirm": "参加人数による決勝を始めますか？以後スイス式の回戦は追加できません。",
};

/** Like t(): the string for `key` in the current language, placeholders filled in. */
export function ct(key: ConsoleKey, vars?: Record<string, string | number>): string {
  const s = (locale() === "ja" ? ja : en)[key];
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}
