// The slim reads of the public view (`?rounds=latest`: only the latest round's
// matches) and one round on demand (GET /api/events/:id/rounds/:n), in workerd:
// each form with its own ETag and its own Workers Cache entry, and a round
// staff have not published as absent from the round read as from the view.
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addPlayers, api, cid, createEvent, ok, organizer, view, type PublicRead, type ReadRound, type Refused, type RoundAnswer } from "./helpers.ts";

const NAMES = ["Ann Able", "Ben Bold", "Cat Cole", "Dan Dorn", "Eve Esk", "Fay Fenn", "Gus Gray", "Hal Hart"];
type SlimRead = Omit<PublicRead, "rounds"> & { rounds: (ReadRound & { matchesOmitted?: true })[] };

/** An event of 8 with rounds 1 and 2 played and round 3 paired (published by hand when `manual`). */
async function threeRounds(manual = false) {
  const org = await organizer("slim");
  const id = await createEvent(org.cookie, { options: { rounds: 4, ...(manual ? { publishPairings: "manual" } : {}) } });
  await addPlayers(org.cookie, id, NAMES);
  const rounds: RoundAnswer["round"][] = [];
  for (const n of [1, 2, 3]) {
    const r = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: n }, { cookie: org.cookie }));
    rounds.push(r.round);
    if (manual) await ok(api("POST", `/api/events/${id}/rounds/${n}/publish`, { commandId: cid() }, { cookie: org.cookie }));
    if (n < 3)
      for (const m of r.round.matches)
        if (m.table !== undefined)
          await ok(
            api("PUT", `/api/events/${id}/rounds/${n}/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 1, 0] } }, { cookie: org.cookie }),
          );
  }
  return { org, id, rounds };
}

describe("the slim public view", () => {
  it("carries only the latest round's matches, with its own ETag; the rest is the full view", async () => {
    const { id } = await threeRounds();
    const full = await api<PublicRead>("GET", `/api/events/${id}`);
    const slim = await api<SlimRead>("GET", `/api/events/${id}?rounds=latest`);
    expect(slim.status).toBe(200);
    expect(slim.body.rounds.map((r) => [r.number, r.matches.length, r.matchesOmitted ?? false])).toEqual([
      [1, 0, true],
      [2, 0, true],
      [3, 4, false],
    ]);
    expect(slim.body.rounds[2]).toEqual(full.body.rounds[2]);
    const { rounds: _a, ...slimRest } = slim.body;
    const { rounds: _b, ...fullRest } = full.body;
    expect(slimRest).toEqual(fullRest);
    const seq = full.body.seq;
    expect(full.headers.get("etag")).toBe(`"${id}.${seq}"`);
    expect(slim.headers.get("etag")).toBe(`"${id}.${seq}.latest"`);
    // Each form's ETag revalidates only that form.
    const again = (form: string, etag: string) => api("GET", `/api/events/${id}${form}`, undefined, { headers: { "if-none-match": etag } });
    expect((await again("?rounds=latest", `"${id}.${seq}.latest"`)).status).toBe(304);
    expect((await again("?rounds=latest", `"${id}.${seq}"`)).status).toBe(200);
    expect((await again("", `"${id}.${seq}.latest"`)).status).toBe(200);
    const bad = await api<Refused>("GET", `/api/events/${id}?rounds=some`);
    expect([bad.status, bad.body.error.code, bad.body.error.path]).toEqual([400, "invalid_input", "rounds"]);
  });

  it("at a seq: immutable, cached per form (the slim one never answers the full address, nor the reverse), older seqs redirect in their form", async () => {
    const { org, id, rounds } = await threeRounds();
    const first = await view(id);
    const table = rounds[2]!.matches.find((m) => m.table !== undefined)!.table!;
    const answer = await ok(
      api<{ seq: number }>(
        "PUT",
        `/api/events/${id}/rounds/3/tables/${table}/result`,
        { commandId: cid(), result: { games: [2, 0, 0] } },
        { cookie: org.cookie },
      ),
    );
    const slimUrl = `/api/events/${id}/views/${answer.seq}?rounds=latest`;
    const fullUrl = `/api/events/${id}/views/${answer.seq}`;
    const slim = await api<SlimRead>("GET", slimUrl);
    expect(slim.status).toBe(200);
    expect(slim.headers.get("cache-control")).toContain("immutable");
    expect(slim.headers.get("etag")).toBe(`"${id}.${answer.seq}.latest"`);
    expect(slim.body.rounds.map((r) => r.matches.length)).toEqual([0, 0, 4]);
    expect((await api("GET", slimUrl, undefined, { headers: { "if-none-match": `"${id}.${answer.seq}.latest"` } })).status).toBe(304);
    // The cache holds the slim answer under its own key; the full address, asked next, is not answered with it.
    const cache = (caches as unknown as { default: Cache }).default;
    const entry = await cacheEntry(cache, `http://topcut.test${slimUrl}`);
    expect(((await entry.json()) as SlimRead).rounds.map((r) => r.matches.length)).toEqual([0, 0, 4]);
    expect(await cache.match(`http://topcut.test${fullUrl}`)).toBeUndefined();
    const full = await api<PublicRead>("GET", fullUrl);
    expect(full.body.rounds.map((r) => r.matches.length)).toEqual([4, 4, 4]);
    expect(full.headers.get("etag")).toBe(`"${id}.${answer.seq}"`);
    const fullEntry = await cacheEntry(cache, `http://topcut.test${fullUrl}`);
    expect(((await fullEntry.json()) as PublicRead).rounds.map((r) => r.matches.length)).toEqual([4, 4, 4]);
    // From the cache, each address still gets its own form.
    expect((await api<SlimRead>("GET", slimUrl)).body.rounds.map((r) => r.matches.length)).toEqual([0, 0, 4]);

    const older = await exports.default.fetch(`http://topcut.test/api/events/${id}/views/${first.seq}?rounds=latest`, { redirect: "manual" });
    expect(older.status).toBe(302);
    expect(older.headers.get("location")).toBe(slimUrl);
  });
});

