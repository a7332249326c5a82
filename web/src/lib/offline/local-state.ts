// What the console keeps of each event it manages, beside the outbox
// (docs/offline.md): the event's state as the Durable Object holds it (GET
// /api/events/:id/state, staff only), so changes made offline are applied on
// the phone with the shared command layer; and the note that the server paired
// a round otherwise than the phone did. IndexedDB `topcut-offline-state`.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { createSignal } from "solid-js";
import type { PlatformState } from "../../../../shared/commands/state.ts";
import type { Actor } from "../../../../shared/commands/permissions.ts";
import type { RoundChange } from "../../../../shared/commands/offline.ts";
import { outboxIdle } from "./outbox.ts";

/** The last state of an event the phone read. */
export interface KeptState {
  eventId: string;
  seq: number;
  /** Who the signed-in user is in this event, as the server said. */
  actor: Actor;
  state: PlatformState;
}

/** The server paired a round otherwise than the phone did: shown until dismissed. */
export interface PairingNotice {
  eventId: string;
  round: number;
  changes: RoundChange[];
  at: number;
}

/**
 * As stored: the server's answer as it came, its text. A 2,000-player event's
 * state (about 0.5 MB) stored as objects cost a slow phone 50-100 ms to clone
 * into IndexedDB and as much to read back, in one task each, on every console
 * load; a text is copied whole, and parsed only when a change
 * waiting in the outbox needs the state. Records from before kept the parsed
 * `state`, and are read as they are.
 */
type StoredState = { eventId: string; seq: number } & ({ json: string } | { actor: Actor; state: PlatformState });

interface StateDB extends DBSchema {
  states: { key: string; value: StoredState };
  notices: { key: string; value: PairingNotice };
}

let dbp: Promise<IDBPDatabase<StateDB>> | null = null;
function db() {
  dbp ??= openDB<StateDB>("topcut-offline-state", 1, {
    upgrade(d) {
      d.createObjectStore("states", { keyPath: "eventId" });
      d.createObjectStore("notices", { keyPath: "eventId" });
    },
  });
  return dbp;
}

// Bumped on every change, so what the console derives from these re-reads.
const [version, setVersion] = createSignal(0);
export { version as keptVersion };
const changed = () => setVersion((v) => v + 1);

export async function keptState(eventId: string): Promise<KeptState | undefined> {
  const kept = await (await db()).get("states", eventId);
  if (!kept || !("json" in kept)) return kept;
  try {
    const body = JSON.parse(kept.json) as { actor: Actor; state: PlatformState };
    return { eventId, seq: kept.seq, actor: body.actor, state: body.state };
  } catch {
    // Not what the server sends: as if nothing were kept (the console shows the server's view).
    return undefined;
  }
}

/** The seq of the kept state, without parsing it. */
async function keptSeq(eventId: string): Promise<number | undefined> {
  return (await (await db()).get("states", eventId))?.seq;
}

// One read per event at a time; what is asked meanwhile is one trailing read (docs/offline.md).
const reading = new Map<string, { wanted: number; task: Promise<void> }>();

/**
 * Reads the event's state from the server when the console has seen a newer
 * seq than the one kept (online only). At most one read of an event is in
 * flight: asks meanwhile only raise the seq wanted, and one more read follows
 * if it moved. While the outbox is sending, its own changes move the seq one
 * by one: the read waits until it is done, then reads once. A failed read
 * keeps the old copy: the console then shows the server's view.
 */
export function syncState(eventId: string, seq: number): Promise<void> {
  const running = reading.get(eventId);
  if (running) {
    running.wanted = Math.max(running.wanted, seq);
    return running.task;
  }
  const entry = { wanted: seq, task: Promise.resolve() };
  entry.task = (async () => {
    for (;;) {
      await outboxIdle();
      if (!navigator.onLine) return;
      const kept = await keptSeq(eventId);
      if (kept !== undefined && kept >= entry.wanted) return;
      const askedFor = entry.wanted;
      if (!(await readState(eventId))) return;
      // Nothing newer was asked for while reading: done (a read never loops on an answer older than asked).
      if (entry.wanted === askedFor) return;
    }
  })().finally(() => reading.delete(eventId));
  reading.set(eventId, entry);
  return entry.task;
}

/** One read of the state, kept if newer than the copy. False when it failed. */
async function readState(eventId: string): Promise<boolean> {
  try {
    const res = await fetch(`/api/events/${encodeURIComponent(eventId)}/state`, {
      credentials: "same-origin",
      cache: "no-store",
      headers: { accept: "application/json" },
    });
    if (!res.ok) return false;
    const json = await res.text();
    // The answer leads with its seq (worker/routes/reads.ts): read there, not by parsing 0.5 MB.
    const lead = /^\{"seq":(\d+),/.exec(json);
    const seq = lead ? Number(lead[1]) : (JSON.parse(json) as { seq: number }).seq;
    const now = await keptSeq(eventId);
    if (now !== undefined && now >= seq) return true;
    await (await db()).put("states", { eventId, seq, json });
    changed();
    return true;
  } catch {
    /* offline again: the old copy stays */
    return false;
  }
}

export async function pairingNotice(eventId: string): Promise<PairingNotice | undefined> {
  return (await db()).get("notices", eventId);
}

export async function keepNotice(notice: PairingNotice): Promise<void> {
  await (await db()).put("notices", notice);
  changed();
}

export async function dismissNotice(eventId: string): Promise<void> {
  await (await db()).delete("notices", eventId);
  changed();
}

/** Signing out: the states hold every player's code, not for the next person on this phone. */
export async function forgetKeptStates(): Promise<void> {
  const d = await db();
  await Promise.all([d.clear("states"), d.clear("notices")]);
  changed();
}
