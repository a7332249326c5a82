// One plain sentence on each rules profile, in the reader's language: the
// event page's rules box (a chunk drawn after the tables) and the new-event
// form say it. Kept beside them rather than in the public dictionary, so the
// event page's first JavaScript does not carry it.
import { locale } from "./i18n.ts";

const en: Record<string, string> = {
  club: "Swiss rounds with opponents' match-win %, game-win % and opponents' game-win % as tiebreakers.",
  "dci-2009": "The Magic tournament rules of 2009: byes 2–0, percentages floored at 33%.",
  mtr: "Today's Magic Tournament Rules: every percentage floored at one third.",
  dreamblade: "Dreamblade floor rules: one-game matches and Dreamblade tiebreakers.",
  commander: "Multiplayer Commander: tables of 3–4, Commander Points, finals by attendance.",
};

const ja: Record<keyof typeof en, string> = {
  club: "スイス式。タイブレークは対戦相手のマッチ勝率、ゲーム勝率、対戦相手のゲーム勝率。",
  "dci-2009": "2009年のマジック大会ルール。バイは2–0、勝率の下限は33%。",
  mtr: "現行のマジック・トーナメントルール。すべての勝率の下限は3分の1。",
  dreamblade: "ドリームブレイドのフロアルール。1ゲームマッチと独自のタイブレーク。",
  commander: "多人数の統率者戦。3〜4人卓、統率者ポイント、出席に基づく決勝。",
};

/** One plain sentence on the profile ("" for one this build has no words for, such as an organizer's own). */
export function profileAbout(id: string): string {
  return (locale() === "ja" ? ja : en)[id] ?? "";
}
