// One push message (RFC 8030): the note encrypted for the subscription's keys
// (RFC 8291 aes128gcm, by @block65/webcrypto-web-push) and signed for by
// VAPID (vapid.ts), POSTed to the subscription's endpoint. The answer says
// what to do next: done, forget the subscription, or try again later.
import { encryptNotification } from "@block65/webcrypto-web-push";
import type { PushNote } from "../../shared/notify/words.ts";
import { vapidAuthorization, type VapidKeys } from "./vapid.ts";

export interface Subscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type Outcome =
  | { kind: "delivered" }
  /** 404 or 410: the subscription is gone (the browser unsubscribed or the player uninstalled). */
  | { kind: "gone" }
  /** 429, 5xx or no answer: worth another try after `retryAfter` seconds, where the service said. */
  | { kind: "retry"; retryAfter: number | null; status: number | null }
  /** Any other refusal (a bad key, a payload too large): another try would be refused the same way. */
  | { kind: "refused"; status: number };

/** A round's table matters for the next hour or so; after a day it is noise. */
const TTL_SECONDS = 6 * 3600;

/** Sends `note` to one subscription; never throws. */
export async function sendPush(sub: Subscription, note: PushNote, keys: VapidKeys, nowMs: number): Promise<Outcome> {
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await encryptNotification(
      { endpoint: sub.endpoint, expirationTime: null, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      new TextEncoder().encode(JSON.stringify(note)),
    );
  } catch {
    // Keys that are no P-256 point or auth secret (checked at subscribe, so only a corrupted row): never deliverable.
    return { kind: "refused", status: 0 };
  }
  let res: Response;
  try {
    res = await fetch(sub.endpoint, {
      method: "POST",
      headers: {
        authorization: await vapidAuthorization(sub.endpoint, keys, nowMs),
        "content-encoding": "aes128gcm",
        "content-type": "application/octet-stream",
        ttl: String(TTL_SECONDS),
        urgency: "high",
      },
      body,
    });
  } catch {
    return { kind: "retry", retryAfter: null, status: null };
  }
  // The body is not needed: let the connection go.
  await res.body?.cancel();
  if (res.status >= 200 && res.status < 300) return { kind: "delivered" };
  if (res.status === 404 || res.status === 410) return { kind: "gone" };
  if (res.status === 429 || res.status >= 500)
    return { kind: "retry", retryAfter: retryAfterSeconds(res.headers.get("retry-after"), nowMs), status: res.status };
  return { kind: "refused", status: res.status };
}

/** Retry-After as seconds (a number or an HTTP date), or null. */
function retryAfterSeconds(value: string | null, nowMs: number): number | null {
  if (value === null) return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - nowMs) / 1000));
}
