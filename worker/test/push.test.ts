// Web Push end to end in workerd: a player subscribes a phone with their code,
// and the tournament object's queued messages reach a stand-in push service
// (scripts/push-standin.ts, Node's crypto) that checks each VAPID signature
// against the deployment's public key and decrypts the payload with the
// subscription's own keys. Refusals change nothing; a 410 forgets the phone; a
// 429 is tried again.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addPlayers, api, cid, createEvent, exportEvent, manage, ok, organizer, view, type Refused, type RoundAnswer } from "./helpers.ts";

type StandInSub = { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
type Got = { ok: boolean; problem?: string; payload?: { title: string; body: string; url: string; tag: string }; claims?: { aud: string; sub: string } };

async function phone(script = ""): Promise<StandInSub & { id: string }> {
  const res = await fetch(`${env.PUSH_STANDIN}/subscriptions${script ? `?script=${script}` : ""}`, { method: "POST" });
  const sub = (await res.json()) as StandInSub;
  return { ...sub, id: sub.endpoint.split("/").pop()! };
}
const received = async (id: string) => (await (await fetch(`${env.PUSH_STANDIN}/received/${id}`)).json()) as Got[];
/** Waits until the phone has `n` messages (a hang detector: the queue delivers within seconds). */
async function untilReceived(id: string, n: number, timeout = 30_000): Promise<Got[]> {
  let got: Got[] = [];
  await expect.poll(async () => (got = await received(id)).length, { timeout, interval: 200 }).toBeGreaterThanOrEqual(n);
  return got;
}
const rows = (eventId: string) =>
  env.DB.prepare("select player_id, endpoint, lang from push_subscriptions where event_id = ?")
    .bind(eventId)
    .all<{ player_id: string; endpoint: string; lang: string }>();

async function event(options: Record<string, unknown> = {}) {
  const org = await organizer();
  const id = await createEvent(org.cookie, { options });
  const players = await addPlayers(org.cookie, id, ["Ann Lee", "Ben Ode", "Cat Poe", "Dan Roe"]);
  const subscribe = (p: { id: string; code: string }, sub: StandInSub, lang?: "en" | "ja") =>
    api<Refused>("POST", `/api/events/${id}/players/${p.id}/push`, { code: p.code, subscription: sub, ...(lang ? { lang } : {}) });
  return { org, id, players, subscribe };
}

describe("web push", () => {
  it("gives the application server key: a 65-byte uncompressed P-256 point", async () => {
    const key = await ok(api<{ publicKey: string }>("GET", "/api/push/key"));
    expect(key.publicKey).toBe(env.VAPID_PUBLIC_KEY);
    const bytes = Uint8Array.from(atob(key.publicKey.replaceAll("-", "+").replaceAll("_", "/")), (c) => c.charCodeAt(0));
    expect([bytes.length, bytes[0]]).toEqual([65, 4]);
  });

  it("subscribes a phone with the player's code (again: the same one row), and refuses a wrong code, a foreign endpoint and bad keys", async () => {
    const e = await event();
    const ann = e.players[0]!;
    const sub = await phone();
    expect((await e.subscribe(ann, sub)).status).toBe(201);
    expect((await e.subscribe(ann, sub, "ja")).status).toBe(201);
    expect((await rows(e.id)).results).toEqual([{ player_id: ann.id, endpoint: sub.endpoint, lang: "ja" }]);
    const wrong = await e.subscribe({ id: ann.id, code: e.players[1]!.code }, await phone());
    expect([wrong.status, wrong.body.error.code]).toEqual([401, "wrong_code"]);
    for (const endpoint of [
      "https://evil.example.org/push",
      "http://169.254.169.254/latest",
      "https://fcm.googleapis.com:8443/x",
      "ftp://fcm.googleapis.com/x",
      "not a url",
    ]) {
      const r = await e.subscribe(ann, { ...sub, endpoint });
      expect([r.status, r.body.error.path], endpoint).toEqual([400, "$.subscription.endpoint"]);
    }
    const longKey = await e.subscribe(ann, { ...sub, keys: { ...sub.keys, p256dh: `${sub.keys.p256dh}AA` } });
    expect([longKey.status, longKey.body.error.path]).toEqual([400, "$.subscription.keys.p256dh"]);
    const longAuth = await e.subscribe(ann, { ...sub, keys: { ...sub.keys, auth: "A".repeat(300) } });
    expect([longAuth.status, longAuth.body.error.path]).toEqual([400, "$.subscription.keys.auth"]);
    expect((await rows(e.id)).results).toHaveLength(1);
    // Never in a public answer or the export.
    expect(JSON.stringify(await view(e.id))).not.toContain(sub.endpoint);
    expect(JSON.stringify(await exportEvent(e.org.cookie, e.id))).not.toContain(sub.endpoint);
    expect(JSON.stringify(await manage(e.id, e.org.cookie))).not.toContain(sub.endpoint);
    // Unsubscribed with the code: gone.
    expect((await api("DELETE", `/api/events/${e.id}/players/${ann.id}/push`, { code: ann.code, endpoint: sub.endpoint })).status).toBe(200);
    expect((await rows(e.id)).results).toEqual([]);
  });

  it("tells each subscribed phone its table when the round is paired, signed and encrypted by the RFCs, in the phone's language", async () => {
    const e = await event();
    const [ann, ben] = e.players;
    const annPhone = await phone();
    const benPhone = await phone();
    await e.subscribe(ann!, annPhone);
    await e.subscribe(ben!, benPhone, "ja");
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${e.id}/rounds`, { commandId: cid(), round: 1 }, { cookie: e.org.cookie }));
    const annTable = r1.round.matches.find((m) => m.players.includes(ann!.id))!;
    const opponent = e.players.find((p) => annTable.players.includes(p.id) && p.id !== ann!.id)!;
    const opponentName = ["Ann Lee", "Ben Ode", "Cat Poe", "Dan Roe"][e.players.indexOf(opponent)];
    const [got] = await untilReceived(annPhone.id, 1);
    expect(got!.problem).toBeUndefined();
    expect(got!.ok).toBe(true);
    expect(got!.claims!.aud).toBe(env.PUSH_STANDIN);
    expect(got!.payload).toEqual({
      title: "Friday Night",
      body: `Round 1 - table ${annTable.table} vs ${opponentName} (0 pts)`,
      url: `/e/${e.id}/p/${ann!.id}?round=1`,
      tag: `${e.id}:round:1`,
    });
    const [ja] = await untilReceived(benPhone.id, 1);
    expect(ja!.payload!.body).toMatch(/^第1回戦 \d+卓 対 .+（0点）$/);

    // A result reported by the opponent waits for Ann's confirmation: her phone is told.
    const r = await api<Refused>("POST", `/api/events/${e.id}/rounds/1/tables/${annTable.table}/report`, {
      commandId: cid(),
      code: opponent.code,
      result: { games: [0, 2, 0] },
    });
    expect(r.status).toBe(200);
    const [, confirm] = await untilReceived(annPhone.id, 2);
    expect(confirm!.payload!.body).toBe(`Round 1 - table ${annTable.table}: ${opponentName} reported the result. Confirm it with your code.`);
  });

  it("waits for the round to be published where staff publish by hand", async () => {
    const e = await event({ publishPairings: "manual" });
    const annPhone = await phone();
    const ann = e.players[0]!;
    await e.subscribe(ann, annPhone);
    const r1 = await ok(api<RoundAnswer>("POST", `/api/events/${e.id}/rounds`, { commandId: cid(), round: 1 }, { cookie: e.org.cookie }));
    // A marker through the same queue, queued after the pairing: once it is delivered, a message queued at pairing would be too.
    const marker = await event();
    const markerPhone = await phone();
    await marker.subscribe(marker.players[0]!, markerPhone);
    await ok(api("POST", `/api/events/${marker.id}/rounds`, { commandId: cid(), round: 1 }, { cookie: marker.org.cookie }));
    await untilReceived(markerPhone.id, 1);
    expect(await received(annPhone.id)).toEqual([]);
    await ok(api("POST", `/api/events/${e.id}/rounds/1/publish`, { commandId: cid() }, { cookie: e.org.cookie }));
    await untilReceived(annPhone.id, 1);
    // Then a later message (a report waiting for Ann): by the time it is in, a message queued at pairing would be too.
    const table = r1.round.matches.find((m) => m.players.includes(ann.id))!;
    const opponent = e.players.find((p) => table.players.includes(p.id) && p.id !== ann.id)!;
    await ok(api("POST", `/api/events/${e.id}/rounds/1/tables/${table.table}/report`, { commandId: cid(), code: opponent.code, result: { games: [0, 2, 0] } }));
    const got = await untilReceived(annPhone.id, 2);
    expect(got.map((g) => g.payload!.tag)).toEqual([`${e.id}:round:1`, `${e.id}:confirm:1`]);
  });

  it("forgets a phone the push service says is gone (410), and tries again after a 429", async () => {
    const e = await event();
    const gone = await phone("410");
    const busy = await phone("429,429");
    await e.subscribe(e.players[0]!, gone);
    await e.subscribe(e.players[1]!, busy);
    await ok(api("POST", `/api/events/${e.id}/rounds`, { commandId: cid(), round: 1 }, { cookie: e.org.cookie }));
    await expect.poll(async () => (await rows(e.id)).results.map((r) => r.player_id), { timeout: 30_000, interval: 200 }).toEqual([e.players[1]!.id]);
    const [got] = await untilReceived(busy.id, 1, 60_000);
    expect(got!.ok).toBe(true);
  });

  it("tells a field larger than one queue message (more players than one query may name)", async () => {
    const org = await organizer();
    const id = await createEvent(org.cookie);
    const players = await addPlayers(
      org.cookie,
      id,
      Array.from({ length: 200 }, (_, i) => `Player ${i + 1}`),
    );
    const phones = await Promise.all(players.map(() => phone()));
    for (const [i, p] of players.entries()) {
      expect((await api("POST", `/api/events/${id}/players/${p.id}/push`, { code: p.code, subscription: phones[i] })).status).toBe(201);
    }
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    const told = async () => (await Promise.all(phones.map(async (ph) => (await received(ph.id)).filter((g) => g.ok).length))).filter((n) => n === 1).length;
    await expect.poll(told, { timeout: 60_000, interval: 500 }).toBe(200);
  });
});
