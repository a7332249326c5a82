// Late arrivals (R-PAIR-4): only while round 1 is the current round. "play-bye":
// the late arrival plays the round-1 bye holder, whose bye (and its points)
// disappears; without a bye in round 1 this falls back to "loss": a round-1
// loss worth 0 points, outside all percentages. From round 2 the field is closed.
import { Player as PlayerSchema } from "../model/schema.ts";
import { isBye, stageOf } from "../model/matches.ts";
import type { Match, PairingNote, Player, PlayerId, Tournament } from "../model/types.ts";
import { validateTournament } from "../model/validate.ts";
import { rulesOf } from "../rules/rules-of.ts";
import { PairingError } from "./errors.ts";

export type LateArrivalMode = "play-bye" | "loss";

/** What a late arrival added now would get (the console says it before adding). */
export type LateArrivalOptions =
  | { open: false; reason: "before-round-1" | "field-closed" }
  /** `byeHolder`: whom a "play-bye" arrival would play; null when there is no such match to give (a round-1 loss instead). */
  | { open: true; byeHolder: PlayerId | null };

/**
 * Whether late arrivals are taken now and what "play-bye" would mean: they
 * are taken only while round 1 is the current round; the round-1 bye can be
 * turned into a match only in one-on-one events that have one.
 */
export function lateArrivalOptions(t: Tournament): LateArrivalOptions {
  if (t.rounds.length === 0) return { open: false, reason: "before-round-1" };
  if (t.rounds.length > 1 || stageOf(t.rounds[0]!) !== "swiss") return { open: false, reason: "field-closed" };
  const bye = t.rounds[0]!.matches.find(isBye);
  return { open: true, byeHolder: bye && rulesOf(t).kind === "one-on-one" ? bye.players[0] : null };
}

export function addLateArrival(t: Tournament, player: Player, mode: LateArrivalMode): Tournament {
  const parsed = PlayerSchema.safeParse(player);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new PairingError(`late arrival: invalid player at ${["player", ...issue.path].join(".")}: ${issue.message}`);
  }
  const p = parsed.data;
  if (mode !== "play-bye" && mode !== "loss") throw new PairingError(`late arrival: unknown mode "${String(mode)}" (use "play-bye" or "loss")`);
  if (p.dropped !== null) throw new PairingError(`late arrival: "${p.id}" is marked as dropped; a late arrival joins as an active player`);
  if (t.players.some((q) => q.id === p.id)) throw new PairingError(`late arrival: player id "${p.id}" is already registered`);
  if (t.players.some((q) => q.registered === p.registered)) {
    throw new PairingError(`late arrival: registration number ${p.registered} is already used`);
  }
  if (t.rounds.length === 0) {
    throw new PairingError("late arrival: round 1 has not been paired yet; register the player normally");
  }
  if (t.rounds.length > 1 || stageOf(t.rounds[0]!) !== "swiss") {
    throw new PairingError(`late arrival: the field is closed from round 2 (round ${t.rounds.length} is already paired)`);
  }
  const round1 = t.rounds[0]!;
  const byeAt = round1.matches.findIndex(isBye);
  // A pod event has no two-player table: the bye holder cannot be given an opponent there.
  const canPlayBye = byeAt >= 0 && rulesOf(t).kind === "one-on-one";
  const matches: Match[] = round1.matches.slice();
  let note: PairingNote;
  if (mode === "play-bye" && canPlayBye) {
    const holder = round1.matches[byeAt]!.players[0]!;
    const table = 1 + round1.matches.reduce((mx, m) => ("table" in m ? Math.max(mx, m.table) : mx), 0);
    matches[byeAt] = { table, players: [holder, p.id] };
    note = {
      kind: "late-arrival",
      players: [p.id, holder],
      text: `late arrival: ${p.name} (${p.id}) plays ${holder} at table ${table}; ${holder}'s round-1 bye and its points are gone`,
    };
  } else {
    matches.push({ players: [p.id], loss: true });
    const why = mode === "play-bye" ? (byeAt < 0 ? " (round 1 has no bye to play)" : " (pod tables have no two-player match)") : "";
    note = {
      kind: "late-arrival",
      players: [p.id],
      text: `late arrival: ${p.name} (${p.id}) starts with a round-1 loss worth 0 points, outside all percentages${why}`,
    };
  }
  const next: Tournament = {
    ...t,
    players: [...t.players, p],
    rounds: [{ ...round1, matches, notes: [...(round1.notes ?? []), note] }],
  };
  const v = validateTournament(next);
  if (!v.ok) throw new PairingError(`late arrival: the result would be invalid at ${v.problems[0]!.path}: ${v.problems[0]!.message}`);
  return next;
}
