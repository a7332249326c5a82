// Organizer-defined rules and imported events in the console on a 390x844
// phone: compose and save rules (a refused combination says why),
// create an event under them whose public page names their tiebreakers, and
// import a rounds file from another platform (a bad line named with its
// players; a 3-0 the other platform scored imported as recorded, the event
// finished, its standings and a round saved as CSV); Japanese too.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { putResult } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let ja: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("custom-rules-organizer");
  // An account of its own: the Japanese page starts with no saved rules either.
  ja = await suite.organizer("custom-rules-organizer-ja", { locale: "ja-JP" });
});

const ROUNDS = `round,player 1,player 2,result,table
1,Ann,Bob,2-1-0,1
1,Cid,Dee,2-0-0,2
1,Eve,-,,
2,Ann,Cid,2-0,1
2,Eve,Bob,2-1,2
2,Dee,-,
3,Ann,Eve,ID
3,Dee,Bob,2-0-0
3,Cid,-,
`;

describe("the organizer's own rules", () => {
  it("composes from an example, saves, is told why a combination is refused, and creates an event whose page names its tiebreakers", async () => {
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto("/manage");
    await p.getByRole("link", { name: "Your rules profiles" }).click();
    await p.waitForURL(/\/manage\/rules$/);
    await expect.poll(() => p.getByText("No saved rules yet.").count()).toBe(1);
    await p.locator("li", { hasText: "Buchholz Swiss" }).getByRole("button", { name: "Start from this" }).click();
    const form = p.getByRole("form", { name: "New rules" });
    await expect.poll(() => form.getByLabel("Tiebreaker 1").inputValue()).toBe("buchholz-median");
    await form.getByLabel("Name").fill("Thursday Chess");
    // A bye worth more than a win is refused, with the engine's reason by the fields' labels, and nothing saved.
    await form.getByLabel("Bye", { exact: true }).fill("5");
    await form.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => p.getByRole("alert").textContent()).toBe("“Bye” (5) cannot be worth more than “Win” (2): nobody may gain by not playing.");
    await form.getByLabel("Bye", { exact: true }).fill("2");
    await form.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => p.getByRole("status").textContent()).toBe("Saved “Thursday Chess”.");
    await expect.poll(() => p.getByRole("list", { name: "Saved" }).textContent()).toContain("Thursday Chess");
    await shot(p, "190-rules-editor");

    await p.goto("/manage/new");
    await p.getByLabel("Event name").fill("Thursday Swiss");
    await p.getByLabel("Game and format").selectOption("Magic: Modern");
    await p.locator('select[name="rules"]').selectOption("custom");
    await expect
      .poll(() => p.getByLabel("Which rules").locator("option").allTextContents())
      .toEqual(["Thursday Chess", "Best of one, OMW% floored at 25% (example)", "Buchholz Swiss (example)"]);
    // Match length and draws come with the rules.
    expect(await p.locator('select[name="bestOf"]').count()).toBe(0);
    await shot(p, "191-new-event-own-rules");
    await p.getByRole("button", { name: "Create event" }).click();
    await p.waitForURL(/\/manage\/[a-z0-9]{12}$/);
    const id = new URL(p.url()).pathname.split("/").pop()!;
    const ev = (await (await org.request.get(`/api/events/${id}`)).json()) as {
      event: { rules: string; customRules: { name: string }; options: { bestOf: number } };
    };
    expect([ev.event.rules, ev.event.customRules.name, ev.event.options.bestOf]).toEqual(["custom", "Thursday Chess", 1]);

    // Four players, one round played: the public page shows the rules' own tiebreakers.
    const cmd = () => `t-${Math.random().toString(36).slice(2)}-${Date.now()}`;
    expect(
      (
        await org.request.post(`/api/events/${id}/players`, { data: { commandId: cmd(), players: ["Ann", "Bob", "Cid", "Dee"].map((name) => ({ name })) } })
      ).status(),
    ).toBe(200);
    expect((await org.request.post(`/api/events/${id}/rounds`, { data: { commandId: cmd(), round: 1 } })).status()).toBe(200);
    await putResult(org.request, id, 1, 1, { games: [1, 0, 0] });
    await putResult(org.request, id, 1, 2, { games: [1, 0, 0] });
    await p.goto(`/e/${id}`);
    const head = p.locator("table.standings thead");
    await expect.poll(() => head.locator("abbr").allTextContents()).toEqual(["Med. Buch.", "Buch.", "H2H", "Wins"]);
    await expect.poll(() => p.locator("#rules").textContent()).toContain("Median Buchholz");
    await shot(p, "192-own-rules-standings");
    // The refused save is the one failed request.
    expect(w.errors.filter((e) => !(e.includes("status of 400") && e.endsWith("/api/rules-profiles]")))).toEqual([]);
  });
});

