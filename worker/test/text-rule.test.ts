// One text rule on every free-text field of every write (shared/model/text-rule.ts):
// for each write the API takes, every text field of a valid body is found by
// walking the write's zod schema, and a text holding a refused character put
// there is answered 400 with that field's path, and changes nothing. A text
// field of a schema that the bodies below do not fill fails the coverage test,
// and the engine's walk (shared/test-support/text-fields.test.ts) fails on a string
// field without the rule.
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { RulesSaved } from "../../shared/commands/answers.ts";
import * as commands from "../../shared/commands/schema.ts";
import type { CommandType } from "../../shared/commands/schema.ts";
import { EVENT_WRITE_ROUTES } from "../../shared/commands/write-routes.ts";
import { Tournament } from "../../shared/model/schema.ts";
import { stringFields, textSlots } from "../../shared/test-support/text-fields.ts";
import { PRESETS } from "../../shared/rules/custom.ts";
import { SettingsBody } from "../registration/staff-write-routes.ts";
import { NewProfile } from "../routes/ratings.ts";
import { Apply } from "../registration/applicant-routes.ts";
import { ImportRounds } from "../routes/rules-profiles.ts";
import { PoolBody, PoolEdit } from "../registration/pool-routes.ts";
import { addPlayers, api, cid, createEvent, exportEvent, ok, organizer, view, type Answer, type Refused } from "./helpers.ts";

// ---- texts the rule refuses -------------------------------------------------

const fromCode = (cp: number) => String.fromCodePoint(cp);
/** One character of each refused class (a lone surrogate is one UTF-16 unit). */
const refusedChar = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map(fromCode),
  fc.integer({ min: 0x7f, max: 0x9f }).map(fromCode),
  fc.constantFrom("\u2028", "\u2029"),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u)),
  fc.constantFrom("\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c"),
  fc.integer({ min: 0xe0000, max: 0xe007f }).map(fromCode),
  fc.integer({ min: 0xfdd0, max: 0xfdef }).map(fromCode),
  fc.tuple(fc.integer({ min: 0, max: 16 }), fc.constantFrom(0xfffe, 0xffff)).map(([plane, low]) => fromCode(plane * 0x10000 + low)),
  fc.integer({ min: 0xfff9, max: 0xfffb }).map(fromCode),
);
/** Fine text around it: a refused character at the ends would be trimmed away with the spaces (tabs, line feeds). */
const fine = fc.constantFrom("Ann", "山田", "José", "e\u0301", "محمد", "👩‍💻");
/** A text that shows nothing: format characters, fillers and combining marks (no spaces: trimmed, "" takes an optional value off). */
const showsNothing = fc
  .array(fc.constantFrom("\u200b", "\u200d", "\u2060", "\u3164", "\u0301", "\u20dd", "\ufe0f", "\u034f", "\u2800", "\u00ad"), { minLength: 1, maxLength: 4 })
  .map((cs) => cs.join(""));
const refusedText = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(fine, refusedChar, fine).map(([a, bad, b]) => `${a}${bad}${b}`) },
  { weight: 1, arbitrary: showsNothing },
);

// ---- every write ------------------------------------------------------------

let cookie: string;
let userId: string;
let eventId: string;
let poolId: string;
let rulesId: string;

/** One write: how it is sent, a valid body, and the schema its body is read with. */
interface Write {
  name: string;
  schema: z.ZodType;
  /** What the schema sees besides the body (a command's type and address fields): the body must be valid with them. */
  fixed?: Record<string, unknown>;
  body: () => Record<string, unknown>;
  send: (body: Record<string, unknown>) => Promise<Answer<Refused>>;
  /** Bodies with a commandId get a fresh one each time. */
  commandId?: false;
}

const customRules = { ...PRESETS.buchholz, name: "Club Buchholz" };
const player = { name: "Ann Lee", country: "Japan", region: "Kanto", reading: "あん りー" };
const listEntry = { name: "Lightning Bolt", set: "Magic 2010", count: 4 };
const discount = { kind: "percent", id: "female", label: "Female players", labels: { en: "Female players", ja: "女性" }, category: "female", percent: 50 };
const roundsCsv = "round,player 1,player 2,result\n1,Ann,Bob,2-0\n2,Bob,Cid,2-1\n";

/** A topcut/1 file with every text field filled. */
function file() {
  return {
    format: "topcut/1",
    id: "texts",
    name: "Spring Open",
    gameFormat: "Modern",
    rules: "custom",
    customRules,
    options: { draws: "flip", bestOf: 3, rounds: 3, cut: 0 },
    players: [
      { id: "a", registered: 1, dropped: null, ...player },
      { id: "b", name: "Ben", registered: 2, dropped: null },
    ],
    rounds: [{ number: 1, matches: [{ table: 1, players: ["a", "b"] }], notes: [{ kind: "info", players: [], text: "paired by hand" }] }],
    penalties: [
      {
        id: "k1",
        player: "a",
        round: 1,
        infraction: "other",
        infractionText: "Phone at the table",
        penalty: "warning",
        note: "asked to put it away",
        at: 1,
        by: "olga",
      },
    ],
  };
}

