import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { allocateRegistrations, validateApplication, type Allocation, type Application, type RegistrationEvent, type CapacityPool } from "./registration.ts";

function allocate(input: unknown): Allocation {
  const out = allocateRegistrations(input);
  if (!out.ok) throw new Error(JSON.stringify(out.problems));
  return out.value;
}

const T = (min: number) => Date.UTC(2026, 10, 1, 9, min);

describe("first come, first served against one event's capacity", () => {
  it("accepts by application time and waitlists the rest in order", () => {
    const a = allocate({
      events: [{ id: "main", capacity: 2 }],
      applications: [
        { player: "cat", events: ["main"], appliedAt: T(3) },
        { player: "ann", events: ["main"], appliedAt: T(1) },
        { player: "bob", events: ["main"], appliedAt: T(2) },
        { player: "dan", events: ["main"], appliedAt: "2026-11-01T18:04:00+09:00" },
      ],
    });
    expect(a.events.main?.accepted).toEqual(["ann", "bob"]);
    expect(a.events.main?.waitlist).toEqual(["cat", "dan"]);
    const dan = a.entries.find((e) => e.player === "dan");
    expect(dan).toMatchObject({ status: "waitlisted", position: 2, full: "event" });
  });

  it("breaks a tie in application time by player id in code-point order", () => {
    const a = allocate({
      events: [{ id: "main", capacity: 1 }],
      applications: [
        { player: "b", events: ["main"], appliedAt: T(0) },
        { player: "B", events: ["main"], appliedAt: T(0) },
        { player: "a", events: ["main"], appliedAt: T(0) },
      ],
    });
    // "B" (U+0042) sorts before "a" (U+0061) and "b".
    expect(a.events.main?.accepted).toEqual(["B"]);
    expect(a.events.main?.waitlist).toEqual(["a", "b"]);
  });

  it("moves the waitlist up when an accepted player withdraws", () => {
    const apps = [
      { player: "ann", events: ["main"], appliedAt: T(1) },
      { player: "bob", events: ["main"], appliedAt: T(2) },
      { player: "cat", events: ["main"], appliedAt: T(3) },
      { player: "dan", events: ["main"], appliedAt: T(4) },
    ];
    const before = allocate({ events: [{ id: "main", capacity: 2 }], applications: apps });
    expect(before.events.main?.waitlist).toEqual(["cat", "dan"]);
    const after = allocate({ events: [{ id: "main", capacity: 2 }], applications: apps.map((a) => (a.player === "ann" ? { ...a, withdrawnAt: T(30) } : a)) });
    expect(after.events.main?.accepted).toEqual(["bob", "cat"]);
    expect(after.events.main?.waitlist).toEqual(["dan"]);
    expect(after.entries.find((e) => e.player === "ann")?.status).toBe("withdrawn");
    expect(after.entries.find((e) => e.player === "dan")).toMatchObject({ status: "waitlisted", position: 1 });
  });

  it("ignores a second active application of the same player for the same event", () => {
    const a = allocate({
      events: [{ id: "main", capacity: 5 }],
      applications: [
        { player: "ann", events: ["main"], appliedAt: T(5) },
        { player: "ann", events: ["main"], appliedAt: T(1) },
      ],
    });
    expect(a.events.main?.accepted).toEqual(["ann"]);
    expect(a.entries.map((e) => [e.appliedAt, e.status])).toEqual([
      [T(1), "accepted"],
      [T(5), "duplicate"],
    ]);
  });
});

