// Event-day rules beyond pairing and standings: registration and waitlist,
// fees, participation minimum, deck lists and legality, draft pods, the
// Dreamblade pick order and timers. docs/eventday.md documents each rule.
export * from "./outcome.ts";
export * from "./time.ts";
export * from "./prng.ts";
export * from "./registration.ts";
export * from "./fees.ts";
export * from "./participation.ts";
export * from "./lists.ts";
export * from "./legality-data.ts";
export * from "./legality.ts";
export * from "./warband-size.ts";
export * from "./pods.ts";
export * from "./pick-order.ts";
export * from "./timers.ts";
export * from "./draft-schedule.ts";
export * from "./draft-clock.ts";
export * from "./limited.ts";
