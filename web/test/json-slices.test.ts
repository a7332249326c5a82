// lib/net/json-slices.ts parses a big answer a slice per task while it arrives,
// and lib/net/read-text.ts decodes its body a network chunk at a time:
// what they give must be exactly what JSON.parse and res.text() give, however
// the body is cut into chunks, and what JSON.parse refuses is refused. Runs in
// Node (no page needed): the modules use only streams, TextDecoder, JSON and timers.
import { describe, expect, it } from "vitest";
import { parseSliced, slicedParser } from "../src/lib/net/json-slices.ts";
import { readPieces, WHOLE_MAX } from "../src/lib/net/read-text.ts";

const encode = (s: string) => new TextEncoder().encode(s);

/** Chunk sizes from a seed: 1 to `max` bytes each, enough for `total` bytes. */
function randomSizes(seed: number, total: number, max: number): number[] {
  const sizes: number[] = [];
  let x = seed;
  for (let sum = 0; sum < total; ) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    const n = 1 + (x % max);
    sizes.push(n);
    sum += n;
  }
  return sizes;
}

/** What readPieces gives, joined. */
async function readText(res: Response): Promise<string> {
  const pieces: string[] = [];
  await readPieces(res, (p) => pieces.push(p));
  return pieces.join("");
}

const nextTurn = () => new Promise((r) => setImmediate(r));

/**
 * A response whose body arrives in chunks of these byte lengths (the rest in one last chunk), each
 * a turn of the event loop after it is asked for, as from the network; the first `here` chunks are
 * here before reading starts (all of them with Infinity: a preloaded answer read late).
 */
function chunked(bytes: Uint8Array, sizes: number[], here = 0): Response {
  let at = 0;
  let k = 0;
  const next = (c: ReadableStreamDefaultController<Uint8Array>) => {
    if (at >= bytes.length) return c.close();
    const n = sizes[k++] ?? bytes.length - at;
    c.enqueue(bytes.slice(at, at + n));
    at += n;
  };
  return new Response(
    new ReadableStream<Uint8Array>({
      start(c) {
        while (k < here && at < bytes.length) next(c);
        if (here === Infinity) c.close();
      },
      async pull(c) {
        await nextTurn();
        next(c);
      },
    }),
  );
}

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

/** What `run` returns, and the length of every text `JSON.parse` was given meanwhile. */
async function parseLengths(run: () => Promise<unknown>): Promise<{ result: unknown; lengths: number[] }> {
  const parse = JSON.parse;
  const lengths: number[] = [];
  JSON.parse = ((t: string, r?: Parameters<typeof parse>[1]) => {
    lengths.push(t.length);
    return parse(t, r);
  }) as typeof JSON.parse;
  try {
    return { result: await run(), lengths };
  } finally {
    JSON.parse = parse;
  }
}