describe("one capacity shared by the events of a day and venue (R-REG-1)", () => {
  it("counts every participant of every event of the pool", () => {
    const a = allocate({
      events: [
        { id: "commander", capacity: null, pool: "hall" },
        { id: "modern", capacity: 10, pool: "hall" },
        { id: "side", capacity: 2 },
      ],
      pools: [{ id: "hall", capacity: 3 }],
      applications: [
        { player: "p1", events: ["commander"], appliedAt: T(1) },
        { player: "p2", events: ["modern", "side"], appliedAt: T(2) },
        { player: "p3", events: ["commander"], appliedAt: T(3) },
        { player: "p4", events: ["modern"], appliedAt: T(4) },
        { player: "p5", events: ["commander", "side"], appliedAt: T(5) },
      ],
    });
    expect(a.pools.hall).toEqual({ capacity: 3, used: 3, events: ["commander", "modern"] });
    expect(a.events.commander?.accepted).toEqual(["p1", "p3"]);
    expect(a.events.modern?.accepted).toEqual(["p2"]);
    expect(a.events.modern?.waitlist).toEqual(["p4"]);
    expect(a.entries.find((e) => e.player === "p4")).toMatchObject({ status: "waitlisted", full: "pool" });
    // The side event is outside the pool: p5 gets in there while waiting for commander.
    expect(a.events.side?.accepted).toEqual(["p2", "p5"]);
    expect(a.events.commander?.waitlist).toEqual(["p5"]);
  });

  it("gives a place freed in one event to the earliest waiting player of any event of the pool", () => {
    const events = [
      { id: "a", capacity: null, pool: "hall" },
      { id: "b", capacity: null, pool: "hall" },
    ];
    const apps = [
      { player: "p1", events: ["a"], appliedAt: T(1) },
      { player: "p2", events: ["b"], appliedAt: T(2) },
      { player: "p3", events: ["b"], appliedAt: T(3) },
      { player: "p4", events: ["a"], appliedAt: T(4) },
    ];
    const after = allocate({
      events,
      pools: [{ id: "hall", capacity: 1 }],
      applications: apps.map((x) => (x.player === "p1" ? { ...x, withdrawnAt: T(9) } : x)),
    });
    expect(after.events.b?.accepted).toEqual(["p2"]);
    expect(after.events.b?.waitlist).toEqual(["p3"]);
    expect(after.events.a?.waitlist).toEqual(["p4"]);
  });
});

describe("bad input is refused with its path", () => {
  it("names unknown events and pools and duplicate ids", () => {
    const out = allocateRegistrations({
      events: [
        { id: "a", capacity: 1, pool: "nowhere" },
        { id: "a", capacity: 2 },
      ],
      applications: [{ player: "p", events: ["zz"], appliedAt: T(0) }],
    });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.problems).toEqual([
      { code: "invalid", path: "$.events[0].pool", message: 'unknown capacity pool "nowhere"' },
      { code: "invalid", path: "$.events[1].id", message: 'event "a" is listed twice' },
      { code: "unknown-event", path: "$.applications[0].events[0]", message: 'unknown event "zz"' },
    ]);
  });

  it("refuses an instant past what a date can hold, instead of failing on it later", () => {
    const out = validateApplication({ events: [{ id: "a", capacity: 1, closesAt: 9e15 }], applications: [] }, { player: "p", events: ["a"], appliedAt: 9e15 });
    expect(out.ok ? null : out.problems.map((p) => p.path)).toEqual(["$.state.events[0].closesAt"]);
  });

  it("refuses a negative capacity and a time without an offset", () => {
    const out = allocateRegistrations({
      events: [{ id: "a", capacity: -1 }],
      applications: [{ player: "p", events: ["a"], appliedAt: "2026-11-01T10:00:00" }],
    });
    expect(out.ok).toBe(false);
    if (out.ok) return;
    expect(out.problems.map((p) => p.path)).toEqual(["$.events[0].capacity", "$.applications[0].appliedAt"]);
  });
});

describe("validateApplication", () => {
  const state = {
    events: [
      { id: "main", capacity: 1, opensAt: T(0), closesAt: T(60) },
      { id: "side", capacity: 4, closed: true },
    ],
    applications: [{ player: "ann", events: ["main"], appliedAt: T(5) }],
  };

  it("says an application that fits would be waitlisted and where", () => {
    expect(validateApplication(state, { player: "bob", events: ["main"], appliedAt: T(10) })).toEqual({
      ok: true,
      value: { outcome: [{ event: "main", status: "waitlisted", position: 1 }] },
    });
  });

  it("refuses before opening, at and after the deadline, a closed event and a second application", () => {
    const refused = (app: object) => {
      const out = validateApplication(state, app);
      return out.ok ? null : out.problems.map((p) => [p.code, p.path]);
    };
    expect(refused({ player: "bob", events: ["main"], appliedAt: T(0) - 1 })).toEqual([["registration-not-open", "$.application.events[0]"]]);
    expect(refused({ player: "bob", events: ["main"], appliedAt: T(60) - 1 })).toBeNull();
    expect(refused({ player: "bob", events: ["main"], appliedAt: T(60) })).toEqual([["registration-closed", "$.application.events[0]"]]);
    expect(refused({ player: "bob", events: ["side"], appliedAt: T(10) })).toEqual([["registration-closed", "$.application.events[0]"]]);
    expect(refused({ player: "ann", events: ["main"], appliedAt: T(10) })).toEqual([["already-applied", "$.application.events[0]"]]);
    expect(refused({ player: "bob", events: ["nope"], appliedAt: T(10) })).toEqual([["unknown-event", "$.application.events[0]"]]);
  });

  it("lets the organizer register a player after the deadline, still against capacity", () => {
    const out = validateApplication(state, { player: "bob", events: ["main", "side"], appliedAt: T(90), by: "organizer" });
    expect(out).toEqual({
      ok: true,
      value: {
        outcome: [
          { event: "main", status: "waitlisted", position: 1 },
          { event: "side", status: "accepted" },
        ],
      },
    });
  });

  it("accepts a player again after they withdrew", () => {
    const s = { ...state, applications: [{ player: "ann", events: ["main"], appliedAt: T(5), withdrawnAt: T(6) }] };
    expect(validateApplication(s, { player: "ann", events: ["main"], appliedAt: T(10) })).toEqual({
      ok: true,
      value: { outcome: [{ event: "main", status: "accepted" }] },
    });
  });
});

