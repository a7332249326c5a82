// Ratings end to end through HTTP: profiles, finishing/correcting/deleting
// events, merges, leaderboard filters. Expected numbers are worked out by hand
// from the formulas in docs/ratings.md (club: 1500, K 48 while provisional).
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseRatedEvent } from "../../shared/ratings/index.ts";
import type { LeaderboardRow } from "../../shared/ratings/leaderboard.ts";
import { packJson } from "../pack.ts";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import type { PublicView } from "../../shared/commands/views.ts";
import type { Match } from "../../shared/model/types.ts";
import type { PoolBoard, ProfileCreated, ProfileMerged, ProfilePage, ProfileSearch, RatingPoolList } from "../../shared/ratings/answers.ts";
import { api, cid, ok, organizer, type Refused } from "./helpers.ts";

type Org = { cookie: string };
/** A played table (not a bye): what `decide` is asked about. */
type TableMatch = Extract<Match, { table: number }>;

let uniq = 0;
/** A fresh game format per test keeps every test in its own pools. */
const freshFormat = (label: string) => `${label} ${++uniq}-${crypto.randomUUID().slice(0, 6)}`;
const poolUrl = (pool: string, query = "") => `/api/ratings/${encodeURIComponent(pool)}${query}`;

async function newProfile(o: Org, name: string, extra: Record<string, string> = {}) {
  const body = await ok(api<ProfileCreated>("POST", "/api/profiles", { commandId: cid("profile"), name, ...extra }, { cookie: o.cookie }), 201);
  return body.profile.id as string;
}

interface Played {
  id: string;
  players: { id: string; name: string; code: string }[];
  matches: Match[];
}

/**
 * One event of one round: registers the players (with profiles), pairs round 1,
 * enters `decide(match)` for every table (null leaves a bye alone), finishes.
 */
