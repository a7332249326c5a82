// lib/render/number-text.ts prints numbers without Intl (a page's first
// Intl.NumberFormat is a long task on a slow phone): what it gives must be what
// Intl.NumberFormat gives in English and in Japanese, for the default format
// (points, tiebreakers, counts) and the standings' percentages. Runs in Node,
// whose V8 and ICU are Chromium's.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numberText, percentText } from "../src/lib/render/number-text.ts";

const LANGS = ["en-US", "ja-JP"];
const number = LANGS.map((l) => new Intl.NumberFormat(l));
const percent = LANGS.map((l) => new Intl.NumberFormat(l, { style: "percent", minimumFractionDigits: 2 }));

/** Values where rounding and grouping go wrong first: halves at the last place, carries, tiny and negative numbers. */
const EDGES = [
  0,
  -0,
  1,
  -1,
  0.5,
  1.0005,
  0.0005,
  0.00049,
  2.5,
  9.9995,
  999.9995,
  999_999.9995,
  1234,
  12_345.678,
  1_234_567.8915,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  0.66665,
  0.6667,
  0.125,
  0.99995,
  0.999949,
  1e-7,
  -1e-7,
  1e-6,
  5e-6,
  -0.0004,
  -0.0005,
  1e15 + 0.5,
  123_456_789_012.345,
  9_007_199_254_740_992,
  1e20,
  -12.3456,
  3,
  12,
  0.3333,
  0.5556,
];

describe("numbers without Intl", () => {
  it("prints what Intl.NumberFormat prints, in English and Japanese", () => {
    for (const x of EDGES) for (const f of number) expect(numberText(x), `${x}`).toBe(f.format(x));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e20, max: 1e20, noNaN: true }),
          fc.integer({ min: -1e7, max: 1e7 }).map((n) => n / 10_000),
        ),
        (x) => {
          for (const f of number) expect(numberText(x)).toBe(f.format(x));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("prints percentages with two decimals as Intl's percent format does", () => {
    for (const x of EDGES) for (const f of percent) expect(percentText(x), `${x}`).toBe(f.format(x));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e18, max: 1e18, noNaN: true }),
          fc.integer({ min: 0, max: 1e6 }).map((n) => n / 100_000),
        ),
        (x) => {
          for (const f of percent) expect(percentText(x)).toBe(f.format(x));
        },
      ),
      { numRuns: 5000 },
    );
  });
});