// ---- Properties under concurrent registrations ----

interface World {
  events: RegistrationEvent[];
  pools: CapacityPool[];
  applications: Application[];
}

const world: fc.Arbitrary<World> = fc
  .record({
    caps: fc.array(fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }), { minLength: 1, maxLength: 4 }),
    poolOf: fc.array(fc.option(fc.integer({ min: 0, max: 1 }), { nil: null }), { minLength: 4, maxLength: 4 }),
    poolCaps: fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })),
    apps: fc.array(
      fc.record({
        events: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 2 }),
        at: fc.integer({ min: 0, max: 15 }),
        withdrawAfter: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
      }),
      { maxLength: 24 },
    ),
  })
  .map(({ caps, poolOf, poolCaps, apps }) => {
    const events: RegistrationEvent[] = caps.map((capacity, i) => {
      const pool = poolOf[i];
      return pool === null || pool === undefined ? { id: `e${i}`, capacity } : { id: `e${i}`, capacity, pool: `pool${pool}` };
    });
    const pools = [0, 1].map((i) => ({ id: `pool${i}`, capacity: poolCaps[i] as number }));
    // One application per player, so duplicates (tested above) stay out of the way.
    const applications: Application[] = apps.map((a, i) => {
      const names = [...new Set(a.events.map((e) => `e${e % caps.length}`))];
      const app: Application = { player: `p${String(i).padStart(2, "0")}`, events: names, appliedAt: T(a.at) };
      return a.withdrawAfter === null ? app : { ...app, withdrawnAt: T(a.at + a.withdrawAfter) };
    });
    return { events, pools, applications };
  });

/** A live desk, written independently: requests and withdrawals in time order, each withdrawal promoting the earliest waiting entry that now fits. */
function liveDesk(w: World): Record<string, { accepted: string[]; waitlist: string[] }> {
  type E = { player: string; event: string; at: number };
  const acts: Array<{ at: number; kind: 0 | 1; entry: E }> = [];
  for (const a of w.applications) {
    for (const ev of a.events) {
      const entry = { player: a.player, event: ev, at: a.appliedAt as number };
      acts.push({ at: entry.at, kind: 1, entry });
      if (a.withdrawnAt !== undefined) acts.push({ at: a.withdrawnAt as number, kind: 0, entry });
    }
  }
  const before = (x: E, y: E) => x.at - y.at || (x.player < y.player ? -1 : x.player > y.player ? 1 : 0) || (x.event < y.event ? -1 : 1);
  acts.sort((x, y) => x.at - y.at || y.kind - x.kind || before(x.entry, y.entry));
  const accepted: E[] = [];
  let waiting: E[] = [];
  const fits = (e: E) => {
    const ev = w.events.find((x) => x.id === e.event)!;
    if (ev.capacity !== null && accepted.filter((a) => a.event === e.event).length >= ev.capacity) return false;
    if (ev.pool === undefined) return true;
    const inPool = accepted.filter((a) => w.events.find((x) => x.id === a.event)!.pool === ev.pool).length;
    return inPool < w.pools.find((p) => p.id === ev.pool)!.capacity;
  };
  for (const act of acts) {
    if (act.kind === 1) {
      if (fits(act.entry)) accepted.push(act.entry);
      else waiting.push(act.entry);
      continue;
    }
    const i = accepted.indexOf(act.entry);
    if (i >= 0) accepted.splice(i, 1);
    waiting = waiting.filter((x) => x !== act.entry);
    for (;;) {
      const next = [...waiting].sort(before).find(fits);
      if (!next) break;
      waiting = waiting.filter((x) => x !== next);
      accepted.push(next);
    }
  }
  const out: Record<string, { accepted: string[]; waitlist: string[] }> = {};
  for (const ev of w.events) {
    out[ev.id] = {
      accepted: accepted
        .filter((a) => a.event === ev.id)
        .sort(before)
        .map((a) => a.player),
      waitlist: waiting
        .filter((a) => a.event === ev.id)
        .sort(before)
        .map((a) => a.player),
    };
  }
  return out;
}