async function oneRound(
  o: Org,
  fields: Record<string, unknown>,
  players: { name: string; profile?: string; country?: string; region?: string }[],
  decide: (m: TableMatch, names: (pid: string) => string) => unknown,
  finish = true,
): Promise<Played> {
  const created = await ok(
    api<CommandAnswer<"create-event">>(
      "POST",
      "/api/events",
      { commandId: cid("create"), name: "Rated night", rules: "club", options: { rounds: 1, draws: "allowed" }, ...fields },
      { cookie: o.cookie },
    ),
    201,
  );
  const id = created.event.id as string;
  const added = await ok(api<CommandAnswer<"add-players">>("POST", `/api/events/${id}/players`, { commandId: cid("players"), players }, { cookie: o.cookie }));
  const r = await ok(api<CommandAnswer<"start-round">>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: o.cookie }));
  const nameOf = (pid: string) => added.players.find((p) => p.id === pid)!.name as string;
  for (const m of r.round.matches) {
    if (!("table" in m)) continue;
    await ok(api("PUT", `/api/events/${id}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: decide(m, nameOf) }, { cookie: o.cookie }));
  }
  if (finish) await ok(api("POST", `/api/events/${id}/finish`, { commandId: cid() }, { cookie: o.cookie }));
  return { id, players: added.players, matches: r.round.matches };
}

/** At every table the player earlier in `order` (by name) wins 2-0 (1-0 in a one-game match): the first always wins, the last always loses. */
const strength =
  (order: string[], won = 2) =>
  (m: TableMatch, names: (pid: string) => string) => {
    const [a, b] = m.players.map(names);
    return order.indexOf(a!) < order.indexOf(b!) ? { games: [won, 0, 0] } : { games: [0, won, 0] };
  };
/** Two unlinked players (each rated under their own per-event profile): events need four players. */
const FILLERS = [{ name: "Filler One" }, { name: "Filler Two" }];

/** `winner` (by name) wins 2-0; a table without them is a 1-1 draw (oneRound's events allow draws). */
const win = (winner: string) => (m: TableMatch, names: (pid: string) => string) => {
  const [a, b] = m.players.map(names);
  if (a === winner) return { games: [2, 0, 0] };
  if (b === winner) return { games: [0, 2, 0] };
  return { games: [1, 1, 0] };
};

async function board(pool: string, query = "") {
  return ok(api<PoolBoard>("GET", poolUrl(pool, query)));
}
const everyone = (b: PoolBoard) => [...b.ranked, ...b.provisional];
const row = (b: PoolBoard, profile: string) => everyone(b).find((r) => r.profile === profile);

describe("profiles", () => {
  it("are created and merged only by signed-in organizers; anyone searches and reads them; external ids stay private", async () => {
    const o = await organizer();
    const body = { commandId: cid(), name: "Ann Nonymous" };
    expect((await api("POST", "/api/profiles", body)).status).toBe(401);
    const a = await newProfile(o, "Zelda Quist", { country: "NL", externalId: "DCI-7788" });
    const b = await newProfile(o, "Zelda Q.");
    expect((await api("POST", `/api/profiles/${b}/merge`, { commandId: cid(), into: a })).status).toBe(401);
    // Search as you type: a word start matches; anonymous readers see no external id.
    const anon = await ok(api<ProfileSearch>("GET", "/api/profiles?q=quis"));
    expect(anon.profiles).toEqual([{ id: a, name: "Zelda Quist", country: "NL" }]);
    const staff = await ok(api<ProfileSearch>("GET", "/api/profiles?q=zelda", undefined, { cookie: o.cookie }));
    // Ordered by name: "zelda q." before "zelda quist".
    expect(staff.profiles.map((p) => p.id)).toEqual([b, a]);
    expect(staff.profiles.find((p) => p.id === a)!.externalId).toBe("DCI-7788");
    expect((await api("GET", "/api/profiles?q=")).status).toBe(400);
    // Same commandId again: the same profile, not a duplicate.
    const again = await ok(api<ProfileCreated>("POST", "/api/profiles", { ...body }, { cookie: o.cookie }), 201);
    const again2 = await ok(api<ProfileCreated>("POST", "/api/profiles", { ...body }, { cookie: o.cookie }), 201);
    expect(again2.profile.id).toBe(again.profile.id);
    // Bad input names its path.
    const bad = await api<Refused>("POST", "/api/profiles", { commandId: cid(), name: "" }, { cookie: o.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe("$.name");
    const merged = await api("POST", `/api/profiles/${b}/merge`, { commandId: cid(), into: b }, { cookie: o.cookie });
    expect(merged.status).toBe(400);
  });

  it("registration refuses an unknown profile and links a merged one to the kept profile", async () => {
    const o = await organizer();
    const created = await ok(
      api<CommandAnswer<"create-event">>(
        "POST",
        "/api/events",
        { commandId: cid(), name: "Reg", gameFormat: freshFormat("Reg"), rules: "club" },
        { cookie: o.cookie },
      ),
      201,
    );
    const id = created.event.id;
    const bad = await api<Refused>(
      "POST",
      `/api/events/${id}/players`,
      { commandId: cid(), players: [{ name: "X" }, { name: "Y", profile: "nobody-here" }] },
      { cookie: o.cookie },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe("$.players[1].profile");
    expect((await ok(api<PublicView>("GET", `/api/events/${id}`))).players).toEqual([]);
    const kept = await newProfile(o, "Kept Person");
    const dup = await newProfile(o, "Kept Persn");
    await ok(api("POST", `/api/profiles/${dup}/merge`, { commandId: cid(), into: kept }, { cookie: o.cookie }));
    await ok(api("POST", `/api/events/${id}/players`, { commandId: cid(), players: [{ name: "Kept", profile: dup }] }, { cookie: o.cookie }));
    expect((await ok(api<PublicView>("GET", `/api/events/${id}`))).players[0]!.profile).toBe(kept);
    // An old link to the merged profile shows the kept one.
    const page = await ok(api<ProfilePage>("GET", `/api/profiles/${dup}`));
    expect(page.profile.id).toBe(kept);
    expect(page.mergedFrom).toBe(dup);
  });
});

describe("club ratings on the platform", () => {
  it("finishing an event rates it; the leaderboard and profile page show it, with ETags", async () => {
    const o = await organizer();
    const format = freshFormat("Old School");
    const x = await newProfile(o, "Xavier");
    const y = await newProfile(o, "Yolanda");
    const ev = await oneRound(
      o,
      { gameFormat: format },
      [{ name: "Xavier", profile: x }, { name: "Yolanda", profile: y }, ...FILLERS],
      strength(["Xavier", "Filler One", "Filler Two", "Yolanda"]),
      false,
    );
    // Not finished: not rated yet.
    expect((await api("GET", poolUrl(`club:${format}`))).status).toBe(404);
    await ok(api("POST", `/api/events/${ev.id}/finish`, { commandId: cid() }, { cookie: o.cookie }));
    const pools = await ok(api<RatingPoolList>("GET", "/api/ratings"));
    expect(pools.pools).toContainEqual({ pool: `club:${format}`, label: format, system: "club", players: 4 });
    const b = await board(`club:${format}`);
    // Everyone provisional (1 rated match < 10), listed apart: 1500 ± 48 × 0.5.
    expect(b.ranked).toEqual([]);
    expect(b.provisional).toHaveLength(4);
    const pick = (r: LeaderboardRow | undefined) => [r!.rank, r!.name, r!.shown, r!.ratedMatches, r!.provisional, r!.lastEvent!.id];
    expect(pick(row(b, x))).toEqual([1, "Xavier", "1524", 1, true, ev.id]);
    expect(pick(row(b, y))).toEqual([3, "Yolanda", "1476", 1, true, ev.id]);
    // Unlinked registrations are rated under their own per-event profile.
    expect(row(b, `${ev.id}-${ev.players[2]!.id}`)!.name).toBe("Filler One");
    const res = await api("GET", poolUrl(`club:${format}`));
    const etag = res.headers.get("etag")!;
    expect((await api("GET", poolUrl(`club:${format}`), undefined, { headers: { "if-none-match": etag } })).status).toBe(304);
    const page = await ok(api<ProfilePage>("GET", `/api/profiles/${x}`));
    expect(page.ratings).toHaveLength(1);
    expect(page.ratings[0]).toMatchObject({ pool: `club:${format}`, shown: "1524", rank: 1, provisional: true, ratedMatches: 1 });
    expect(page.ratings[0]!.history).toEqual([expect.objectContaining({ event: ev.id, rating: 1524, delta: 24, matches: 1 })]);
    expect(page.events.map((e) => e.id)).toEqual([ev.id]);
    // The event page links every name to its profile, the unlinked ones to the profile their rating created.
    const v = await ok(api<PublicView>("GET", `/api/events/${ev.id}`));
    const own = (i: number) => `${ev.id}-${ev.players[i]!.id}`;
    expect(v.players.map((p) => p.profile)).toEqual([x, y, own(2), own(3)]);
    expect((await ok(api<ProfilePage>("GET", `/api/profiles/${own(3)}`))).events.map((e) => e.id)).toEqual([ev.id]);
  });

  it("byes and awarded results leave ratings untouched", async () => {
    const o = await organizer();
    const format = freshFormat("Premodern");
    const names = ["Ada", "Bo", "Cy", "Di", "Ed"];
    const ids: Record<string, string> = {};
    for (const n of names) ids[n] = await newProfile(o, n);
    let awardedTable = 0;
    const ev = await oneRound(
      o,
      { gameFormat: format },
      names.map((n) => ({ name: n, profile: ids[n] })),
      (m) => {
        // The first table is awarded (a no-show), the other is won 2-1 by its first player.
        if (awardedTable === 0) {
          awardedTable = m.table;
          return { awarded: m.players[0] };
        }
        return { games: [2, 1, 0] };
      },
    );
    const byName = (pid: string) => ev.players.find((p) => p.id === pid)!.name;
    const tables = ev.matches.filter((m): m is TableMatch => "table" in m);
    const bye = ev.matches.find((m) => !("table" in m));
    expect(bye).toBeDefined();
    const awarded = tables.find((m) => m.table === awardedTable)!;
    const played = tables.find((m) => m.table !== awardedTable)!;
    const b = await board(`club:${format}`);
    // Only the two players of the played match are rated.
    expect(
      everyone(b)
        .map((r) => r.name)
        .sort(),
    ).toEqual(played.players.map(byName).sort());
    expect(row(b, ids[byName(played.players[0]!)]!)!.shown).toBe("1524");
    expect(row(b, ids[byName(played.players[1]!)]!)!.shown).toBe("1476");
    for (const pid of [...awarded.players, bye!.players[0]!]) expect(row(b, ids[byName(pid)]!)).toBeUndefined();
  });

  it("unlisted events do not count for club ratings", async () => {
    const o = await organizer();
    const format = freshFormat("Pauper");
    const x = await newProfile(o, "Hidden X");
    const y = await newProfile(o, "Hidden Y");
    await oneRound(o, { gameFormat: format, visibility: "unlisted" }, [{ name: "X", profile: x }, { name: "Y", profile: y }, ...FILLERS], win("X"));
    const pools = await ok(api<RatingPoolList>("GET", "/api/ratings"));
    expect(pools.pools.find((p) => p.pool === `club:${format}`)).toBeUndefined();
    expect((await ok(api<ProfilePage>("GET", `/api/profiles/${x}`))).ratings).toEqual([]);
  });

  it("a corrected result of a finished event replays its pool; correcting back gives the same numbers again", async () => {
    const o = await organizer();
    const format = freshFormat("Legacy");
    const x = await newProfile(o, "Corr X");
    const y = await newProfile(o, "Corr Y");
    const ev = await oneRound(
      o,
      { gameFormat: format },
      [{ name: "X", profile: x }, { name: "Y", profile: y }, ...FILLERS],
      strength(["X", "Filler One", "Filler Two", "Y"]),
    );
    const first = await api<PoolBoard>("GET", poolUrl(`club:${format}`));
    const xId = ev.players.find((p) => p.name === "X")!.id;
    const m = ev.matches.find((mm): mm is TableMatch => "table" in mm && mm.players.includes(xId))!;
    const table = m.table;
    const xFirst = m.players[0] === xId;
    const opponentId = m.players.find((p: string) => p !== xId);
    const opponent = opponentId === ev.players.find((p) => p.name === "Y")!.id ? y : `${ev.id}-${opponentId}`;
    expect(row(await board(`club:${format}`), opponent)!.shown).toBe("1476");
    // Without correction: true the finished event refuses.
    expect(
      (await api("PUT", `/api/events/${ev.id}/rounds/1/tables/${table}/result`, { commandId: cid(), result: { games: [1, 1, 0] } }, { cookie: o.cookie }))
        .status,
    ).toBe(409);
    await ok(
      api(
        "PUT",
        `/api/events/${ev.id}/rounds/1/tables/${table}/result`,
        { commandId: cid(), result: { games: xFirst ? [0, 2, 0] : [2, 0, 0] }, correction: true },
        { cookie: o.cookie },
      ),
    );
    const b = await board(`club:${format}`);
    expect(row(b, x)!.shown).toBe("1476");
    expect(row(b, opponent)!.shown).toBe("1524");
    await ok(
      api(
        "PUT",
        `/api/events/${ev.id}/rounds/1/tables/${table}/result`,
        { commandId: cid(), result: { games: xFirst ? [2, 0, 0] : [0, 2, 0] }, correction: true },
        { cookie: o.cookie },
      ),
    );
    const again = await api<PoolBoard>("GET", poolUrl(`club:${format}`));
    expect(again.body).toEqual(first.body);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("deleting an event (owner only) replays the pool without it", async () => {
    const o = await organizer();
    const other = await organizer();
    const format = freshFormat("Vintage");
    const x = await newProfile(o, "Del X");
    const y = await newProfile(o, "Del Y");
    const players = [{ name: "X", profile: x }, { name: "Y", profile: y }, ...FILLERS];
    await oneRound(o, { gameFormat: format }, players, win("X"));
    const afterOne = await board(`club:${format}`);
    const second = await oneRound(o, { gameFormat: format }, players, win("X"));
    expect(row(await board(`club:${format}`), x)!.ratedMatches).toBe(2);
    expect((await api("DELETE", `/api/events/${second.id}?commandId=${cid()}`, undefined, { cookie: other.cookie })).status).toBe(403);
    expect((await api("DELETE", `/api/events/${second.id}?commandId=${cid()}`)).status).toBe(401);
    const del = await ok(api<CommandAnswer<"delete-event">>("DELETE", `/api/events/${second.id}?commandId=${cid()}`, undefined, { cookie: o.cookie }));
    expect(del.deleted).toBe(true);
    expect((await api("GET", `/api/events/${second.id}`)).status).toBe(404);
    expect(await board(`club:${format}`)).toEqual(afterOne);
    expect((await ok(api<ProfilePage>("GET", `/api/profiles/${x}`))).events.map((e) => e.id)).not.toContain(second.id);
  });

  it("merging profiles replays the pools they played in", async () => {
    const o = await organizer();
    const format = freshFormat("Modern");
    const [x1, x2, y, z] = [await newProfile(o, "Max"), await newProfile(o, "Max Dup"), await newProfile(o, "Yan"), await newProfile(o, "Zoe")];
    await oneRound(
      o,
      { gameFormat: format },
      [{ name: "Max", profile: x1 }, { name: "Yan", profile: y }, ...FILLERS],
      strength(["Max", "Filler One", "Filler Two", "Yan"]),
    );
    await oneRound(
      o,
      { gameFormat: format },
      [{ name: "Max", profile: x2 }, { name: "Zoe", profile: z }, ...FILLERS],
      strength(["Max", "Filler One", "Filler Two", "Zoe"]),
    );
    let b = await board(`club:${format}`);
    expect([row(b, x1)!.shown, row(b, x2)!.shown, row(b, y)!.shown, row(b, z)!.shown]).toEqual(["1524", "1524", "1476", "1476"]);
    const m = await ok(api<ProfileMerged>("POST", `/api/profiles/${x2}/merge`, { commandId: cid(), into: x1 }, { cookie: o.cookie }));
    expect(m.replayed).toEqual([`club:${format}`]);
    b = await board(`club:${format}`);
    // Max (1524 after event 1) beats a 1500 opponent in event 2: P = 1/(1+10^(-24/400)) = 0.53448,
    // Max 1524 + 48 × 0.46552 = 1546.3 (the opponent loses 22.3 instead of 24).
    expect(row(b, x2)).toBeUndefined();
    expect(row(b, x1)).toMatchObject({ ratedMatches: 2, shown: "1546" });
    expect(row(b, x1)!.rating).toBeCloseTo(1546.345, 2);
    expect(row(b, y)!.shown).toBe("1476");
    expect(everyone(b).filter((r) => Math.abs(r.rating - 1477.655) < 0.01)).toHaveLength(1);
    const page = await ok(api<ProfilePage>("GET", `/api/profiles/${x1}`));
    expect(page.events).toHaveLength(2);
    expect(page.ratings[0]!.history.map((h) => Math.round(h.rating))).toEqual([1524, 1546]);
  });

  it("leaderboard filters: country, region within it, active in the last N months; bad filters are named", async () => {
    const o = await organizer();
    const format = freshFormat("Canadian Highlander");
    const nl = await newProfile(o, "Nora", { country: "NL", region: "Utrecht" });
    const nl2 = await newProfile(o, "Nils", { country: "NL", region: "Limburg" });
    const jp = await newProfile(o, "Jun", { country: "JP", region: "Osaka" });
    const old = await newProfile(o, "Olaf", { country: "NL", region: "Utrecht" });
    const gone = await newProfile(o, "Greta", { country: "SE" });
    await oneRound(
      o,
      { gameFormat: format },
      [
        { name: "Nora", profile: nl },
        { name: "Nils", profile: nl2 },
        { name: "Jun", profile: jp },
        { name: "Olaf", profile: old },
      ],
      win("Jun"),
    );
    // An event finished three years ago, stored as a rating input the way a finish stores it:
    // Olaf beat Greta, who has not played since. The read notices the new input and replays.
    const past = parseRatedEvent(
      {
        format: "topcut/1",
        id: "oldevent0001",
        name: "Long ago",
        gameFormat: format,
        rules: "club",
        options: { draws: "allowed", bestOf: 3, rounds: 1, cut: 0 },
        players: [
          { id: "p1", name: "Olaf", registered: 1, dropped: null },
          { id: "p2", name: "Greta", registered: 2, dropped: null },
        ],
        rounds: [{ number: 1, matches: [{ table: 1, players: ["p1", "p2"], result: { games: [2, 0, 0] } }] }],
      },
      { finishedAt: "2023-01-15", public: true, profiles: { p1: old, p2: gone } },
    );
    const pastId = `old${uniq}x`;
    await env.DB.prepare("insert into rated_events (event_id, pool, version, at, json) values (?, ?, 1, ?, ?)")
      .bind(pastId, `club:${format}`, past.at, await packJson(JSON.stringify({ ...past, id: pastId })))
      .run();
    const all = await board(`club:${format}`);
    expect(everyone(all)).toHaveLength(5);
    expect(row(all, old)!.ratedMatches).toBe(2);
    expect(row(all, gone)!.lastEvent!.id).toBe(pastId);
    expect(all.countries).toEqual(["JP", "NL", "SE"]);
    const dutch = await board(`club:${format}`, "?country=nl");
    expect(
      everyone(dutch)
        .map((r) => r.name)
        .sort(),
    ).toEqual(["Nils", "Nora", "Olaf"]);
    const utrecht = await board(`club:${format}`, "?country=NL&region=utrecht");
    expect(
      everyone(utrecht)
        .map((r) => r.name)
        .sort(),
    ).toEqual(["Nora", "Olaf"]);
    // Greta's last event is three years old: not active in the last 12 months; Olaf played tonight too.
    expect(
      everyone(await board(`club:${format}`, "?active=12"))
        .map((r) => r.name)
        .sort(),
    ).toEqual(["Jun", "Nils", "Nora", "Olaf"]);
    expect(
      everyone(await board(`club:${format}`, "?active=48"))
        .map((r) => r.name)
        .sort(),
    ).toEqual(["Greta", "Jun", "Nils", "Nora", "Olaf"]);
    const bad = await api<Refused>("GET", poolUrl(`club:${format}`, "?region=Utrecht"));
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe("region");
    expect((await api<Refused>("GET", poolUrl(`club:${format}`, "?active=0"))).body.error.path).toBe("active");
    expect((await api<Refused>("GET", poolUrl(`club:${format}`, "?colour=red"))).body.error.path).toBe("colour");
    expect((await api("GET", poolUrl("club:No Such Format"))).status).toBe(404);
  });

  it("dci-2009: K from the event's tier, shown on the event; unlisted events count", async () => {
    const o = await organizer();
    const format = freshFormat("Legacy");
    const x = await newProfile(o, "Dee X");
    const y = await newProfile(o, "Dee Y");
    const ev = await oneRound(
      o,
      { gameFormat: format, rules: "dci-2009", dciK: 32, visibility: "unlisted" },
      [{ name: "X", profile: x }, { name: "Y", profile: y }, ...FILLERS],
      strength(["X", "Filler One", "Filler Two", "Y"]),
    );
    expect((await ok(api<PublicView>("GET", `/api/events/${ev.id}`))).event.dciK).toBe(32);
    const b = await board(`dci-2009:${format}`);
    // 1600 ± 32 × 0.5; no provisional rule.
    expect(b.provisional).toEqual([]);
    expect([row(b, x)!.shown, row(b, y)!.shown]).toEqual(["1616", "1584"]);
    const bad = await api<Refused>(
      "POST",
      "/api/events",
      { commandId: cid(), name: "K?", gameFormat: format, rules: "dci-2009", dciK: 20 },
      { cookie: o.cookie },
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe("$.dciK");
  });

  it("replaying a pool from scratch gives the same numbers as the stored result", async () => {
    const o = await organizer();
    const format = freshFormat("Standard");
    const x = await newProfile(o, "Rep X");
    const y = await newProfile(o, "Rep Y");
    const order = strength(["X", "Filler One", "Filler Two", "Y"]);
    await oneRound(o, { gameFormat: format }, [{ name: "X", profile: x }, { name: "Y", profile: y }, ...FILLERS], order);
    await oneRound(o, { gameFormat: format }, [{ name: "Y", profile: y }, { name: "X", profile: x }, ...FILLERS], order);
    const before = await api<PoolBoard>("GET", poolUrl(`club:${format}`));
    // Throw the stored result away: the next read notices and replays from the stored inputs.
    await env.DB.prepare("delete from rating_pools where pool = ?").bind(`club:${format}`).run();
    await env.DB.prepare("delete from ratings where pool = ?").bind(`club:${format}`).run();
    const after = await api<PoolBoard>("GET", poolUrl(`club:${format}`));
    expect(after.body).toEqual(before.body);
    expect(after.headers.get("etag")).toBe(before.headers.get("etag"));
    expect(row(after.body, x)!.ratedMatches).toBe(2);
  });
});

describe("dreamblade and commander on the platform", () => {
  it("dreamblade: season points (win 2, loss 1) plus the organizer's bonus, in the season of the current year", async () => {
    const o = await organizer();
    const x = await newProfile(o, "Blade X");
    const y = await newProfile(o, "Blade Y");
    const ev = await oneRound(
      o,
      { gameFormat: freshFormat("Dreamblade Constructed"), rules: "dreamblade", options: { rounds: 1 } },
      [{ name: "X", profile: x }, { name: "Y", profile: y }, ...FILLERS],
      strength(["X", "Filler One", "Filler Two", "Y"], 1),
    );
    const season = `dreamblade:${new Date().getUTCFullYear()}`;
    let b = await board(season);
    expect([row(b, x)!.rating, row(b, y)!.rating]).toEqual([2, 1]);
    // A bonus for a Premier finish, set after the event by the organizer; only on Dreamblade events.
    const xId = ev.players.find((p) => p.name === "X")!.id;
    expect((await api("PUT", `/api/events/${ev.id}/players/${xId}/bonus`, { commandId: cid(), points: 5 })).status).toBe(401);
    await ok(api("PUT", `/api/events/${ev.id}/players/${xId}/bonus`, { commandId: cid(), points: 5 }, { cookie: o.cookie }));
    b = await board(season);
    expect(row(b, x)).toMatchObject({ rating: 7, ratedMatches: 1, shown: "7" });
    const page = await ok(api<ProfilePage>("GET", `/api/profiles/${x}`));
    expect(page.ratings.find((r) => r.pool === season)).toMatchObject({ rating: 7, system: "dreamblade" });
  });

  it("an event counts in the season of its own date, not the UTC day it finished", async () => {
    // A US evening event dated 31 December, finished (UTC) in a later year: it counts in its own year.
    const o = await organizer();
    const x = await newProfile(o, "Blade Eve X");
    const y = await newProfile(o, "Blade Eve Y");
    await oneRound(
      o,
      { gameFormat: freshFormat("Dreamblade Constructed"), rules: "dreamblade", date: "2025-12-31", options: { rounds: 1 } },
      [{ name: "X", profile: x }, { name: "Y", profile: y }, ...FILLERS],
      strength(["X", "Filler One", "Filler Two", "Y"], 1),
    );
    const b = await board("dreamblade:2025");
    expect([row(b, x)!.rating, row(b, y)!.rating]).toEqual([2, 1]);
    const page = await ok(api<ProfilePage>("GET", `/api/profiles/${x}`));
    expect(page.ratings.map((r) => r.pool)).toEqual(["dreamblade:2025"]);
  });

  it("commander: pods rated with openskill, the winner first and everyone else tied", async () => {
    const o = await organizer();
    const format = freshFormat("Commander");
    const ids = [await newProfile(o, "Pod A"), await newProfile(o, "Pod B"), await newProfile(o, "Pod C"), await newProfile(o, "Pod D")];
    const created = await ok(
      api<CommandAnswer<"create-event">>(
        "POST",
        "/api/events",
        { commandId: cid(), name: "Pods", gameFormat: format, rules: "commander", options: { rounds: 1 } },
        { cookie: o.cookie },
      ),
      201,
    );
    const id = created.event.id;
    const added = await ok(
      api<CommandAnswer<"add-players">>(
        "POST",
        `/api/events/${id}/players`,
        { commandId: cid(), players: ["A", "B", "C", "D"].map((n, i) => ({ name: `Pod ${n}`, profile: ids[i] })) },
        { cookie: o.cookie },
      ),
    );
    const r = await ok(api<CommandAnswer<"start-round">>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: o.cookie }));
    const pod = r.round.matches[0] as TableMatch;
    expect(pod.players).toHaveLength(4);
    const winner = added.players.find((p) => p.name === "Pod C")!.id;
    await ok(api("PUT", `/api/events/${id}/rounds/1/tables/${pod.table}/result`, { commandId: cid(), result: { winner } }, { cookie: o.cookie }));
    await ok(api("POST", `/api/events/${id}/finish`, { commandId: cid() }, { cookie: o.cookie }));
    const b = await board(`commander:${format}`);
    expect(b.system).toBe("commander");
    const c = row(b, ids[2]!)!;
    expect(c.rank).toBe(1);
    // Displayed rating μ − 3σ, one decimal: the winner rises above a newcomer's 0, the three others share a rank.
    expect(c.rating).toBeGreaterThan(0);
    expect(c.shown).toMatch(/^\d+\.\d$/);
    const losers = everyone(b).filter((x) => x.profile !== ids[2]);
    expect(new Set(losers.map((x) => x.rating)).size).toBe(1);
    expect(new Set(losers.map((x) => x.rank))).toEqual(new Set([2]));
  });
});
