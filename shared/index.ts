// The engine's public API: the model, the rules profiles and the standings.
// The zod schemas share their names with the types derived from them, so
// they are exported as one namespace: `schema.Tournament.parse(...)`.
export * as schema from "./model/schema.ts";
export { RULES_PROFILE_IDS } from "./model/schema.ts";
export type * from "./model/types.ts";
export * from "./model/matches.ts";
export * from "./model/validate.ts";
export * from "./rules/profiles.ts";
export * from "./standings/index.ts";
