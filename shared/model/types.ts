// TypeScript types derived from the zod schema: the schema is the model.
import type { z } from "zod";
import type * as S from "./schema.ts";

export type RulesProfileId = z.infer<typeof S.RulesProfileId>;
export type CustomRules = z.infer<typeof S.CustomRules>;
export type PlayerId = z.infer<typeof S.PlayerId>;
export type GameScore = z.infer<typeof S.GameScore>;
export type TwoPlayerResult = z.infer<typeof S.TwoPlayerResult>;
export type PodResult = z.infer<typeof S.PodResult>;
export type PairMatch = z.infer<typeof S.PairMatch>;
export type PodTable = z.infer<typeof S.PodTable>;
export type Bye = z.infer<typeof S.Bye>;
export type LateLoss = z.infer<typeof S.LateLoss>;
export type Match = z.infer<typeof S.Match>;
export type PairingNote = z.infer<typeof S.PairingNote>;
export type RoundStage = z.infer<typeof S.RoundStage>;
export type Round = z.infer<typeof S.Round>;
export type Player = z.infer<typeof S.Player>;
export type Options = z.infer<typeof S.Options>;
/** Which reading of the Commander event's rounding applies (R-CMD-1). */
export type CommanderRounding = NonNullable<Options["commanderRounding"]>;
export type Tournament = z.infer<typeof S.Tournament>;
export type DayTwo = z.infer<typeof S.DayTwo>;
export type DayTwoAdvance = z.infer<typeof S.DayTwoAdvance>;
export type DayTwoCut = z.infer<typeof S.DayTwoCut>;
export type Penalty = z.infer<typeof S.Penalty>;
