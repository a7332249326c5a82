// The permission matrix: every write (and the private reads) tried by every
// kind of caller. A refused caller gets 401/403 and the event does not change;
// an allowed caller succeeds. Players have no account: outside the result
// endpoints (which take their code) they are anonymous callers.
import { beforeAll, describe, expect, it } from "vitest";
import type { CommandAnswer, MyEvents } from "../../shared/commands/answers.ts";
import {
  addPlayers,
  api,
  cid,
  createEvent,
  exportEvent,
  manage as staffView,
  ok,
  organizer,
  view,
  type Answer,
  type PublicRead,
  type Refused,
  type RoundAnswer,
} from "./helpers.ts";

type RoleName = "anonymous" | "player" | "other-player" | "judge" | "co-organizer" | "owner" | "organizer";
const ROLES: RoleName[] = ["anonymous", "player", "other-player", "judge", "co-organizer", "owner", "organizer"];
type Kind = "registration" | "round1" | "pending" | "swiss-done" | "playoff-round-done" | "check-in" | "unpublished" | "called" | "drawn";

interface Fx {
  id: string;
  codes: Map<string, string>;
  /** An open table of round 1 and its players. */
  table: number;
  seated: [string, string];
}

let cookies: Record<"owner" | "co-organizer" | "judge" | "organizer", string>;
let otherEventCode: string;

async function fixture(kind: Kind): Promise<Fx> {
  const floor = { checkIn: kind === "check-in" ? "required" : undefined, publishPairings: kind === "unpublished" ? "manual" : undefined };
  const id = await createEvent(cookies.owner, { options: { rounds: 1, cut: kind === "playoff-round-done" || kind === "swiss-done" ? 4 : 0, ...floor } });
  for (const role of ["co-organizer", "judge"] as const) {
    const inv = await ok(api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role }, { cookie: cookies.owner }));
    await ok(api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: cookies[role] }));
  }
  const players = await addPlayers(cookies.owner, id, ["A", "B", "C", "D", "E", "F", "G", "H"]);
  const codes = new Map(players.map((p) => [p.id, p.code]));
  let table = 0;
  let seated: [string, string] = ["p1", "p2"];
  // p2 checked in at the desk (taken back by undo), p1 not yet.
  if (kind === "check-in") await ok(api("POST", `/api/events/${id}/players/p2/check-in`, { commandId: cid() }, { cookie: cookies.judge }));
  if (kind !== "registration" && kind !== "check-in") {
    const r = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: cookies.owner }));
    const first = r.round.matches[0]!;
    table = first.table!;
    seated = [first.players[0]!, first.players[1]!];
    if (kind === "pending") {
      await ok(
        api("POST", `/api/events/${id}/rounds/1/tables/${table}/report`, { commandId: cid(), result: { games: [2, 0, 0] }, code: codes.get(seated[0]) }),
      );
    }
    if (kind === "called") {
      await ok(api("POST", `/api/events/${id}/rounds/1/tables/${table}/judge`, { commandId: cid(), code: codes.get(seated[0]) }));
    }
    if (kind === "drawn") {
      await ok(api("POST", `/api/events/${id}/rounds/1/deck-checks`, { commandId: cid(), count: r.round.matches.length }, { cookie: cookies.judge }));
    }
    if (kind === "swiss-done" || kind === "playoff-round-done") {
      for (const m of r.round.matches)
        await ok(
          api("PUT", `/api/events/${id}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: cookies.owner }),
        );
    }
    if (kind === "playoff-round-done") {
      const p = await ok(api<RoundAnswer>("POST", `/api/events/${id}/playoffs`, { commandId: cid() }, { cookie: cookies.owner }));
      for (const m of p.round.matches)
        await ok(
          api("PUT", `/api/events/${id}/rounds/2/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 1, 0] } }, { cookie: cookies.owner }),
        );
    }
  }
  return { id, codes, table, seated };
}

interface Spec {
  name: string;
  kind: Kind;
  allowed: RoleName[];
  /** Takes a player's code in the body. */
  byCode?: boolean;
  /** The player of this event acting: the first or second seated player. */
  seat?: 0 | 1;
  call: (fx: Fx, extra: Record<string, unknown>, cookie?: string) => Promise<Answer<Refused>>;
}

