// An organizer's own writes outside any event (rating profiles, profile
// merges, saved rules, venue pools) are answered once per commandId, as event
// writes are (docs/platform.md, "Idempotency"): the answer is stored with the
// caller and the request's fingerprint in the same D1 batch as the change, and
// a repeated commandId gets it back only from the same caller for the same
// request; anything else is 409 idempotency_conflict with nothing of it.
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { runBatch, type Statement } from "./db/batch.ts";
import { accountAnswers } from "./db/schema.ts";
import { fingerprintOf, idempotencyConflict } from "./idempotency.ts";

/** One write as the client sent it: its kind, who sent it, and the body (commandId included; the address's values put in). */
export interface AccountWrite {
  what: string;
  userId: string;
  commandId: string;
  body: Record<string, unknown>;
}

/** What a first request changes and answers; `afterwards` runs once the change is stored (never for a retry). */
export interface Made {
  statements: Statement[];
  status: number;
  answer: unknown;
  afterwards?: () => Promise<void>;
}

type Stored = { fingerprint: string; status: number; answer: string };

function jsonResponse(status: number, text: string): Response {
  return new Response(text, { status, headers: { "content-type": "application/json; charset=utf-8" } });
}

async function storedAnswer(db: D1Database, caller: string, commandId: string): Promise<Stored | undefined> {
  return drizzle(db)
    .select({ fingerprint: accountAnswers.fingerprint, status: accountAnswers.status, answer: accountAnswers.answer })
    .from(accountAnswers)
    .where(and(eq(accountAnswers.caller, caller), eq(accountAnswers.commandId, commandId)))
    .get();
}

function replay(stored: Stored, fingerprint: string): Response {
  if (stored.fingerprint !== fingerprint) throw idempotencyConflict();
  return jsonResponse(stored.status, stored.answer);
}

/** A batch refused by a primary key or unique index: the row a commandId names is there already. */
function alreadyThere(e: unknown): boolean {
  for (let at: unknown = e; at instanceof Error; at = at.cause) if (/UNIQUE constraint failed|SQLITE_CONSTRAINT/.test(at.message)) return true;
  return false;
}

/**
 * Answers a retry from the stored answer, or refuses a conflict, or makes the
 * change (`make`) and stores its answer with it. A resource whose id derives
 * from the caller and commandId but has no stored answer (made before answers
 * were kept) fails the batch on its id: 409, never the row.
 */
export async function answerOnce(db: D1Database, write: AccountWrite, make: () => Promise<Made>): Promise<Response> {
  // Only signed-in users write here; their commandIds are theirs (another user's same text is another request).
  const caller = `user:${write.userId}`;
  const fingerprint = await fingerprintOf(write.what, write.body);
  const prior = await storedAnswer(db, caller, write.commandId);
  if (prior) return replay(prior, fingerprint);

  const made = await make();
  const text = JSON.stringify(made.answer);
  const record = drizzle(db)
    .insert(accountAnswers)
    .values({ caller, commandId: write.commandId, fingerprint, status: made.status, answer: text, at: Date.now() });
  try {
    await runBatch(drizzle(db), [...made.statements, record]);
  } catch (e) {
    // Two requests in flight with one commandId: the first stored wins, the other is answered as its retry.
    const first = await storedAnswer(db, caller, write.commandId);
    if (first) return replay(first, fingerprint);
    if (alreadyThere(e)) throw idempotencyConflict();
    throw e;
  }
  await made.afterwards?.();
  return jsonResponse(made.status, text);
}
