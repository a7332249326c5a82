// What goes out after a command, through one Cloudflare Queue: push messages
// to players' phones (push/) and an event's webhook messages (webhooks/). The
// tournament object acknowledges a command first, then queues (enqueueNotices,
// enqueueWebhook); the queue's consumer (deliverBatch) sends, each consumer
// invocation with its own connection budget, so 8,000 players are told within
// the minute without ever holding up a command. Push: a 404 or 410 forgets the
// subscription; a 429 or 5xx is tried again later, with backoff, for the
// failed subscriptions only. Webhooks: posted in order, the rest tried again
// after Discord's retry_after.
import { and, eq, inArray } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import type { PlayerNotice } from "../shared/notify/notices.ts";
import { pushNote, type Lang } from "../shared/notify/words.ts";
import { pushSubscriptions } from "./db/schema.ts";
import { sendPush, type Outcome } from "./push/send.ts";
import { vapidKeys, type VapidKeys } from "./push/vapid.ts";
import type { WebhookMessage } from "../shared/notify/webhook.ts";
import { postWebhook, recordDelivery, type WebhookOutcome } from "./webhooks/send.ts";

/** One queue message: notices for up to PER_MESSAGE players of one event (`kind` absent in messages queued before webhooks). */
export interface PushJob {
  kind?: "push";
  eventId: string;
  eventName: string;
  notices: PlayerNotice[];
  /** A retry: only these subscriptions (the ones that failed), and how many tries came before. */
  only?: { player: string; endpoint: string }[];
  attempt?: number;
}

/** One queue message: an event's webhook messages, posted in order. */
export interface WebhookJob {
  kind: "webhook";
  eventId: string;
  url: string;
  messages: WebhookMessage[];
  attempt?: number;
}

/** What the delivery queue carries. */
export type DeliveryJob = PushJob | WebhookJob;

export interface PushEnv {
  DB: D1Database;
  PUSH_QUEUE?: Queue<DeliveryJob>;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  PUSH_SUBJECT?: string;
}

/** Players per queue message: well under the queue's 128 KB, and their ids with the event's within D1's 100 bound values a query. */
const PER_MESSAGE = 90;
/** A sendBatch holds at most 100 messages and 256 KB in all (the queue's limits): these leave room. */
const PER_BATCH = 100;
const BATCH_BYTES = 192 * 1024;
/** Sends in flight at once within one consumer invocation (a Worker keeps 6 connections open). */
const IN_FLIGHT = 6;
/** Tries per subscription, the first included. */
const MAX_ATTEMPTS = 5;

/**
 * After a command is acknowledged: queues its notices, if push is set up and
 * anyone of this event subscribed. Never throws (a failure to queue is logged:
 * the command stands).
 */
