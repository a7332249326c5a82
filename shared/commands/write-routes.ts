// The write addresses of one event, as data with no engine code (no zod), so
// the console can build its requests from the same table the Worker routes by
// and the outbox reads them with (routes.ts re-exports it): a request is made
// here from the command's own fields, typed by the command's schema, and
// answered with the command's answer type (answers.ts).
import type { CommandType, CommandOf } from "./schema.ts";

export type WriteMethod = "POST" | "PUT" | "PATCH" | "DELETE";

export interface WriteRoute {
  method: WriteMethod;
  /** Hono's pattern, under /api: ":id" is the event, ":pid" a player, ":n" a round, ":table" a table. */
  path: string;
  type: CommandType;
  /** The body may carry a player's `code`. */
  code?: boolean;
}

const ROUTES = [
  { method: "PATCH", path: "/events/:id", type: "edit-event" },
  { method: "DELETE", path: "/events/:id", type: "delete-event" },
  { method: "POST", path: "/events/:id/players", type: "add-players" },
  { method: "POST", path: "/events/:id/players/import", type: "import-players" },
  { method: "PATCH", path: "/events/:id/players/:pid", type: "edit-player" },
  { method: "DELETE", path: "/events/:id/players/:pid", type: "remove-player" },
  { method: "POST", path: "/events/:id/players/:pid/drop", type: "drop-player" },
  { method: "POST", path: "/events/:id/players/:pid/undrop", type: "undrop-player" },
  { method: "PUT", path: "/events/:id/players/:pid/bonus", type: "set-bonus" },
  { method: "POST", path: "/events/:id/late-entry", type: "late-entry" },
  { method: "POST", path: "/events/:id/rounds", type: "start-round" },
  { method: "POST", path: "/events/:id/rounds/:n/repair", type: "repair-round" },
  { method: "POST", path: "/events/:id/rounds/:n/tables/:table/report", type: "report-result", code: true },
  { method: "POST", path: "/events/:id/rounds/:n/tables/:table/confirm", type: "confirm-result", code: true },
  { method: "POST", path: "/events/:id/rounds/:n/tables/:table/dispute", type: "dispute-result", code: true },
  { method: "PUT", path: "/events/:id/rounds/:n/tables/:table/result", type: "set-result" },
  { method: "POST", path: "/events/:id/day-two", type: "confirm-day-two" },
  { method: "POST", path: "/events/:id/playoffs", type: "start-playoffs" },
  { method: "POST", path: "/events/:id/playoffs/next", type: "next-playoff-round" },
  { method: "POST", path: "/events/:id/finish", type: "finish" },
  { method: "POST", path: "/events/:id/timer", type: "timer" },
  { method: "PUT", path: "/events/:id/event-day", type: "edit-event-day" },
  { method: "POST", path: "/events/:id/lists", type: "submit-list", code: true },
  { method: "POST", path: "/events/:id/pods", type: "seat-pods" },
  { method: "POST", path: "/events/:id/lists/:pid/unlock", type: "unlock-list" },
  { method: "POST", path: "/events/:id/invites", type: "create-invite" },
  { method: "POST", path: "/events/:id/players/:pid/check-in", type: "check-in", code: true },
  { method: "DELETE", path: "/events/:id/players/:pid/check-in", type: "undo-check-in" },
  { method: "POST", path: "/events/:id/players/:pid/arrive-late", type: "arrive-late" },
  { method: "POST", path: "/events/:id/rounds/:n/publish", type: "publish-round" },
  { method: "POST", path: "/events/:id/rounds/:n/tables/:table/judge", type: "call-judge", code: true },
  { method: "PATCH", path: "/events/:id/rounds/:n/tables/:table/judge", type: "answer-judge-call" },
  { method: "POST", path: "/events/:id/penalties", type: "give-penalty" },
  { method: "POST", path: "/events/:id/rounds/:n/deck-checks", type: "draw-deck-checks" },
  { method: "POST", path: "/events/:id/rounds/:n/tables/:table/deck-check/end", type: "end-deck-check" },
] as const satisfies readonly WriteRoute[];

/** Every write of one event (the event's id in the address). Literal segments before parameters. */
export const EVENT_WRITE_ROUTES: readonly WriteRoute[] = ROUTES;

/** A command that is written to one event's address (the table's types). */
export type EventWriteType = (typeof ROUTES)[number]["type"];
/** The table's row of one command. */
export type EventWriteRoute<T extends EventWriteType> = Extract<(typeof ROUTES)[number], { type: T }>;

/** The command's fields that its address carries: ":pid" is `playerId`, ":n" is `round`, ":table" is `table`. */
type AddressFields<P extends string> =
  | (P extends `${string}/:pid${string}` ? "playerId" : never)
  | (P extends `${string}/:n${string}` ? "round" : never)
  | (P extends `${string}/:table${string}` ? "table" : never);

/** What a caller gives for one write: the command's own fields (its schema's type) less `type`; those of the address go into the address. */
export type WriteFields<T extends EventWriteType> = Omit<CommandOf<T>, "type">;

/** One write as sent: the method, the address under /events/:id ("" for the event itself) and the body's fields. */
export interface EventWrite {
  method: WriteMethod;
  path: string;
  body: Record<string, unknown>;
}

const byType = new Map<string, WriteRoute>(ROUTES.map((r) => [r.type, r]));

/**
 * Builds a write of one event from the command's fields by the route table:
 * the address's fields are taken out of the body into the address (a player's
 * id encoded), the rest is the body in the order given.
 *
 * @example eventWrite("set-result", { round: 2, table: 5, result: null })
 * // { method: "PUT", path: "/rounds/2/tables/5/result", body: { result: null } }
 */
export function eventWrite<T extends EventWriteType>(type: T, fields: WriteFields<T>): EventWrite {
  const route = byType.get(type)!;
  const body: Record<string, unknown> = { ...fields };
  const address: Record<string, string> = {};
  for (const [param, field] of [
    ["pid", "playerId"],
    ["n", "round"],
    ["table", "table"],
  ] as const) {
    if (!route.path.includes(`/:${param}`)) continue;
    address[param] = encodeURIComponent(String(body[field]));
    delete body[field];
  }
  const path = route.path
    .slice("/events/:id".length)
    .split("/")
    .map((seg) => (seg.startsWith(":") ? address[seg.slice(1)]! : seg))
    .join("/");
  return { method: route.method, path, body };
}

/** Address fields a command lacks (never): a renamed field makes AddressFits a compile error. */
type AddressMisfits = { [T in EventWriteType]: Exclude<AddressFields<EventWriteRoute<T>["path"]>, keyof CommandOf<T>> }[EventWriteType];
type Holds<T extends true> = T;
export type AddressFits = Holds<[AddressMisfits] extends [never] ? true : false>;
