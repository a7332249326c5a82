// The one way a write of an event goes into the outbox (docs/offline.md), for
// the console's runner (pages/manage/action.ts) and the desks' writes
// (desk-write.ts): applied on the phone behind what waits, so the engine's
// refusal comes at once and nothing is queued; a round paired here is kept to
// compare with the server's.
import type { ApiError, CommandMethod } from "../net/api.ts";
import { enqueue, flush } from "./outbox.ts";
import { checkLocally } from "./use-local.ts";

/**
 * Queues `method` on `path` (under /api, the event's route) with the same
 * commandId the direct send used, so a send that did arrive is answered as the
 * first. A DELETE carries its commandId in the address. Answers the phone's
 * refusal, or null once queued.
 */
export async function queueWrite(
  eventId: string,
  method: CommandMethod,
  path: string,
  body: Record<string, unknown>,
  commandId: string,
  label: string,
): Promise<ApiError | null> {
  const url = method === "DELETE" ? `/api${path}${path.includes("?") ? "&" : "?"}commandId=${encodeURIComponent(commandId)}` : `/api${path}`;
  const text = method === "DELETE" ? null : JSON.stringify({ ...body, commandId });
  const queuedAt = Date.now();
  const local = await checkLocally(eventId, { method, url, body: text, queuedAt });
  if (local.refused) return local.refused;
  await enqueue({ eventId, method, url, body: text, commandId, label, queuedAt, ...(local.round ? { expected: local.round } : {}) });
  void flush();
  return null;
}
