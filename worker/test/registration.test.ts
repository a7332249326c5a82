// Pre-registration through the API on real D1: a venue pool shared by two
// events under concurrent applications (never over capacity, waitlist in
// application order, receipts never taken back), withdrawal moving the
// waitlist up, the deadline, fees with the R-REG-2 discounts and rounding, marking
// paid, admitting the accepted applicants, and who may do what.
import { describe, expect, it } from "vitest";
import type { CommandAnswer, MyEvents } from "../../shared/commands/answers.ts";
import type { DeskAdmitted, DeskSaved, PoolSaved, PublicDesk, Receipt, StaffDesk } from "../../shared/eventday/desk-answers.ts";
import { api, cid, createEvent, ok, organizer, view, type Refused } from "./helpers.ts";

const JPY = { code: "JPY", decimals: 0, step: 10, rounding: "up" };

async function pool(cookie: string, capacity: number) {
  return (await ok(api<PoolSaved>("POST", "/api/pools", { commandId: cid("pool"), label: "Hall A, Sunday", capacity }, { cookie }), 201)).pool.id;
}

async function settings(cookie: string, id: string, body: Record<string, unknown>) {
  return ok(api<DeskSaved>("PUT", `/api/events/${id}/registration`, body, { cookie }));
}

/** Applies; a test that reads a refusal names it: `apply<Refused>(...)`. */
function apply<T = Receipt>(id: string, name: string, extra: Record<string, unknown> = {}, cookie?: string) {
  return api<T>("POST", `/api/events/${id}/registrations`, { commandId: cid("apply"), name, ...extra }, cookie ? { cookie } : {});
}

async function entries(cookie: string, id: string) {
  return (await ok(api<StaffDesk>("GET", `/api/events/${id}/registrations`, undefined, { cookie }))).entries;
}

describe("a venue pool shared by two events", () => {
  it("never goes over capacity under concurrent applications, keeps application order, and moves the waitlist up on withdrawal", async () => {
    const org = await organizer();
    const a = await createEvent(org.cookie, { name: "Commander", rules: "commander", gameFormat: "Commander" });
    const b = await createEvent(org.cookie, { name: "Side event", gameFormat: "Modern" });
    const hall = await pool(org.cookie, 6);
    await settings(org.cookie, a, { poolId: hall });
    await settings(org.cookie, b, { poolId: hall, capacity: 2 });

    // 20 applications at once, alternating between the two events.
    const names = Array.from({ length: 20 }, (_, i) => `Player ${String(i + 1).padStart(2, "0")}`);
    const answers = await Promise.all(names.map((n, i) => apply(i % 2 === 0 ? a : b, n)));
    for (const r of answers) expect(r.status).toBe(201);

    const all = [...(await entries(org.cookie, a)), ...(await entries(org.cookie, b))];
    expect(all).toHaveLength(20);
    const accepted = all.filter((e) => e.status === "accepted");
    expect(accepted).toHaveLength(6);
    expect(accepted.filter((e) => answers.some((r) => r.body.registration.id === e.id && r.body.event === b))).toHaveLength(2);

    // Independent oracle: walk the applications by stored time; event B holds 2, the hall 6.
    const byTime = [...all].sort((x, y) => x.appliedAt - y.appliedAt);
    expect(new Set(byTime.map((e) => e.appliedAt)).size).toBe(20); // the stamps are strictly increasing
    const eventOf = new Map(answers.map((r) => [r.body.registration.id, r.body.event]));
    let hallUsed = 0;
    let bUsed = 0;
    const expected = new Set<string>();
    for (const e of byTime) {
      const inB = eventOf.get(e.id) === b;
      if (hallUsed < 6 && (!inB || bUsed < 2)) {
        expected.add(e.id);
        hallUsed++;
        if (inB) bUsed++;
      }
    }
    expect(new Set(accepted.map((e) => e.id))).toEqual(expected);

    // A receipt given during the rush is never taken back by an application still in flight.
    for (const r of answers) {
      const final = all.find((e) => e.id === r.body.registration.id)!;
      if (r.body.registration.status === "accepted") expect(final.status).toBe("accepted");
    }

    // Waitlist positions per event follow application time.
    for (const id of [a, b]) {
      const waiting = (await entries(org.cookie, id)).filter((e) => e.status === "waitlisted");
      expect(waiting.map((e) => e.position)).toEqual(waiting.map((_, i) => i + 1));
      expect(waiting.map((e) => e.appliedAt)).toEqual([...waiting.map((e) => e.appliedAt)].sort((x, y) => x - y));
    }

    // An accepted player of A withdraws with their receipt code: the earliest waiting entry that fits (A's first) moves up.
    const leaving = answers.find((r) => r.body.event === a && r.body.registration.status === "accepted")!;
    const firstWaitingA = (await entries(org.cookie, a)).find((e) => e.status === "waitlisted")!;
    const gone = await ok(api<Receipt>("POST", `/api/events/${a}/registrations/${leaving.body.registration.id}/withdraw`, { code: leaving.body.code }));
    expect(gone.registration.status).toBe("withdrawn");
    const promoted = answers.find((r) => r.body.registration.id === firstWaitingA.id)!;
    const receipt = await ok(api<Receipt>("POST", `/api/events/${a}/registrations/${firstWaitingA.id}/read`, { code: promoted.body.code }));
    expect(receipt.registration.status).toBe("accepted");
    const after = [...(await entries(org.cookie, a)), ...(await entries(org.cookie, b))];
    expect(after.filter((e) => e.status === "accepted")).toHaveLength(6);
    const desk = await ok(api<PublicDesk>("GET", `/api/events/${a}/registration`));
    expect(desk.summary.pool).toMatchObject({ capacity: 6, used: 6 });
  });

  it("a retried application (same commandId) gets the same receipt, not a second place", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie);
    const body = { commandId: cid("apply"), name: "Rita" };
    const first = await ok(api<Receipt>("POST", `/api/events/${id}/registrations`, body), 201);
    const again = await ok(api<Receipt>("POST", `/api/events/${id}/registrations`, body), 200);
    expect(again.registration.id).toBe(first.registration.id);
    expect(again.code).toBe(first.code);
    expect(await entries(org.cookie, id)).toHaveLength(1);
    // Two copies of one request racing: one place, one receipt.
    const racing = { commandId: cid("apply"), name: "Sam" };
    const both = await Promise.all([
      api<Receipt>("POST", `/api/events/${id}/registrations`, racing),
      api<Receipt>("POST", `/api/events/${id}/registrations`, racing),
    ]);
    for (const r of both) expect([200, 201]).toContain(r.status);
    expect(both[0]!.body.registration.id).toBe(both[1]!.body.registration.id);
    expect(await entries(org.cookie, id)).toHaveLength(2);
  });
});

