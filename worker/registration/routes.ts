// Pre-registration routes, one concern a module: venue pools (venue-pools.ts),
// the applicant's side (registration-public.ts), and the staff desk's reads
// (desk-reads.ts) and writes (desk-writes.ts). The rules (capacity, pools,
// waitlist, deadline, fees) are the engine's (shared/eventday), kept in D1 by
// worker/registration/; who may do what is the shared permission table
// (registration-access.ts).
import { Hono } from "hono";
import { deskReads } from "./desk-reads.ts";
import { deskWrites } from "./desk-writes.ts";
import type { EventScope } from "./event-scope.ts";
import { publicRegistration } from "./registration-public.ts";

export { venuePools as registration } from "./venue-pools.ts";

/** One event's desk, under /api/events/:id (worker/routes/event-scope.ts). */
export const eventRegistration = new Hono<EventScope>();
eventRegistration.route("/", publicRegistration);
eventRegistration.route("/", deskReads);
eventRegistration.route("/", deskWrites);
