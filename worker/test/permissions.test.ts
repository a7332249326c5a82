// The permission matrix: every write of the route table (and the private
// reads) tried by every kind of caller, who may being the permission table's
// (shared/commands/permissions.ts). A refused caller gets 401/403 and the
// event does not change; an allowed caller succeeds. The cases are keyed by
// the route table's commands, so a new write without a case does not compile.
// Players have no account: outside the endpoints that take their code they
// are anonymous callers.
import { beforeAll, describe, expect, it } from "vitest";
import type { CommandAnswer, MyEvents } from "../../shared/commands/answers.ts";
import { PERMISSIONS, STAFF_ACTIONS, type StaffAction } from "../../shared/commands/permissions.ts";
import type { Receipt } from "../../shared/eventday/desk-answers.ts";
import type { CommandType } from "../../shared/commands/schema.ts";
import { EVENT_WRITE_ROUTES, type EventWriteType } from "../../shared/commands/write-routes.ts";
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
type Kind =
  | "registration"
  | "round1"
  | "pending"
  | "swiss-done"
  /** Round 1 of 2 played, its day-2 cut (top 4) waiting to be confirmed. */
  | "day-two"
  | "playoff-round-done"
  | "check-in"
  | "unpublished"
  | "called"
  | "drawn"
  | "dropped"
  | "no-show"
  | "dreamblade"
  | "lists"
  | "list-in";

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
  const checkIn = kind === "check-in" || kind === "no-show";
  const floor = { checkIn: checkIn ? "required" : undefined, publishPairings: kind === "unpublished" ? "manual" : undefined };
  const rules = kind === "dreamblade" ? { rules: "dreamblade", gameFormat: "Dreamblade" } : {};
  const id = await createEvent(cookies.owner, {
    ...rules,
    options: {
      rounds: kind === "day-two" ? 2 : 1,
      cut: kind === "playoff-round-done" || kind === "swiss-done" ? 4 : 0,
      ...floor,
      ...(kind === "day-two" ? { dayTwo: { afterRound: 1, advance: { kind: "top", count: 4 } } } : {}),
    },
  });
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
  // Everyone but p8 checked in: round 1 drops p8 as a no-show.
  if (kind === "no-show") {
    for (const p of players.filter((x) => x.id !== "p8"))
      await ok(api("POST", `/api/events/${id}/players/${p.id}/check-in`, { commandId: cid() }, { cookie: cookies.judge }));
  }
  // Lists asked of everyone until tomorrow; with "list-in", p1's is in (locked).
  if (kind === "lists" || kind === "list-in") {
    const deadline = Date.now() + 24 * 3600_000;
    await ok(api("PUT", `/api/events/${id}/event-day`, { commandId: cid(), listPolicy: { mode: "all-players", deadline } }, { cookie: cookies.owner }));
    if (kind === "list-in") await ok(api("POST", `/api/events/${id}/lists`, { commandId: cid(), playerId: "p1", ...LIST }, { cookie: cookies.owner }));
  }
  if (kind !== "registration" && kind !== "check-in" && kind !== "lists" && kind !== "list-in") {
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
    // p3 dropped during round 1 (the drop can still be taken back).
    if (kind === "dropped") await ok(api("POST", `/api/events/${id}/players/p3/drop`, { commandId: cid() }, { cookie: cookies.owner }));
    if (kind === "drawn") {
      await ok(api("POST", `/api/events/${id}/rounds/1/deck-checks`, { commandId: cid(), count: r.round.matches.length }, { cookie: cookies.judge }));
    }
    if (kind === "swiss-done" || kind === "playoff-round-done" || kind === "day-two") {
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

/** A deck list for the list commands. */
const LIST = { kind: "deck", main: [{ name: "Island", count: 40 }] };

interface Spec {
  kind: Kind;
  /** Takes a player's code in the body. */
  byCode?: boolean;
  /** The player of this event acting: the first or second seated player. */
  seat?: 0 | 1;
  call: (fx: Fx, extra: Record<string, unknown>, cookie?: string) => Promise<Answer<Refused>>;
}

const post =
  (path: (fx: Fx) => string, body: (fx: Fx) => Record<string, unknown> = () => ({})) =>
  (fx: Fx, extra: Record<string, unknown>, cookie?: string) =>
    api<Refused>("POST", path(fx), { commandId: cid(), ...body(fx), ...extra }, { cookie });

/** Every write of the route table, by its command: how to call it and on which event. */
const SPECS: { [T in EventWriteType]: Spec } = {
  "edit-event": {
    kind: "registration",
    call: (fx, x, cookie) => api<Refused>("PATCH", `/api/events/${fx.id}`, { commandId: cid(), name: "Renamed", ...x }, { cookie }),
  },
  "add-players": {
    kind: "registration",
    call: post(
      (fx) => `/api/events/${fx.id}/players`,
      () => ({ players: [{ name: "New" }] }),
    ),
  },
  "import-players": {
    kind: "registration",
    call: post(
      (fx) => `/api/events/${fx.id}/players/import`,
      () => ({ csv: "name\nZed\nYan" }),
    ),
  },
  "edit-player": {
    kind: "registration",
    call: (fx, x, cookie) => api<Refused>("PATCH", `/api/events/${fx.id}/players/p1`, { commandId: cid(), name: "Anna", ...x }, { cookie }),
  },
  "remove-player": {
    kind: "registration",
    call: (fx, _x, cookie) => api<Refused>("DELETE", `/api/events/${fx.id}/players/p1?commandId=${cid()}`, undefined, { cookie }),
  },
  "start-round": {
    kind: "registration",
    call: post(
      (fx) => `/api/events/${fx.id}/rounds`,
      () => ({ round: 1 }),
    ),
  },
  "drop-player": { kind: "round1", call: post((fx) => `/api/events/${fx.id}/players/p3/drop`) },
  "late-entry": {
    kind: "round1",
    call: post(
      (fx) => `/api/events/${fx.id}/late-entry`,
      () => ({ name: "Late", mode: "loss" }),
    ),
  },
  "repair-round": { kind: "round1", call: post((fx) => `/api/events/${fx.id}/rounds/1/repair`) },
  "report-result": {
    kind: "round1",
    byCode: true,
    seat: 0,
    call: post(
      (fx) => `/api/events/${fx.id}/rounds/1/tables/${fx.table}/report`,
      () => ({ result: { games: [2, 1, 0] } }),
    ),
  },
  "confirm-result": {
    kind: "pending",
    byCode: true,
    seat: 1,
    call: post((fx) => `/api/events/${fx.id}/rounds/1/tables/${fx.table}/confirm`),
  },
  "dispute-result": {
    kind: "pending",
    byCode: true,
    seat: 1,
    call: post((fx) => `/api/events/${fx.id}/rounds/1/tables/${fx.table}/dispute`),
  },
  "set-result": {
    kind: "round1",
    call: (fx, x, cookie) =>
      api<Refused>("PUT", `/api/events/${fx.id}/rounds/1/tables/${fx.table}/result`, { commandId: cid(), result: { games: [0, 2, 0] }, ...x }, { cookie }),
  },
  timer: {
    kind: "round1",
    call: post(
      (fx) => `/api/events/${fx.id}/timer`,
      () => ({ action: "start" }),
    ),
  },
  "confirm-day-two": { kind: "day-two", call: post((fx) => `/api/events/${fx.id}/day-two`) },
  "start-playoffs": { kind: "swiss-done", call: post((fx) => `/api/events/${fx.id}/playoffs`) },
  "next-playoff-round": {
    kind: "playoff-round-done",
    call: post(
      (fx) => `/api/events/${fx.id}/playoffs/next`,
      () => ({ round: 3 }),
    ),
  },
  finish: { kind: "playoff-round-done", call: post((fx) => `/api/events/${fx.id}/finish`) },
  "create-invite": {
    kind: "registration",
    call: post(
      (fx) => `/api/events/${fx.id}/invites`,
      () => ({ role: "judge" }),
    ),
  },
  // The competitive floor
  "check-in": {
    kind: "check-in",
    byCode: true,
    seat: 0,
    call: post((fx) => `/api/events/${fx.id}/players/${fx.seated[0]}/check-in`),
  },
  "undo-check-in": {
    kind: "check-in",
    call: (fx, _x, cookie) => api<Refused>("DELETE", `/api/events/${fx.id}/players/p2/check-in?commandId=${cid()}`, undefined, { cookie }),
  },
  "publish-round": { kind: "unpublished", call: post((fx) => `/api/events/${fx.id}/rounds/1/publish`) },
  "call-judge": {
    kind: "round1",
    byCode: true,
    seat: 0,
    call: post((fx) => `/api/events/${fx.id}/rounds/1/tables/${fx.table}/judge`),
  },
  "answer-judge-call": {
    kind: "called",
    call: (fx, x, cookie) =>
      api<Refused>("PATCH", `/api/events/${fx.id}/rounds/1/tables/${fx.table}/judge`, { commandId: cid(), status: "heard", ...x }, { cookie }),
  },
  "give-penalty": {
    kind: "round1",
    call: post(
      (fx) => `/api/events/${fx.id}/penalties`,
      (fx) => ({ player: fx.seated[0], round: 1, infraction: "tardiness", penalty: "warning", note: "Seated at 10:07." }),
    ),
  },
  "draw-deck-checks": {
    kind: "round1",
    call: post(
      (fx) => `/api/events/${fx.id}/rounds/1/deck-checks`,
      () => ({ count: 1 }),
    ),
  },
  "end-deck-check": {
    kind: "drawn",
    call: post(
      (fx) => `/api/events/${fx.id}/rounds/1/tables/${fx.table}/deck-check/end`,
      () => ({ minutes: 4 }),
    ),
  },
  "undrop-player": { kind: "dropped", call: post((fx) => `/api/events/${fx.id}/players/p3/undrop`) },
  "arrive-late": {
    kind: "no-show",
    call: post(
      (fx) => `/api/events/${fx.id}/players/p8/arrive-late`,
      () => ({ mode: "loss" }),
    ),
  },
  "set-bonus": {
    kind: "dreamblade",
    call: (fx, x, cookie) => api<Refused>("PUT", `/api/events/${fx.id}/players/p1/bonus`, { commandId: cid(), points: 5, ...x }, { cookie }),
  },
  "delete-event": {
    kind: "registration",
    call: (fx, _x, cookie) => api<Refused>("DELETE", `/api/events/${fx.id}?commandId=${cid()}`, undefined, { cookie }),
  },
  "edit-event-day": {
    kind: "registration",
    call: (fx, x, cookie) => api<Refused>("PUT", `/api/events/${fx.id}/event-day`, { commandId: cid(), pairWithinPods: true, ...x }, { cookie }),
  },
  "submit-list": {
    kind: "lists",
    byCode: true,
    seat: 0,
    call: post(
      (fx) => `/api/events/${fx.id}/lists`,
      (fx) => ({ playerId: fx.seated[0], ...LIST }),
    ),
  },
  "unlock-list": {
    kind: "list-in",
    call: post(
      (fx) => `/api/events/${fx.id}/lists/p1/unlock`,
      () => ({ reason: "A card name was misspelt." }),
    ),
  },
  "seat-pods": {
    kind: "registration",
    call: post(
      (fx) => `/api/events/${fx.id}/pods`,
      () => ({ mode: "one" }),
    ),
  },
};

/** Who may, by the permission table: the roles this matrix tries. */
const allowedOf = (type: CommandType): RoleName[] => ROLES.filter((r) => (PERMISSIONS[type] as readonly string[]).includes(r));

/** An event with two applications at its registration desk, for the staff actions. */
async function desk(): Promise<{ id: string; registration: string }> {
  const fx = await fixture("registration");
  const applied = await ok(api<Receipt>("POST", `/api/events/${fx.id}/registrations`, { commandId: cid(), name: "Applicant" }), 201);
  await ok(api("POST", `/api/events/${fx.id}/registrations`, { commandId: cid(), name: "Second" }), 201);
  return { id: fx.id, registration: applied.registration.id };
}

/** Every staff action that is no command (reads, the registration desk, the card, the webhook): one request each. */
const ACTIONS: { [A in StaffAction]: (d: { id: string; registration: string }) => [method: string, path: string, body?: Record<string, unknown>] } = {
  manage: (d) => ["GET", `/api/events/${d.id}/manage`],
  export: (d) => ["GET", `/api/events/${d.id}/export`],
  "registration-settings": (d) => ["PUT", `/api/events/${d.id}/registration`, { capacity: 10 }],
  "register-player": (d) => ["POST", `/api/events/${d.id}/registrations`, { commandId: cid(), name: "Walk-in", by: "organizer" }],
  "list-registrations": (d) => ["GET", `/api/events/${d.id}/registrations`],
  "mark-paid": (d) => ["POST", `/api/events/${d.id}/registrations/${d.registration}/paid`, { paid: true }],
  "change-category": (d) => ["PATCH", `/api/events/${d.id}/registrations/${d.registration}`, { category: null }],
  "withdraw-for": (d) => ["POST", `/api/events/${d.id}/registrations/${d.registration}/withdraw`, {}],
  admit: (d) => ["POST", `/api/events/${d.id}/registrations/admit`, { commandId: cid() }],
  // A card that is no PNG: past the gate it is refused as bad input (400), never as the caller's.
  "share-card": (d) => ["PUT", `/api/events/${d.id}/card`, { png: "AAAA" }],
  webhook: (d) => ["GET", `/api/events/${d.id}/webhook`],
};

/** Commands with no route of the table, each tried elsewhere (or sent by the Worker itself). */
const NOT_ROUTED: Partial<Record<CommandType, string>> = {
  "create-event": "no event yet: the test below",
  "import-event": "no event yet: the test below",
  "accept-invite": "by the invite's token: the test below",
  "timer-expire": "sent by the tournament object's alarm, never over HTTP",
  "admit-registrations": "sent by the Worker from the registration desk's admit (check-in-desk.test.ts)",
};

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
  it("has a case for every command: each routed write here, the others named", () => {
    const routed = EVENT_WRITE_ROUTES.map((r) => r.type).sort();
    expect(Object.keys(SPECS).sort()).toEqual(routed);
    expect(
      Object.keys(PERMISSIONS)
        .filter((t) => !routed.includes(t as EventWriteType))
        .sort(),
    ).toEqual(Object.keys(NOT_ROUTED).sort());
  });

  for (const [type, spec] of Object.entries(SPECS) as [EventWriteType, Spec][]) {
    const allowed = allowedOf(type);
    it(`${type}: allowed for ${allowed.join(", ")}; refused for everyone else`, async () => {
      const shared = await fixture(spec.kind);
      const before = await view(shared.id);
      // The staff view too: a refused floor command (a judge call, a penalty) shows nowhere else.
      const staffBefore = await staffView(shared.id, cookies.owner);
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        const res = await spec.call(shared, extraOf(role, spec, shared), cookieOf(role));
        expect({ role, status: res.status }).toEqual({ role, status: expectedRefusal(role, spec) });
        expect(res.body.error.code).toMatch(/^(unauthenticated|forbidden|wrong_code)$/);
      }
      expect(await view(shared.id)).toEqual(before);
      expect(await staffView(shared.id, cookies.owner)).toEqual(staffBefore);
      for (const role of allowed) {
        const fx = await fixture(spec.kind);
        const res = await spec.call(fx, extraOf(role, spec, fx), cookieOf(role));
        expect({ role, status: res.status, body: res.status < 300 ? null : res.body }).toEqual({ role, status: 200, body: null });
      }
    }, 60_000);
  }

  for (const [action, request] of Object.entries(ACTIONS) as [StaffAction, (typeof ACTIONS)[StaffAction]][]) {
    const allowed = ROLES.filter((r) => (STAFF_ACTIONS[action] as readonly string[]).includes(r));
    it(`${action}: allowed for ${allowed.join(", ")}; refused for everyone else`, async () => {
      const d = await desk();
      const staffBefore = await staffView(d.id, cookies.owner);
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        const [method, path, body] = request(d);
        const res = await api<Refused>(method, path, body, { cookie: cookieOf(role) });
        expect({ role, status: res.status }).toEqual({ role, status: cookieOf(role) ? 403 : 401 });
      }
      expect(await staffView(d.id, cookies.owner)).toEqual(staffBefore);
      for (const role of allowed) {
        const [method, path, body] = request(await desk());
        const res = await api<Refused>(method, path, body, { cookie: cookieOf(role) });
        expect({ role, passed: ![401, 403].includes(res.status) && res.status < 500 }, JSON.stringify(res.body)).toEqual({ role, passed: true });
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
