// What a command is applied with: who asks, when, and fresh randomness (the
// engine has no clock and no Math.random; the Durable Object supplies both).
import type { AnswerOf } from "./answers.ts";
import type { Actor } from "./permissions.ts";
import type { CommandType } from "./schema.ts";
import type { PlatformState, What } from "./state.ts";

export interface CommandContext {
  actor: Actor;
  /** Epoch ms. */
  now: number;
  /** The event the command is for (chosen by the Worker for new events). */
  eventId: string;
  /** A fresh random player code (6 chars of CODE_ALPHABET). */
  freshCode: () => string;
  /** A fresh random invite token (URL-safe). */
  freshToken: () => string;
}

/** A command applied; `T` narrows the answer to one command type's (shared/commands/answers.ts). */
export type Applied<T extends CommandType = CommandType> = AppliedWith<AnswerOf<T>>;

/** The same, by the answer's shape. */
export interface AppliedWith<A> {
  state: PlatformState;
  /** What changed: the live message. */
  what: What[];
  /** Extra fields of the HTTP answer (besides seq and what). */
  answer: A;
  /** 201 when the command created the event. */
  created?: boolean;
}

/** Unambiguous: no 0/O, 1/I/L. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 6;
