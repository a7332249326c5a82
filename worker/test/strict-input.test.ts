// Input that used to get through or crash the Worker: deeply nested JSON,
// ids that break headers or plain-object maps, impossible dates and game
// scores, names that hide or disguise text. Each is refused with 400 and a
// JSON path and changes nothing; a UTF-8 byte-order mark is ignored the same
// way on every body and on an imported file's text.
import { beforeAll, describe, expect, it } from "vitest";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import type { PlayerPageView } from "../../shared/commands/views.ts";
import { addPlayers, api, cid, createEvent, exportEvent, ok, organizer, view, type Answer, type Refused, type RoundAnswer } from "./helpers.ts";

let cookie: string;

function file(players: { id: string; name?: string }[], extra: Record<string, unknown> = {}) {
  return {
    format: "topcut/1",
    id: "imported",
    name: "Imported",
    gameFormat: "Modern",
    rules: "club",
    options: { draws: "flip", bestOf: 3, rounds: 3, cut: 0 },
    players: players.map((p, i) => ({ id: p.id, name: p.name ?? `Player ${i + 1}`, registered: i + 1, dropped: null })),
    rounds: [],
    ...extra,
  };
}

function nested(depth: number): string {
  return "[".repeat(depth) + "]".repeat(depth);
}

async function refused(res: Promise<Answer<Refused>>, path: string, code = "invalid_input") {
  const r = await res;
  expect({ status: r.status, code: r.body?.error?.code, path: r.body?.error?.path }, JSON.stringify(r.body)).toEqual({ status: 400, code, path });
  return r.body.error.message;
}

beforeAll(async () => {
  cookie = (await organizer("strict")).cookie;
});

describe("deeply nested JSON", () => {
  it("is refused with 400 before it reaches the object, as a body and as an imported file's text", async () => {
    const deep = `{"commandId":"${cid()}","file":${nested(3000)}}`;
    expect(await refused(api("POST", "/api/events/import", undefined, { cookie, raw: deep }), "$")).toContain("64 levels");
    expect(await refused(api("POST", "/api/events/import", { commandId: cid(), file: nested(3000) }, { cookie }), "$.file")).toContain("64 levels");
    const objects = `{"commandId":"${cid()}","file":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`;
    await refused(api("POST", "/api/events/import", undefined, { cookie, raw: objects }), "$");
    // 65 levels on an ordinary write too; brackets inside strings do not count.
    const id = await createEvent(cookie);
    await refused(api("PATCH", `/api/events/${id}`, undefined, { cookie, raw: `{"commandId":"${cid()}","options":${nested(64)}}` }), "$");
    await ok(api("PATCH", `/api/events/${id}`, { commandId: cid(), name: "[[[[".repeat(20) }, { cookie }));
    expect((await api("GET", "/api/my/events", undefined, { cookie })).status).toBe(200);
  });
});

describe("ids", () => {
  const BAD: [string, string][] = [
    ["CR/LF (an invalid ETag header once read)", "p\r\n1"],
    ["a space", "p 1"],
    ["a dot", "p.1"],
    ["a slash", "p/1"],
    ["a non-ASCII letter", "pé"],
    ["65 characters", "p".repeat(65)],
    ["__proto__", "__proto__"],
    ["constructor", "constructor"],
    ["toString", "toString"],
    ["hasOwnProperty", "hasOwnProperty"],
  ];
  for (const [name, bad] of BAD) {
    it(`refuses an imported player id with ${name}`, async () => {
      const message = await refused(
        api("POST", "/api/events/import", { commandId: cid(), file: file([{ id: "a" }, { id: bad }, { id: "c" }]) }, { cookie }),
        "$.file.players[1].id",
      );
      expect(message).toMatch(/player id/);
    });
  }

  it("takes ids of letters, digits, - and _ up to 64 characters, and serves their player pages", async () => {
    const long = "Z".repeat(64);
    const ids = ["a-1", "B_2", long, "proto", "Constructor"];
    const imported = await ok(
      api<CommandAnswer<"import-event">>("POST", "/api/events/import", { commandId: cid(), file: file(ids.map((id) => ({ id }))) }, { cookie }),
      201,
    );
    for (const pid of ids) expect((await ok(api<PlayerPageView>("GET", `/api/events/${imported.event.id}/players/${pid}`))).player.id).toBe(pid);
    const crlf = await api("GET", `/api/events/${imported.event.id}/players/p%0D%0A1`);
    expect(crlf.status).toBe(404);
  });

  it("refuses reserved and malformed ids wherever a player or profile id is named", async () => {
    const id = await createEvent(cookie);
    await addPlayers(cookie, id, ["Ann", "Ben"]);
    await refused(
      api("POST", `/api/events/${id}/players`, { commandId: cid(), players: [{ name: "Cy", profile: "__proto__" }] }, { cookie }),
      "$.players[0].profile",
    );
    await refused(api("PATCH", `/api/events/${id}/players/p1`, { commandId: cid(), profile: "constructor" }, { cookie }), "$.profile");
    expect(await refused(api("POST", "/api/profiles/pf1/merge", { commandId: cid(), into: "a.b" }, { cookie }), "$.into")).toContain("profile id");
    await refused(api("POST", "/api/events/import", { commandId: cid(), file: file([{ id: "a" }], { id: "bad id" }) }, { cookie }), "$.file.id");
  });
});

