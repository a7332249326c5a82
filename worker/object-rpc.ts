// What the Worker sends a tournament object over RPC, and what it answers.
import type { Command } from "../shared/commands/schema.ts";
import type { CodeRead } from "./code-reads.ts";
import type { CodeTarget } from "./rate-limit.ts";

export interface CommandRequest {
  eventId: string;
  commandId: string;
  command: Command;
  user: { userId: string; username: string } | null;
  /** A player's secret code, when the body carried one. */
  code?: string;
  clientKey: string;
  /** fingerprintOf(type, body as sent): a repeated commandId is answered again only for the same request. */
  fingerprint: string;
  /** The origin the request came to: the event page's address in webhook messages. */
  origin?: string;
}

export interface CommandAnswer {
  status: number;
  /** The JSON answer, as text (also what the log stores for retries). */
  body: string;
  /** Seconds to wait, with a 429 (the Retry-After header). */
  retryAfter?: number;
}

/** A read that only a player's code opens (worker/code-reads.ts), answered from the object's state. */
export interface CodeReadRequest {
  eventId: string;
  code: string;
  clientKey: string;
  target: CodeTarget;
  read: CodeRead;
}
