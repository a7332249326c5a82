// The one text rule: each class it refuses, and text in any script it must take.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clearableTextSchema, textSchema } from "./input.ts";
import { textProblem } from "./text-rule.ts";

/** One example of every refused class, each inside otherwise fine text. */
const REFUSED: [string, string, RegExp][] = [
  ["NUL", "Ann\u0000", /control/],
  ["a tab", "Ann\tLee", /control/],
  ["a line feed", "Ann\nLee", /control/],
  ["a carriage return", "Ann\rLee", /control/],
  ["escape (terminal colours)", "\u001b[31mAnn", /control/],
  ["DEL", "Ann\u007f", /control/],
  ["a C1 control (NEL)", "Ann\u0085", /control/],
  ["a line separator", "Ann\u2028Lee", /separator/],
  ["a paragraph separator", "Ann\u2029Lee", /separator/],
  ["a lone high surrogate", "Ann\ud800", /surrogate/],
  ["a lone low surrogate", "\udc00Ann", /surrogate/],
  ["a right-to-left override", "Ann\u202egnp.exe", /bidirectional/],
  ["a left-to-right embedding", "\u202aAnn", /bidirectional/],
  ["a pop directional formatting", "Ann\u202c", /bidirectional/],
  ["a first-strong isolate", "\u2068Ann\u2069", /bidirectional/],
  ["a left-to-right mark", "Ann\u200e", /bidirectional/],
  ["a right-to-left mark", "\u200fAnn", /bidirectional/],
  ["an Arabic letter mark", "Ann\u061c", /bidirectional/],
  ["a tag character", "Ann\u{e0041}\u{e0042}", /tag/],
  ["the cancel tag alone", "Ann\u{e007f}", /tag/],
  ["the language tag", "\u{e0001}Ann", /tag/],
  ["U+FDD0", "Ann\ufdd0", /noncharacter/],
  ["U+FFFE", "Ann\ufffe", /noncharacter/],
  ["U+FFFF", "Ann\uffff", /noncharacter/],
  ["U+1FFFF", "Ann\u{1ffff}", /noncharacter/],
  ["U+10FFFE", "Ann\u{10fffe}", /noncharacter/],
  ["an interlinear annotation anchor", "Ann\ufff9hidden\ufffb", /annotation/],
  ["the annotation separator", "Ann\ufffa", /annotation/],
  ["nothing", "", /empty/],
  ["only spaces", "   ", /empty/],
  ["only full-width spaces", "\u3000\u3000", /empty/],
  ["only zero-width spaces", "\u200b\u200b", /empty/],
  ["only a joiner and a BOM", "\u200d\ufeff", /empty/],
  ["only a soft hyphen", "\u00ad", /empty/],
  ["only Hangul fillers", "\u3164\u115f\uffa0", /empty/],
  ["only a braille blank", "\u2800", /empty/],
  ["only combining marks", "\u0301\u0301\u0308", /empty/],
  ["only an enclosing mark", "\u20dd", /empty/],
  ["only variation selectors", "\ufe0f\u{e0100}", /empty/],
  ["only a combining grapheme joiner", "\u034f", /empty/],
];

/** Text the rule must take. */
const FINE: string[] = [
  "Ann Lee",
  "山田 太郎",
  "山田\u3000太郎",
  "やまだ たろう",
  "ヤマダ・タロー",
  "José",
  "e\u0301",
  "Zoë",
  "Ann-Marie O'Neil",
  "محمد",
  "דוד כהן",
  "김민준",
  "Nguyễn Văn A",
  "देवनागरी",
  "👩‍💻 Dev",
  "👨‍👩‍👧‍👦",
  "❤️ Hearts",
  "👍🏽",
  "🏴\u{e0067}\u{e0062}\u{e0077}\u{e006c}\u{e0073}\u{e007f} Cymru",
  "ｶﾞ",
  "Ⓐnn",
  "\u{1d400}",
  "か\u3099",
  "Limited (Draft)",
  "4-0 or bust!",
];

describe("textProblem", () => {
  for (const [what, text, problem] of REFUSED) {
    it(`refuses ${what}`, () => {
      expect(textProblem(text)).toMatch(problem);
    });
  }

  it("takes text in any script, with accents as combining marks, emoji sequences and full-width spaces inside", () => {
    for (const text of FINE) expect([text, textProblem(text)]).toEqual([text, null]);
  });

  it("refuses a tag character anywhere but in a flag emoji's tag sequence", () => {
    expect(textProblem("\u{1f3f4}\u{e0067}\u{e0062}\u{e0065}\u{e006e}\u{e0067}\u{e007f}")).toBeNull();
    // Tags smuggled after a real flag, or a sequence that never ends with the cancel tag.
    expect(textProblem("\u{1f3f4}\u{e0067}\u{e0062}\u{e007f}\u{e0041}")).toMatch(/tag/);
    expect(textProblem("\u{1f3f4}\u{e0067}\u{e0062}")).toMatch(/tag/);
    expect(textProblem("A\u{e0067}\u{e0062}\u{e007f}")).toMatch(/tag/);
  });

  it("refuses any text that holds a refused character, wherever it stands", () => {
    // Every class but "shows nothing", which only a whole text can be.
    const refused = fc.constantFrom(...REFUSED.filter(([, , problem]) => problem.source !== "empty").map(([, text]) => text));
    const fine = fc.constantFrom(...FINE);
    fc.assert(
      fc.property(fine, refused, fine, (before, bad, after) => {
        expect(textProblem(`${before}${bad}${after}`)).not.toBeNull();
      }),
    );
  });

  it("takes any text of letters and digits in any script, however joined", () => {
    const letters = fc.string({ unit: "grapheme", minLength: 1, maxLength: 20 }).filter((s) => /[\p{L}\p{N}]/u.test(s));
    fc.assert(
      fc.property(letters, (text) => {
        const plain = !/[\p{Cc}\p{Cs}\p{Cf}\u2028\u2029\p{Noncharacter_Code_Point}\ufff9-\ufffb]/u.test(text);
        if (plain) expect(textProblem(text)).toBeNull();
      }),
    );
  });
});

describe("textSchema", () => {
  it("trims, bounds the length and says which field and what is wrong", () => {
    const label = textSchema("a pool's label", 10);
    expect(label.parse("  Hall A  ")).toBe("Hall A");
    expect(label.safeParse("Hall\u0000A").error?.issues[0]?.message).toBe("a pool's label cannot hold control characters (tabs, line breaks, ...)");
    expect(label.safeParse("   ").error?.issues[0]?.message).toBe("a pool's label cannot be empty");
    expect(label.safeParse("x".repeat(11)).error?.issues[0]?.message).toBe("a pool's label is at most 10 characters");
  });

  it("clearable text takes an empty text (it takes a value off) but nothing the rule refuses", () => {
    const country = clearableTextSchema("a country", 64);
    expect(country.parse("  ")).toBe("");
    expect(country.parse("JP")).toBe("JP");
    expect(country.safeParse("\u200b").error?.issues[0]?.message).toMatch(/^a country cannot be empty or only invisible/);
    expect(country.safeParse("J\u2029P").success).toBe(false);
  });
});