describe("parseSliced", () => {
  it("gives what JSON.parse gives, for a big view and for its pretty-printed text, however it arrives", async () => {
    const view = bigView();
    for (const text of [JSON.stringify(view), JSON.stringify(view, null, 2)]) {
      expect(text.length).toBeGreaterThan(500_000);
      const bytes = encode(text);
      // One chunk; chunks of up to 40 bytes (every key, string and cut falls across some); up to 20 kB.
      for (const sizes of [[], randomSizes(1, bytes.length, 40), randomSizes(2, bytes.length, 20_000)])
        expect(await parseSliced(chunked(bytes, sizes))).toEqual(JSON.parse(text));
    }
  });

  it("cuts a text fed a piece at a time anywhere, keys, strings and escapes included", async () => {
    const text = JSON.stringify({
      'k"ey': "v\\",
      list: Array.from({ length: 9_000 }, (_, i) => ({ n: i, s: `a"b\\c]}{[,${"é".repeat(i % 5)}` })),
      "": [],
      o: { a: [1, { b: "]" }] },
      z: [[], [[1]], "x"],
    });
    expect(text.length).toBeGreaterThan(120_000);
    for (const seed of [3, 4, 5]) {
      const parser = slicedParser();
      let at = 0;
      for (const n of randomSizes(seed, text.length, 700)) {
        await parser.push(text.slice(at, at + n));
        at += n;
      }
      expect(await parser.end()).toEqual(JSON.parse(text));
    }
  });

  it("never parses the whole big text at once: runs of about 60,000 characters", async () => {
    const text = JSON.stringify(bigView());
    const { result, lengths } = await parseLengths(() => parseSliced(chunked(encode(text), randomSizes(7, text.length, 20_000))));
    expect(result).toEqual(JSON.parse(text));
    expect(lengths.length).toBeGreaterThan(10);
    expect(Math.max(...lengths)).toBeLessThan(80_000);
  });

  it("parses a body all here when reading starts with one JSON.parse, up to WHOLE_MAX bytes; a bigger one, or one still arriving, a slice at a time", async () => {
    const text = JSON.stringify(bigView());
    const bytes = encode(text);
    expect(bytes.length).toBeLessThanOrEqual(WHOLE_MAX);
    const here = await parseLengths(() => parseSliced(chunked(bytes, randomSizes(9, bytes.length, 200_000), Infinity)));
    expect(here.result).toEqual(JSON.parse(text));
    expect(here.lengths).toEqual([text.length]);
    // Half here, the rest on its way: what was here is sliced with the rest.
    const half = await parseLengths(() => parseSliced(chunked(bytes, [bytes.length >> 1], 1)));
    expect(half.result).toEqual(JSON.parse(text));
    expect(Math.max(...half.lengths)).toBeLessThan(80_000);
    const view = bigView();
    const big = JSON.stringify({ ...view, more: [...view.standings, ...view.standings, ...view.standings] });
    expect(encode(big).length).toBeGreaterThan(WHOLE_MAX);
    const over = await parseLengths(() => parseSliced(chunked(encode(big), [], Infinity)));
    expect(over.result).toEqual(JSON.parse(big));
    expect(over.lengths.length).toBeGreaterThan(10);
    expect(Math.max(...over.lengths)).toBeLessThan(80_000);
  });

  it("parses an answer no longer than one slice once, whole", async () => {
    const text = JSON.stringify({ seq: 1, players: Array.from({ length: 500 }, (_, i) => ({ id: `p${i}` })), name: "x" });
    expect(text.length).toBeLessThan(60_000);
    const { result, lengths } = await parseLengths(() => parseSliced(chunked(encode(text), randomSizes(8, text.length, 300))));
    expect(result).toEqual(JSON.parse(text));
    expect(lengths).toEqual([text.length]);
  });

  it("makes __proto__ an own member, as JSON.parse does", async () => {
    const text = JSON.stringify({ a: Array.from({ length: 20_000 }, (_, i) => i) }).replace('"a"', '"__proto__"');
    const parsed = (await parseSliced(new Response(text))) as Record<string, unknown>;
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.hasOwn(parsed, "__proto__")).toBe(true);
    expect(parsed).toEqual(JSON.parse(text));
  });

  it("gives small answers, top-level arrays and scalars as JSON.parse does", async () => {
    for (const text of ['{"a":1}', "[1,2,3]", "null", '"x"', ' {"a": [1]} ', JSON.stringify(Array.from({ length: 30_000 }, (_, i) => ({ i })))])
      expect(await parseSliced(new Response(text))).toEqual(JSON.parse(text));
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
      // A comma before the array's end, the cut at that comma or before it.
      `{"a":["${"a".repeat(60_000)}",]}`,
      `{"a":["${"a".repeat(60_000)}", ]}`,
      `{"a":[1${",3".repeat(40_000)},]}`,
      `{"a":[1${",3".repeat(40_000)},,3]}`,
      `${text.slice(0, -1)},"z":1,}`,
      ` ${text}`.replace('"seq":42', '"seq":4 2'),
    ];
    for (const bad of cases) {
      expect(() => JSON.parse(bad)).toThrow(SyntaxError);
      await expect(parseSliced(chunked(encode(bad), randomSizes(6, bad.length, 5_000)))).rejects.toThrow(SyntaxError);
      // All here when reading starts: parsed whole, refused the same way.
      await expect(parseSliced(chunked(encode(bad), randomSizes(6, bad.length, 5_000), Infinity))).rejects.toThrow(SyntaxError);
    }
  });
});

describe("readPieces", () => {
  it("gives what res.text() gives, whatever the chunks' sizes", async () => {
    const text = JSON.stringify(bigView());
    const bytes = new TextEncoder().encode(text);
    // One chunk, small ones, and chunks bigger than one decoding step (64 KiB).
    for (const sizes of [[], Array.from({ length: 200 }, (_, i) => 1 + ((i * 7919) % 4000)), [300_000, 5, 700_000]]) {
      expect(await readText(chunked(bytes, sizes))).toBe(text);
    }
  });

  it("keeps a character whose bytes fall on both sides of a chunk's or a step's end", async () => {
    for (const pad of [0, 1, 2, 3]) {
      const text = "x".repeat(pad) + "😀é".repeat(40_000);
      const bytes = new TextEncoder().encode(text);
      // Cuts at every offset inside the first characters, and a chunk bigger than a step.
      for (const first of [1, 2, 3, 4, 5, 6, 7]) expect(await readText(chunked(bytes, [first, 65_537 + pad, 3]))).toBe(text);
    }
  });

  it("drops a byte order mark and replaces broken bytes, as res.text() does", async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, 0x7b, 0xff, 0x7d, 0xe3, 0x81]);
    expect(await readText(chunked(bytes, [1, 1, 2, 1]))).toBe(await new Response(bytes).text());
    expect(await readText(new Response(null))).toBe("");
  });

  it("with `whole`, gives the text of a body all here and no pieces; of one still arriving, every piece and null", async () => {
    const text = "é😀".repeat(30_000);
    const bytes = encode(text);
    const sizes = [5, 1, 70_000, 3];
    for (const [here, whole] of [
      [Infinity, text],
      [0, null],
      [2, null],
    ] as const) {
      const pieces: string[] = [];
      expect(await readPieces(chunked(bytes, sizes, here), (p) => pieces.push(p), undefined, { whole: true })).toBe(whole);
      expect(pieces.join("")).toBe(whole === null ? text : "");
    }
  });

  it("rejects when the body breaks off", async () => {
    let sent = false;
    const broken = new Response(
      new ReadableStream<Uint8Array>({
        pull(c) {
          if (sent) return c.error(new TypeError("network error"));
          sent = true;
          c.enqueue(new TextEncoder().encode('{"a":'));
        },
      }),
    );
    await expect(readText(broken)).rejects.toThrow(TypeError);
  });
});
