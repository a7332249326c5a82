// Changing a registration's discount category at the desk (PATCH
// /api/events/:id/registrations/:rid { category }) on real D1: the fee owed is
// the engine's for the new category; who may do it is the shared permission
// table; a category the fee rules do not know is refused with its path; and
// nothing changes on any refusal.
import { describe, expect, it } from "vitest";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import { mayAct } from "../../shared/commands/permissions.ts";
import type { Receipt, StaffDesk } from "../../shared/eventday/desk-answers.ts";
import { api, cid, createEvent, ok, organizer, type Refused } from "./helpers.ts";

const JPY = { code: "JPY", decimals: 0, step: 10, rounding: "up" };
const DISCOUNTS = [
  { kind: "percent", id: "female", label: "Female players", category: "female", percent: 50 },
  { kind: "free", id: "student", label: "Under high-school age", category: "under-high-school" },
];

async function desk(cookie: string, id: string) {
  return ok(api<StaffDesk>("GET", `/api/events/${id}/registrations`, undefined, { cookie }));
}

/** An event with a ¥1,250 fee and the two R-REG-2 discounts, and one student registered. */
async function eventWithStudent() {
  const owner = await organizer("owner");
  const id = await createEvent(owner.cookie, { name: "Commander", rules: "commander", gameFormat: "Commander" });
  await ok(api("PUT", `/api/events/${id}/registration`, { fee: { currency: JPY, fee: 1250, discounts: DISCOUNTS } }, { cookie: owner.cookie }));
  const student = await ok(
    api<Receipt>("POST", `/api/events/${id}/registrations`, { commandId: cid("apply"), name: "Sota Student", category: "under-high-school" }),
    201,
  );
  return { owner, id, student };
}

function change(id: string, rid: string, body: unknown, cookie?: string) {
  return api<Receipt & Refused>("PATCH", `/api/events/${id}/registrations/${rid}`, body, cookie ? { cookie } : {});
}

describe("a registration's discount category at the desk", () => {
  it("recomputes the fee owed: a student without ID pays the full fee, a female player half, rounded up to 10 yen", async () => {
    const { owner, id, student } = await eventWithStudent();
    const rid = student.registration.id;
    expect(student.registration.fee).toMatchObject({ fee: 1250, owed: 0, discountId: "student" });

    const full = await ok(change(id, rid, { category: null }, owner.cookie));
    expect(full.registration.category).toBeNull();
    expect(full.registration.fee).toEqual({ fee: 1250, owed: 1250, discount: null, discountId: null });

    const half = await ok(change(id, rid, { category: "female" }, owner.cookie));
    expect(half.registration.fee).toMatchObject({ owed: 630, discountId: "female" });
    expect((await desk(owner.cookie, id)).entries[0]).toMatchObject({ category: "female", fee: { owed: 630 } });
  });

  it("unmarks a payment the new fee is larger than, and keeps one it still covers", async () => {
    const owner = await organizer("owner");
    const id = await createEvent(owner.cookie);
    await ok(api("PUT", `/api/events/${id}/registration`, { fee: { currency: JPY, fee: 1250, discounts: DISCOUNTS } }, { cookie: owner.cookie }));
    const ann = await ok(api<Receipt>("POST", `/api/events/${id}/registrations`, { commandId: cid("apply"), name: "Ann", category: "female" }), 201);
    const rid = ann.registration.id;
    await ok(api("POST", `/api/events/${id}/registrations/${rid}/paid`, { paid: true }, { cookie: owner.cookie }));
    // Paid 630; now she owes 1,250: the 630 does not cover it.
    expect((await ok(change(id, rid, { category: null }, owner.cookie))).registration.paid).toBe(false);
    await ok(api("POST", `/api/events/${id}/registrations/${rid}/paid`, { paid: true }, { cookie: owner.cookie }));
    // Paid 1,250; now she owes 630: still paid.
    expect((await ok(change(id, rid, { category: "female" }, owner.cookie))).registration.paid).toBe(true);
  });

  it("refuses a category the fee rules do not know, or a body that is not one, with its path, and changes nothing", async () => {
    const { owner, id, student } = await eventWithStudent();
    const rid = student.registration.id;
    const before = await desk(owner.cookie, id);
    const cases: [unknown, number, string][] = [
      [{ category: "student" }, 400, "$.category"],
      [{ category: 7 }, 400, "$.category"],
      [{ category: "" }, 400, "$.category"],
      [{}, 400, "$.category"],
      [{ category: null, paid: true }, 400, "$.paid"],
    ];
    for (const [body, status, path] of cases) {
      const res = await change(id, rid, body, owner.cookie);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error.path, JSON.stringify(body)).toBe(path);
    }
    // The message names the categories the fee rules know.
    const unknown = await change(id, rid, { category: "student" }, owner.cookie);
    expect(unknown.body.error.message).toContain('"female", "under-high-school"');
    expect((await change(id, "rnope", { category: null }, owner.cookie)).status).toBe(404);
    // Without a fee, only null is a category.
    const free = await createEvent(owner.cookie);
    const walkIn = await ok(api<Receipt>("POST", `/api/events/${free}/registrations`, { commandId: cid("apply"), name: "Walk In" }), 201);
    const none = await change(free, walkIn.registration.id, { category: "female" }, owner.cookie);
    expect(none.status).toBe(400);
    expect(none.body.error.message).toContain("no discounts");
    expect((await desk(owner.cookie, id)).entries).toEqual(before.entries);
  });

  it("is for the roles the permission table names: anonymous 401, a player's code 401, a stranger 403, judges, co-organizers and the owner as the table says", async () => {
    const { owner, id, student } = await eventWithStudent();
    const rid = student.registration.id;
    const judge = await organizer("judge");
    const co = await organizer("co");
    const stranger = await organizer("stranger");
    for (const [role, who] of [
      ["judge", judge],
      ["co-organizer", co],
    ] as const) {
      const inv = await ok(api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role }, { cookie: owner.cookie }));
      await ok(api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: who.cookie }));
    }
    const before = await desk(owner.cookie, id);
    const refused = async (res: Promise<{ status: number }>, status: number) => {
      expect((await res).status).toBe(status);
      expect((await desk(owner.cookie, id)).entries).toEqual(before.entries);
    };
    await refused(change(id, rid, { category: null }), 401);
    // A code (here the applicant's own receipt code, as players send theirs) makes nobody staff.
    await refused(change(id, rid, { category: null, code: student.code }), 401);
    await refused(change(id, rid, { category: null }, stranger.cookie), 403);
    const expected = (role: "judge" | "co-organizer" | "owner") => (mayAct(role, "change-category") ? 200 : 403);
    expect(expected("owner")).toBe(200);
    expect(expected("co-organizer")).toBe(200);
    expect((await change(id, rid, { category: null }, judge.cookie)).status).toBe(expected("judge"));
    expect((await change(id, rid, { category: "female" }, co.cookie)).status).toBe(expected("co-organizer"));
    expect((await change(id, rid, { category: "under-high-school" }, owner.cookie)).status).toBe(expected("owner"));
    expect((await desk(owner.cookie, id)).entries[0]!.fee?.owed).toBe(0);
    // The desk tells each reader what they may change: a judge takes the money but does not cancel.
    // Written out, not read from the table: a judge takes the money and checks in, no more.
    expect((await desk(judge.cookie, id)).may).toEqual({ cancel: false, category: true, settings: false, register: false, admit: false });
    expect((await desk(co.cookie, id)).may).toEqual({ cancel: true, category: true, settings: true, register: true, admit: true });
    expect((await desk(owner.cookie, id)).rules).toBe("commander");
  });
});
