// Two staff phones, one table (docs/offline.md). Every result the
// console sends carries what this phone saw at the table (`asSeen`); the
// server refuses it (409 result_conflict) when another phone's result is
// stored meanwhile. The refusal is kept in the outbox with both results until
// the organizer settles it: keep the stored one, or send this phone's again
// with the stored one as seen.
import { newCommandId, type ApiError } from "../net/api.ts";
import type { MatchResult } from "../types.ts";
import type { ResultConflict } from "../../../../shared/commands/result-conflict.ts";
import { dismiss, enqueue, flush, outboxOf, type OutboxItem } from "./outbox.ts";

export type { ResultConflict };

const RESULT_URL = /\/rounds\/(\d+)\/tables\/(\d+)\/result$/;

/**
 * What this phone sees at a table: its own last result for it still waiting
 * in the outbox (the screen shows the event as of its last read), else what
 * the screen shows. A second tap on a table while offline then does not
 * conflict with the phone's own first one.
 */
export async function seenAt(eventId: string, round: number, table: number, shown: MatchResult | undefined): Promise<MatchResult | null> {
  let seen: MatchResult | null = shown ?? null;
  for (const item of await outboxOf(eventId)) {
    const at = RESULT_URL.exec(item.url);
    if (item.refused || item.method !== "PUT" || !at || Number(at[1]) !== round || Number(at[2]) !== table || !item.body) continue;
    seen = ((JSON.parse(item.body) as { result?: MatchResult | null }).result ?? null) as MatchResult | null;
  }
  return seen;
}

/** An online send refused as a conflict is kept like an outbox refusal, so it is settled the same way. */
export async function keepConflict(item: Omit<OutboxItem, "n" | "refused">, e: ApiError): Promise<ResultConflict | undefined> {
  const conflict = (e.body as { error?: { conflict?: ResultConflict } } | undefined)?.error?.conflict;
  await enqueue({ ...item, refused: { code: e.code, message: e.message, ...(conflict ? { conflict } : {}) } });
  return conflict;
}

/** Keep the stored result: this phone's result is dropped. */
export function keepStored(item: OutboxItem): Promise<void> {
  return dismiss(item.n!);
}

/** Apply this phone's result over the stored one: the same request, with the stored result as seen and a new commandId. */
export async function applyMine(item: OutboxItem, label: string): Promise<void> {
  const conflict = item.refused!.conflict!;
  const body = { ...(JSON.parse(item.body ?? "{}") as Record<string, unknown>), asSeen: conflict.stored, commandId: newCommandId() };
  await enqueue({
    eventId: item.eventId,
    method: item.method,
    url: item.url,
    body: JSON.stringify(body),
    commandId: body.commandId,
    label,
    queuedAt: Date.now(),
  });
  await dismiss(item.n!);
  void flush();
}
