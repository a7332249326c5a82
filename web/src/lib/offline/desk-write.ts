// The desks' writes through the outbox (docs/offline.md). The lists
// desk's writes (a paper list, an unlock, seating pods, event-day settings)
// are commands of the event's route table: offline, or behind changes still
// waiting, they are checked on the phone with the engine, queued like the
// console's and shown applied. The registration desk's are not (registrations
// live in D1 and an admitted player's code comes from the server): offline
// they are refused at once with "needs the network" (needsNetwork).
import { eventWrite, type EventWriteType, type WriteFields } from "../../../../shared/commands/write-routes.ts";
import { ApiError, command, newCommandId } from "../net/api.ts";
import { hasWaiting } from "./outbox.ts";
import { queueWrite } from "./queue-write.ts";
import { ot } from "./offline-words.ts";

/** What a write answers when it went into the outbox instead of the server. */
export const QUEUED = Symbol("queued");

/**
 * Sends a write of the event, addressed by the route table the Worker routes
 * by (shared/commands/write-routes.ts), or queues it: offline, behind waiting
 * changes of the event, or when the network gives out through every retry.
 * The engine's refusal on the phone is thrown like the server's; `label` is
 * what the outbox list says.
 */
export async function deskWrite<T, C extends EventWriteType = EventWriteType>(
  eventId: string,
  type: C,
  fields: WriteFields<C>,
  label: string,
): Promise<T | typeof QUEUED> {
  const { method, path, body } = eventWrite(type, fields);
  const full = `/events/${encodeURIComponent(eventId)}${path}`;
  const commandId = newCommandId();
  const queue = async (): Promise<typeof QUEUED> => {
    const refused = await queueWrite(eventId, method, full, body, commandId, label);
    if (refused) throw refused;
    return QUEUED;
  };
  if (!navigator.onLine || (await hasWaiting(eventId))) return queue();
  try {
    return await command<T>(method, full, body, { commandId });
  } catch (e) {
    // Same commandId, same body: a send that did arrive is answered as the first.
    if (e instanceof ApiError && e.status === 0) return queue();
    throw e;
  }
}

/** The registration desk's writes need the server: offline, say so at once rather than fail after the retries. */
export async function needsNetwork<T>(fn: () => Promise<T>): Promise<T> {
  if (!navigator.onLine) throw new Error(ot("desk.needsNetwork"));
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ApiError && e.status === 0) throw new Error(ot("desk.needsNetwork"));
    throw e;
  }
}