const ORGANIZERS: RoleName[] = ["owner", "co-organizer"];
const STAFF: RoleName[] = ["owner", "co-organizer", "judge"];
const post =
  (path: (fx: Fx) => string, body: (fx: Fx) => Record<string, unknown> = () => ({})) =>
  (fx: Fx, extra: Record<string, unknown>, cookie?: string) =>
    api<Refused>("POST", path(fx), { commandId: cid(), ...body(fx), ...extra }, { cookie });

const SPECS: Spec[] = [
  {
    name: "edit event",
    kind: "registration",
    allowed: ORGANIZERS,
    call: (fx, x, cookie) => api<Refused>("PATCH", `/api/events/${fx.id}`, { commandId: cid(), name: "Renamed", ...x }, { cookie }),
  },
  {
    name: "add players",
    kind: "registration",
    allowed: ORGANIZERS,
    call: post(
      (fx) => `/api/events/${fx.id}/players`,
      () => ({ players: [{ name: "New" }] }),
    ),
  },
  {
    name: "import players",
    kind: "registration",
    allowed: ORGANIZERS,
    call: post(
      (fx) => `/api/events/${fx.id}/players/import`,
      () => ({ csv: "name\nZed\nYan" }),
    ),
  },
  {
    name: "edit player",
    kind: "registration",
    allowed: ORGANIZERS,
    call: (fx, x, cookie) => api<Refused>("PATCH", `/api/events/${fx.id}/players/p1`, { commandId: cid(), name: "Anna", ...x }, { cookie }),
  },
  {
    name: "remove player",
    kind: "registration",
    allowed: ORGANIZERS,
    call: (fx, _x, cookie) => api<Refused>("DELETE", `/api/events/${fx.id}/players/p1?commandId=${cid()}`, undefined, { cookie }),
  },
  {
    name: "start round",
    kind: "registration",
    allowed: ORGANIZERS,
    call: post(
      (fx) => `/api/events/${fx.id}/rounds`,
      () => ({ round: 1 }),
    ),
  },
  { name: "drop player", kind: "round1", allowed: STAFF, call: post((fx) => `/api/events/${fx.id}/players/p3/drop`) },
  {
    name: "late entry",
    kind: "round1",
    allowed: ORGANIZERS,
    call: post(
      (fx) => `/api/events/${fx.id}/late-entry`,
      () => ({ name: "Late", mode: "loss" }),
    ),
  },
  { name: "repair round", kind: "round1", allowed: ORGANIZERS, call: post((fx) => `/api/events/${fx.id}/rounds/1/repair`) },
  {
    name: "report result",
    kind: "round1",
    allowed: [...STAFF, "player"],
    byCode: true,
    seat: 0,
    call: post(
      (fx) => `/api/events/${fx.id}/rounds/1/tables/${fx.table}/report`,
      () => ({ result: { games: [2, 1, 0] } }),
    ),
  },
  {
    name: "confirm result",
    kind: "pending",
    allowed: [...STAFF, "player"],
    byCode: true,
    seat: 1,
    call: post((fx) => `/api/events/${fx.id}/rounds/1/tables/${fx.table}/confirm`),
  },
  {
    name: "dispute result",
    kind: "pending",
    allowed: ["player"],
    byCode: true,
    seat: 1,
    call: post((fx) => `/api/events/${fx.id}/rounds/1/tables/${fx.table}/dispute`),
  },
  {
    name: "correct result",
    kind: "round1",
    allowed: STAFF,
    call: (fx, x, cookie) =>
      api<Refused>("PUT", `/api/events/${fx.id}/rounds/1/tables/${fx.table}/result`, { commandId: cid(), result: { games: [0, 2, 0] }, ...x }, { cookie }),
  },
  {
    name: "timer",
    kind: "round1",
    allowed: STAFF,
    call: post(
      (fx) => `/api/events/${fx.id}/timer`,
      () => ({ action: "start" }),
    ),
  },
  { name: "start playoffs", kind: "swiss-done", allowed: ORGANIZERS, call: post((fx) => `/api/events/${fx.id}/playoffs`) },
  {
    name: "next playoff round",
    kind: "playoff-round-done",
    allowed: ORGANIZERS,
    call: post(
      (fx) => `/api/events/${fx.id}/playoffs/next`,
      () => ({ round: 3 }),
    ),
  },
  { name: "finish", kind: "playoff-round-done", allowed: ORGANIZERS, call: post((fx) => `/api/events/${fx.id}/finish`) },
  {
    name: "invite staff",
    kind: "registration",
    allowed: ["owner"],
    call: post(
      (fx) => `/api/events/${fx.id}/invites`,
      () => ({ role: "judge" }),
    ),
  },
  // The competitive floor
  {
    name: "check in",
    kind: "check-in",
    allowed: [...STAFF, "player"],
    byCode: true,
    seat: 0,
    call: post((fx) => `/api/events/${fx.id}/players/${fx.seated[0]}/check-in`),
  },
  {
    name: "undo a check-in",
    kind: "check-in",
    allowed: STAFF,
    call: (fx, _x, cookie) => api<Refused>("DELETE", `/api/events/${fx.id}/players/p2/check-in?commandId=${cid()}`, undefined, { cookie }),
  },
  { name: "publish a round", kind: "unpublished", allowed: STAFF, call: post((fx) => `/api/events/${fx.id}/rounds/1/publish`) },
  {
    name: "call a judge",
    kind: "round1",
    allowed: ["player"],
    byCode: true,
    seat: 0,
    call: post((fx) => `/api/events/${fx.id}/rounds/1/tables/${fx.table}/judge`),
  },
  {
    name: "answer a judge call",
    kind: "called",
    allowed: STAFF,
    call: (fx, x, cookie) =>
      api<Refused>("PATCH", `/api/events/${fx.id}/rounds/1/tables/${fx.table}/judge`, { commandId: cid(), status: "heard", ...x }, { cookie }),
  },
  {
    name: "give a penalty",
    kind: "round1",
    allowed: STAFF,
    call: post(
      (fx) => `/api/events/${fx.id}/penalties`,
      (fx) => ({ player: fx.seated[0], round: 1, infraction: "tardiness", penalty: "warning", note: "Seated at 10:07." }),
    ),
  },
  {
    name: "draw tables for deck checks",
    kind: "round1",
    allowed: STAFF,
    call: post(
      (fx) => `/api/events/${fx.id}/rounds/1/deck-checks`,
      () => ({ count: 1 }),
    ),
  },
  {
    name: "end a deck check",
    kind: "drawn",
    allowed: STAFF,
    call: post(
      (fx) => `/api/events/${fx.id}/rounds/1/tables/${fx.table}/deck-check/end`,
      () => ({ minutes: 4 }),
    ),
  },
];

