// The registration desk at an event that asks for check-in: a registration
// checked in one by one at the desk is admitted present; before round 1 the
// desk shows who has not come and gives their places to the waitlist (their
// players removed, the waitlisted admitted checked in), organizers only.
import { describe, expect, it } from "vitest";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import type { DeskAdmitted, DeskReplaced, Receipt, StaffDesk } from "../../shared/eventday/desk-answers.ts";
import { api, cid, createEvent, ok, organizer, view, type Refused, type RoundAnswer } from "./helpers.ts";

async function deskEvent(options: Record<string, unknown>) {
  const org = await organizer("cid");
  const judge = await organizer("cij");
  const id = await createEvent(org.cookie, { options });
  const invite = await ok(
    api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role: "judge" }, { cookie: org.cookie }),
  );
  await ok(api("POST", `/api/invites/${invite.token}/accept`, undefined, { cookie: judge.cookie }));
  await ok(api("PUT", `/api/events/${id}/registration`, { capacity: 4 }, { cookie: org.cookie }));
  const applied: Record<string, { id: string; code: string }> = {};
  for (const [i, name] of ["Ann", "Ben", "Cat", "Dan", "Eve", "Fay"].entries()) {
    const r = await ok(
      api<Receipt & { code: string }>(
        "POST",
        `/api/events/${id}/registrations`,
        { commandId: cid(), name },
        { headers: { "cf-connecting-ip": `198.51.100.${i + 1}` } },
      ),
      201,
    );
    applied[name] = { id: r.registration.id, code: r.code };
  }
  const desk = (cookie = org.cookie) => ok(api<StaffDesk>("GET", `/api/events/${id}/registrations`, undefined, { cookie }));
  const admit = (body: Record<string, unknown>) =>
    ok(api<DeskAdmitted>("POST", `/api/events/${id}/registrations/admit`, { commandId: cid(), ...body }, { cookie: org.cookie }));
  return { org, judge, id, applied, desk, admit };
}

describe("check-in at the registration desk", () => {
  it("admits a registration checked in at the desk as present, and gives the no-shows' places to the waitlist before round 1", async () => {
    const { org, judge, id, applied, desk, admit } = await deskEvent({ checkIn: "required" });
    const reg = (name: string) => applied[name]!.id;
    // Ann is checked in at the desk; then everyone accepted is admitted, and Ben and Cat check in with their codes.
    const ann = (await admit({ registrations: [reg("Ann")] })).players[0]!.id;
    expect((await view(id)).checkedIn).toEqual([ann]);
    const all = await admit({});
    const playerOf = (name: string) => all.players.find((p) => p.registration === reg(name))!.id;
    const codeOf = async (name: string) =>
      (await ok(api<Receipt>("POST", `/api/events/${id}/registrations/${reg(name)}/read`, { code: applied[name]!.code }))).playerCode!;
    for (const name of ["Ben", "Cat"]) {
      await ok(api("POST", `/api/events/${id}/players/${playerOf(name)}/check-in`, { commandId: cid(), code: await codeOf(name) }));
    }
    // Dan has not come; Eve and Fay wait.
    const before = await desk();
    expect(before.checkIn).toEqual({ noShows: [reg("Dan")], replaceable: 1 });
    expect(before.entries.filter((e) => e.status === "waitlisted").map((e) => e.name)).toEqual(["Eve", "Fay"]);
    expect((await desk(judge.cookie)).may.admit).toBe(false);

    const path = `/api/events/${id}/registrations/replace-no-shows`;
    const byJudge = await api<Refused>("POST", path, { commandId: cid() }, { cookie: judge.cookie });
    expect(byJudge.status).toBe(403);
    expect((await api<Refused>("POST", path, { commandId: cid() })).status).toBe(401);
    const commandId = cid();
    const replaced = await ok(api<DeskReplaced>("POST", path, { commandId }, { cookie: org.cookie }));
    const eve = replaced.players[0]!.id;
    expect(replaced).toEqual({ admitted: 1, players: [{ registration: reg("Eve"), id: eve }], withdrawn: [reg("Dan")], removed: [playerOf("Dan")] });
    // A retry answers the same and changes nothing more.
    expect(await ok(api<DeskReplaced>("POST", path, { commandId }, { cookie: org.cookie }))).toEqual(replaced);

    const v = await view(id);
    expect(v.players.map((p) => p.name)).toEqual(["Ann", "Ben", "Cat", "Eve"]);
    expect(v.checkedIn).toEqual([ann, playerOf("Ben"), playerOf("Cat"), eve]);
    const after = await desk();
    expect(after.checkIn).toEqual({ noShows: [], replaceable: 0 });
    const entry = (name: string) => after.entries.find((e) => e.name === name)!;
    expect([entry("Dan").status, entry("Dan").playerId]).toEqual(["withdrawn", null]);
    expect([entry("Eve").status, entry("Eve").playerId]).toEqual(["accepted", eve]);
    expect([entry("Fay").status, entry("Fay").position]).toEqual(["waitlisted", 1]);
    // Nobody left to replace: nothing happens.
    expect(await ok(api<DeskReplaced>("POST", path, { commandId: cid() }, { cookie: org.cookie }))).toEqual({
      admitted: 0,
      players: [],
      withdrawn: [],
      removed: [],
    });

    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    expect(r1.noShows).toBeUndefined();
    expect(r1.round.matches.flatMap((m) => m.players)).toHaveLength(4);
    expect((await desk()).checkIn).toBeNull();
    const closed = await api<Refused>("POST", path, { commandId: cid() }, { cookie: org.cookie });
    expect([closed.status, closed.body.error.reason]).toEqual([422, "wrong-stage"]);
  });

  it("where the event does not ask for check-in, says nothing of it and refuses to replace anyone", async () => {
    const { org, id, desk } = await deskEvent({});
    expect((await desk()).checkIn).toBeNull();
    const res = await api<Refused>("POST", `/api/events/${id}/registrations/replace-no-shows`, { commandId: cid() }, { cookie: org.cookie });
    expect([res.status, res.body.error.reason]).toEqual([422, "check-in-off"]);
  });
});