describe("the registration window", () => {
  it("refuses players after the deadline and before opening, while the organizer may still register someone", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie);
    await settings(org.cookie, id, { closesAt: Date.now() - 1000, capacity: 1 });
    const late = await apply<Refused>(id, "Late Larry");
    expect(late.status).toBe(422);
    expect(late.body.error.message).toMatch(/closed/);
    expect(await entries(org.cookie, id)).toHaveLength(0);

    const byOrg = await ok(apply(id, "Desk Dora", { by: "organizer" }, org.cookie), 201);
    expect(byOrg.registration).toMatchObject({ status: "accepted", by: "organizer" });
    const second = await ok(apply(id, "Desk Dan", { by: "organizer" }, org.cookie), 201);
    expect(second.registration).toMatchObject({ status: "waitlisted", position: 1, full: "event" });

    await settings(org.cookie, id, { closesAt: null, opensAt: Date.now() + 3_600_000 });
    const early = await apply<Refused>(id, "Early Eve");
    expect(early.status).toBe(422);
    expect(early.body.error.message).toMatch(/opens/);
    await settings(org.cookie, id, { opensAt: null, closed: true });
    expect((await apply(id, "Closed Carl")).status).toBe(422);
  });

  it("refuses bad settings with the field's path and changes nothing", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie);
    const bad = await api<Refused>("PUT", `/api/events/${id}/registration`, { capacity: -1 }, { cookie: org.cookie });
    expect(bad.status).toBe(400);
    expect(bad.body.error.path).toBe("$.capacity");
    const order = await api<Refused>("PUT", `/api/events/${id}/registration`, { opensAt: 2000, closesAt: 1000 }, { cookie: org.cookie });
    expect(order.status).toBe(400);
    expect(order.body.error.path).toBe("$.closesAt");
    const fee = await api<Refused>(
      "PUT",
      `/api/events/${id}/registration`,
      { fee: { currency: { ...JPY, code: "yen" }, fee: 100, discounts: [] } },
      { cookie: org.cookie },
    );
    expect(fee.status).toBe(400);
    expect(fee.body.error.path).toBe("$.fee.currency.code");
    const desk = await ok(api<PublicDesk>("GET", `/api/events/${id}/registration`));
    expect(desk.settings).toMatchObject({ capacity: null, opensAt: null, closesAt: null, fee: null });
    const foreignPool = await pool((await organizer()).cookie, 10);
    // Another organizer's pool is refused as a missing one, in one shape (worker/routes/ownership.ts): named by the body, at its field; by the address, 404.
    const attach = await api<{ error: { code: string; message: string; path: string } }>(
      "PUT",
      `/api/events/${id}/registration`,
      { poolId: foreignPool },
      { cookie: org.cookie },
    );
    expect([attach.status, attach.body.error]).toEqual([
      400,
      { code: "invalid_input", message: "$.poolId: there is no such venue pool of yours.", path: "$.poolId" },
    ]);
    const edit = await api<{ error: { code: string; message: string; path: string } }>(
      "PATCH",
      `/api/pools/${foreignPool}`,
      { capacity: 1 },
      { cookie: org.cookie },
    );
    expect([edit.status, edit.body.error]).toEqual([404, { code: "not_found", message: "There is no such venue pool of yours.", path: "" }]);
  });
});

