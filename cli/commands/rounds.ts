// `topcut rounds --players N [--rules R] [--cut C]`: the recommended number of
// Swiss rounds with its reason (and, for commander, the attendance structure, R-CMD-3).
import { RULES_PROFILE_IDS } from "../../shared/model/schema.ts";
import type { RulesProfileId } from "../../shared/model/types.ts";
import { attendanceStructure, ATTENDANCE_MIN_PLAYERS, recommendedRounds, type Cut } from "../../shared/structure/index.ts";
import type { CliCommand } from "./index.ts";

function wholeNumber(flag: string, value: string | undefined): number {
  const n = Number(value);
  if (value === undefined || value.trim() === "" || !Number.isInteger(n) || n < 0) {
    throw new Error(`${flag} needs a whole number, got ${value === undefined ? "nothing" : JSON.stringify(value)}`);
  }
  return n;
}

export const rounds: CliCommand = {
  summary: "rounds --players N [--rules club|dci-2009|dreamblade|commander|mtr] [--cut 0|2|4|8|16]: recommended Swiss rounds",
  run(args) {
    let players: number | undefined;
    let rules: RulesProfileId = "club";
    let cut = 0;
    for (let k = 0; k < args.length; k++) {
      const arg = args[k]!;
      const value = args[k + 1];
      if (arg === "--players") players = wholeNumber(arg, value);
      else if (arg === "--cut") cut = wholeNumber(arg, value);
      else if (arg === "--rules") {
        if (!value || !(RULES_PROFILE_IDS as readonly string[]).includes(value)) {
          throw new Error(`--rules needs one of ${RULES_PROFILE_IDS.join(", ")}, got ${value === undefined ? "nothing" : JSON.stringify(value)}`);
        }
        rules = value as RulesProfileId;
      } else throw new Error(`unknown argument ${JSON.stringify(arg)}`);
      k++;
    }
    if (players === undefined) throw new Error("--players N is required");
    const recommendation = recommendedRounds({ players, rules, cut: cut as Cut });
    const out: Record<string, unknown> = { players, rules, cut, ...recommendation };
    if (rules === "commander" && players >= ATTENDANCE_MIN_PLAYERS) out.attendance = attendanceStructure(players);
    return out;
  },
};
