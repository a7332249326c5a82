// An event's webhook end to end in workerd: the organizer sets its address
// (Discord's form, or an allowed host; anything else 400 and nothing changes),
// and after each command the messages reach a stand-in receiver
// (scripts/webhook-standin.ts) in Discord's format, retried after a 429's
// `retry_after`; the console reads the last delivery and sends a test message;
// the address is never in a public answer.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { addPlayers, api, cid, createEvent, manage, ok, organizer, view, type Refused, type RoundAnswer } from "./helpers.ts";

type Msg = { content: string; embeds?: { title: string; description: string; url?: string }[]; allowed_mentions: { parse: [] } };
let hooks = 0;
const hookUrl = () => `${env.WEBHOOK_STANDIN}/hooks/h${++hooks}-${crypto.randomUUID().slice(0, 8)}`;
const got = async (url: string) => (await (await fetch(`${env.WEBHOOK_STANDIN}/received/${url.split("/").pop()}`)).json()) as Msg[];
async function until(url: string, n: number, timeout = 30_000): Promise<Msg[]> {
  let list: Msg[] = [];
  await expect.poll(async () => (list = await got(url)).length, { timeout, interval: 200 }).toBeGreaterThanOrEqual(n);
  return list;
}

async function event(name = "Spring Open") {
  const org = await organizer();
  const id = await createEvent(org.cookie, { name, options: { rounds: 2, cut: 2 } });
  const players = await addPlayers(org.cookie, id, ["Ann Lee", "Ben Ode", "Cat Poe", "@everyone"]);
  const patch = (body: Record<string, unknown>, cookie = org.cookie) => api<Refused>("PATCH", `/api/events/${id}`, { commandId: cid(), ...body }, { cookie });
  return { org, id, players, patch };
}

