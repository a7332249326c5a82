// What an event's webhook is told, read off the state before and after a
// command: pairings once public, standings after a complete Swiss round, the
// top cut, the champion; names escaped so none formats or pings.
import { describe, expect, it } from "vitest";
import { ORGANIZER, run } from "../test-support/commands.ts";
import type { PlatformState } from "../commands/state.ts";
import { escapeMarkdown, maskedWebhook, webhookMessages } from "./webhook.ts";

const PAGE = "https://topcut.example/e/abcdefghijkl";
function event(options: object = {}, names = ["Ann", "Bob", "@everyone", "Dan"]): PlatformState {
  const s = run(null, { type: "create-event", name: "Spring *Open*", gameFormat: "Modern", rules: "club", options }, ORGANIZER).state;
  return run(s, { type: "add-players", players: names.map((name) => ({ name })) }).state;
}
function playRound(s: PlatformState, n: number): PlatformState {
  for (const m of s.tournament.rounds[n - 1]!.matches)
    if ("table" in m) s = run(s, { type: "set-result", round: n, table: m.table, result: { games: [2, 0, 0] } }).state;
  return s;
}

describe("webhook messages", () => {
  it("post a round's pairings, then the standings once it is complete, escaping names and mentioning nobody", () => {
    const s0 = event({ rounds: 2, cut: 2 });
    const r1 = run(s0, { type: "start-round", round: 1 }).state;
    expect(webhookMessages(s0, r1, PAGE)).toEqual([{ content: `**Spring \\*Open\\***: Round 1 pairings are up. ${PAGE}`, allowed_mentions: { parse: [] } }]);
    let s = r1;
    const tables = s.tournament.rounds[0]!.matches.filter((m) => "table" in m) as { table: number; players: string[] }[];
    s = run(s, { type: "set-result", round: 1, table: tables[0]!.table, result: { games: [2, 0, 0] } }).state;
    const last = run(s, { type: "set-result", round: 1, table: tables[1]!.table, result: { games: [2, 1, 0] } }).state;
    expect(webhookMessages(r1, s, PAGE)).toEqual([]);
    const [standings] = webhookMessages(s, last, PAGE);
    expect(standings!.content).toBe("**Spring \\*Open\\***: standings after round 1.");
    const lines = standings!.embeds![0]!.description.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^1\. .+ — 3 pts \(1-0-0\)$/);
    expect(standings!.embeds![0]!.description).not.toContain("@everyone");
    expect(standings!.embeds![0]!.description).toContain("@\u200beveryone");
    expect(standings!.allowed_mentions).toEqual({ parse: [] });
  });

  it("wait for a round to be published by hand, and post the top cut and the champion", () => {
    const s0 = event({ rounds: 2, cut: 2, publishPairings: "manual" });
    const paired = run(s0, { type: "start-round", round: 1 }).state;
    expect(webhookMessages(s0, paired, PAGE)).toEqual([]);
    let s = run(paired, { type: "publish-round", round: 1 }).state;
    expect(webhookMessages(paired, s, PAGE).map((m) => m.content)).toEqual([`**Spring \\*Open\\***: Round 1 pairings are up. ${PAGE}`]);
    s = playRound(s, 1);
    s = run(run(s, { type: "start-round", round: 2 }).state, { type: "publish-round", round: 2 }).state;
    s = playRound(s, 2);
    const cut = run(s, { type: "start-playoffs" }).state;
    const published = run(cut, { type: "publish-round", round: 3 }).state;
    const [top] = webhookMessages(cut, published, PAGE);
    expect(top!.content).toBe(`**Spring \\*Open\\***: the top 2 is set. ${PAGE}`);
    expect(top!.embeds![0]!.description.split("\n")).toHaveLength(2);
    const final = published.tournament.rounds[2]!.matches[0] as { table: number; players: string[] };
    const won = run(published, { type: "set-result", round: 3, table: final.table, result: { games: [2, 0, 0] } }).state;
    const finished = run(won, { type: "finish" }).state;
    const champion = escapeMarkdown(finished.tournament.players.find((p) => p.id === final.players[0])!.name);
    expect(webhookMessages(won, finished, PAGE).map((m) => m.content)).toEqual([`🏆 ${champion} wins **Spring \\*Open\\***! ${PAGE}`]);
  });

  it("hide a webhook's token but for its last four characters", () => {
    expect(maskedWebhook("https://discord.com/api/webhooks/123456/abcdefghijkl")).toBe("https://discord.com/api/webhooks/123456/…ijkl");
    expect(maskedWebhook("https://hooks.example.org/in/secret?token=x")).toBe("https://hooks.example.org/in/…cret");
    expect(escapeMarkdown("a_b*c`d @here [x](y)")).toBe("a\\_b\\*c\\`d @\u200bhere \\[x\\]\\(y\\)");
  });
});
