// What the Worker sends a tournament object over RPC, and what it answers.
import type { CommandError } from "../shared/commands/errors.ts";
import type { Command } from "../shared/commands/schema.ts";
import type { CodeRead } from "./code-reads.ts";
import { RateLimited, type CodeTarget } from "./rate-limit.ts";

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

/**
 * A refusal as the object answers it: the error's body, the public view as
 * `current` for a stale round (`current()` gives it), and the wait named by a
 * rate limit or by a judge called again too soon as Retry-After.
 */
export function refusalAnswer(e: CommandError, current: () => unknown): CommandAnswer {
  const view = e.code === "stale_round" ? current() : null;
  const answer: CommandAnswer = { status: e.status, body: JSON.stringify({ ...e.toBody(), ...(view !== null ? { current: view } : {}) }) };
  if (e instanceof RateLimited) answer.retryAfter = e.retryAfter;
  else if (e.code === "rate_limited") {
    const seconds = (e.details?.about as { seconds?: unknown } | undefined)?.seconds;
    if (typeof seconds === "number") answer.retryAfter = seconds;
  }
  return answer;
}
