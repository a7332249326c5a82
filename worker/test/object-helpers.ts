// Looking into a tournament object's own storage (SQLite) from a test, and
// holding the write behind its answers so that storage is all there is.
import { env, evictDurableObject, runInDurableObject } from "cloudflare:test";
import type { TournamentObject } from "../tournament-object.ts";

export const stubOf = (id: string) => env.TOURNAMENT.get(env.TOURNAMENT.idFromName(id));

/** Holds (or lets go) the object's write to D1 behind its answers; in memory only, so an eviction lets go too. */
export async function holdRecord(id: string, hold: boolean): Promise<void> {
  await runInDurableObject<TournamentObject, void>(stubOf(id), (instance) => {
    instance.holdRecord = hold;
  });
}

/** Runs a query on the object's own SQLite storage. */
export async function objectSql<T extends Record<string, SqlStorageValue>>(id: string, query: string, ...bindings: unknown[]): Promise<T[]> {
  return runInDurableObject<TournamentObject, T[]>(stubOf(id), (_instance, state) => state.storage.sql.exec<T>(query, ...bindings).toArray());
}

/** The object's checkpoint as stored: its seq and parts (to put back later with restoreCheckpoint). */
export async function savedCheckpoint(id: string): Promise<{ seq: number; parts: { part: number; data: ArrayBuffer }[] }> {
  const [mark] = await objectSql<{ value: string }>(id, "SELECT value FROM marks WHERE key = 'checkpoint'");
  const seq = Number(mark!.value);
  const parts = await objectSql<{ part: number; data: ArrayBuffer }>(id, "SELECT part, data FROM blobs WHERE kind = 'state' AND seq = ? ORDER BY part", seq);
  return { seq, parts };
}

/** Puts an earlier checkpoint back (as if the object had been killed before it kept a later one), then evicts it. */
export async function restoreCheckpoint(id: string, saved: { seq: number; parts: { part: number; data: ArrayBuffer }[] }): Promise<void> {
  await runInDurableObject<TournamentObject, void>(stubOf(id), (_instance, state) => {
    state.storage.sql.exec("DELETE FROM blobs WHERE kind = 'state'");
    for (const p of saved.parts) state.storage.sql.exec("INSERT INTO blobs (kind, seq, part, data) VALUES ('state', ?, ?, ?)", saved.seq, p.part, p.data);
    state.storage.sql.exec("UPDATE marks SET value = ? WHERE key = 'checkpoint'", String(saved.seq));
  });
  await evictDurableObject(stubOf(id));
}

/** D1's copy of the event: its seqs and how many log rows it has. */
export async function recorded(id: string): Promise<{ seq: number; viewSeq: number; logRows: number }> {
  const row = await env.DB.prepare("select seq, view_seq as viewSeq, (select count(*) from event_log where event_id = ?1) as logRows from events where id = ?1")
    .bind(id)
    .first<{ seq: number; viewSeq: number; logRows: number }>();
  return row!;
}
