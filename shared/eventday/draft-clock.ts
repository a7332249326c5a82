// "Where are we at time t" for the draft timer screen: given the schedule,
// the start and the judge's pauses, which step is running and how long it has
// left. Pure: the screen calls it on every tick with the current time.
import { z } from "zod";
import { Instant, epochMs } from "./time.ts";
import type { DraftStep } from "./draft-schedule.ts";
import { type Outcome, ok, parseWith } from "./outcome.ts";

export const DraftClockInput = z.strictObject({
  startedAt: Instant,
  /** The step the clock starts from at `startedAt` (the judge jumped there); default 0. */
  startStep: z.number().int().min(0).optional(),
  /** Judge pauses; an open pause (no `to`) is still running. Overlaps are merged. */
  pauses: z.array(z.strictObject({ from: Instant, to: Instant.optional() })).optional(),
  now: Instant,
});
export type DraftClockInput = z.input<typeof DraftClockInput>;

export type DraftClock =
  | { state: "not-started"; startsInMs: number }
  | {
      state: "running" | "paused";
      /** Index into the schedule's steps. */
      step: number;
      current: DraftStep;
      /** The step that follows, or null on the last one. */
      next: DraftStep | null;
      stepElapsedMs: number;
      stepRemainingMs: number;
      /** The step waits for the judge (a hold step): it does not end by time. */
      holding: boolean;
      /** Drafting time so far, pauses excluded. */
      elapsedMs: number;
    }
  | { state: "finished"; elapsedMs: number };

/**
 * The draft's position at `now`: pauses are taken out of the elapsed time,
 * steps of 0 seconds pass instantly, and a step ends exactly at its last
 * millisecond (at that instant the next step is current). The clock counts
 * from `startStep` (where the judge jumped to); a hold step stops it until
 * the judge moves on (a jump to the next step).
 */
export function draftClock(steps: readonly DraftStep[], input: unknown): Outcome<DraftClock> {
  const parsed = parseWith(DraftClockInput, input, "$.clock");
  if (!parsed.ok) return parsed;
  const start = epochMs(parsed.value.startedAt);
  const now = epochMs(parsed.value.now);
  if (now < start) return ok({ state: "not-started", startsInMs: start - now });

  const spans: Array<[number, number]> = [];
  const pauses = parsed.value.pauses ?? [];
  for (const [i, p] of pauses.entries()) {
    const from = epochMs(p.from);
    const to = p.to === undefined ? Infinity : epochMs(p.to);
    if (to < from) return { ok: false, problems: [{ code: "invalid", path: `$.clock.pauses[${i}].to`, message: "a pause cannot end before it begins" }] };
    const a = Math.max(from, start);
    const b = Math.min(to, now);
    if (b > a) spans.push([a, b]);
  }
  spans.sort((x, y) => x[0] - y[0]);
  let paused = 0;
  let coveredTo = -Infinity;
  for (const [a, b] of spans) {
    const from = Math.max(a, coveredTo);
    if (b > from) paused += b - from;
    coveredTo = Math.max(coveredTo, b);
  }
  const pausedNow = pauses.some((p) => epochMs(p.from) <= now && (p.to === undefined || epochMs(p.to) > now));
  const elapsed = now - start - paused;

  let at = 0;
  const first = Math.min(parsed.value.startStep ?? 0, steps.length);
  for (let i = first; i < steps.length; i++) {
    const step = steps[i] as DraftStep;
    const end = step.hold ? Infinity : at + step.seconds * 1000;
    if (elapsed < end) {
      return ok({
        state: pausedNow ? "paused" : "running",
        step: i,
        current: step,
        next: steps[i + 1] ?? null,
        stepElapsedMs: elapsed - at,
        stepRemainingMs: step.hold ? 0 : end - elapsed,
        holding: step.hold === true,
        elapsedMs: elapsed,
      });
    }
    at = end;
  }
  return ok({ state: "finished", elapsedMs: elapsed });
}
