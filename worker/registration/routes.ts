// The registration desk's routes, one concern a module: venue pools
// (pool-routes.ts), the applicant's side (applicant-routes.ts), and the staff's
// reads (staff-read-routes.ts) and writes (staff-write-routes.ts). The rules
// (capacity, pools, waitlist, deadline, fees) are the engine's
// (shared/eventday), kept in D1 by store.ts, store-reads.ts, store-writes.ts
// and pool-store.ts; who may do what is the shared permission table (access.ts).
import { Hono } from "hono";
import { deskReads } from "./staff-read-routes.ts";
import { deskWrites } from "./staff-write-routes.ts";
import type { EventScope } from "../routes/event-scope.ts";
import { publicRegistration } from "./applicant-routes.ts";

export { venuePools as registration } from "./pool-routes.ts";

/** One event's desk, under /api/events/:id (worker/routes/event-scope.ts). */
export const eventRegistration = new Hono<EventScope>();
eventRegistration.route("/", publicRegistration);
eventRegistration.route("/", deskReads);
eventRegistration.route("/", deskWrites);
