// Every known format and game has a Japanese label: the
// new-event picker and the rating pools named after a format read in
// Japanese, while the stored key stays the one pool's key. The labels live
// with the web app (web/src/lib/format-labels.ts), read here as data.
import { describe, expect, it } from "vitest";
import { formatLabel, gameLabel, poolLabel } from "./format-labels.ts";
import { KNOWN_FORMATS } from "./formats.ts";

describe("format labels in Japanese", () => {
  it("label every known format and game without English, and leave English and typed formats as they are", () => {
    for (const f of KNOWN_FORMATS) {
      expect(formatLabel(f.key, "ja"), f.key).not.toMatch(/[A-Za-z]/);
      expect(gameLabel(f.game, "ja"), f.game).not.toMatch(/[A-Za-z]/);
      expect(formatLabel(f.key, "en")).toBe(f.key);
    }
    expect(formatLabel("Magic: Modern", "ja")).toBe("マジック：モダン");
    expect(formatLabel("Star Wars: Unlimited: Twin Suns", "ja")).toBe("スター・ウォーズ：アンリミテッド：ツインサンズ");
    expect(formatLabel("木曜ゲーム会", "ja")).toBe("木曜ゲーム会");
    // A stored format that names a known one, as typed through the API, reads as that one.
    expect(formatLabel("Commander", "ja")).toBe("マジック：統率者戦");
    expect(formatLabel("MTG Modern", "ja")).toBe("マジック：モダン");
    expect(formatLabel("Dreamblade Constructed", "ja")).toBe("ドリームブレード：構築");
    expect(formatLabel("Commander", "en")).toBe("Commander");
    expect(poolLabel("Dreamblade 2006", "ja")).toBe("ドリームブレード 2006");
    expect(poolLabel("Dreamblade: Constructed", "ja")).toBe("ドリームブレード：構築");
  });
});
