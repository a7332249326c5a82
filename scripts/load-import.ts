// The main event of `npm run load` made by the engine: its options, and the
// rounds played here (paired and scored, timed per round) and imported as one
// file, so a large event's later rounds need not be reported live.
import { pairNextRound } from "../shared/pairing/index.ts";
import { confirmDayTwo } from "../shared/structure/index.ts";
import { computeStandings } from "../shared/standings/index.ts";
import type { Match, Tournament } from "../shared/model/types.ts";
import { DAY_TWO, FINISH, IMPORT, SWISS_ROUNDS } from "./load-settings.ts";
import { must, timed } from "./load-http.ts";
import { ms } from "./load-stats.ts";
import { type Event, resultOf } from "./load-tables.ts";

/** One line of the per-round table. */
export interface Row {
  round: string;
  pairing: string;
  tables: number;
  "writes/s": string;
  "write p50": string;
  "write p99": string;
  "standings (view read)": string;
  "view size": string;
}

/** The main event's options: every Swiss round, the top 8 with LOAD_FINISH, the day-2 cut with LOAD_DAY_TWO (X-3 or better). */
export const mainOptions = () => ({
  rounds: Math.max(SWISS_ROUNDS, 3),
  cut: FINISH ? 8 : 0,
  ...(DAY_TWO ? { dayTwo: { afterRound: DAY_TWO, advance: { kind: "record", maxLosses: Math.floor(DAY_TWO / 3) } } } : {}),
});

/**
 * The main event with IMPORT more rounds played: paired and scored here by
 * the engine (timed per round: pairing, standings), the day-2 cut confirmed
 * after its round, imported as one file. `from` is the file of the event so
 * far (LOAD_LIVE_FIRST: its round 1 played live); otherwise a new field.
 */
export async function imported(players: number, rows: Row[], from?: Tournament): Promise<Event> {
  let t: Tournament = from ?? {
    format: "topcut/1",
    id: "load",
    name: `Load test imported ${new Date().toISOString()}`,
    gameFormat: "Load",
    rules: "dci-2009",
    options: { draws: "allowed", bestOf: 3, ...mainOptions() } as Tournament["options"],
    players: Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, registered: i + 1, dropped: null })),
    rounds: [],
  };
  const first = t.rounds.length + 1;
  for (let n = first; n < first + IMPORT; n++) {
    if (DAY_TWO && n === DAY_TWO + 1) {
      t = confirmDayTwo(t);
      console.log(`day-2 cut after round ${DAY_TWO} (engine): ${t.dayTwoCut?.advanced.length} of ${players} players advance`);
    }
    const pairing = await timed(async () => pairNextRound(t));
    const matches = pairing.value.matches.map(
      (m) => ("table" in m && m.players.length === 2 ? { ...m, result: resultOf({ table: m.table }, false) } : m) as Match,
    );
    t = { ...t, rounds: [...t.rounds, { number: pairing.value.round, matches, notes: pairing.value.notes }] };
    const standings = await timed(async () => computeStandings(t));
    rows.push({
      round: `${n} (engine, imported)`,
      pairing: ms(pairing.ms),
      tables: matches.filter((m) => "table" in m).length,
      "writes/s": "-",
      "write p50": "-",
      "write p99": "-",
      "standings (view read)": `${ms(standings.ms)} (engine)`,
      "view size": "-",
    });
  }
  const file = JSON.stringify(t);
  const sent = await timed(() => must("POST", "/api/events/import", { commandId: crypto.randomUUID(), file: t, visibility: "unlisted" }));
  const id: string = sent.value.body.event.id;
  const manage = await must("GET", `/api/events/${id}/manage`);
  console.log(`imported ${players} players and ${t.rounds.length} rounds (${(file.length / 1e6).toFixed(1)} MB) in ${(sent.ms / 1000).toFixed(1)} s`);
  return { id, codes: new Map(Object.entries(manage.body.codes as Record<string, string>)) };
}