/** The body of each event write the table routes by (shared/commands/write-routes.ts); writes without text send none. */
const EVENT_BODIES: Partial<Record<CommandType, { address: Record<string, unknown>; body: () => Record<string, unknown> }>> = {
  "edit-event": { address: {}, body: () => ({ name: "Spring Open", gameFormat: "Modern", rules: "custom", customRules }) },
  "add-players": { address: {}, body: () => ({ players: [player] }) },
  "edit-player": { address: { playerId: "p1" }, body: () => ({ ...player }) },
  "late-entry": { address: {}, body: () => ({ ...player, mode: "loss" }) },
  "submit-list": { address: {}, body: () => ({ playerId: "p1", kind: "deck", main: [listEntry], sideboard: [listEntry] }) },
  "unlock-list": { address: { playerId: "p1" }, body: () => ({ reason: "the paper list was typed in wrong" }) },
  "give-penalty": {
    address: {},
    body: () => ({ player: "p1", round: 0, infraction: "other", infractionText: "Phone at the table", penalty: "warning", note: "asked to put it away" }),
  },
};

const COMMAND_SCHEMAS = new Map<string, z.ZodType>(commands.Command.options.map((o) => [o.shape.type.value, o]));

function eventWrites(): Write[] {
  return EVENT_WRITE_ROUTES.flatMap((route) => {
    const known = EVENT_BODIES[route.type];
    const address = known?.address ?? {};
    const path = route.path.replace(":id", eventId).replace(":pid", String(address.playerId ?? "p1"));
    return [
      {
        name: `${route.method} ${route.path} (${route.type})`,
        schema: COMMAND_SCHEMAS.get(route.type)!,
        fixed: { type: route.type, ...address },
        body: known?.body ?? (() => ({})),
        send: (body: Record<string, unknown>) => api<Refused>(route.method, `/api${path}`, body, { cookie }),
      },
    ];
  });
}

function otherWrites(): Write[] {
  const post = (path: string) => (body: Record<string, unknown>) => api<Refused>("POST", path, body, { cookie });
  return [
    {
      name: "POST /api/events (create-event)",
      schema: commands.CreateEvent,
      fixed: { type: "create-event" },
      body: () => ({ name: "Spring Open", gameFormat: "Modern", rules: "custom", customRules }),
      send: post("/api/events"),
    },
    {
      name: "POST /api/events/import (import-event)",
      schema: z.object({ file: Tournament }),
      body: () => ({ file: file() }),
      send: post("/api/events/import"),
    },
    {
      name: "POST /api/events/import-rounds",
      schema: ImportRounds,
      fixed: { commandId: "check-1234" },
      body: () => ({ csv: roundsCsv, name: "Friday Modern", gameFormat: "Modern", rules: "custom", customRules, drops: { Ann: 1 } }),
      send: post("/api/events/import-rounds"),
    },
    {
      name: "POST /api/rules-profiles",
      schema: z.object({ rules: commands.CreateEvent.shape.customRules }),
      body: () => ({ rules: customRules }),
      send: post("/api/rules-profiles"),
    },
    {
      name: "PUT /api/rules-profiles/:id",
      schema: z.object({ rules: commands.CreateEvent.shape.customRules }),
      body: () => ({ rules: customRules }),
      send: (body) => api<Refused>("PUT", `/api/rules-profiles/${rulesId}`, body, { cookie }),
      commandId: false,
    },
    {
      name: "POST /api/profiles",
      schema: NewProfile,
      fixed: { commandId: "check-1234" },
      body: () => ({ name: "Ann Lee", country: "Japan", region: "Kanto", externalId: "DCI 1234" }),
      send: post("/api/profiles"),
    },
    {
      name: "POST /api/pools",
      schema: PoolBody,
      fixed: { commandId: "check-1234" },
      body: () => ({ label: "Hall A, Sunday", capacity: 40 }),
      send: post("/api/pools"),
    },
    {
      name: "PATCH /api/pools/:pid",
      schema: PoolEdit,
      body: () => ({ label: "Hall B" }),
      send: (body) => api<Refused>("PATCH", `/api/pools/${poolId}`, body, { cookie }),
      commandId: false,
    },
    {
      name: "PUT /api/events/:id/registration",
      schema: SettingsBody,
      body: () => ({ fee: { currency: { code: "JPY", decimals: 0, step: 10, rounding: "up" }, fee: 1000, discounts: [discount] } }),
      send: (body) => api<Refused>("PUT", `/api/events/${eventId}/registration`, body, { cookie }),
      commandId: false,
    },
    {
      name: "POST /api/events/:id/registrations (apply)",
      schema: Apply,
      fixed: { commandId: "check-1234" },
      body: () => ({ name: "Ann Lee", reading: "あん りー", category: "female" }),
      // The public form: no cookie.
      send: (body) => api<Refused>("POST", `/api/events/${eventId}/registrations`, body),
    },
  ];
}

