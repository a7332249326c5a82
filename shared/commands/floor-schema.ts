// The competitive floor's commands: check-in, publishing a round, judge calls,
// penalties and deck checks (docs/eventday.md). Strict objects, as every command.
import { z } from "zod";
import { textSchema } from "../model/input.ts";
import { PlayerId } from "../model/schema.ts";
import { INFRACTION_IDS, PENALTIES } from "../model/penalties.ts";

const RoundNo = z.number().int().min(1).max(100);
const TableNo = z.number().int().min(1).max(10_000);

/** A player checks in (with their code) or staff check them in (options.checkIn "required"). */
export const CheckIn = z.strictObject({ type: z.literal("check-in"), playerId: PlayerId });
/** Staff take a check-in back (checked in by mistake). */
export const UndoCheckIn = z.strictObject({ type: z.literal("undo-check-in"), playerId: PlayerId });
/** A no-show (dropped at round 1 for not checking in) arrives while round 1 is played: they join as the profile's late arrival (R-PAIR-4). */
export const ArriveLate = z.strictObject({ type: z.literal("arrive-late"), playerId: PlayerId, mode: z.enum(["play-bye", "loss"]) });
/** Staff make a paired round public (options.publishPairings "manual"). */
export const PublishRound = z.strictObject({ type: z.literal("publish-round"), round: RoundNo });
/** A player at the table calls a judge. */
export const CallJudge = z.strictObject({ type: z.literal("call-judge"), round: RoundNo, table: TableNo });
/** Staff answer a table's call: "heard" (a judge is on the way) or "closed". */
export const AnswerJudgeCall = z.strictObject({
  type: z.literal("answer-judge-call"),
  round: RoundNo,
  table: TableNo,
  status: z.enum(["heard", "closed"]),
});
export const GivePenalty = z.strictObject({
  type: z.literal("give-penalty"),
  player: PlayerId,
  /** The round it is given in: a paired round, or 0 before round 1. */
  round: z.number().int().min(0).max(100),
  infraction: z.enum(INFRACTION_IDS),
  /** Required with infraction "other": its name. */
  infractionText: textSchema("an infraction's name", 120).optional(),
  penalty: z.enum(PENALTIES),
  note: textSchema("a penalty's note", 1000).optional(),
});
/** Staff draw `count` tables of the current round for deck checks. */
export const DrawDeckChecks = z.strictObject({
  type: z.literal("draw-deck-checks"),
  round: RoundNo,
  count: z.number().int().min(1).max(50),
  /** Also draw tables whose players were checked before in this event. */
  repeats: z.boolean().optional(),
  /** The draw's seed (absent: a fresh random one, recorded). */
  seed: z.string().min(1).max(100).optional(),
});
/** A deck check ends: the table gets `minutes` back on its clock (0: none). */
export const EndDeckCheck = z.strictObject({
  type: z.literal("end-deck-check"),
  round: RoundNo,
  table: TableNo,
  minutes: z.number().int().min(0).max(60),
});
