// Posting webhook messages (Discord's format: JSON with `content` and
// `embeds`), one after another in order, and what the receiver said: the last
// delivery's status is kept for the console (webhook_deliveries).
import type { WebhookMessage } from "../../shared/notify/webhook.ts";

export type WebhookOutcome =
  | { kind: "delivered"; status: number }
  /** 429 (Discord's `retry_after`, seconds) or 5xx or no answer: worth another try. */
  | { kind: "retry"; status: number | null; retryAfter: number | null }
  /** Any other refusal (the webhook was deleted: 404; a bad message: 400). */
  | { kind: "refused"; status: number; detail: string };

/** Posts one message; never throws. */
export async function postWebhook(url: string, message: WebhookMessage): Promise<WebhookOutcome> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "user-agent": "Topcut (webhooks)" },
      body: JSON.stringify(message),
    });
  } catch {
    return { kind: "retry", status: null, retryAfter: null };
  }
  const text = await res.text().catch(() => "");
  if (res.ok) return { kind: "delivered", status: res.status };
  if (res.status === 429 || res.status >= 500) return { kind: "retry", status: res.status, retryAfter: retryAfterOf(text, res.headers.get("retry-after")) };
  return { kind: "refused", status: res.status, detail: text.slice(0, 200) };
}

/** Discord says `retry_after` in its JSON body (seconds, with decimals); others the Retry-After header. */
function retryAfterOf(body: string, header: string | null): number | null {
  try {
    const parsed = JSON.parse(body) as { retry_after?: unknown };
    if (typeof parsed.retry_after === "number" && parsed.retry_after >= 0) return Math.ceil(parsed.retry_after);
  } catch {
    // not JSON
  }
  return header !== null && /^\d+$/.test(header.trim()) ? Number(header.trim()) : null;
}

/** The last delivery, kept per event for the console. */
export async function recordDelivery(db: D1Database, eventId: string, outcome: WebhookOutcome, at: number): Promise<void> {
  const detail = outcome.kind === "refused" ? outcome.detail : "";
  await db
    .prepare(
      "insert into webhook_deliveries (event_id, at, ok, status, detail) values (?, ?, ?, ?, ?) on conflict(event_id) do update set at = excluded.at, ok = excluded.ok, status = excluded.status, detail = excluded.detail",
    )
    .bind(eventId, at, outcome.kind === "delivered" ? 1 : 0, outcome.status, detail)
    .run();
}
