// The names of the infractions (grouped as the Magic Infraction Procedure
// Guide groups them) and of the penalties, in English and Japanese: read by the
// console's penalty form and history and by the player's own page. No imports
// beyond types and the language: a few hundred bytes in the chunks that show them.
import type { InfractionGroup, InfractionId, PenaltyKind } from "../../../../shared/model/penalties.ts";
import { locale } from "./i18n.ts";

type Words = { en: string; ja: string };

export const INFRACTION_WORDS: Record<InfractionId, Words> = {
  "missed-trigger": { en: "Missed Trigger", ja: "誘発忘れ" },
  "looking-at-extra-cards": { en: "Looking at Extra Cards", ja: "超過したカードを見る" },
  "hidden-card-error": { en: "Hidden Card Error", ja: "非公開カードに関する誤り" },
  "mulligan-procedure-error": { en: "Mulligan Procedure Error", ja: "マリガン手順の誤り" },
  "game-rule-violation": { en: "Game Rule Violation", ja: "ゲームルール違反" },
  "failure-to-maintain-game-state": { en: "Failure to Maintain Game State", ja: "ゲームの状態の確認不備" },
  tardiness: { en: "Tardiness", ja: "遅刻" },
  "outside-assistance": { en: "Outside Assistance", ja: "外部からの援助" },
  "slow-play": { en: "Slow Play", ja: "遅いプレイ" },
  "decklist-problem": { en: "Decklist Problem", ja: "デッキリストの問題" },
  "deck-problem": { en: "Deck Problem", ja: "デッキの問題" },
  "limited-procedure-violation": { en: "Limited Procedure Violation", ja: "リミテッドの手順違反" },
  "communication-policy-violation": { en: "Communication Policy Violation", ja: "意思疎通規定違反" },
  "marked-cards": { en: "Marked Cards", ja: "カードの印" },
  "insufficient-shuffling": { en: "Insufficient Shuffling", ja: "不十分な切り直し" },
  "unsporting-conduct-minor": { en: "Unsporting Conduct — Minor", ja: "非紳士的行為・軽度" },
  "unsporting-conduct-major": { en: "Unsporting Conduct — Major", ja: "非紳士的行為・重度" },
  cheating: { en: "Cheating", ja: "故意の違反" },
  "aggressive-behavior": { en: "Aggressive Behavior", ja: "攻撃的な行為" },
  "theft-of-tournament-material": { en: "Theft of Tournament Material", ja: "トーナメント用品の窃盗" },
  stalling: { en: "Stalling", ja: "遅延行為" },
  "bribery-and-wagering": { en: "Bribery and Wagering", ja: "贈賄・賭博" },
  other: { en: "Other", ja: "その他" },
};

export const INFRACTION_GROUP_WORDS: Record<InfractionGroup, Words> = {
  "game-play-error": { en: "Game Play Error", ja: "ゲーム上の誤り" },
  "tournament-error": { en: "Tournament Error", ja: "トーナメント上の誤り" },
  "unsporting-conduct": { en: "Unsporting Conduct", ja: "非紳士的行為" },
  other: { en: "Other", ja: "その他" },
};

export const PENALTY_WORDS: Record<PenaltyKind, Words> = {
  warning: { en: "Warning", ja: "警告" },
  "game-loss": { en: "Game Loss", ja: "ゲームの敗北" },
  "match-loss": { en: "Match Loss", ja: "マッチの敗北" },
  disqualification: { en: "Disqualification", ja: "失格" },
};

const lang = () => (locale() === "ja" ? "ja" : "en");

/** An infraction's name in the reader's language ("other" by the name staff gave it). */
export function infractionName(p: { infraction: InfractionId; infractionText?: string }): string {
  return p.infraction === "other" && p.infractionText ? p.infractionText : INFRACTION_WORDS[p.infraction][lang()];
}

export const penaltyName = (kind: PenaltyKind): string => PENALTY_WORDS[kind][lang()];
export const groupName = (group: InfractionGroup): string => INFRACTION_GROUP_WORDS[group][lang()];
