// Registration: add (one, many, or a pasted list/CSV), edit, remove, drop,
// and late entry (the engine's addLateArrival decides how they join).
import type { Player } from "../model/types.ts";
import type { Applied, CommandContext } from "./context.ts";
import { parsePlayerList, type ListedPlayer } from "./csv.ts";
import { withLateArrival } from "./engine.ts";
import { findPlayer, nextPlayerSlots, requireStatus, takenCodes, uniqueCode } from "./helpers.ts";
import type { CommandOf } from "./schema.ts";
import type { PlatformState } from "./state.ts";
import { refuse } from "./refusals.ts";

function register(state: PlatformState, listed: (ListedPlayer & { profile?: string; reading?: string })[], ctx: CommandContext): Applied<"add-players"> {
  requireStatus(state, ["registration"], "register players (use late entry once round 1 is paired)");
  const t = state.tournament;
  const slots = nextPlayerSlots(t, listed.length);
  const added: Player[] = listed.map((p, i) => ({
    id: slots[i]!.id,
    name: p.name,
    registered: slots[i]!.registered,
    dropped: null,
    ...(p.country ? { country: p.country } : {}),
    ...(p.region ? { region: p.region } : {}),
    ...(p.profile ? { profile: p.profile } : {}),
    ...(p.reading ? { reading: p.reading } : {}),
  }));
  const codes = { ...state.codes };
  const taken = takenCodes(state);
  for (const p of added) codes[p.id] = uniqueCode(ctx, taken);
  const next: PlatformState = { ...state, tournament: { ...t, players: [...t.players, ...added] }, codes };
  return { state: next, what: ["players", "standings"], answer: { players: added.map((p) => ({ id: p.id, name: p.name, code: codes[p.id]! })) } };
}

export function addPlayers(state: PlatformState, cmd: CommandOf<"add-players">, ctx: CommandContext): Applied<"add-players"> {
  return register(state, cmd.players, ctx);
}

export function importPlayers(state: PlatformState, cmd: CommandOf<"import-players">, ctx: CommandContext): Applied<"import-players"> {
  return register(state, parsePlayerList(cmd.csv), ctx);
}

export function editPlayer(state: PlatformState, cmd: CommandOf<"edit-player">): Applied<"edit-player"> {
  const t = state.tournament;
  findPlayer(t, cmd.playerId);
  const players = t.players.map((p) => {
    if (p.id !== cmd.playerId) return p;
    const q: Player = { ...p, name: cmd.name ?? p.name };
    if (cmd.country !== undefined) q.country = cmd.country;
    if (cmd.region !== undefined) q.region = cmd.region;
    if (cmd.profile !== undefined) q.profile = cmd.profile;
    if (cmd.reading !== undefined) {
      if (cmd.reading) q.reading = cmd.reading;
      else delete q.reading;
    }
    return q;
  });
  return { state: { ...state, tournament: { ...t, players } }, what: ["players", "standings"], answer: {} };
}

export function removePlayer(state: PlatformState, cmd: CommandOf<"remove-player">): Applied<"remove-player"> {
  const t = state.tournament;
  findPlayer(t, cmd.playerId);
  if (t.rounds.length > 0) {
    throw refuse("remove-after-round1", "Players can be removed only before round 1 is paired; drop them instead.", "$.playerId");
  }
  const codes = { ...state.codes };
  delete codes[cmd.playerId];
  // A removed player's check-in goes with them (the public view lists who is here).
  const checkedIn = state.checkedIn?.includes(cmd.playerId) ? { checkedIn: state.checkedIn.filter((id) => id !== cmd.playerId) } : {};
  const next: PlatformState = { ...state, tournament: { ...t, players: t.players.filter((p) => p.id !== cmd.playerId) }, codes, ...checkedIn };
  return { state: next, what: ["players", "standings"], answer: {} };
}

export function dropPlayer(state: PlatformState, cmd: CommandOf<"drop-player">): Applied<"drop-player"> {
  const t = state.tournament;
  const player = findPlayer(t, cmd.playerId);
  if (state.status === "finished") throw refuse("event-finished", "The event is finished.");
  if (player.dropped !== null) {
    throw refuse("already-dropped", `${player.name} already dropped after round ${player.dropped}.`, "$.playerId", {
      name: player.name,
      round: player.dropped,
    });
  }
  // Dropped after the last paired round: they are not paired again.
  const players = t.players.map((p) => (p.id === cmd.playerId ? { ...p, dropped: t.rounds.length } : p));
  return { state: { ...state, tournament: { ...t, players } }, what: ["players", "standings"], answer: {} };
}

/**
 * Takes a drop back: the player is paired again from the next round. Only
 * until that round is paired (a later round was paired without them) and not
 * once the playoffs started or the event finished.
 */
export function undropPlayer(state: PlatformState, cmd: CommandOf<"undrop-player">): Applied<"undrop-player"> {
  const t = state.tournament;
  const player = findPlayer(t, cmd.playerId);
  if (player.dropped === null) throw refuse("not-dropped", `${player.name} has not dropped.`, "$.playerId", { name: player.name });
  requireStatus(state, ["swiss"], "take a drop back");
  if (player.dropped !== t.rounds.length) {
    throw refuse(
      "drop-stays",
      `${player.name} dropped after round ${player.dropped}; round ${t.rounds.length} was paired without them, so the drop stays.`,
      "$.playerId",
      { name: player.name, round: player.dropped },
    );
  }
  const players = t.players.map((p) => (p.id === cmd.playerId ? { ...p, dropped: null } : p));
  return { state: { ...state, tournament: { ...t, players } }, what: ["players", "standings"], answer: {} };
}

export function lateEntry(state: PlatformState, cmd: CommandOf<"late-entry">, ctx: CommandContext): Applied<"late-entry"> {
  requireStatus(state, ["swiss"], "add a late arrival");
  const t = state.tournament;
  const [slot] = nextPlayerSlots(t, 1);
  const player: Player = {
    id: slot!.id,
    name: cmd.name,
    registered: slot!.registered,
    dropped: null,
    ...(cmd.country ? { country: cmd.country } : {}),
    ...(cmd.region ? { region: cmd.region } : {}),
    ...(cmd.profile ? { profile: cmd.profile } : {}),
    ...(cmd.reading ? { reading: cmd.reading } : {}),
  };
  const tournament = withLateArrival(t, player, cmd.mode);
  const code = uniqueCode(ctx, takenCodes(state));
  const next: PlatformState = { ...state, tournament, codes: { ...state.codes, [player.id]: code } };
  return { state: next, what: ["players", "pairings", "standings"], answer: { players: [{ id: player.id, name: player.name, code }] } };
}
