// The day-2 cut's cross-checks (docs/playoffs.md, "Two-day events"): what a
// schema cannot say about options.dayTwo and the recorded dayTwoCut.
import { isSwiss } from "./matches.ts";
import type { Tournament } from "./types.ts";

interface Problem {
  path: string;
  message: string;
}

/** Every problem of the event's day-2 option and record, each at its JSON path. */
export function dayTwoProblems(t: Tournament): Problem[] {
  const problems: Problem[] = [];
  const plan = t.options.dayTwo;
  const cut = t.dayTwoCut;
  if (plan) {
    const structure = t.options.structure;
    if (structure === "single-elimination" || structure === "attendance") {
      problems.push({
        path: "$.options.dayTwo",
        message: `a day-2 cut needs Swiss rounds with a Swiss structure ("swiss" or "swiss-cut"), not "${structure}"`,
      });
    }
    if (plan.afterRound >= t.options.rounds) {
      problems.push({
        path: "$.options.dayTwo.afterRound",
        message: `the day-2 cut after round ${plan.afterRound} needs at least one round after it; the event plans ${t.options.rounds} Swiss round(s)`,
      });
    }
  }
  if (cut && !plan) problems.push({ path: "$.dayTwoCut", message: "a day-2 cut is recorded, but options.dayTwo does not plan one" });
  if (cut && plan && cut.afterRound !== plan.afterRound) {
    problems.push({
      path: "$.dayTwoCut.afterRound",
      message: `the cut was made after round ${cut.afterRound}, but options.dayTwo plans it after round ${plan.afterRound}`,
    });
  }
  const known = new Set(t.players.map((p) => p.id));
  const seen = new Set<string>();
  cut?.advanced.forEach((id, i) => {
    if (!known.has(id)) problems.push({ path: `$.dayTwoCut.advanced[${i}]`, message: `unknown player "${id}"` });
    if (seen.has(id)) problems.push({ path: `$.dayTwoCut.advanced[${i}]`, message: `"${id}" is listed twice` });
    seen.add(id);
  });
  const swiss = t.rounds.filter(isSwiss);
  if (cut && swiss.length < cut.afterRound) {
    problems.push({
      path: "$.dayTwoCut.afterRound",
      message: `the cut after round ${cut.afterRound} is recorded, but only ${swiss.length} Swiss round(s) exist`,
    });
  }
  const after = cut?.afterRound ?? plan?.afterRound;
  if (after === undefined) return problems;
  t.rounds.forEach((round, r) => {
    if (!isSwiss(round) || round.number <= after) return;
    if (!cut) {
      problems.push({
        path: `$.rounds[${r}]`,
        message: `round ${round.number} is paired, but the day-2 cut after round ${after} is not recorded ($.dayTwoCut)`,
      });
      return;
    }
    round.matches.forEach((m, k) =>
      m.players.forEach((id, i) => {
        if (!seen.has(id))
          problems.push({ path: `$.rounds[${r}].matches[${k}].players[${i}]`, message: `"${id}" did not advance to day 2 (cut after round ${after})` });
      }),
    );
  });
  return problems;
}
