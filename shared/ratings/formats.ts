// Known games and formats: the new-event form's picker offers them, and a
// format typed by hand that names one of them ("MTG Modern", "modern magic")
// is recognised as that format's one canonical key ("Magic: Modern"), so one
// format is one rating pool (pools are keyed by the event's gameFormat).

export interface KnownFormat {
  /** The canonical key, stored as the event's gameFormat. */
  key: string;
  /** The game, as the picker groups formats. */
  game: string;
  /** The format within the game. */
  format: string;
}

interface Game {
  game: string;
  /** The prefix of its keys ("Magic: Modern"); empty for a game with one format named after it. */
  prefix: string;
  /** How people write the game's name in a format ("mtg modern", "magic modern"). */
  names: string[];
  formats: string[];
}

const GAMES: Game[] = [
  {
    game: "Magic: The Gathering",
    prefix: "Magic",
    names: ["magic", "mtg", "magic the gathering", "mtga"],
    formats: ["Standard", "Pioneer", "Modern", "Legacy", "Vintage", "Pauper", "Commander", "Booster Draft", "Sealed"],
  },
  { game: "Dreamblade", prefix: "Dreamblade", names: ["dreamblade", "db"], formats: ["Constructed", "Limited"] },
  { game: "Pokémon TCG", prefix: "Pokémon", names: ["pokemon", "pokemon tcg", "ptcg", "pkmn"], formats: ["Standard", "Expanded"] },
  { game: "Disney Lorcana", prefix: "Lorcana", names: ["lorcana", "disney lorcana"], formats: ["Core Constructed", "Infinity Constructed"] },
  { game: "One Piece Card Game", prefix: "One Piece", names: ["one piece", "one piece card game", "optcg", "op"], formats: ["Standard"] },
  { game: "Flesh and Blood", prefix: "Flesh and Blood", names: ["flesh and blood", "fab", "fabtcg"], formats: ["Classic Constructed", "Blitz"] },
  { game: "Star Wars: Unlimited", prefix: "Star Wars: Unlimited", names: ["star wars unlimited", "swu"], formats: ["Premier", "Twin Suns"] },
];

/** Every known format, grouped by game in the order above. */
export const KNOWN_FORMATS: KnownFormat[] = GAMES.flatMap((g) => g.formats.map((format) => ({ key: `${g.prefix}: ${format}`, game: g.game, format })));

/** Case, accents, punctuation and spaces aside: "MTG: Modern" and "mtg modern" read the same. */
function squash(s: string): string {
  return s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "");
}

const ALIASES: Map<string, string> = (() => {
  const out = new Map<string, string>();
  const bare = new Map<string, string[]>();
  for (const g of GAMES) {
    for (const format of g.formats) {
      const key = `${g.prefix}: ${format}`;
      for (const name of [g.prefix, ...g.names]) {
        out.set(squash(`${name} ${format}`), key);
        out.set(squash(`${format} ${name}`), key);
      }
      bare.set(squash(format), [...(bare.get(squash(format)) ?? []), key]);
    }
  }
  // A format name alone ("Modern", "Pauper") when only one game has it.
  for (const [name, keys] of bare) if (keys.length === 1 && !out.has(name)) out.set(name, keys[0]!);
  return out;
})();

/**
 * The canonical key a typed game format stands for, or null when it names no
 * known format: canonicalGameFormat("MTG Modern") === "Magic: Modern",
 * canonicalGameFormat("pauper") === "Magic: Pauper", canonicalGameFormat("Standard") === null (two games have one).
 */
export function canonicalGameFormat(text: string): string | null {
  return ALIASES.get(squash(text)) ?? null;
}