/** Everything a write could change: the test event (its file and sequence) and every row of the organizer's own. */
async function world() {
  const rows = async (sql: string, ...binds: string[]) =>
    (
      await env.DB.prepare(sql)
        .bind(...binds)
        .all()
    ).results;
  return {
    file: await exportEvent(cookie, eventId),
    seq: (await view(eventId)).seq,
    events: await rows("select id, name from events where owner_id = ? order by id", userId),
    profiles: await rows("select * from profiles where created_by = ? order by id", userId),
    pools: await rows("select * from venue_pools where owner_id = ? order by id", userId),
    rules: await rows("select * from rules_profiles where owner_id = ? order by id", userId),
    settings: await rows("select * from registration_settings where event_id = ?", eventId),
    registrations: await rows("select * from registrations where event_id = ? order by id", eventId),
  };
}

beforeAll(async () => {
  const org = await organizer("texts");
  cookie = org.cookie;
  userId = org.id;
  eventId = await createEvent(cookie);
  await addPlayers(cookie, eventId, ["Ann", "Ben"]);
  poolId = (await ok(api<{ pool: { id: string } }>("POST", "/api/pools", { commandId: cid(), label: "Hall A", capacity: 10 }, { cookie }), 201)).pool.id;
  rulesId = (await ok(api<RulesSaved>("POST", "/api/rules-profiles", { commandId: cid(), rules: customRules }, { cookie }), 201)).profile.id;
});

describe("every write's text fields", () => {
  it("each body here is valid and fills every text field of its schema", () => {
    for (const w of [...eventWrites(), ...otherWrites()]) {
      const body = w.body();
      // A write with no text field here sends no body of its own (its other fields are tested elsewhere).
      if (Object.keys(body).length > 0) expect(w.schema.safeParse({ ...body, ...w.fixed }).error?.issues ?? [], w.name).toEqual([]);
      const filled = new Set(textSlots(w.schema, body).map((s) => s.shape));
      const unfilled = stringFields(w.schema).filter((f) => f.kind === "text" && !filled.has(f.path));
      expect(unfilled, `${w.name}: give the body a value for these text fields`).toEqual([]);
    }
  });

  it("the route schemas hold every string that is no id or code to the rule", () => {
    // Strings of the Worker's own bodies that are no text shown to people.
    const notText = new Set(["$.commandId", "$.csv", "$.poolId", "$.fee.discounts[].id"]);
    for (const w of otherWrites()) {
      const bare = stringFields(w.schema).filter((f) => f.kind === "plain" && !notText.has(f.path));
      expect(bare, `${w.name}: a free-text field without textSchema`).toEqual([]);
    }
  });

  it("answers 400 naming the field, and changes nothing, for a refused text in any of them", async () => {
    let checked = 0;
    for (const w of [...eventWrites(), ...otherWrites()]) {
      for (const slot of textSlots(w.schema, w.body())) {
        const before = await world();
        await fc.assert(
          fc.asyncProperty(refusedText, async (text) => {
            const body = slot.put(text) as Record<string, unknown>;
            const sent = w.commandId === false ? body : { commandId: cid("text"), ...body };
            const r = await w.send(sent);
            const path = slot.pathWith(text);
            expect({ status: r.status, code: r.body?.error?.code, path: r.body?.error?.path }, `${w.name} ${JSON.stringify(text)}`).toEqual({
              status: 400,
              code: "invalid_input",
              path,
            });
            // What is wrong, said of the field: "a reading cannot hold ...".
            expect(r.body.error.message).toMatch(/ (cannot hold|holds a broken character|cannot be empty)/);
          }),
          { numRuns: 4 },
        );
        expect(await world(), `${w.name} ${slot.shape}`).toEqual(before);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it("a pasted list and a rounds file hold each name, reading, country and region to the rule", async () => {
    const before = await world();
    await fc.assert(
      fc.asyncProperty(refusedText, fc.integer({ min: 0, max: 3 }), async (text, column) => {
        const cells = ["Cy", "しい", "Japan", "Kanto"];
        cells[column] = text;
        const csv = `name,reading,country,region\nDee,でぃー,,\n${cells.map((c) => `"${c}"`).join(",")}\n`;
        const r = await api<Refused>("POST", `/api/events/${eventId}/players/import`, { commandId: cid(), csv }, { cookie });
        expect({ status: r.status, path: r.body.error?.path }, JSON.stringify(r.body)).toEqual({ status: 400, path: "$.csv" });
        expect(r.body.error.message).toContain("Line 3:");
      }),
      { numRuns: 12 },
    );
    await fc.assert(
      fc.asyncProperty(refusedText, async (text) => {
        const csv = `round,player 1,player 2,result\n1,Ann,"${text}",2-0\n`;
        const r = await api<Refused>("POST", "/api/events/import-rounds", { commandId: cid(), csv, name: "Friday", rules: "mtr" }, { cookie });
        expect({ status: r.status, path: r.body.error?.path }, JSON.stringify(r.body)).toEqual({ status: 400, path: "$.csv" });
      }),
      { numRuns: 6 },
    );
    expect(await world()).toEqual(before);
  });
});
