// The durable outbox of the console's writes (docs/offline.md): kept
// in IndexedDB, so it survives a reload, a closed tab and a phone restart.
// First in, first out, per event; each item is the exact request (address and
// body with its commandId), so a resend is byte for byte the first send and the
// server's dedupe (commandId + caller + fingerprint) answers it as one command.
import { openDB, type DBSchema, type IDBPDatabase } from "idb";
import { createSignal } from "solid-js";
import type { CommandMethod } from "../net/api.ts";
import type { Round } from "../types.ts";
import type { ResultConflict } from "../../../../shared/commands/result-conflict.ts";
import type { ErrorExtras } from "../i18n/error-ja.ts";

/**
 * The server's refusal of an item: its code, English sentence and the fields a
 * client words it from in the reader's language (path, named refusal, rule;
 * refused-words.ts). Items kept by an older version have code and message only.
 */
export type Refused = { code: string; message: string; path?: string; conflict?: ResultConflict } & ErrorExtras;

export interface OutboxItem {
  /** Order of arrival (IndexedDB's auto-increment key). */
  n?: number;
  eventId: string;
  method: CommandMethod;
  /** The full address, `/api/...` (a DELETE carries its commandId here). */
  url: string;
  /** The JSON body exactly as it is sent, every time. */
  body: string | null;
  commandId: string;
  /** What the organizer did, in their words (shown in the list). */
  label: string;
  queuedAt: number;
  /** Set once the server refused it (a 4xx): kept to be seen, never resent. A result_conflict carries both results (conflict.ts). */
  refused?: Refused;
  /** A round paired on the phone (start-round): compared with the server's when it is sent (pairing-check.ts). */
  expected?: Round;
  /** Who made it (owner.ts): shown and sent only while that user is the browser's signed-in user. */
  userId?: string;
}

interface OfflineDB extends DBSchema {
  outbox: { key: number; value: OutboxItem; indexes: { event: string } };
}

let dbp: Promise<IDBPDatabase<OfflineDB>> | null = null;
function db() {
  dbp ??= openDB<OfflineDB>("topcut-offline", 1, {
    upgrade(d) {
      d.createObjectStore("outbox", { keyPath: "n", autoIncrement: true }).createIndex("event", "eventId");
    },
  });
  return dbp;
}

// Every change bumps this, so lists on screen re-read.
const [version, setVersion] = createSignal(0);
export { version as outboxVersion };
const afterFlush = new Set<(eventId: string) => void>();
/** Runs after an item of an event reached the server (the console refetches). */
export function onSent(fn: (eventId: string) => void): () => void {
  afterFlush.add(fn);
  return () => afterFlush.delete(fn);
}

// Another tab of this browser (a second console on the phone) shares the outbox: a change made in
// one is said to the others, so none keeps showing a change another tab has sent.
// An item one tab sent is said as { sent: eventId }: every tab's page of that event reads it again, not
// only the sender's (a lists desk beside a console would keep showing the event from before the change).
const tabs = "BroadcastChannel" in globalThis ? new BroadcastChannel("topcut-outbox") : null;
if (tabs)
  tabs.onmessage = (m: MessageEvent<unknown>) => {
    setVersion((v) => v + 1);
    const sent = (m.data as { sent?: unknown } | null)?.sent;
    if (typeof sent === "string") for (const fn of afterFlush) fn(sent);
  };
const changed = () => {
  setVersion((v) => v + 1);
  tabs?.postMessage("changed");
};

// The user whose items are shown and sent: the last one signed in on this browser (owner.ts).
const OWNER_KEY = "topcut.offline.user";
export const outboxOwner = (): string | null => localStorage.getItem(OWNER_KEY);
export function setOutboxOwner(userId: string): void {
  localStorage.setItem(OWNER_KEY, userId);
  changed();
}
/** Items without an owner get one (made before owners were recorded). */
export async function stampOutbox(userId: string): Promise<void> {
  const d = await db();
  for (const i of await d.getAll("outbox")) if (i.userId === undefined) await d.put("outbox", { ...i, userId });
}
const mine = (i: OutboxItem) => (i.userId ?? outboxOwner()) === outboxOwner();

export async function enqueue(item: Omit<OutboxItem, "n">): Promise<void> {
  const owner = outboxOwner();
  await (await db()).add("outbox", owner ? { ...item, userId: owner } : item);
  changed();
}

/** This event's items of the signed-in user, oldest first. */
export async function outboxOf(eventId: string): Promise<OutboxItem[]> {
  return (await (await db()).getAllFromIndex("outbox", "event", eventId)).filter(mine).sort((a, b) => a.n! - b.n!);
}

export async function dismiss(n: number): Promise<void> {
  await (await db()).delete("outbox", n);
  changed();
}

export type SendOutcome = "sent" | "refused" | "later";

