// The engine's public API: model, rules profiles, standings, pairing, playoffs,
// structures, ratings and event-day rules. The zod schemas share their names
// with the types derived from them, so they are one namespace: `schema.Tournament`.
export * as schema from "./model/schema.ts";
export { RULES_PROFILE_IDS } from "./model/schema.ts";
export type * from "./model/types.ts";
export * from "./model/matches.ts";
export * from "./model/validate.ts";
export * from "./rules/profiles.ts";
export * from "./standings/index.ts";
export * from "./standings/progress.ts";
export * from "./standings/record.ts";
export * from "./pairing/index.ts";
export * from "./playoffs/index.ts";
export * from "./structure/index.ts";
// Ratings and event-day rules have schemas named like their types, so they
// are namespaces: `ratings.replayClub(...)`, `eventday.computeFees(...)`.
export * as ratings from "./ratings/index.ts";
export * as eventday from "./eventday/index.ts";
// What a player's phone is told (Web Push): notices and their words.
export * from "./notify/notices.ts";
export * from "./notify/words.ts";
