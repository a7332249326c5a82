// What a command is applied with: who asks, when, and fresh randomness (the
// engine has no clock and no Math.random; the Durable Object supplies both).
import type { Actor } from "./permissions.ts";
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

export interface Applied {
  state: PlatformState;
  /** What changed: the live message. */
  what: What[];
  /** Extra fields of the HTTP answer (besides seq and what). */
  answer: Record<string, unknown>;
  /** 201 when the command created the event. */
  created?: boolean;
}

/** Unambiguous: no 0/O, 1/I/L. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 6;
