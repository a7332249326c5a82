// Privacy: a profile's external id (a membership or DCI number) is seen only
// by its creator and the staff of events that registered it — not by any
// account (sign-up is open); a registration receipt's code never travels in a
// URL (POST .../read with the code in the body).
import { describe, expect, it } from "vitest";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import type { Receipt } from "../../shared/eventday/desk-answers.ts";
import type { ProfileCreated, ProfileMerged, ProfilePage, ProfileSearch } from "../../shared/ratings/answers.ts";
import { addPlayers, api, cid, createEvent, ok, organizer, type Refused, type RoundAnswer } from "./helpers.ts";

async function profile(cookie: string, name: string, externalId: string) {
  return (await ok(api<ProfileCreated>("POST", "/api/profiles", { commandId: cid("profile"), name, externalId }, { cookie }), 201)).profile;
}

async function seen(cookie: string | undefined, id: string, q: string) {
  const opts = cookie ? { cookie } : {};
  const page = await ok(api<ProfilePage>("GET", `/api/profiles/${id}`, undefined, opts));
  const search = await ok(api<ProfileSearch>("GET", `/api/profiles?q=${encodeURIComponent(q)}`, undefined, opts));
  const hit = search.profiles.find((p) => p.id === id);
  expect(hit).toBeDefined();
  return { page: page.profile.externalId, search: hit?.externalId };
}

describe("a profile's external id", () => {
  it("is seen by its creator and the staff of events that registered it, not by any other account", async () => {
    const creator = await organizer("extc");
    const stranger = await organizer("exts");
    const host = await organizer("exth");
    const judge = await organizer("extj");
    const name = `Quinn Privacy ${crypto.randomUUID().slice(0, 8)}`;
    const p = await profile(creator.cookie, name, "DCI-424242");
    expect(p.externalId).toBe("DCI-424242");

    expect(await seen(creator.cookie, p.id, name)).toEqual({ page: "DCI-424242", search: "DCI-424242" });
    expect(await seen(undefined, p.id, name)).toEqual({ page: undefined, search: undefined });
    // A fresh account (anyone can sign up) sees the name, never the number.
    expect(await seen(stranger.cookie, p.id, name)).toEqual({ page: undefined, search: undefined });
    expect(await seen(host.cookie, p.id, name)).toEqual({ page: undefined, search: undefined });

    // The host registers the person in an event: the host and its judge now see it.
    const id = await createEvent(host.cookie, { options: { rounds: 1 } });
    await ok(api("POST", `/api/events/${id}/players`, { commandId: cid(), players: [{ name: "Quinn", profile: p.id }] }, { cookie: host.cookie }));
    await addPlayers(host.cookie, id, ["Rae", "Sol", "Tam"]);
    const invite = await ok(
      api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role: "judge" }, { cookie: host.cookie }),
    );
    await ok(api("POST", `/api/invites/${invite.token}/accept`, undefined, { cookie: judge.cookie }));
    expect(await seen(host.cookie, p.id, name)).toEqual({ page: "DCI-424242", search: "DCI-424242" });
    expect(await seen(judge.cookie, p.id, name)).toEqual({ page: "DCI-424242", search: "DCI-424242" });
    expect(await seen(stranger.cookie, p.id, name)).toEqual({ page: undefined, search: undefined });

    // Still so once the event is finished (the link is then the rated event's).
    const round = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: host.cookie }));
    for (const m of round.round.matches) {
      if ("table" in m)
        await ok(
          api("PUT", `/api/events/${id}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: host.cookie }),
        );
    }
    await ok(api("POST", `/api/events/${id}/finish`, { commandId: cid() }, { cookie: host.cookie }));
    expect(await seen(judge.cookie, p.id, name)).toEqual({ page: "DCI-424242", search: "DCI-424242" });
    expect(await seen(stranger.cookie, p.id, name)).toEqual({ page: undefined, search: undefined });

    // Merging a duplicate into it (any organizer may) does not hand the stranger the number.
    const dup = await profile(stranger.cookie, `${name} dup`, "X-1");
    const merged = await ok(api<ProfileMerged>("POST", `/api/profiles/${dup.id}/merge`, { commandId: cid(), into: p.id }, { cookie: stranger.cookie }));
    expect(merged.profile.id).toBe(p.id);
    expect(merged.profile.externalId).toBeUndefined();
    expect(JSON.stringify(merged)).not.toContain("DCI-424242");
  });
});

describe("a registration receipt's code", () => {
  it("is read from the body of POST .../read, never from the URL", async () => {
    const org = await organizer("rcpt");
    const id = await createEvent(org.cookie);
    const applied = await ok(api<Receipt>("POST", `/api/events/${id}/registrations`, { commandId: cid(), name: "Uma" }), 201);
    const rid = applied.registration.id;
    const code = applied.code!;

    const byBody = await api<Receipt>("POST", `/api/events/${id}/registrations/${rid}/read`, { code });
    expect(byBody.status).toBe(200);
    expect(byBody.body.registration).toMatchObject({ id: rid, name: "Uma", status: "accepted" });
    expect(byBody.headers.get("cache-control")).toBe("no-store");
    // Lower case works like the upper case code.
    expect((await api("POST", `/api/events/${id}/registrations/${rid}/read`, { code: code.toLowerCase() })).status).toBe(200);

    // In the address it is refused even when right, so no client ever depends on it.
    const byUrl = await api<Refused>("GET", `/api/events/${id}/registrations/${rid}?code=${code}`);
    expect(byUrl.status).toBe(400);
    expect(byUrl.body.error).toMatchObject({ code: "invalid_input", path: "code" });
    expect(JSON.stringify(byUrl.body)).not.toContain("Uma");

    const wrong = await api<Refused>("POST", `/api/events/${id}/registrations/${rid}/read`, { code: "WRONGCODE" });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: "wrong_code", path: "$.code" });
    expect((await api<Refused>("POST", `/api/events/${id}/registrations/${rid}/read`, { code, extra: 1 })).body.error.path).toBe("$.extra");
    // Staff read it without a code.
    expect((await ok(api<Receipt>("POST", `/api/events/${id}/registrations/${rid}/read`, {}, { cookie: org.cookie }))).registration.id).toBe(rid);
    expect((await ok(api<Receipt>("GET", `/api/events/${id}/registrations/${rid}`, undefined, { cookie: org.cookie }))).registration.id).toBe(rid);
  });
});