async function playRound(id: string, cookie: string, n: number) {
  const staff = await manage(id, cookie);
  for (const m of staff.rounds[n - 1]!.matches) {
    if (m.table !== undefined)
      await ok(api("PUT", `/api/events/${id}/rounds/${n}/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie }));
  }
}

describe("webhooks", () => {
  it("take only Discord's addresses or an allowed host; the address is shown masked to staff and never to the public", async () => {
    const e = await event();
    for (const url of [
      "https://example.org/hook",
      "http://169.254.169.254/latest",
      "https://discord.com/not-a-webhook",
      "ftp://discord.com/api/webhooks/1/x",
      "nope",
    ]) {
      const r = await e.patch({ webhookUrl: url });
      expect([r.status, r.body.error.path], url).toEqual([400, "$.webhookUrl"]);
    }
    expect((await manage(e.id, e.org.cookie)).webhook).toBeNull();
    expect((await e.patch({ webhookUrl: "https://discord.com/api/webhooks/123456789/Secret-Token_abcd" })).status).toBe(200);
    expect((await manage(e.id, e.org.cookie)).webhook).toBe("https://discord.com/api/webhooks/123456789/…abcd");
    expect(JSON.stringify(await view(e.id))).not.toContain("Secret-Token");
    expect(JSON.stringify(await manage(e.id, e.org.cookie))).not.toContain("Secret-Token");
    const read = await ok(api<{ url: string; last: null }>("GET", `/api/events/${e.id}/webhook`, undefined, { cookie: e.org.cookie }));
    expect(read).toEqual({ url: "https://discord.com/api/webhooks/123456789/…abcd", last: null });
    // Someone else's session: refused, and so is an anonymous one.
    const stranger = await organizer();
    expect((await api("GET", `/api/events/${e.id}/webhook`, undefined, { cookie: stranger.cookie })).status).toBe(403);
    expect((await api("GET", `/api/events/${e.id}/webhook`)).status).toBe(401);
    expect((await e.patch({ webhookUrl: hookUrl() }, stranger.cookie)).status).toBe(403);
    expect((await e.patch({ webhookUrl: null })).status).toBe(200);
    expect((await manage(e.id, e.org.cookie)).webhook).toBeNull();
  });

  it("post the pairings, the standings after a round, the top cut and the champion, in Discord's format with nobody mentioned", async () => {
    const e = await event();
    const url = hookUrl();
    await ok(e.patch({ webhookUrl: url }));
    const test = await ok(api<{ delivered: boolean; status: number }>("POST", `/api/events/${e.id}/webhook/test`, {}, { cookie: e.org.cookie }));
    expect(test).toMatchObject({ delivered: true, status: 204 });
    const page = `http://topcut.test/e/${e.id}`;
    const [hello] = await until(url, 1);
    expect(hello!.content).toBe(`Test message from Topcut for **Spring Open**: this channel will get its pairings, standings and results. ${page}`);

    await ok(api<RoundAnswer>("POST", `/api/events/${e.id}/rounds`, { commandId: cid(), round: 1 }, { cookie: e.org.cookie }));
    expect((await until(url, 2))[1]).toEqual({ content: `**Spring Open**: Round 1 pairings are up. ${page}`, allowed_mentions: { parse: [] } });
    await playRound(e.id, e.org.cookie, 1);
    const standings = (await until(url, 3))[2]!;
    expect(standings.content).toBe("**Spring Open**: standings after round 1.");
    expect(standings.embeds![0]!.description.split("\n")).toHaveLength(4);
    expect(standings.embeds![0]!.description).toContain("@\u200beveryone");
    expect(standings.allowed_mentions).toEqual({ parse: [] });
    await ok(api("POST", `/api/events/${e.id}/rounds`, { commandId: cid(), round: 2 }, { cookie: e.org.cookie }));
    await playRound(e.id, e.org.cookie, 2);
    await ok(api("POST", `/api/events/${e.id}/playoffs`, { commandId: cid() }, { cookie: e.org.cookie }));
    const final = (await manage(e.id, e.org.cookie)).rounds[2]!.matches[0]!;
    await ok(
      api("PUT", `/api/events/${e.id}/rounds/3/tables/${final.table}/result`, { commandId: cid(), result: { games: [2, 1, 0] } }, { cookie: e.org.cookie }),
    );
    await ok(api("POST", `/api/events/${e.id}/finish`, { commandId: cid() }, { cookie: e.org.cookie }));
    const all = await until(url, 7);
    expect(all.map((m) => m.content.replace(page, "PAGE"))).toEqual([
      hello!.content.replace(page, "PAGE"),
      "**Spring Open**: Round 1 pairings are up. PAGE",
      "**Spring Open**: standings after round 1.",
      "**Spring Open**: Round 2 pairings are up. PAGE",
      "**Spring Open**: standings after round 2.",
      "**Spring Open**: the top 2 is set. PAGE",
      expect.stringMatching(/^🏆 .+ wins \*\*Spring Open\*\*! PAGE$/),
    ]);
    const last = await ok(api<{ last: { delivered: boolean; status: number } }>("GET", `/api/events/${e.id}/webhook`, undefined, { cookie: e.org.cookie }));
    expect(last.last).toMatchObject({ delivered: true, status: 204 });
  });

  it("try again after Discord's retry_after on a 429, and say when the receiver refused", async () => {
    const e = await event();
    const url = hookUrl();
    await fetch(`${env.WEBHOOK_STANDIN}/scripts/${url.split("/").pop()}`, { method: "POST", body: JSON.stringify([429, 500]) });
    await ok(e.patch({ webhookUrl: url }));
    await ok(api("POST", `/api/events/${e.id}/rounds`, { commandId: cid(), round: 1 }, { cookie: e.org.cookie }));
    const [paired] = await until(url, 1, 60_000);
    expect(paired!.content).toMatch(/Round 1 pairings are up/);
    // A receiver that refuses (Discord's 404 for a deleted webhook): the console is told.
    const gone = `${env.WEBHOOK_STANDIN}/nowhere/x`;
    await ok(e.patch({ webhookUrl: gone }));
    const test = await ok(
      api<{ delivered: boolean; status: number; detail: string }>("POST", `/api/events/${e.id}/webhook/test`, {}, { cookie: e.org.cookie }),
    );
    expect(test).toMatchObject({ delivered: false, status: 404 });
    expect(test.detail).toContain("Unknown Webhook");
  });
});
