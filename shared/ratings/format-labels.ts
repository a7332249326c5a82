// The known games' formats (shared/ratings/formats.ts) and the rating pools
// named after them, in the reader's language. The stored
// key stays as it is ("Magic: Modern" is one rating pool whatever language
// shows it); only its label changes. A format typed by hand is shown as typed.
import { canonicalGameFormat, KNOWN_FORMATS } from "./formats.ts";

const GAMES_JA: Record<string, string> = {
  Magic: "マジック",
  Dreamblade: "ドリームブレード",
  Pokémon: "ポケモンカード",
  Lorcana: "ロルカナ",
  "One Piece": "ワンピースカードゲーム",
  "Flesh and Blood": "フレッシュ・アンド・ブラッド",
  "Star Wars: Unlimited": "スター・ウォーズ：アンリミテッド",
};

const FORMATS_JA: Record<string, string> = {
  Standard: "スタンダード",
  Pioneer: "パイオニア",
  Modern: "モダン",
  Legacy: "レガシー",
  Vintage: "ヴィンテージ",
  Pauper: "パウパー",
  Commander: "統率者戦",
  "Booster Draft": "ブースタードラフト",
  Sealed: "シールド",
  Constructed: "構築",
  Limited: "リミテッド",
  Expanded: "エクスパンデッド",
  "Core Constructed": "コア構築",
  "Infinity Constructed": "インフィニティ構築",
  "Classic Constructed": "クラシック構築",
  Blitz: "ブリッツ",
  Premier: "プレミア",
  "Twin Suns": "ツインサンズ",
};

const KNOWN = new Map(KNOWN_FORMATS.map((f) => [f.key, f]));

/**
 * A game format's label: "Magic: Modern" reads マジック：モダン in Japanese, and
 * so does a stored format that names it ("Modern", "MTG Modern": events made
 * through the API keep what was typed); anything else as it is.
 */
export function formatLabel(key: string, lang: "en" | "ja"): string {
  if (lang !== "ja") return key;
  const f = KNOWN.get(key) ?? KNOWN.get(canonicalGameFormat(key) ?? "");
  if (!f) return key;
  const prefix = f.key.slice(0, f.key.length - f.format.length - 2);
  const game = GAMES_JA[prefix];
  const format = FORMATS_JA[f.format];
  return game && format ? `${game}：${format}` : key;
}

const GAME_NAMES_JA: Record<string, string> = {
  "Magic: The Gathering": "マジック：ザ・ギャザリング",
  Dreamblade: "ドリームブレード",
  "Pokémon TCG": "ポケモンカードゲーム",
  "Disney Lorcana": "ディズニー・ロルカナ",
  "One Piece Card Game": "ワンピースカードゲーム",
  "Flesh and Blood": "フレッシュ・アンド・ブラッド",
  "Star Wars: Unlimited": "スター・ウォーズ：アンリミテッド",
};

/** A game's name as the picker groups formats, in the reader's language. */
export function gameLabel(game: string, lang: "en" | "ja"): string {
  return lang === "ja" ? (GAME_NAMES_JA[game] ?? game) : game;
}

/** A rating pool's label: a known format's (the pools of clubs), or Dreamblade's seasons ("Dreamblade 2006" → ドリームブレード 2006). */
export function poolLabel(label: string, lang: "en" | "ja"): string {
  if (lang !== "ja") return label;
  if (label.startsWith("Dreamblade ") && !KNOWN.has(label)) return `${GAMES_JA.Dreamblade} ${label.slice("Dreamblade ".length)}`;
  return formatLabel(label, lang);
}
