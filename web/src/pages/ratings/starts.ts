// Each system's starting rating, the chart's first point (from the engine's constants).
import { CLUB, DCI } from "../../../../shared/ratings/elo.ts";

export const CLUB_START = CLUB.start;
export const DCI_START = DCI.start;
/** Commander shows μ − 3σ: a newcomer starts at 0. */
export const COMMANDER_START = 0;
