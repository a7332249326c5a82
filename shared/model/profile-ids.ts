// The rules profiles' ids, apart from the format's zod schema (schema.ts): the
// console's first screen needs the list (structure/rounds.ts) and would
// otherwise evaluate zod and every schema of the format with it, a long task
// on a slow phone. schema.ts builds RulesProfileId from it.
export const RULES_PROFILE_IDS = ["club", "dci-2009", "dreamblade", "commander", "mtr", "custom"] as const;