function summary(a: Allocation) {
  return a.entries.map((e) => ({ player: e.player, event: e.event, status: e.status, position: e.status === "waitlisted" ? e.position : 0 }));
}

describe("properties under concurrent registrations", () => {
  it("gives the same allocation whatever order the applications were stored in", () => {
    fc.assert(
      fc.property(world, fc.func(fc.integer()), (w, key) => {
        const base = allocate(w);
        const shuffled = w.applications
          .map((a, i) => ({ a, k: key(i) }))
          .sort((x, y) => x.k - y.k)
          .map((x) => x.a);
        const other = allocate({ ...w, applications: shuffled });
        expect(summary(other)).toEqual(summary(base));
        expect(other.events).toEqual(base.events);
      }),
      { numRuns: 300 },
    );
  });

  it("never goes over an event's or a pool's capacity, and nobody waits while there is room", () => {
    fc.assert(
      fc.property(world, (w) => {
        const a = allocate(w);
        for (const ev of w.events) {
          const got = a.events[ev.id]!;
          if (ev.capacity !== null) expect(got.accepted.length).toBeLessThanOrEqual(ev.capacity);
          if (got.waitlist.length > 0) {
            const eventFull = ev.capacity !== null && got.accepted.length === ev.capacity;
            const pool = ev.pool === undefined ? undefined : a.pools[ev.pool]!;
            expect(eventFull || (pool !== undefined && pool.used === pool.capacity)).toBe(true);
          }
        }
        for (const p of w.pools) {
          const used = w.events.filter((e) => e.pool === p.id).reduce((s, e) => s + a.events[e.id]!.accepted.length, 0);
          expect(a.pools[p.id]!.used).toBe(used);
          expect(used).toBeLessThanOrEqual(p.capacity);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("keeps each waitlist in application order", () => {
    fc.assert(
      fc.property(world, (w) => {
        const a = allocate(w);
        const at = new Map(w.applications.map((x) => [x.player, x.appliedAt as number]));
        for (const ev of Object.values(a.events)) {
          const times = ev.waitlist.map((p) => at.get(p)!);
          expect(times).toEqual([...times].sort((x, y) => x - y));
        }
        const positions = a.entries
          .filter((e) => e.status === "waitlisted")
          .map((e) => (e.status === "waitlisted" ? `${e.event}:${e.position}:${e.player}` : ""));
        for (const [id, ev] of Object.entries(a.events)) {
          ev.waitlist.forEach((p, i) => expect(positions).toContain(`${id}:${i + 1}:${p}`));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("agrees with a live desk that promotes the waitlist at each withdrawal", () => {
    fc.assert(
      fc.property(world, (w) => {
        const a = allocate(w);
        const live = liveDesk(w);
        for (const ev of w.events) {
          expect({ accepted: a.events[ev.id]!.accepted, waitlist: a.events[ev.id]!.waitlist }).toEqual(live[ev.id]);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("on a withdrawal, keeps everyone who had a place and moves waiting players up in order", () => {
    fc.assert(
      fc.property(world, fc.nat(), (w, pick) => {
        const active = w.applications.filter((x) => x.withdrawnAt === undefined);
        fc.pre(active.length > 0);
        const leaving = active[pick % active.length]!;
        const before = allocate(w);
        const after = allocate({ ...w, applications: w.applications.map((x) => (x === leaving ? { ...x, withdrawnAt: x.appliedAt } : x)) });
        let promoted = 0;
        for (const ev of w.events) {
          const b = before.events[ev.id]!;
          const n = after.events[ev.id]!;
          for (const p of b.accepted) if (p !== leaving.player) expect(n.accepted).toContain(p);
          const newcomers = n.accepted.filter((p) => !b.accepted.includes(p));
          promoted += newcomers.length;
          // Promoted players come from the front of the old waitlist order, and the rest keep their order.
          for (const p of newcomers) expect(b.waitlist).toContain(p);
          expect(n.waitlist).toEqual(b.waitlist.filter((p) => !newcomers.includes(p) && p !== leaving.player));
        }
        expect(promoted).toBeLessThanOrEqual(leaving.events.length);
      }),
      { numRuns: 400 },
    );
  });
});
