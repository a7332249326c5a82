// Every free-text field of every write the engine reads carries the text rule:
// the walk finds each string of the command schemas, the topcut/1 model and
// the desk's fee schema, and a bare z.string() fails here until it gets
// textSchema or is named below as an id, code or token.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { Command } from "../commands/schema.ts";
import { DeskFee } from "../eventday/desk-answers.ts";
import { textSchema } from "../model/input.ts";
import { Tournament } from "../model/schema.ts";
import { stringFields, textSlots } from "./text-fields.ts";

/** Strings that are no text shown to people, each with why it keeps no text rule. */
const NOT_TEXT: Record<string, string> = {
  "command $.csv": "a pasted list: split into lines, each cell held to the rule by shared/commands/csv.ts",
  "command $.token": "an invite token, looked up and never shown",
  "command $.seed": "the seed of the pods' draw, hashed and never shown",
  "command $.players[].registration": "a registration's id, sent by the Worker from D1",
  "command $.replacing[]": "a no-show's registration id, sent by the Worker from D1",
  "command $.webhookUrl": "a URL, never shown whole (maskedWebhook), its host checked by the Worker",
  "fee $.discounts[].id": "a discount's id, matched and never shown",
};

const SCHEMAS: [string, z.ZodType][] = [
  ["command", Command],
  ["file", Tournament],
  ["fee", DeskFee],
];

describe("the write schemas", () => {
  for (const [name, schema] of SCHEMAS) {
    it(`${name}: every string is text under the rule, an id or code with a pattern, or named as no text`, () => {
      const bare = stringFields(schema)
        .filter((f) => f.kind === "plain")
        .map((f) => `${name} ${f.path}`)
        .filter((f) => !(f in NOT_TEXT));
      expect(bare, "a free-text field without textSchema (shared/model/input.ts)").toEqual([]);
    });
  }

  it("hold the fields people read to the rule", () => {
    const text = (schema: z.ZodType) => stringFields(schema).flatMap((f) => (f.kind === "text" ? [f.path] : []));
    expect(text(Command)).toEqual(
      expect.arrayContaining([
        "$.name",
        "$.gameFormat",
        "$.customRules.name",
        "$.players[].name",
        "$.players[].reading",
        "$.country",
        "$.main[].name",
        "$.main[].set",
        "$.reason",
      ]),
    );
    expect(text(Tournament)).toEqual(expect.arrayContaining(["$.players[].name", "$.players[].reading", "$.players[].country", "$.rounds[].notes[].text"]));
    expect(text(DeskFee)).toEqual(["$.discounts[].label", "$.discounts[].labels.en", "$.discounts[].labels.ja", "$.discounts[].category"]);
  });

  it("the walk names a bare string, one hidden in a union, an array or a record key as plain", () => {
    const schema = z.strictObject({
      a: textSchema("a", 10),
      b: z.union([z.strictObject({ k: z.literal(1), note: z.string() }), z.strictObject({ k: z.literal(2) })]),
      c: z.array(z.string().max(5)).optional(),
      d: z.record(z.string(), z.number()),
    });
    expect(stringFields(schema)).toEqual([
      { path: "$.a", kind: "text" },
      { path: "$.b.note", kind: "plain" },
      { path: "$.c[]", kind: "plain" },
      { path: "$.d.<key>", kind: "plain" },
    ]);
  });
});

describe("textSlots", () => {
  it("finds every text field a value fills, with the path the 400 answer names", () => {
    const schema = z.strictObject({
      players: z.array(z.strictObject({ name: textSchema("a name", 9) })),
      drops: z.record(textSchema("a name", 9), z.number()),
    });
    const slots = textSlots(schema, { players: [{ name: "Ann" }, { name: "Bob" }], drops: { Ann: 1 } });
    expect(slots.map((s) => [s.shape, s.pathWith("X")])).toEqual([
      ["$.players[].name", "$.players[0].name"],
      ["$.players[].name", "$.players[1].name"],
      ["$.drops.<key>", "$.drops.X"],
    ]);
    expect(slots[1]!.put("Cy")).toEqual({ players: [{ name: "Ann" }, { name: "Cy" }], drops: { Ann: 1 } });
    expect(slots[2]!.put("Dee")).toEqual({ players: [{ name: "Ann" }, { name: "Bob" }], drops: { Dee: 1 } });
  });
});
