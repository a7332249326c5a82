// The organizer's saved rules (GET /api/rules-profiles) and the presets the
// server lists beside them, as choices for a new event or an import.
import type { CustomRules } from "../../../../shared/model/types.ts";
import { customRulesProblems } from "../../../../shared/rules/custom.ts";
import type { RulesList } from "../../../../shared/commands/answers.ts";
import { rulesName } from "./rules-strings.ts";

export { rulesProfiles as loadRules } from "../../lib/net/endpoints.ts";

/**
 * One list of choices: saved rules first ("saved:<id>"), then the examples
 * ("preset:<key>"). Rules the engine now refuses (saved before it did, e.g.
 * without a tiebreaker) are left out: never preselected for an event that
 * would be refused; the rules page says what they need.
 */
export function rulesChoices(list: RulesList | undefined): { value: string; label: string; rules: CustomRules; preset: boolean }[] {
  if (!list) return [];
  return [
    ...list.profiles
      .filter((p) => customRulesProblems(p.rules).length === 0)
      .map((p) => ({ value: `saved:${p.id}`, label: p.name, rules: p.rules, preset: false })),
    ...list.presets.map((p) => ({ value: `preset:${p.key}`, label: rulesName(p.rules), rules: p.rules, preset: true })),
  ];
}