describe("entry fees (R-REG-2)", () => {
  it("shows each player what they owe, rounded up to 10 yen, and staff mark it paid", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { rules: "commander", gameFormat: "Commander" });
    const fee = {
      currency: JPY,
      fee: 1250,
      discounts: [
        { kind: "percent", id: "female", label: "50% (female)", category: "female", percent: 50 },
        { kind: "free", id: "student", label: "Free (under high school)", category: "under-high-school" },
      ],
    };
    await settings(org.cookie, id, { fee });
    const hana = await ok(apply(id, "Hana", { category: "female" }), 201);
    const kid = await ok(apply(id, "Kenta", { category: "under-high-school" }), 201);
    const ken = await ok(apply(id, "Ken"), 201);
    expect(hana.registration.fee).toEqual({ fee: 1250, owed: 630, discount: "50% (female)", discountId: "female" });
    expect(kid.registration.fee).toEqual({ fee: 1250, owed: 0, discount: "Free (under high school)", discountId: "student" });
    expect(ken.registration.fee).toEqual({ fee: 1250, owed: 1250, discount: null, discountId: null });
    expect(hana.currency).toEqual(JPY);

    const inv = await ok(api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role: "judge" }, { cookie: org.cookie }));
    const judge = await organizer("judge");
    await ok(api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: judge.cookie }));
    const paid = await ok(api<Receipt>("POST", `/api/events/${id}/registrations/${hana.registration.id}/paid`, { paid: true }, { cookie: judge.cookie }));
    expect(paid.registration.paid).toBe(true);
    const list = await entries(org.cookie, id);
    expect(list.map((e) => [e.name, e.fee?.owed, e.paid])).toEqual([
      ["Hana", 630, true],
      ["Kenta", 0, false],
      ["Ken", 1250, false],
    ]);
    // The player sees their own receipt, paid.
    const mine = await ok(api<Receipt>("POST", `/api/events/${id}/registrations/${hana.registration.id}/read`, { code: hana.code }));
    expect(mine.registration).toMatchObject({ paid: true, fee: { owed: 630 } });
  });
});

