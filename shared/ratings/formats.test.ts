import { describe, expect, it } from "vitest";
import { canonicalGameFormat, KNOWN_FORMATS } from "./formats.ts";

describe("known game formats", () => {
  it("list every format the picker offers once, with one key each", () => {
    const keys = KNOWN_FORMATS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of [
      "Magic: Standard",
      "Magic: Pioneer",
      "Magic: Modern",
      "Magic: Legacy",
      "Magic: Vintage",
      "Magic: Pauper",
      "Magic: Commander",
      "Magic: Booster Draft",
      "Magic: Sealed",
      "Dreamblade: Constructed",
      "Dreamblade: Limited",
    ]) {
      expect(keys).toContain(k);
    }
    expect(KNOWN_FORMATS.map((f) => f.game)).toEqual(
      expect.arrayContaining(["Pokémon TCG", "Disney Lorcana", "One Piece Card Game", "Flesh and Blood", "Star Wars: Unlimited"]),
    );
  });

  it("read the ways people write a format as its one key", () => {
    for (const typed of ["Magic: Modern", "MTG Modern", "mtg: modern", "Modern (MTG)", "magic the gathering modern", "Modern"])
      expect(canonicalGameFormat(typed)).toBe("Magic: Modern");
    expect(canonicalGameFormat("pokemon standard")).toBe("Pokémon: Standard");
    expect(canonicalGameFormat("FaB Blitz")).toBe("Flesh and Blood: Blitz");
    // "Standard" alone is Magic's and Pokémon's: not guessed.
    expect(canonicalGameFormat("Standard")).toBeNull();
    expect(canonicalGameFormat("Old School 93/94")).toBeNull();
  });
});
