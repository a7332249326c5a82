// The event's link-preview card (og:image, 1200x630): drawn here on a canvas
// with the device's own fonts, so a Japanese name reads as written, and sent
// to the server (worker/share-card.ts) whenever what it says changes: the
// name, the game, the stage and round, the number of players. Every change of
// stage is made from this console, so the card follows the event. A card that
// cannot be sent now (no network) is drawn again with the next change.
import { createEffect } from "solid-js";
import { saveCard } from "../../lib/net/endpoints.ts";
import { t } from "../../lib/i18n/i18n.ts";
import { isDropped, latestRound } from "../../lib/event.ts";
import { roundTitle } from "../../lib/round-title.ts";
import type { ManageView } from "../../lib/types.ts";

export const CARD = { width: 1200, height: 630 } as const;

/** What the card says, in the console's language. */
export interface CardFacts {
  name: string;
  game: string;
  stage: string;
  players: string;
}

export function cardFacts(v: ManageView): CardFacts {
  const round = latestRound(v);
  const status = v.event.status;
  const stage = (status === "swiss" || status === "playoffs") && round ? roundTitle(round) : t(`status.${status}` as "status.live");
  const active = v.players.filter((p) => !isDropped(p.dropped)).length;
  return { name: v.event.name, game: v.event.gameFormat, stage, players: t("list.players", { n: active }) };
}

const FONT = 'system-ui, "Noto Sans JP", "Hiragino Sans", "Yu Gothic", sans-serif';

/** The name in at most two lines at the largest size from 88 px down that fits, cut with … if it must. */
function nameLines(ctx: CanvasRenderingContext2D, name: string, width: number): { size: number; lines: string[] } {
  for (let size = 88; size >= 48; size -= 8) {
    ctx.font = `700 ${size}px ${FONT}`;
    const lines = wrap(ctx, name, width);
    if (lines.length <= 2) return { size, lines };
  }
  ctx.font = `700 48px ${FONT}`;
  const [first, second = ""] = wrap(ctx, name, width);
  let cut = second;
  while (cut && ctx.measureText(`${cut}…`).width > width) cut = cut.slice(0, -1);
  return { size: 48, lines: [first!, `${cut}…`] };
}

/** Lines of at most `width`, broken at spaces, or between any two characters where a word is longer (Japanese has no spaces). */
function wrap(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const ch of Array.from(text)) {
    const next = line + ch;
    if (ctx.measureText(next).width <= width || line === "") {
      line = next;
      continue;
    }
    const space = line.lastIndexOf(" ");
    if (ch !== " " && space > 0) {
      lines.push(line.slice(0, space));
      line = line.slice(space + 1) + ch;
    } else {
      lines.push(line);
      line = ch === " " ? "" : ch;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The card as a PNG, base64 (what PUT /api/events/:id/card takes). */
export async function drawCard(facts: CardFacts): Promise<string> {
  const canvas = document.createElement("canvas");
  [canvas.width, canvas.height] = [CARD.width, CARD.height];
  const ctx = canvas.getContext("2d")!;
  ctx.fillStyle = "#111827";
  ctx.fillRect(0, 0, CARD.width, CARD.height);
  ctx.fillStyle = "#2563eb";
  ctx.fillRect(0, 0, 24, CARD.height);
  const left = 88;
  const width = CARD.width - left - 80;
  ctx.textBaseline = "alphabetic";
  ctx.fillStyle = "#93c5fd";
  ctx.font = `700 40px ${FONT}`;
  ctx.fillText("Topcut", left, 112);
  const { size, lines } = nameLines(ctx, facts.name, width);
  ctx.fillStyle = "#ffffff";
  ctx.font = `700 ${size}px ${FONT}`;
  lines.forEach((line, i) => ctx.fillText(line, left, 240 + i * size * 1.2));
  ctx.fillStyle = "#d1d5db";
  ctx.font = `400 44px ${FONT}`;
  ctx.fillText(facts.game, left, 470, width);
  ctx.fillStyle = "#fbbf24";
  ctx.font = `700 48px ${FONT}`;
  ctx.fillText(`${facts.stage} · ${facts.players}`, left, 550, width);
  const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/png"));
  if (!blob) throw new Error("The card could not be drawn.");
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * Keeps the event's card in step with the console's view, for the staff who
 * may send it (owner and co-organizers): drawn and sent when its words change.
 */
export function keepCardCurrent(eventId: string, view: () => ManageView | undefined) {
  let sent = "";
  let sending = false;
  createEffect(() => {
    const v = view();
    if (!v || (v.role !== "owner" && v.role !== "co-organizer")) return;
    const facts = cardFacts(v);
    const key = JSON.stringify(facts);
    if (key === sent || sending || !navigator.onLine) return;
    sending = true;
    void drawCard(facts)
      .then((png) => saveCard(eventId, png))
      .then(
        () => (sent = key),
        // A card that was not sent is drawn again with the view's next change: nothing for the organizer to do.
        () => undefined,
      )
      .finally(() => (sending = false));
  });
}