describe("admitting accepted applicants", () => {
  it("makes the accepted applicants the event's players (waitlist left out), closes registration, and gives each a player code", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { rules: "dreamblade", gameFormat: "Dreamblade Constructed" });
    await settings(org.cookie, id, { capacity: 4 });
    const r: Receipt[] = [];
    for (const n of ["Ann", "Bob", "Cat", "Dan", "Eve"]) r.push(await ok(apply(id, n), 201));
    expect(r.map((x) => x.registration.status)).toEqual(["accepted", "accepted", "accepted", "accepted", "waitlisted"]);
    const commandId = cid("admit");
    const admitted = await ok(api<DeskAdmitted>("POST", `/api/events/${id}/registrations/admit`, { commandId }, { cookie: org.cookie }));
    expect(admitted.admitted).toBe(4);
    const v = await view(id);
    expect(v.players.map((p) => p.name)).toEqual(["Ann", "Bob", "Cat", "Dan"]);
    const receipt = await ok(api<Receipt>("POST", `/api/events/${id}/registrations/${r[0]!.registration.id}/read`, { code: r[0]!.code }));
    expect(receipt.registration.playerId).toBe(v.players[0]!.id);
    expect(receipt.playerCode).toMatch(/^[A-Z2-9]{6}$/);
    // The player code works where codes are taken (a deck list, for instance, is refused only for the policy).
    const list = await api<Refused>("POST", `/api/events/${id}/lists`, {
      commandId: cid(),
      code: receipt.playerCode,
      kind: "warband",
      main: [{ name: "Ogre", set: "Base Set", count: 1 }],
    });
    expect(list.status).toBe(422);
    expect(list.body.error.message).toMatch(/does not ask for deck lists/);
    // Registration is closed; the admitted player cannot withdraw (they drop instead); the retry answers the same.
    expect((await apply(id, "Fay")).status).toBe(422);
    const withdraw = await api("POST", `/api/events/${id}/registrations/${r[0]!.registration.id}/withdraw`, { code: r[0]!.code });
    expect(withdraw.status).toBe(422);
    const retry = await ok(api<DeskAdmitted>("POST", `/api/events/${id}/registrations/admit`, { commandId }, { cookie: org.cookie }));
    expect(retry.admitted).toBe(4);
    expect((await view(id)).players).toHaveLength(4);
  });
});

describe("check-in one by one at the desk", () => {
  it("admits only the registrations named, leaves registration open, refuses a waitlisted one by name; a withdrawn registration owes nothing", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie, { rules: "commander", gameFormat: "Commander" });
    const discounts = [
      { kind: "percent", id: "female", label: "Female players", labels: { ja: "女性", en: "Female players" }, category: "female", percent: 50 },
    ];
    await settings(org.cookie, id, { capacity: 2, fee: { currency: JPY, fee: 1250, discounts } });
    const ann = await ok(apply(id, "Ann", { category: "female" }), 201);
    const bob = await ok(apply(id, "Bob"), 201);
    const cat = await ok(apply(id, "Cat"), 201);
    expect(cat.registration.status).toBe("waitlisted");
    // Cat waits: checking her in is refused, naming her and where.
    const refused = await api<Refused>(
      "POST",
      `/api/events/${id}/registrations/admit`,
      { commandId: cid(), registrations: [cat.registration.id] },
      { cookie: org.cookie },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.error).toMatchObject({ code: "not_allowed_now", path: "$.registrations[0]" });
    expect(refused.body.error.message).toContain("Cat");
    // Ann arrives: only she becomes a player; Bob has not come yet.
    const admitted = await ok(
      api<DeskAdmitted>("POST", `/api/events/${id}/registrations/admit`, { commandId: cid(), registrations: [ann.registration.id] }, { cookie: org.cookie }),
    );
    expect(admitted.admitted).toBe(1);
    expect((await view(id)).players.map((p) => p.name)).toEqual(["Ann"]);
    // Registration stays open for the others; Bob withdraws and owes nothing; Cat moves up.
    const withdrawn = await ok(api<Receipt>("POST", `/api/events/${id}/registrations/${bob.registration.id}/withdraw`, { code: bob.code }));
    expect(withdrawn.registration).toMatchObject({ status: "withdrawn", fee: null });
    const list = await entries(org.cookie, id);
    expect(list.map((e) => [e.name, e.status, e.fee?.owed ?? null])).toEqual([
      ["Ann", "accepted", 630],
      ["Bob", "withdrawn", null],
      ["Cat", "accepted", 1250],
    ]);
    expect((await apply(id, "Dan")).status).toBe(201);
    // Lists count the event's people before it starts: Ann (admitted), Cat and Dan (registered); not Bob (withdrawn).
    const mine = await ok(api<MyEvents>("GET", "/api/my/events", undefined, { cookie: org.cookie }));
    expect(mine.events.find((x) => x.id === id)!.players).toBe(3);
    // A label per language is stored as given.
    const s = await ok(api<StaffDesk>("GET", `/api/events/${id}/registrations`, undefined, { cookie: org.cookie }));
    expect(s.settings.fee?.discounts[0]?.labels).toEqual({ ja: "女性", en: "Female players" });
  });
});