function cookieOf(role: RoleName): string | undefined {
  return role === "anonymous" || role === "player" || role === "other-player" ? undefined : cookies[role];
}

/** The body additions a role brings: players their code (only where codes are taken). */
function extraOf(role: RoleName, spec: Spec, fx: Fx): Record<string, unknown> {
  // A code where none is taken is no session: such a player is refused as anyone without one.
  if (role === "player") return { code: fx.codes.get(fx.seated[spec.seat ?? 0]) };
  if (role === "other-player" && spec.byCode) return { code: otherEventCode };
  return {};
}

function expectedRefusal(role: RoleName, spec: Spec): number {
  if (role === "anonymous" || role === "other-player") return 401;
  if (role === "player") return spec.byCode ? 403 : 401;
  return 403;
}

beforeAll(async () => {
  const [o, c, j, x] = await Promise.all([organizer("owner"), organizer("coorg"), organizer("judge"), organizer("other")]);
  cookies = { owner: o.cookie, "co-organizer": c.cookie, judge: j.cookie, organizer: x.cookie };
  const other = await createEvent(x.cookie);
  otherEventCode = (await addPlayers(x.cookie, other, ["X", "Y", "Z", "W"]))[0]!.code;
}, 60_000);

describe("the permission matrix", () => {
  for (const spec of SPECS) {
    it(`${spec.name}: allowed for ${spec.allowed.join(", ")}; refused for everyone else`, async () => {
      const shared = await fixture(spec.kind);
      const before = await view(shared.id);
      // The staff view too: a refused floor command (a judge call, a penalty) shows nowhere else.
      const staffBefore = await staffView(shared.id, cookies.owner);
      for (const role of ROLES.filter((r) => !spec.allowed.includes(r))) {
        const res = await spec.call(shared, extraOf(role, spec, shared), cookieOf(role));
        expect({ role, status: res.status }).toEqual({ role, status: expectedRefusal(role, spec) });
        expect(res.body.error.code).toMatch(/^(unauthenticated|forbidden|wrong_code)$/);
      }
      expect(await view(shared.id)).toEqual(before);
      expect(await staffView(shared.id, cookies.owner)).toEqual(staffBefore);
      for (const role of spec.allowed) {
        const fx = await fixture(spec.kind);
        const res = await spec.call(fx, extraOf(role, spec, fx), cookieOf(role));
        expect({ role, status: res.status, body: res.status < 300 ? null : res.body }).toEqual({ role, status: 200, body: null });
      }
    }, 60_000);
  }

  it("create and import an event: any signed-in organizer, never anonymous", async () => {
    const res = await api("POST", "/api/events", { commandId: cid(), name: "X", gameFormat: "Y", rules: "club" });
    expect(res.status).toBe(401);
    for (const role of ["owner", "co-organizer", "judge", "organizer"] as const) {
      await ok(api("POST", "/api/events", { commandId: cid(), name: "X", gameFormat: "Y", rules: "club" }, { cookie: cookies[role] }), 201);
    }
    const fx = await fixture("registration");
    const file = await exportEvent(cookies.owner, fx.id);
    expect((await api("POST", "/api/events/import", { commandId: cid(), file })).status).toBe(401);
    await ok(api("POST", "/api/events/import", { commandId: cid(), file }, { cookie: cookies.organizer }), 201);
  });

  it("staff views and export: owner, co-organizer and judge only", async () => {
    const fx = await fixture("round1");
    for (const path of ["manage", "export"]) {
      expect((await api("GET", `/api/events/${fx.id}/${path}`)).status).toBe(401);
      expect((await api("GET", `/api/events/${fx.id}/${path}`, undefined, { cookie: cookies.organizer })).status).toBe(403);
      for (const role of ["owner", "co-organizer", "judge"] as const) {
        expect((await api("GET", `/api/events/${fx.id}/${path}`, undefined, { cookie: cookies[role] })).status).toBe(200);
      }
    }
    const manage = await staffView(fx.id, cookies.judge);
    expect(manage.role).toBe("judge");
    expect(Object.keys(manage.codes)).toHaveLength(8);
  });

  it("the public view is open to anyone and holds no codes; an invite works once", async () => {
    const fx = await fixture("pending");
    const pub = await api<PublicRead>("GET", `/api/events/${fx.id}`);
    expect(pub.status).toBe(200);
    const text = JSON.stringify(pub.body);
    for (const code of fx.codes.values()) expect(text).not.toContain(code);
    expect(pub.body.reports).toEqual([{ round: 1, table: fx.table, status: "unconfirmed" }]);
    const inv = await ok(
      api<CommandAnswer<"create-invite">>("POST", `/api/events/${fx.id}/invites`, { commandId: cid(), role: "judge" }, { cookie: cookies.owner }),
    );
    expect((await api("POST", `/api/invites/${inv.token}/accept`)).status).toBe(401);
    expect((await api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: cookies.owner })).status).toBe(403);
    await ok(api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: cookies.organizer }));
    // A retry by the same organizer gets the same answer; anyone else finds the invite used.
    await ok(api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: cookies.organizer }));
    const third = await organizer("late");
    expect((await api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: third.cookie })).status).toBe(404);
    const mine = await ok(api<MyEvents>("GET", "/api/my/events", undefined, { cookie: cookies.organizer }));
    expect(mine.events.find((e) => e.id === fx.id)?.role).toBe("judge");
  });
});