/** The cache's entry for `url` once the answer's waitUntil put it there. */
async function cacheEntry(cache: Cache, url: string): Promise<Response> {
  let hit: Response | undefined;
  const start = Date.now();
  while (!(hit = await cache.match(url))) {
    if (Date.now() - start > 10_000) throw new Error(`no cache entry for ${url}`);
    await new Promise((r) => setTimeout(r, 10));
  }
  return hit;
}

describe("one round of the public view", () => {
  it("is the round as the full view has it, with an ETag that a later result elsewhere keeps", async () => {
    const { org, id, rounds } = await threeRounds();
    const full = await view(id);
    const r1 = await api<ReadRound>("GET", `/api/events/${id}/rounds/1`);
    expect(r1.status).toBe(200);
    expect(r1.body).toEqual(full.rounds[0]);
    const etag = r1.headers.get("etag")!;
    expect(etag).toMatch(new RegExp(`^"${id}\\.r1\\.[0-9a-f]{16}"$`));
    expect((await api("GET", `/api/events/${id}/rounds/1`, undefined, { headers: { "if-none-match": etag } })).status).toBe(304);
    // A result in round 3 does not change round 1: still a 304.
    const table = rounds[2]!.matches.find((m) => m.table !== undefined)!.table!;
    await ok(api("PUT", `/api/events/${id}/rounds/3/tables/${table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: org.cookie }));
    expect((await api("GET", `/api/events/${id}/rounds/1`, undefined, { headers: { "if-none-match": etag } })).status).toBe(304);
    // A correction of round 1 does.
    const t1 = rounds[0]!.matches.find((m) => m.table !== undefined)!.table!;
    await ok(
      api(
        "PUT",
        `/api/events/${id}/rounds/1/tables/${t1}/result`,
        { commandId: cid(), result: { games: [0, 2, 0] }, correction: true },
        { cookie: org.cookie },
      ),
    );
    const changed = await api<ReadRound>("GET", `/api/events/${id}/rounds/1`, undefined, { headers: { "if-none-match": etag } });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual((await view(id)).rounds[0]);

    const missing = await api<Refused>("GET", `/api/events/${id}/rounds/9`);
    expect([missing.status, missing.body.error.code]).toEqual([404, "not_found"]);
    for (const bad of ["0", "x", "-1", "1.5"]) {
      const r = await api<Refused>("GET", `/api/events/${id}/rounds/${bad}`);
      expect([r.status, r.body.error.code, r.body.error.path]).toEqual([400, "invalid_input", "$.round"]);
    }
    expect((await api<Refused>("GET", `/api/events/nope-nope/rounds/1`)).status).toBe(404);
  });

  it("an unpublished round is as absent as one never paired, in the slim view and the round read, until published", async () => {
    const org = await organizer("slimpub");
    const id = await createEvent(org.cookie, { options: { publishPairings: "manual", rounds: 3 } });
    await addPlayers(org.cookie, id, NAMES);
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    await ok(api("POST", `/api/events/${id}/rounds/1/publish`, { commandId: cid() }, { cookie: org.cookie }));
    for (const m of r1.round.matches)
      await ok(api("PUT", `/api/events/${id}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: org.cookie }));
    await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 2 }, { cookie: org.cookie }));

    const hidden = await api<Refused>("GET", `/api/events/${id}/rounds/2`);
    const never = await api<Refused>("GET", `/api/events/${id}/rounds/3`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe(never.body.error.message.replace("3", "2"));
    expect(JSON.stringify(hidden.body)).not.toContain("matches");
    const slim = await ok(api<SlimRead>("GET", `/api/events/${id}?rounds=latest`));
    expect(slim.unpublished).toBe(2);
    // Round 1 is the latest the public may see: its matches are there.
    expect(slim.rounds.map((r) => [r.number, r.matches.length])).toEqual([[1, 4]]);
    const atSeq = await ok(api<SlimRead>("GET", `/api/events/${id}/views/${slim.seq}?rounds=latest`));
    expect(JSON.stringify(atSeq)).not.toContain('"number":2');

    await ok(api("POST", `/api/events/${id}/rounds/2/publish`, { commandId: cid() }, { cookie: org.cookie }));
    const shown = await ok(api<ReadRound>("GET", `/api/events/${id}/rounds/2`));
    expect(shown.matches).toHaveLength(4);
    expect((await ok(api<SlimRead>("GET", `/api/events/${id}?rounds=latest`))).rounds.map((r) => [r.number, r.matches.length])).toEqual([
      [1, 0],
      [2, 4],
    ]);
  });
});
