// lib/json-slices.ts parses a big answer a slice per task (issue 22): what it
// gives must be exactly what JSON.parse gives, and what JSON.parse refuses it
// refuses. Runs in Node (no page needed): the module uses only TextDecoder,
// JSON and timers.
import { describe, expect, it } from "vitest";
import { parseSliced } from "../src/lib/json-slices.ts";

const bytes = (s: string) => {
  const b = new TextEncoder().encode(s);
  return b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer;
};

/** A view shaped like a 2,000-player event's: long arrays of objects, names in several scripts. */
function bigView() {
  const names = ["Aiko 佐藤", "José Núñez", 'Zoë "Z" O\'Brien', "Back\\slash, {brace} [bracket]", "🃏 Joker", "ﾊﾝｶｸ"];
  const players = Array.from({ length: 2000 }, (_, i) => ({ id: `p${i + 1}`, name: `${names[i % names.length]} ${i}`, dropped: i % 97 === 0 ? 3 : null }));
  const rounds = Array.from({ length: 5 }, (_, r) => ({
    number: r + 1,
    matches: Array.from({ length: 1000 }, (_, t) => ({ table: t + 1, players: [`p${2 * t + 1}`, `p${2 * t + 2}`], result: { games: [2, t % 3, 0] } })),
  }));
  const standings = players.map((p, i) => ({
    player: p.id,
    place: i + 1,
    points: 12 - (i % 13),
    record: "4-0-0",
    tiebreakers: { omw: 0.6875, gw: i % 2 ? 1 : 0.5, ogw: 0.578 },
  }));
  return {
    seq: 42,
    event: { id: "e1", name: "Big Open ‹2026›", options: { bestOf: 3 } },
    players,
    rounds,
    standings,
    pointsBefore: { "1": [], "2": players.map((_, i) => i % 4) },
    bracket: null,
    empty: [],
    notes: ["a,b", "]},{["],
  };
}

describe("parseSliced", () => {
  it("gives what JSON.parse gives, for a big view and for its pretty-printed text", async () => {
    const view = bigView();
    for (const text of [JSON.stringify(view), JSON.stringify(view, null, 2)]) {
      expect(text.length).toBeGreaterThan(500_000);
      expect(await parseSliced(bytes(text))).toEqual(JSON.parse(text));
    }
  });

  it("keeps a character whose bytes fall on both sides of a slice's end", async () => {
    // Four-byte characters at every offset around the 60,000-byte slice boundaries.
    for (const pad of [0, 1, 2, 3]) {
      const text = JSON.stringify({ a: "x".repeat(pad) + "😀".repeat(40_000), b: ["é".repeat(70_000)] });
      expect(await parseSliced(bytes(text))).toEqual(JSON.parse(text));
    }
  });

  it("gives small answers, top-level arrays and scalars as JSON.parse does", async () => {
    for (const text of ['{"a":1}', "[1,2,3]", "null", '"x"', ' {"a": [1]} ', JSON.stringify(Array.from({ length: 30_000 }, (_, i) => ({ i })))])
      expect(await parseSliced(bytes(text))).toEqual(JSON.parse(text));
  });

  it("refuses a cut-off or malformed answer, as JSON.parse does", async () => {
    const text = JSON.stringify(bigView());
    const cases = [
      text.slice(0, 300_000),
      `${text}x`,
      `${text.slice(0, -1)},}`,
      `${text.slice(0, -1)}]`,
      `${text.slice(0, -2)}}}`,
      text.replace('"rounds"', '"rounds" x'),
      text.replace('"seq"', 'x"seq"'),
      text.replace('"seq":42,', '"seq":42,,'),
      text.replace('"seq":42,', '"seq":42 '),
      text.replace('"players":[', '"players":[,'),
      text.replace('"players":[', '"players":[1] ['),
      text.replace('"players":[', '"players":[1] {"a":'),
      text.replace('"standings":[', '"standings":[] 1,"x":['),
      `{"a":[1,2${",3".repeat(40_000)}`,
    ];
    for (const bad of cases) {
      expect(() => JSON.parse(bad)).toThrow(SyntaxError);
      await expect(parseSliced(bytes(bad))).rejects.toThrow(SyntaxError);
    }
  });
});