/**
 * Answers that say "nothing was changed, try again": the server's own failure (500, "Something went
 * wrong; nothing was changed"), a gateway's (502/503/504) and a rate limit (429). The item waits and
 * is sent again, byte for byte; a resend of a command that did arrive is answered as the first.
 */
const TRY_AGAIN = new Set([429, 500, 502, 503, 504]);

/**
 * A send that has not been answered in this long (a dead access point keeps a request open for
 * minutes) is given up and tried again later: the outbox, and every tab waiting on its lock, would
 * otherwise wait on it.
 */
const SEND_MS = 20_000;

/** Sends one item as it was queued. A network failure, no answer in SEND_MS or a TRY_AGAIN status is "later"; any other answer is final. */
async function send(item: OutboxItem): Promise<{ outcome: SendOutcome; refused?: Refused; answer?: string }> {
  let res: Response;
  let answer: string | undefined;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), SEND_MS);
  try {
    res = await fetch(item.url, {
      method: item.method,
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: item.body ?? undefined,
      signal: abort.signal,
    });
    if (res.ok) answer = await res.text();
  } catch {
    return { outcome: "later" };
  } finally {
    clearTimeout(timer);
  }
  if (res.ok) return { outcome: "sent", answer };
  if (TRY_AGAIN.has(res.status)) return { outcome: "later" };
  let error: Partial<Refused> = {};
  try {
    error = ((await res.json()) as { error?: typeof error }).error ?? {};
  } catch {
    /* not JSON */
  }
  const { code, message, path, conflict, rule, list, reason, about } = error;
  return {
    outcome: "refused",
    refused: {
      code: code ?? `http-${res.status}`,
      message: message ?? `${res.status}`,
      ...(path ? { path } : {}),
      ...(conflict ? { conflict } : {}),
      ...(rule ? { rule } : {}),
      ...(list ? { list } : {}),
      ...(reason ? { reason } : {}),
      ...(about ? { about } : {}),
    },
  };
}

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000];
let flushing: Promise<void> | null = null;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * Sends everything waiting, oldest first, one at a time (a result must reach
 * the server before the round it completes is paired). Stops at the first
 * item the network cannot take and tries again later with a growing back-off.
 * One tab at a time (a Web Lock): two consoles open on one phone share the
 * outbox, and each item is sent once, in order, not once by each.
 */
export function flush(): Promise<void> {
  if (flushing) return flushing;
  clearTimeout(retryTimer);
  const sending = "locks" in navigator ? navigator.locks.request("topcut-outbox", sendWaiting).then(() => undefined) : sendWaiting();
  const done = sending.finally(() => {
    flushing = null;
  });
  flushing = done;
  return done;
}

async function sendWaiting(): Promise<void> {
  const d = await db();
  for (;;) {
    // Another user's items wait for them to sign in again (owner.ts).
    const waiting = (await d.getAll("outbox")).filter((i) => !i.refused && mine(i)).sort((a, b) => a.n! - b.n!);
    const item = waiting[0];
    if (!item) {
      attempt = 0;
      return;
    }
    const r = await send(item);
    // A round paired here is compared with the server's before the item goes: were the comparison's
    // code not to load, the item is sent again later (answered as the first) and the notice not lost.
    if (r.outcome === "sent" && item.expected && !(await compared(item, r.answer))) r.outcome = "later";
    if (r.outcome === "later") {
      const wait = BACKOFF_MS[Math.min(attempt++, BACKOFF_MS.length - 1)]!;
      retryTimer = setTimeout(() => void flush(), wait / 2 + (Math.random() * wait) / 2);
      return;
    }
    attempt = 0;
    if (r.outcome === "sent") {
      await d.delete("outbox", item.n!);
    } else await d.put("outbox", { ...item, refused: r.refused! });
    changed();
    for (const fn of afterFlush) fn(item.eventId);
    tabs?.postMessage({ sent: item.eventId });
  }
}

/** The server's round compared with the phone's and any difference kept (pairing-check.ts); false if that failed. */
async function compared(item: OutboxItem, answer: string | undefined): Promise<boolean> {
  try {
    await (await import("./pairing-check.ts")).comparePairing(item.eventId, item.expected!, answer);
    return true;
  } catch (e) {
    console.error("pairing check", e);
    return false;
  }
}

/** Resolves once no flush is running (the state read waits for it: local-state.ts). */
export async function outboxIdle(): Promise<void> {
  while (flushing) await flushing.catch(() => undefined);
}

/** Is anything of this event still waiting (so a new write must queue behind it, not overtake it)? */
export async function hasWaiting(eventId: string): Promise<boolean> {
  return (await outboxOf(eventId)).some((i) => !i.refused);
}

let started = false;
/** Sends what a previous visit left, and again whenever the network comes back. */
export function startOutbox(): void {
  if (started) return;
  started = true;
  addEventListener("online", () => {
    attempt = 0;
    void flush();
  });
  void flush();
}