export async function enqueueNotices(env: PushEnv, event: { id: string; name: string }, notices: PlayerNotice[]): Promise<void> {
  if (notices.length === 0 || !env.PUSH_QUEUE || !vapidKeys(env)) return;
  try {
    const any = await env.DB.prepare("select 1 as x from push_subscriptions where event_id = ? limit 1").bind(event.id).first();
    if (!any) return;
    const jobs: MessageSendRequest<DeliveryJob>[] = [];
    for (let i = 0; i < notices.length; i += PER_MESSAGE) {
      jobs.push({ body: { kind: "push", eventId: event.id, eventName: event.name, notices: notices.slice(i, i + PER_MESSAGE) }, contentType: "json" });
    }
    let batch: MessageSendRequest<DeliveryJob>[] = [];
    let bytes = 0;
    for (const job of jobs) {
      const size = JSON.stringify(job.body).length;
      if (batch.length > 0 && (batch.length === PER_BATCH || bytes + size > BATCH_BYTES)) {
        await env.PUSH_QUEUE.sendBatch(batch);
        batch = [];
        bytes = 0;
      }
      batch.push(job);
      bytes += size;
    }
    if (batch.length > 0) await env.PUSH_QUEUE.sendBatch(batch);
  } catch (e) {
    console.error("push: could not queue notices", event.id, e);
  }
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function bounded<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/** Seconds before the next try: what the service asked for, else 5 s doubling per try (5, 10, 20, 40). */
export function backoffSeconds(attempt: number, asked: number | null): number {
  return Math.min(3600, Math.max(asked ?? 0, 5 * 2 ** (attempt - 1)));
}

/** Sends one job's messages; returns how each went (for the tests and the bench). */
export async function deliverJob(env: PushEnv, job: PushJob, keys: VapidKeys): Promise<Outcome[]> {
  const db = drizzle(env.DB);
  const players = [...new Set(job.notices.map((n) => n.player))];
  const rows = players.length
    ? await db
        .select()
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.eventId, job.eventId), inArray(pushSubscriptions.playerId, players)))
        .all()
    : [];
  const wanted = job.only ? new Set(job.only.map((o) => `${o.player} ${o.endpoint}`)) : null;
  const byPlayer = new Map<string, PlayerNotice[]>();
  for (const n of job.notices) byPlayer.set(n.player, [...(byPlayer.get(n.player) ?? []), n]);
  const sends = rows
    .filter((r) => !wanted || wanted.has(`${r.playerId} ${r.endpoint}`))
    .flatMap((r) => (byPlayer.get(r.playerId) ?? []).map((n) => ({ row: r, notice: n })));
  const outcomes: Outcome[] = [];
  const failed: { player: string; endpoint: string; wait: number }[] = [];
  const gone: { player: string; endpoint: string }[] = [];
  const attempt = (job.attempt ?? 0) + 1;
  await bounded(sends, IN_FLIGHT, async ({ row, notice }) => {
    const note = pushNote(notice.notice, row.lang as Lang, { id: job.eventId, name: job.eventName }, row.playerId);
    const outcome = await sendPush(row, note, keys, Date.now());
    outcomes.push(outcome);
    if (outcome.kind === "gone") gone.push({ player: row.playerId, endpoint: row.endpoint });
    else if (outcome.kind === "retry") failed.push({ player: row.playerId, endpoint: row.endpoint, wait: backoffSeconds(attempt, outcome.retryAfter) });
    else if (outcome.kind === "refused") console.warn("push refused", outcome.status, new URL(row.endpoint).host);
  });
  for (const g of gone) {
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.eventId, job.eventId), eq(pushSubscriptions.playerId, g.player), eq(pushSubscriptions.endpoint, g.endpoint)))
      .run();
  }
  if (failed.length > 0 && attempt < MAX_ATTEMPTS && env.PUSH_QUEUE) {
    const players = new Set(failed.map((f) => f.player));
    const retry: PushJob = {
      kind: "push",
      ...job,
      notices: job.notices.filter((n) => players.has(n.player)),
      only: failed.map(({ player, endpoint }) => ({ player, endpoint })),
      attempt,
    };
    await env.PUSH_QUEUE.send(retry, { contentType: "json", delaySeconds: Math.max(...failed.map((f) => f.wait)) });
  }
  return outcomes;
}

/** After a command: queues the event's webhook messages (never throws: the command stands). */
export async function enqueueWebhook(env: PushEnv, eventId: string, url: string, messages: WebhookMessage[]): Promise<void> {
  if (messages.length === 0 || !env.PUSH_QUEUE) return;
  try {
    await env.PUSH_QUEUE.send({ kind: "webhook", eventId, url, messages }, { contentType: "json" });
  } catch (e) {
    console.error("webhook: could not queue messages", eventId, e);
  }
}

/**
 * Posts a webhook job's messages in order; at the first that must wait (429, 5xx), the rest are
 * queued again after Discord's `retry_after` or the backoff. The last outcome is kept for the console.
 */
export async function deliverWebhook(env: PushEnv, job: WebhookJob): Promise<WebhookOutcome[]> {
  const outcomes: WebhookOutcome[] = [];
  const attempt = (job.attempt ?? 0) + 1;
  for (const [i, message] of job.messages.entries()) {
    const outcome = await postWebhook(job.url, message);
    outcomes.push(outcome);
    await recordDelivery(env.DB, job.eventId, outcome, Date.now());
    if (outcome.kind === "retry") {
      if (attempt < MAX_ATTEMPTS && env.PUSH_QUEUE) {
        const rest: WebhookJob = { ...job, messages: job.messages.slice(i), attempt };
        await env.PUSH_QUEUE.send(rest, { contentType: "json", delaySeconds: backoffSeconds(attempt, outcome.retryAfter) });
      }
      break;
    }
  }
  return outcomes;
}

/** The queue's consumer (worker/index.ts): each message one job; a job that throws is retried by the queue. */
export async function deliverBatch(batch: MessageBatch<DeliveryJob>, env: PushEnv): Promise<void> {
  const keys = vapidKeys(env);
  for (const message of batch.messages) {
    try {
      const job = message.body;
      if (job.kind === "webhook") await deliverWebhook(env, job);
      else if (keys) await deliverJob(env, job, keys);
      message.ack();
    } catch (e) {
      console.error("push: a job failed", e);
      message.retry({ delaySeconds: 10 });
    }
  }
}