describe("dates", () => {
  it("refuses days that do not exist, on create and edit", async () => {
    await refused(
      api("POST", "/api/events", { commandId: cid(), name: "Night", gameFormat: "Modern", rules: "club", date: "2026-13-45" }, { cookie }),
      "$.date",
    );
    await refused(
      api("POST", "/api/events", { commandId: cid(), name: "Night", gameFormat: "Modern", rules: "club", date: "2026-02-29" }, { cookie }),
      "$.date",
    );
    const id = await createEvent(cookie, { date: "2028-02-29" });
    expect((await view(id)).event.date).toBe("2028-02-29");
    const before = await exportEvent(cookie, id);
    await refused(api("PATCH", `/api/events/${id}`, { commandId: cid(), date: "2026-04-31" }, { cookie }), "$.date");
    expect(await exportEvent(cookie, id)).toEqual(before);
    expect((await view(id)).event.date).toBe("2028-02-29");
  });
});

describe("game scores", () => {
  let id: string;
  let table: number;
  beforeAll(async () => {
    // Draws allowed: a drawn score needs no flip here (draw or flip, R-SCORE-3, is checked elsewhere).
    id = await createEvent(cookie, { options: { bestOf: 3, rounds: 3, draws: "allowed" } });
    await addPlayers(cookie, id, ["Ann", "Ben", "Cy", "Dee"]);
    table = (await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie }))).round.matches[0]!.table!;
  });

  const IMPOSSIBLE: [number, number, number][] = [
    [5, 5, 0],
    [3, 0, 0],
    [0, 3, 1],
    [2, 2, 0],
  ];
  for (const games of IMPOSSIBLE) {
    it(`refuses games ${games.join("-")} in a best of 3, from staff and from a player`, async () => {
      const before = { file: await exportEvent(cookie, id), seq: (await view(id)).seq };
      const message = await refused(
        api("PUT", `/api/events/${id}/rounds/1/tables/${table}/result`, { commandId: cid(), result: { games } }, { cookie }),
        "$.result.games",
      );
      expect(message).toContain("best of 3");
      expect({ file: await exportEvent(cookie, id), seq: (await view(id)).seq }).toEqual(before);
    });
  }

  it("takes every score a best of 3 can end with, at time too (1-0-1, 1-0, 0-0-3)", async () => {
    for (const games of [
      [2, 0, 0],
      [2, 1, 0],
      [1, 2, 0],
      [1, 0, 1],
      [1, 0, 0],
      [1, 1, 1],
      [0, 0, 3],
      [2, 1, 2],
    ]) {
      await ok(api("PUT", `/api/events/${id}/rounds/1/tables/${table}/result`, { commandId: cid(), result: { games } }, { cookie }));
    }
  });

  it("refuses a second won game in a best of 1 (Dreamblade matches are one game)", async () => {
    const db = await createEvent(cookie, { rules: "dreamblade", gameFormat: "Dreamblade" });
    await addPlayers(cookie, db, ["Ann", "Ben", "Cy", "Dee"]);
    const t = (await ok(api<RoundAnswer>("POST", `/api/events/${db}/rounds`, { commandId: cid(), round: 1 }, { cookie }))).round.matches[0]!.table;
    await refused(
      api("PUT", `/api/events/${db}/rounds/1/tables/${t}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie }),
      "$.result.games",
    );
    await refused(
      api("PUT", `/api/events/${db}/rounds/1/tables/${t}/result`, { commandId: cid(), result: { games: [1, 1, 0] } }, { cookie }),
      "$.result.games",
    );
    await ok(api("PUT", `/api/events/${db}/rounds/1/tables/${t}/result`, { commandId: cid(), result: { games: [0, 1, 0] } }, { cookie }));
  });

  it("an untimed final is played out: its winner needs 2 games of a best of 3, unless the organizer timed it", async () => {
    const ev = await createEvent(cookie, { options: { bestOf: 3, rounds: 1, cut: 2, draws: "allowed" } });
    await addPlayers(cookie, ev, ["Ann", "Ben", "Cy", "Dee"]);
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${ev}/rounds`, { commandId: cid(), round: 1 }, { cookie }));
    for (const m of r1.round.matches)
      await ok(api("PUT", `/api/events/${ev}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie }));
    const final = (await ok(api<RoundAnswer>("POST", `/api/events/${ev}/playoffs`, { commandId: cid() }, { cookie }))).round;
    const at = `/api/events/${ev}/rounds/2/tables/${final.matches[0]!.table}/result`;
    expect(await refused(api("PUT", at, { commandId: cid(), result: { games: [1, 0, 1] } }, { cookie }), "$.result.games")).toContain("untimed final");
    await refused(api("PUT", at, { commandId: cid(), result: { games: [0, 1, 0] } }, { cookie }), "$.result.games");
    // Timed after all (the organizer started its clock with minutes): it may end at time.
    await ok(api("POST", `/api/events/${ev}/timer`, { commandId: cid(), action: "start", minutes: 40 }, { cookie }));
    await ok(api("PUT", at, { commandId: cid(), result: { games: [1, 0, 1] } }, { cookie }));
    await ok(api("PUT", at, { commandId: cid(), result: { games: [1, 2, 0] } }, { cookie }));
  });

  it("refuses an impossible score in an imported file", async () => {
    const f = file([{ id: "a" }, { id: "b" }], {
      options: { draws: "allowed", bestOf: 3, rounds: 3, cut: 0 },
      rounds: [{ number: 1, matches: [{ table: 1, players: ["a", "b"], result: { games: [5, 5, 0] } }] }],
    });
    await refused(api("POST", "/api/events/import", { commandId: cid(), file: f }, { cookie }), "$.file.rounds[0].matches[0].result.games");
  });
});

describe("names", () => {
  const BAD: [string, string][] = [
    ["only zero-width spaces", "\u200b\u200b"],
    ["only a zero-width joiner and a BOM", "\u200d\ufeff"],
    ["only a Hangul filler", "\u3164"],
    ["a control character (bell)", "Ann\u0007"],
    ["a line break", "Ann\nBen"],
    ["a C1 control character", "Ann\u0085"],
    ["a lone surrogate", "Ann\ud800"],
    ["a right-to-left override", "Ann\u202egnp.exe"],
    ["a left-to-right isolate", "\u2066Ann\u2069"],
  ];
  let id: string;
  beforeAll(async () => {
    id = await createEvent(cookie);
    await addPlayers(cookie, id, ["Ann"]);
  });

  for (const [what, name] of BAD) {
    it(`refuses a name with ${what} everywhere a name is given`, async () => {
      const before = { file: await exportEvent(cookie, id), seq: (await view(id)).seq };
      await refused(api("POST", `/api/events/${id}/players`, { commandId: cid(), players: [{ name: "Fine" }, { name }] }, { cookie }), "$.players[1].name");
      await refused(api("PATCH", `/api/events/${id}/players/p1`, { commandId: cid(), name }, { cookie }), "$.name");
      await refused(api("PATCH", `/api/events/${id}`, { commandId: cid(), name }, { cookie }), "$.name");
      await refused(api("POST", `/api/events/${id}/registrations`, { commandId: cid(), name }), "$.name");
      await refused(api("POST", "/api/profiles", { commandId: cid(), name }, { cookie }), "$.name");
      await refused(api("POST", "/api/events/import", { commandId: cid(), file: file([{ id: "a", name }]) }, { cookie }), "$.file.players[0].name");
      if (!/[\n\r]/.test(name)) await refused(api("POST", `/api/events/${id}/players/import`, { commandId: cid(), csv: `Fine\n${name}` }, { cookie }), "$.csv");
      expect({ file: await exportEvent(cookie, id), seq: (await view(id)).seq }).toEqual(before);
    });
  }

  it("takes names in any script, with emoji and joiners inside real text", async () => {
    const names = ["佐藤 健", "Zoë", "محمد", "🎲 Dice", "👩‍💻 Dev", "Ann-Marie O'Neil"];
    const added = await addPlayers(cookie, id, names);
    expect(added.map((p) => p.name)).toEqual(names);
  });
});

describe("a UTF-8 byte-order mark", () => {
  it("is ignored before a JSON body and before an imported file's JSON text", async () => {
    const id = await createEvent(cookie);
    await ok(api("PATCH", `/api/events/${id}`, undefined, { cookie, raw: `\ufeff${JSON.stringify({ commandId: cid(), name: "With BOM" })}` }));
    expect((await view(id)).event.name).toBe("With BOM");
    const imported = await ok(
      api<CommandAnswer<"import-event">>(
        "POST",
        "/api/events/import",
        { commandId: cid(), file: `\ufeff${JSON.stringify(file([{ id: "a" }, { id: "b" }]))}` },
        { cookie },
      ),
      201,
    );
    expect((await view(imported.event.id)).players).toHaveLength(2);
    // Only one, and only at the start.
    await refused(
      api("PATCH", `/api/events/${id}`, undefined, { cookie, raw: `\ufeff\ufeff${JSON.stringify({ commandId: cid(), name: "Two" })}` }),
      "$",
      "bad_json",
    );
  });
});
