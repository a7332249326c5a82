// A whole event for each rules profile, through HTTP only: registration,
// Swiss rounds with results entered by staff and self-reported by players,
// a late arrival and a drop, the playoffs or final table, and finishing.
import { describe, expect, it } from "vitest";
import type { Match, Player, Round } from "../../shared/model/types.ts";
import { validateTournament } from "../../shared/model/validate.ts";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import { addPlayers, api, cid, createEvent, exportEvent, manage, ok, organizer, view, type RoundAnswer } from "./helpers.ts";

type Cookie = string;
const NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon", "Kim", "Lou"];

function decisive(rules: string, players: string[], k: number) {
  if (rules === "commander") return { winner: players[k % players.length]! };
  const win = rules === "dreamblade" ? 1 : 2;
  return k % 2 === 0 ? { games: [win, 0, 0] } : { games: [0, win, 0] };
}

/** Enters every open table's result: even tables by staff, odd ones reported and confirmed by the players. */
async function playRound(cookie: Cookie, id: string, rules: string, codes: Map<string, string>, swiss: boolean) {
  const v = await view(id);
  const round = v.rounds[v.rounds.length - 1]!;
  for (const m of round.matches) {
    // A table's number is never undefined in JSON: no number, no table (a bye).
    if (m.table === undefined || m.result) continue;
    const result = decisive(rules, m.players, m.table + round.number);
    if (m.table % 2 === 0 || !swiss) {
      await ok(api("PUT", `/api/events/${id}/rounds/${round.number}/tables/${m.table}/result`, { commandId: cid(), result }, { cookie }));
    } else {
      const r = await ok(
        api<CommandAnswer<"report-result">>("POST", `/api/events/${id}/rounds/${round.number}/tables/${m.table}/report`, {
          commandId: cid(),
          result,
          code: codes.get(m.players[0]!),
        }),
      );
      expect(r.report.status).toBe("unconfirmed");
      const c = await ok(
        api<CommandAnswer<"confirm-result">>("POST", `/api/events/${id}/rounds/${round.number}/tables/${m.table}/confirm`, {
          commandId: cid(),
          code: codes.get(m.players[1]!),
        }),
      );
      expect(c.report.status).toBe("confirmed");
    }
  }
}

async function runEvent(
  rules: string,
  count: number,
  options: Record<string, unknown>,
  extra: (ctx: { cookie: Cookie; id: string; codes: Map<string, string>; round: number }) => Promise<void> = async () => {},
) {
  const org = await organizer();
  const id = await createEvent(org.cookie, { rules, name: `${rules} open`, options });
  const codes = new Map<string, string>();
  for (const p of await addPlayers(org.cookie, id, NAMES.slice(0, count))) codes.set(p.id, p.code);
  const rounds = (options.rounds as number) ?? 3;
  for (let r = 1; r <= rounds; r++) {
    const started = await ok(api<RoundAnswer>("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: r }, { cookie: org.cookie }));
    expect(started.round.number).toBe(r);
    await extra({ cookie: org.cookie, id, codes, round: r });
    await playRound(org.cookie, id, rules, codes, true);
  }
  const afterSwiss = await manage(id, org.cookie);
  expect(afterSwiss.standings?.length).toBe(afterSwiss.players.length);
  if (options.cut || options.structure === "attendance") {
    await ok(api("POST", `/api/events/${id}/playoffs`, { commandId: cid() }, { cookie: org.cookie }));
    for (let guard = 0; guard < 6; guard++) {
      await playRound(org.cookie, id, rules, codes, false);
      const v = await view(id);
      const last = v.rounds[v.rounds.length - 1]!;
      if (last.matches.filter((m: Match) => "table" in m).length <= 1) break;
      await ok(api("POST", `/api/events/${id}/playoffs/next`, { commandId: cid(), round: v.rounds.length + 1 }, { cookie: org.cookie }));
    }
    expect((await view(id)).bracket).not.toBeNull();
  }
  await ok(api("POST", `/api/events/${id}/finish`, { commandId: cid() }, { cookie: org.cookie }));
  const final = await view(id);
  expect(final.event.status).toBe("finished");
  expect(final.standings).not.toBeNull();
  expect(final.finalRanking).not.toBeNull();
  expect(final.finalRanking?.length).toBe(final.players.length);
  const file = await exportEvent(org.cookie, id);
  expect(validateTournament(file).ok).toBe(true);
  return { id, final, file, org };
}

describe("a full event for each rules profile, HTTP only", () => {
  it("club: 9 players, a late arrival takes the round-1 bye, a top-4 cut", async () => {
    const { final, file } = await runEvent("club", 9, { rounds: 3, cut: 4 }, async ({ cookie, id, round, codes }) => {
      if (round !== 1) return;
      const late = await ok(
        api<CommandAnswer<"late-entry">>("POST", `/api/events/${id}/late-entry`, { commandId: cid(), name: "Late Liz", mode: "play-bye" }, { cookie }),
      );
      expect(late.players[0]!.id).toBe("p10");
      codes.set("p10", late.players[0]!.code);
    });
    expect(final.players).toHaveLength(10);
    expect(file.rounds.filter((r: Round) => (r.stage ?? "swiss") === "swiss")).toHaveLength(3);
    // The round-1 bye became a match with the late arrival.
    expect(file.rounds[0]!.matches.some((m: Match) => m.players.includes("p10") && m.players.length === 2)).toBe(true);
  });

  it("dci-2009: 8 players, one drops after round 1, top-2 cut", async () => {
    const { file } = await runEvent("dci-2009", 8, { rounds: 3, cut: 2 }, async ({ cookie, id, round }) => {
      if (round === 1) await ok(api("POST", `/api/events/${id}/players/p8/drop`, { commandId: cid() }, { cookie }));
    });
    expect(file.players.find((p: Player) => p.id === "p8")!.dropped).toBe(1);
    for (const r of file.rounds.slice(1)) expect(r.matches.some((m: Match) => m.players.includes("p8"))).toBe(false);
  });

  it("dreamblade: 8 players, single-game matches, top-4 cut", async () => {
    const { file } = await runEvent("dreamblade", 8, { rounds: 3, cut: 4 });
    expect(file.options.bestOf).toBe(1);
    expect(file.rounds.at(-1)!.stage).toBeDefined();
  });

  it("commander: 8 players in pods, 4 Swiss rounds and a final table (R-CMD-3 attendance structure)", async () => {
    const { file } = await runEvent("commander", 8, { rounds: 4, structure: "attendance" });
    expect(file.rounds[0]!.matches.every((m: Match) => m.players.length === 4)).toBe(true);
    expect(file.rounds).toHaveLength(5);
  });
});
