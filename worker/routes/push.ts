// Web Push subscriptions from the player's page (docs/api.md, "Push"): the
// deployment's public key, and a player subscribing or unsubscribing a phone
// with their code. Subscriptions live in D1 (push_subscriptions) and are never
// in a public answer or an export; what is sent, and when, is worker/push/.
import { and, asc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { base64ToUint8Array } from "uint8array-extras";
import { CommandError } from "../../shared/commands/errors.ts";
import { PlayerId } from "../../shared/model/schema.ts";
import { pushSubscriptions } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { clientKey, objectAnswer, parseWith, readJsonObject } from "../http.ts";
import { endpointProblem } from "../push/hosts.ts";
import { vapidKeys } from "../push/vapid.ts";
import type { EventScope } from "./event-scope.ts";

/** A phone keeps at most this many subscriptions per player (a new one pushes the oldest out). */
const PER_PLAYER = 5;

const Code = z.string("a player code is a short text").trim().min(1, "a player code is a short text").max(20, "a player code is a short text");
/** The bytes of base64url text, or null where it is none (a length no encoding gives). */
function decoded(s: string): Uint8Array | null {
  try {
    return base64ToUint8Array(s);
  } catch {
    return null;
  }
}
/** base64url of exactly `bytes` bytes (the browser's keys); `first`: the first byte it must have. */
const keyOf = (what: string, bytes: number, first?: number) =>
  z
    .string(`${what} is base64url text`)
    .max(200, `${what} is too long`)
    .refine((s) => /^[A-Za-z0-9_-]+={0,2}$/.test(s), `${what} is base64url text`)
    .refine(
      (s) => {
        const b = decoded(s);
        return b !== null && b.length === bytes && (first === undefined || b[0] === first);
      },
      `${what} is ${bytes} bytes${first === 4 ? " (an uncompressed P-256 point)" : ""}`,
    );
const Endpoint = z.string("an endpoint is a URL").max(2048, "an endpoint is at most 2048 characters");
export const Subscribe = z.strictObject({
  code: Code,
  subscription: z.object({
    endpoint: Endpoint,
    // The browser's PushSubscription.toJSON() carries expirationTime too; it is not kept.
    expirationTime: z.number().nullable().optional(),
    keys: z.strictObject({ p256dh: keyOf("p256dh", 65, 4), auth: keyOf("auth", 16) }),
  }),
  /** The language of the page that subscribed: the messages are worded in it. */
  lang: z.enum(["en", "ja"]).optional(),
});
export const Unsubscribe = z.strictObject({ code: Code, endpoint: Endpoint });
const Pid = z.strictObject({ playerId: PlayerId });

/** GET /api/push/key. */
export const pushKey = new Hono<{ Bindings: Env }>();
pushKey.get("/push/key", (c) => {
  const keys = vapidKeys(c.env);
  if (!keys) throw new CommandError("not_found", "Push messages are not set up on this server (docs/platform.md, Web Push).", "");
  return c.json({ publicKey: keys.publicKey }, 200, { "cache-control": "public, max-age=3600" });
});

/** POST and DELETE /api/events/:id/players/:pid/push. */
export const pushSubscribe = new Hono<EventScope>();

pushSubscribe.post("/players/:pid/push", async (c) => {
  const { playerId } = parseWith(Pid, { playerId: c.req.param("pid") });
  const body = await readJsonObject(c);
  if (body.code === undefined) throw new CommandError("unauthenticated", "Give your player code to be told of your tables on this phone.", "$.code");
  const { code, subscription, lang } = parseWith(Subscribe, body);
  const problem = endpointProblem(subscription.endpoint, c.env.PUSH_EXTRA_HOSTS);
  if (problem) throw new CommandError("invalid_input", `$.subscription.endpoint: the endpoint ${problem}.`, "$.subscription.endpoint");
  const refused = await refusedCode(c, playerId, code);
  if (refused) return refused;
  const db = drizzle(c.env.DB);
  const mine = and(eq(pushSubscriptions.eventId, c.var.eventId), eq(pushSubscriptions.playerId, playerId));
  await db
    .insert(pushSubscriptions)
    .values({ eventId: c.var.eventId, playerId, endpoint: subscription.endpoint, ...subscription.keys, lang: lang ?? "en", createdAt: Date.now() })
    .onConflictDoUpdate({
      target: [pushSubscriptions.eventId, pushSubscriptions.playerId, pushSubscriptions.endpoint],
      set: { ...subscription.keys, lang: lang ?? "en" },
    })
    .run();
  const kept = await db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(mine).orderBy(asc(pushSubscriptions.createdAt)).all();
  for (const old of kept.slice(0, Math.max(0, kept.length - PER_PLAYER))) {
    await db
      .delete(pushSubscriptions)
      .where(and(mine, eq(pushSubscriptions.endpoint, old.endpoint)))
      .run();
  }
  return c.json({ subscribed: true }, 201, { "cache-control": "no-store" });
});

pushSubscribe.delete("/players/:pid/push", async (c) => {
  const { playerId } = parseWith(Pid, { playerId: c.req.param("pid") });
  const body = await readJsonObject(c);
  if (body.code === undefined) throw new CommandError("unauthenticated", "Give your player code to stop messages on this phone.", "$.code");
  const { code, endpoint } = parseWith(Unsubscribe, body);
  const refused = await refusedCode(c, playerId, code);
  if (refused) return refused;
  await drizzle(c.env.DB)
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.eventId, c.var.eventId), eq(pushSubscriptions.playerId, playerId), eq(pushSubscriptions.endpoint, endpoint)))
    .run();
  return c.json({ subscribed: false }, 200, { "cache-control": "no-store" });
});

/** The refusal when the code is not this player's (401; 429 past the limits), counted like every code check by the event's object; null when it is. */
async function refusedCode(c: Context<EventScope>, playerId: string, code: string): Promise<Response | null> {
  const answer = await c.var.tournament.readWithCode({
    eventId: c.var.eventId,
    code,
    clientKey: clientKey(c),
    target: { kind: "player", playerId },
    read: "holder",
  });
  return answer.status === 200 ? null : objectAnswer(answer);
}
