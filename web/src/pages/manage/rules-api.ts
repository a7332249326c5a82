// The organizer's saved rules (GET /api/rules-profiles) and the presets the
// server lists beside them, as choices for a new event or an import.
import type { CustomRules } from "../../../../shared/model/types.ts";
import type { RulesList } from "../../../../shared/commands/answers.ts";

export { rulesProfiles as loadRules } from "../../lib/endpoints.ts";

/** One list of choices: saved rules first ("saved:<id>"), then the examples ("preset:<key>"). */
export function rulesChoices(list: RulesList | undefined): { value: string; label: string; rules: CustomRules; preset: boolean }[] {
  if (!list) return [];
  return [
    ...list.profiles.map((p) => ({ value: `saved:${p.id}`, label: p.name, rules: p.rules, preset: false })),
    ...list.presets.map((p) => ({ value: `preset:${p.key}`, label: p.rules.name, rules: p.rules, preset: true })),
  ];
}