describe("registration permissions", () => {
  it("anonymous, applicants, other applicants, judges, co-organizers and the owner", async () => {
    const owner = await organizer("owner");
    const judge = await organizer("judge");
    const co = await organizer("co");
    const stranger = await organizer("stranger");
    const id = await createEvent(owner.cookie);
    for (const [role, who] of [
      ["judge", judge],
      ["co-organizer", co],
    ] as const) {
      const inv = await ok(api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role }, { cookie: owner.cookie }));
      await ok(api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: who.cookie }));
    }
    const me = await ok(apply(id, "Me"), 201);
    const other = await ok(apply(id, "Other"), 201);
    const status = async (method: string, path: string, body?: unknown, cookie?: string) => (await api(method, path, body, cookie ? { cookie } : {})).status;

    // Settings: organizers only.
    expect(await status("PUT", `/api/events/${id}/registration`, { capacity: 10 })).toBe(401);
    expect(await status("PUT", `/api/events/${id}/registration`, { capacity: 10 }, stranger.cookie)).toBe(403);
    expect(await status("PUT", `/api/events/${id}/registration`, { capacity: 10 }, judge.cookie)).toBe(403);
    expect(await status("PUT", `/api/events/${id}/registration`, { capacity: 10 }, co.cookie)).toBe(200);
    expect(await status("PUT", `/api/events/${id}/registration`, { capacity: 10 }, owner.cookie)).toBe(200);
    // The staff list: staff only.
    expect(await status("GET", `/api/events/${id}/registrations`)).toBe(401);
    expect(await status("GET", `/api/events/${id}/registrations`, undefined, stranger.cookie)).toBe(403);
    expect(await status("GET", `/api/events/${id}/registrations`, undefined, judge.cookie)).toBe(200);
    // A receipt: its own code (in the body, never the URL), or staff; another applicant's code is not enough.
    expect(await status("POST", `/api/events/${id}/registrations/${me.registration.id}/read`, { code: me.code })).toBe(200);
    expect(await status("POST", `/api/events/${id}/registrations/${me.registration.id}/read`, { code: other.code })).toBe(401);
    expect(await status("POST", `/api/events/${id}/registrations/${me.registration.id}/read`, {})).toBe(401);
    expect(await status("POST", `/api/events/${id}/registrations/${me.registration.id}/read`, {}, stranger.cookie)).toBe(403);
    expect(await status("POST", `/api/events/${id}/registrations/${me.registration.id}/read`, {}, judge.cookie)).toBe(200);
    expect(await status("GET", `/api/events/${id}/registrations/${me.registration.id}`)).toBe(401);
    expect(await status("GET", `/api/events/${id}/registrations/${me.registration.id}`, undefined, judge.cookie)).toBe(200);
    // Withdraw: own code or an organizer; another's code is refused and changes nothing.
    expect(await status("POST", `/api/events/${id}/registrations/${me.registration.id}/withdraw`, { code: other.code })).toBe(401);
    expect(await status("POST", `/api/events/${id}/registrations/${me.registration.id}/withdraw`, {}, judge.cookie)).toBe(403);
    expect((await entries(owner.cookie, id)).every((e) => e.status === "accepted")).toBe(true);
    // Paid: staff (judges too), not applicants.
    expect(await status("POST", `/api/events/${id}/registrations/${me.registration.id}/paid`, { paid: true })).toBe(401);
    expect(await status("POST", `/api/events/${id}/registrations/${me.registration.id}/paid`, { paid: true }, stranger.cookie)).toBe(403);
    expect(await status("POST", `/api/events/${id}/registrations/${me.registration.id}/paid`, { paid: true }, judge.cookie)).toBe(200);
    // Registering someone as the organizer, and admitting: organizers only.
    expect(await status("POST", `/api/events/${id}/registrations`, { commandId: cid(), name: "X", by: "organizer" })).toBe(401);
    expect(await status("POST", `/api/events/${id}/registrations`, { commandId: cid(), name: "X", by: "organizer" }, judge.cookie)).toBe(403);
    expect(await status("POST", `/api/events/${id}/registrations/admit`, { commandId: cid() }, judge.cookie)).toBe(403);
    expect(await status("POST", `/api/events/${id}/registrations/admit`, { commandId: cid() })).toBe(401);
    expect((await view(id)).players).toHaveLength(0);
    expect(await status("POST", `/api/events/${id}/registrations/${me.registration.id}/withdraw`, {}, co.cookie)).toBe(200);
    expect(await status("POST", `/api/events/${id}/registrations/admit`, { commandId: cid() }, owner.cookie)).toBe(200);
    expect((await view(id)).players.map((p) => p.name)).toEqual(["Other"]);
  });
});

