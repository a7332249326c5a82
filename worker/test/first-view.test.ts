// The event page's first view carries the pairings: the HTML of
// /e/:id holds the tables of the round shown, in the app's markup, from the
// public view, escaped, in the browser's preferred language, at most the
// first 30 tables; before round 1 it is the event's name alone.
import { describe, expect, it } from "vitest";
import { addPlayers, api, cid, createEvent, ok, organizer, view } from "./helpers.ts";
import { FIRST_ROWS } from "../pages/first-view.ts";

/** The first view of the HTML (what sits in <div id="app">). */
const firstView = (html: string) => /<div id="app">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? "";

describe("the event page's first view", () => {
  it("holds the current round's tables with names, points and results, escaped; none before round 1", async () => {
    const org = await organizer("fv");
    const id = await createEvent(org.cookie, { name: "First <i>View</i> Cup", gameFormat: "Modern" });
    await addPlayers(org.cookie, id, [`Ann "<script>alert(1)</script>"`, "Ben & Co", "Cho", "Dan", "Eve"]);

    const before = firstView((await api<string>("GET", `/e/${id}`)).body);
    expect(before).toContain("First &#60;i&#62;View&#60;/i&#62; Cup");
    expect(before).not.toContain("data-first-view");
    expect(before).not.toContain('class="pairings"');

    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    const round1 = (await view(id)).rounds[0]!.matches;
    const played = round1.find((m) => m.table === 1)!;
    await ok(api("PUT", `/api/events/${id}/rounds/1/tables/1/result`, { commandId: cid(), result: { games: [2, 1, 0] } }, { cookie: org.cookie }));

    const res = await api<string>("GET", `/e/${id}`);
    expect(res.status).toBe(200);
    const html = firstView(res.body);
    expect(html).toMatch(/^<div data-first-view>/);
    expect(html).toContain('<h2 id="pairings-h">Round 1</h2>');
    // Every table of the round, each in the app's markup; the bye as a bye.
    expect(html.match(/<li class="pairing/g)).toHaveLength(round1.length);
    expect(html).toContain(`<li class="pairing done" data-table="1"><span class="table-no" aria-label="Table 1">1</span>`);
    expect(html).toMatch(/<span class="res">2–1<\/span><\/li>/);
    expect(html).toContain(`href="/e/${id}/p/${played.players[0]}"`);
    expect(html).toContain('<span class="tag">Bye</span>');
    // Names are text, never markup.
    expect(html).toContain("Ann &#34;&#60;script&#62;alert(1)&#60;/script&#62;&#34;");
    expect(html).toContain("Ben &#38; Co");
    expect(res.body).not.toContain("<script>alert(1)");
    expect(html).not.toContain("<i>View");

    // Japanese for a browser that prefers it; <html lang> follows.
    const jaRes = await api<string>("GET", `/e/${id}`, undefined, { headers: { "accept-language": "ja,en;q=0.8" } });
    expect(jaRes.body).toMatch(/<html lang="ja">/);
    expect(firstView(jaRes.body)).toContain('<h2 id="pairings-h">第1回戦</h2>');
    expect(firstView(jaRes.body)).toContain('aria-label="1卓"');
    // The game format as the app names it in Japanese (shared/ratings/format-labels.ts), in English as stored.
    expect(firstView(jaRes.body)).toContain("<span>マジック：モダン</span>");
    expect(html).toContain("<span>Modern</span>");

    // Other pages keep the name alone.
    expect(firstView((await api<string>("GET", `/e/${id}/tv`)).body)).not.toContain('class="pairings"');
  });

  it("shows the round in the address, points brought into it, and only the first tables of a big round", async () => {
    const org = await organizer("fv");
    const id = await createEvent(org.cookie, { name: "First View Big" });
    const names = Array.from({ length: 2 * FIRST_ROWS + 10 }, (_, i) => `Player ${i + 1}`);
    await addPlayers(org.cookie, id, names);
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    const tables = (await view(id)).rounds[0]!.matches;
    for (const m of tables)
      await ok(api("PUT", `/api/events/${id}/rounds/1/tables/${m.table}/result`, { commandId: cid(), result: { games: [2, 0, 0] } }, { cookie: org.cookie }));
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 2 }, { cookie: org.cookie }));

    const html = firstView((await api<string>("GET", `/e/${id}`)).body);
    expect(html).toContain('<h2 id="pairings-h">Round 2</h2>');
    expect(html.match(/<li class="pairing/g)).toHaveLength(FIRST_ROWS);
    // Round 2 pairs winners: the first table's players bring 3 points each.
    expect(html).toMatch(/<small class="pts"> 3 pts<\/small>/);

    const r1 = firstView((await api<string>("GET", `/e/${id}?round=1`)).body);
    expect(r1).toContain('<h2 id="pairings-h">Round 1</h2>');
    expect(r1).not.toContain('class="pts"> 3 pts');
    // A round that does not exist is the latest, as the app shows it.
    expect(firstView((await api<string>("GET", `/e/${id}?round=9`)).body)).toContain('<h2 id="pairings-h">Round 2</h2>');
  });
});
