// Staff invites: the owner makes a single-use link for a co-organizer or a
// judge; a signed-in organizer who opens it joins the event's staff.
import type { Applied, CommandContext } from "./context.ts";
import { CommandError } from "./errors.ts";
import type { CommandOf } from "./schema.ts";
import type { PlatformState } from "./state.ts";
import { refuse } from "./refusals.ts";

export function createInvite(state: PlatformState, cmd: CommandOf<"create-invite">, ctx: CommandContext): Applied<"create-invite"> {
  if (ctx.actor.role !== "owner") throw refuse("owner-invites", "Only the owner invites staff.");
  // The token starts with the event id so the Worker knows which object to ask.
  const token = `${state.tournament.id}-${ctx.freshToken()}`;
  const invites = { ...state.invites, [token]: { role: cmd.role, createdBy: ctx.actor.userId } };
  return { state: { ...state, invites }, what: [], answer: { link: `/invite/${token}`, token, role: cmd.role } };
}

export function acceptInvite(state: PlatformState, cmd: CommandOf<"accept-invite">, ctx: CommandContext): Applied<"accept-invite"> {
  const invite = state.invites[cmd.token];
  if (!invite) throw new CommandError("not_found", "This invite link is unknown or has already been used.", "$.token");
  const a = ctx.actor;
  if (a.role !== "organizer" && a.role !== "judge" && a.role !== "co-organizer") {
    throw refuse("owner-cannot-accept", "Sign in with an account that is not the owner to accept an invite.");
  }
  const invites = { ...state.invites };
  delete invites[cmd.token];
  const staff = state.staff.filter((s) => s.userId !== a.userId);
  // A co-organizer keeps that role when accepting a judge invite.
  const role = a.role === "co-organizer" ? "co-organizer" : invite.role;
  staff.push({ userId: a.userId, username: a.username, role });
  return {
    state: { ...state, invites, staff },
    what: [],
    answer: { event: { id: state.tournament.id, name: state.tournament.name }, role },
  };
}