describe("bad input at the registration desk", () => {
  it("is refused with what and where, and changes nothing", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie);
    const cases: [string, string, unknown, number, string][] = [
      ["POST", `/api/events/${id}/registrations`, { commandId: cid(), name: "" }, 400, "$.name"],
      ["POST", `/api/events/${id}/registrations`, { commandId: cid(), name: "A", extra: 1 }, 400, "$.extra"],
      ["POST", `/api/events/${id}/registrations`, { name: "A" }, 400, "$.commandId"],
      ["POST", `/api/events/${id}/registrations`, { commandId: cid(), name: "A", category: 7 }, 400, "$.category"],
      ["POST", `/api/events/zzzzzzzzzzzz/registrations`, { commandId: cid(), name: "A" }, 404, ""],
      ["POST", `/api/events/${id}/registrations/rnope/read`, { code: "X" }, 404, ""],
      ["GET", `/api/events/${id}/registrations/rnope?code=X`, undefined, 400, "code"],
      ["POST", `/api/events/${id}/registrations/rnope/withdraw`, { code: "X" }, 404, ""],
      ["POST", "/api/pools", { commandId: cid(), label: "Hall", capacity: -3 }, 400, "$.capacity"],
    ];
    for (const [method, path, body, status, at] of cases) {
      const res = await api<Refused>(method, path, body, { cookie: org.cookie });
      expect(res.status, `${method} ${path}`).toBe(status);
      expect(res.body.error.path, `${method} ${path}`).toBe(at);
      expect(res.body.error.message.length).toBeGreaterThan(5);
    }
    const notJson = await api("POST", `/api/events/${id}/registrations`, undefined, {
      raw: "name=A",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(notJson.status).toBe(415);
    expect(await entries(org.cookie, id)).toEqual([]);
  });
});

describe("the public application limit", () => {
  it("takes 20 applications per address and event in an hour, then answers 429 and stores nothing; other addresses, other events, retries and the organizer go on", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie);
    const other = await createEvent(org.cookie);
    const from = (ip: string) => ({ headers: { "cf-connecting-ip": ip } });
    const bodies = Array.from({ length: 20 }, (_, i) => ({ commandId: cid("flood"), name: `Flood ${i + 1}` }));
    for (const body of bodies) expect((await api("POST", `/api/events/${id}/registrations`, body, from("203.0.113.50"))).status).toBe(201);

    const blocked = await api<Refused>("POST", `/api/events/${id}/registrations`, { commandId: cid("flood"), name: "Flood 21" }, from("203.0.113.50"));
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("rate_limited");
    expect(blocked.body.error.message).toMatch(/^Too many applications to this event from this address; try again in \d+ (seconds?|minutes?)\.$/);
    expect(blocked.headers.get("retry-after")).toBeTruthy();
    expect(await entries(org.cookie, id)).toHaveLength(20);

    // A retry of a stored application still gets its receipt (200, not a new place).
    const retry = await api<Receipt>("POST", `/api/events/${id}/registrations`, bodies[0], from("203.0.113.50"));
    expect(retry.status).toBe(200);
    expect(retry.body.registration.name).toBe("Flood 1");
    // Another address, another event from the same address, and the organizer at the desk are not limited.
    expect((await api("POST", `/api/events/${id}/registrations`, { commandId: cid("flood"), name: "Neighbour" }, from("203.0.113.51"))).status).toBe(201);
    expect((await api("POST", `/api/events/${other}/registrations`, { commandId: cid("flood"), name: "Elsewhere" }, from("203.0.113.50"))).status).toBe(201);
    expect(
      (
        await api(
          "POST",
          `/api/events/${id}/registrations`,
          { commandId: cid("flood"), name: "At the desk", by: "organizer" },
          { cookie: org.cookie, headers: { "cf-connecting-ip": "203.0.113.50" } },
        )
      ).status,
    ).toBe(201);
    expect((await entries(org.cookie, id)).map((e) => e.name)).toEqual([...bodies.map((b) => b.name), "Neighbour", "At the desk"]);
  });
});
