// The event's link-preview card (og:image): a 1200x630 PNG drawn by the
// console with the device's own fonts (a Japanese name needs a CJK font, which
// a Worker does not carry), checked here and served cached at
// /e/:id/card.png. Only its frame is checked (a PNG of that size): its
// pixels are the organizer's, like the event's name.
import { z } from "zod";
import { CommandError } from "../shared/commands/errors.ts";
import { sha256Hex } from "./crypto.ts";
import type { Env } from "./env.ts";
import { EVENT_ID, parseWith } from "./http.ts";

export const CARD = { width: 1200, height: 630 } as const;
/** A flat card of a few colours and lines of text is ~30-80 KB; room to spare, never a photo. */
const MAX_BYTES = 300 * 1024;
const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export const CardBody = z.strictObject({
  png: z
    .string()
    .min(1)
    .max(Math.ceil((MAX_BYTES * 4) / 3) + 4),
});

/** Why the bytes are not a 1200x630 PNG, or null. */
export function cardProblem(bytes: Uint8Array): string | null {
  if (bytes.length > MAX_BYTES) return `the card is ${Math.round(bytes.length / 1024)} KB; at most ${MAX_BYTES / 1024} KB`;
  if (bytes.length < 33 || SIGNATURE.some((b, i) => bytes[i] !== b)) return "the card is not a PNG image";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ihdr = String.fromCharCode(...bytes.subarray(12, 16));
  if (view.getUint32(8) !== 13 || ihdr !== "IHDR") return "the card is not a PNG image (no IHDR chunk first)";
  const [width, height] = [view.getUint32(16), view.getUint32(20)];
  if (width !== CARD.width || height !== CARD.height) return `the card is ${width}x${height} pixels; it must be ${CARD.width}x${CARD.height}`;
  return null;
}

function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    throw new CommandError("invalid_input", "png: not base64 text.", "$.png");
  }
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The largest body PUT /api/events/:id/card reads. */
export const CARD_BODY_LIMIT = 512 * 1024;

/** PUT /api/events/:id/card { png: base64 }: the caller's permission is checked before this. */
export async function storeCard(db: D1Database, eventId: string, sent: Record<string, unknown>): Promise<{ etag: string }> {
  const { png } = parseWith(CardBody, sent);
  const problem = cardProblem(decodeBase64(png));
  if (problem) throw new CommandError("invalid_input", `png: ${problem}.`, "$.png");
  const etag = (await sha256Hex(png)).slice(0, 16);
  await db
    .prepare(
      "insert into event_cards (event_id, png, etag, updated_at) values (?, ?, ?, ?) on conflict (event_id) do update set png = excluded.png, etag = excluded.etag, updated_at = excluded.updated_at",
    )
    .bind(eventId, png, etag, Date.now())
    .run();
  return { etag };
}

/** GET /e/:id/card.png: the stored card, cached by any cache for five minutes and revalidated by its ETag. */
export async function cardImage(request: Request, env: Env, id: string): Promise<Response> {
  const row = EVENT_ID.test(id)
    ? await env.DB.prepare("select png, etag from event_cards where event_id = ?").bind(id).first<{ png: string; etag: string }>()
    : null;
  if (!row) return new Response("No card for this event.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  const etag = `"${row.etag}"`;
  const headers = { etag, "cache-control": "public, max-age=300", "x-content-type-options": "nosniff" };
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(decodeBase64(row.png), { headers: { ...headers, "content-type": "image/png" } });
}
