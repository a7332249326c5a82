// Who sent a command and what it asked, so a repeated commandId is answered
// from the log only for the same caller and the same request. Anyone else
// (another user, another player, another client) gets 409
// idempotency_conflict with nothing of the first answer (docs/platform.md,
// "Idempotency").
import { CommandError } from "../shared/commands/errors.ts";
import type { Actor } from "../shared/commands/permissions.ts";
import { sha256Hex } from "./crypto.ts";

/** JSON with object keys sorted at every level: the same request always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? "null" : canonicalJson(v))).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * The request's fingerprint: its command type and its body as the client
 * sent it (with the values taken from the address), without the commandId
 * and the player code (the code is the caller, not the request).
 */
export async function fingerprintOf(type: string, body: Record<string, unknown>): Promise<string> {
  const { commandId: _id, code: _code, ...rest } = body;
  return sha256Hex(`${type}\n${canonicalJson(rest)}`);
}

/** The caller as stored with an answered command: the account, the player (for a code), or the client address. */
export function callerOf(actor: Actor, clientKey: string): string {
  switch (actor.role) {
    case "player":
      return `player:${actor.playerId}`;
    case "system":
      return "system";
    case "anonymous":
      return `client:${clientKey}`;
    default:
      return `user:${actor.userId}`;
  }
}

export function idempotencyConflict(): CommandError {
  return new CommandError("idempotency_conflict", "This commandId was already used for another request; send a new commandId.", "$.commandId");
}