describe("importing an event run elsewhere", () => {
  it("a rounds file becomes an event scored under the chosen rules; a bad line is named", async () => {
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto("/manage");
    await p.getByText("Import an event run elsewhere").click();
    const form = p.getByRole("form", { name: "Import an event run elsewhere" });
    await form.getByLabel("Event name").fill("Friday Modern");
    await form.getByLabel("Game and format").selectOption("Magic: Modern");
    await form.getByLabel("Score under").selectOption("mtr");
    await form.getByLabel("Rounds file (.csv)").setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from("1,Ann,Bob,2-0\n2,Ann,Bob,2:0\n") });
    await form.getByRole("button", { name: "Import" }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toMatch(/^Line 2 \(Ann v Bob\), result: "2:0" is not games won-lost-drawn/);
    await shot(p, "193-import-rounds-bad-line");

    await form.getByLabel("Rounds file (.csv)").setInputFiles({ name: "friday.csv", mimeType: "text/csv", buffer: Buffer.from(ROUNDS) });
    // Nobody stops appearing in this file; the organizer records that Bob left after the last round.
    await form.getByLabel("Drops (optional)").fill("Bob 3");
    await form.getByRole("button", { name: "Import" }).click();
    await expect.poll(() => form.getByRole("alert").textContent()).toBe("Drops, line 1: write Name=ROUND or Name=-");
    await form.getByLabel("Drops (optional)").fill("Bob=3");
    await form.getByRole("button", { name: "Import" }).click();
    await p.waitForURL(/\/manage\/[a-z0-9]{12}$/);
    const id = new URL(p.url()).pathname.split("/").pop()!;
    // The staff view: its standings keep the engine's exact values (the public view's are as printed).
    const v = (await (await org.request.get(`/api/events/${id}/manage`)).json()) as {
      event: { rules: string; gameFormat: string };
      standings: { name: string; tiebreakers: { omw: number } }[];
    };
    expect([v.event.rules, v.event.gameFormat]).toEqual(["mtr", "Magic: Modern"]);
    expect((v as unknown as { players: { name: string; dropped: number | null }[] }).players.find((x) => x.name === "Bob")!.dropped).toBe(3);
    // The hand-worked example of shared/standings/mtr.test.ts.
    expect(v.standings.map((r) => [r.name, r.tiebreakers.omw.toFixed(6)])).toEqual([
      ["Ann", "0.592593"],
      ["Eve", "0.555556"],
      ["Cid", "0.722222"],
      ["Dee", "0.500000"],
      ["Bob", "0.740741"],
    ]);
    // The refused file is the one failed request.
    expect(w.errors.filter((e) => !(e.includes("status of 400") && e.endsWith("/api/events/import-rounds]")))).toEqual([]);
  });

  it("a 3-0 in a best of 3 the other platform scored: imported as recorded, listed by line and players; the event is finished; standings and a round saved as CSV", async () => {
    const w = await watchedPage(org);
    const p = w.page;
    await p.goto("/manage");
    await p.getByText("Import an event run elsewhere").click();
    const form = p.getByRole("form", { name: "Import an event run elsewhere" });
    await form.getByLabel("Event name").fill("Melee Friday");
    await form.getByLabel("Game and format").selectOption("Magic: Modern");
    await form.getByLabel("Score under").selectOption("mtr");
    const csv = 'round,player 1,player 2,result\n1,Ann,"Sato, Ken",2-1\n1,山田 太郎,Dee,3-0\n2,Ann,山田 太郎,2-0\n2,"Sato, Ken",Dee,2-1\n';
    await form.getByLabel("Rounds file (.csv)").setInputFiles({ name: "melee.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await form.getByRole("button", { name: "Import" }).click();
    const notice = form.getByTestId("import-warnings");
    await expect
      .poll(() => notice.getByRole("listitem").allTextContents())
      .toEqual(["Line 3 (山田 太郎 v Dee): games 3-0 cannot happen in a best of 3: the match ends when a player has won 2"]);
    await shot(p, "196-import-rounds-recorded-elsewhere");
    await notice.getByRole("link", { name: "Open the event" }).click();
    await p.waitForURL(/\/manage\/[a-z0-9]{12}$/);
    const id = new URL(p.url()).pathname.split("/").pop()!;
    const v = (await (await org.request.get(`/api/events/${id}/manage`)).json()) as { event: { status: string } };
    expect(v.event.status).toBe("finished");

    const { readFileSync } = await import("node:fs");
    await p
      .getByRole("navigation", { name: "Console sections" })
      .getByRole("link", { name: /^Standings/ })
      .click();
    const [standings] = await Promise.all([p.waitForEvent("download"), p.getByRole("button", { name: "Download standings (CSV)" }).click()]);
    expect(standings.suggestedFilename()).toBe(`${id}-standings.csv`);
    // Scored as recorded: 山田 太郎 won 3 of 5 games (3-0, then 0-2), 60.00%; an edited 2-0 would make it 2 of 4, 50.00%, tied with Sato.
    expect(readFileSync(await standings.path(), "utf8").split("\r\n")).toEqual([
      "\uFEFFplace,name,points,record,OMW%,GW%,OGW%",
      "1,Ann,6,2-0-0,50.00%,80.00%,55.00%",
      "2,山田 太郎,3,1-1-0,66.67%,60.00%,56.67%",
      '3,"Sato, Ken",3,1-1-0,66.67%,50.00%,56.67%',
      "4,Dee,0,0-2-0,50.00%,33.33%,55.00%",
      "",
    ]);
    await shot(p, "197-standings-csv");
    await p
      .getByRole("navigation", { name: "Console sections" })
      .getByRole("link", { name: /^Round/ })
      .click();
    const [round] = await Promise.all([p.waitForEvent("download"), p.getByRole("button", { name: "Download round 2 (CSV)" }).click()]);
    expect(readFileSync(await round.path(), "utf8")).toBe(
      '\uFEFFround,table,player 1,player 2,result\r\n2,1,Ann,山田 太郎,2-0-0\r\n2,2,"Sato, Ken",Dee,2-1-0\r\n',
    );
    expect(w.errors).toEqual([]);
  });
});

describe("in Japanese", () => {
  it("the rules editor and the import read in Japanese", async () => {
    const w = await watchedPage(ja);
    await w.page.goto("/manage/rules");
    await expect.poll(() => w.page.getByRole("heading", { level: 1 }).textContent()).toBe("独自ルール");
    await expect.poll(() => w.page.getByRole("form", { name: "新しいルール" }).getByText("タイブレーク（順番）").count()).toBe(1);
    await shot(w.page, "194-rules-editor-ja");
    await w.page.goto("/manage");
    await w.page.getByText("他の場所で行った大会を取り込む").click();
    await expect
      .poll(() => w.page.locator('select[name="rules"]').locator("option").allTextContents())
      .toEqual(expect.arrayContaining(["マジック・トーナメントルール（現行）", "クラブのスイス式"]));
    expect(w.errors).toEqual([]);
  });
});
