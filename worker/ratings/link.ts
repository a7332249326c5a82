// Registrations that name a rating profile: the profile must exist, and a
// profile merged into another is replaced by the kept one.
import { inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { CommandError } from "../../shared/commands/errors.ts";
import type { Command } from "../../shared/commands/schema.ts";
import { profiles } from "../db/schema.ts";

export async function linkProfiles(db: D1Database, command: Command): Promise<Command> {
  const named: { path: string; id: string }[] = [];
  if (command.type === "add-players")
    command.players.forEach((p, i) => p.profile !== undefined && named.push({ path: `$.players[${i}].profile`, id: p.profile }));
  if ((command.type === "late-entry" || command.type === "edit-player") && command.profile !== undefined)
    named.push({ path: "$.profile", id: command.profile });
  if (!named.length) return command;
  const ids = [...new Set(named.map((n) => n.id))];
  const found = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 90) {
    const rows = await drizzle(db)
      .select({ id: profiles.id, into: profiles.mergedInto })
      .from(profiles)
      .where(inArray(profiles.id, ids.slice(i, i + 90)))
      .all();
    for (const r of rows) found.set(r.id, r.into ?? r.id);
  }
  const missing = named.find((n) => !found.has(n.id));
  if (missing) throw new CommandError("invalid_input", `${missing.path}: there is no profile "${missing.id}".`, missing.path);
  if (command.type === "add-players")
    return { ...command, players: command.players.map((p) => (p.profile !== undefined ? { ...p, profile: found.get(p.profile)! } : p)) };
  if (command.type === "late-entry" || command.type === "edit-player") return { ...command, profile: found.get(command.profile!)! };
  return command;
}
