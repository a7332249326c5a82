// The shape every event-day decision returns: a value, or the problems that
// refused it. Bad input never throws and never changes anything; each problem
// names where it is (a JSON path into the argument) and says what is wrong.
import type { z } from "zod";
import { jsonPath } from "../model/validate.ts";

export type ProblemCode =
  | "invalid" // the input does not match its schema
  | "unknown-event"
  | "registration-not-open"
  | "registration-closed"
  | "already-applied"
  | "list-locked"
  | "list-deadline-passed"
  | "list-not-submitted"
  | "list-not-locked"
  | "round-time-too-short"
  | "pod-size-impossible";

export interface EventDayProblem {
  code: ProblemCode;
  /** JSON path into the argument ("$" for the whole argument). */
  path: string;
  message: string;
  /** The limit the value broke (round-time-too-short: the shortest round in minutes), for a client's own words. */
  limit?: number;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; problems: EventDayProblem[] };

export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function refuse<T = never>(code: ProblemCode, path: string, message: string): Outcome<T> {
  return { ok: false, problems: [{ code, path, message }] };
}

/** Parses untrusted input with a schema; a failure lists every issue with its path. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, root = "$"): Outcome<z.infer<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return ok(parsed.data);
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      code: "invalid" as const,
      path: root + jsonPath(issue.path).slice(1),
      message: issue.message,
    })),
  };
}

/** Thrown only by the `...OrThrow` conveniences, carrying the problems. */
export class EventDayError extends Error {
  constructor(readonly problems: EventDayProblem[]) {
    super(problems.map((p) => `${p.path}: ${p.message}`).join("; "));
    this.name = "EventDayError";
  }
}

/** Unwraps an outcome, throwing an EventDayError that names every problem. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new EventDayError(outcome.problems);
}
