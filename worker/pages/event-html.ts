// /e/* pages: the same static index.html as every other page, with a link
// preview (Open Graph and Twitter card meta, the <title>) written in by the
// Worker, so an event link pasted into a chat app shows the event's name,
// game, status and round; and, for the event page, a player's page and the
// TV view, preload links (preloads.ts) so the event's data and the page's
// code download alongside the app's entry instead of one after the other.
import type { Env } from "../env.ts";
import { EVENT_ID } from "../http.ts";
import { pageSecurityHeaders } from "./page-headers.ts";
import { firstPaint, pageOf, pagePreloads, prefersJapanese } from "./preloads.ts";
import { eventArticle } from "./first-view.ts";
import { unpackJson } from "../pack.ts";
import { readWhole } from "../parts.ts";
import { tournamentOf } from "../routes/event-scope.ts";
import { CARD } from "../share-card.ts";

/** What a link preview says about an event (the events row's columns: no state is unpacked). */
export interface EventPreview {
  id: string;
  name: string;
  gameFormat: string;
  status: string;
  round: number;
  players: number;
  visibility: string;
  /** The link-preview card's version (worker/share-card.ts), null until the console sent one. */
  card: string | null;
}

const STATUS_TEXT: Record<string, (p: EventPreview) => string> = {
  registration: () => "Registration open",
  swiss: (p) => (p.round > 0 ? `Round ${p.round}` : "Swiss"),
  playoffs: () => "Playoffs",
  finished: () => "Finished",
  "did-not-occur": () => "Did not occur",
};

/** "Modern · Round 3 · 32 players": English, since a crawler has no language preference worth guessing. */
export function previewDescription(p: EventPreview): string {
  const status = (STATUS_TEXT[p.status] ?? (() => p.status))(p);
  const players = p.players === 1 ? "1 player" : `${p.players} players`;
  return `${p.gameFormat} · ${status} · ${players} · live pairings, standings and results on Topcut`;
}

/** Text safe inside a double-quoted HTML attribute (and element content). */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function metaTags(p: EventPreview, url: string): string {
  const title = p.name;
  const description = previewDescription(p);
  const tags: [string, string, string][] = [
    ["name", "description", description],
    ["property", "og:type", "website"],
    ["property", "og:site_name", "Topcut"],
    ["property", "og:title", title],
    ["property", "og:description", description],
    ["property", "og:url", url],
    ["name", "twitter:card", p.card ? "summary_large_image" : "summary"],
    ["name", "twitter:title", title],
    ["name", "twitter:description", description],
  ];
  if (p.card) {
    // Versioned: a chat app that cached the card asks again once the event moved on.
    const image = `${new URL(url).origin}/e/${p.id}/card.png?v=${p.card}`;
    tags.push(
      ["property", "og:image", image],
      ["property", "og:image:type", "image/png"],
      ["property", "og:image:width", String(CARD.width)],
      ["property", "og:image:height", String(CARD.height)],
      ["property", "og:image:alt", title],
      ["name", "twitter:image", image],
    );
  }
  // Unlisted events are shared by link only: keep them out of search engines too.
  if (p.visibility !== "public") tags.push(["name", "robots", "noindex"]);
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join("\n    ");
}

async function previewOf(env: Env, id: string): Promise<EventPreview | null> {
  if (!EVENT_ID.test(id)) return null;
  return await env.DB.prepare(
    "select id, name, game_format as gameFormat, status, round, players, visibility, (select etag from event_cards where event_id = events.id) as card from events where id = ?",
  )
    .bind(id)
    .first<EventPreview>();
}

/**
 * The event page's first view with its pairings (first-view.ts), from the
 * stored public view as it is now (the page's own read may bring a newer one),
 * or null. A view that cannot be read only costs the pairings of the first view.
 */
async function eventFirstView(request: Request, env: Env, id: string): Promise<{ article: string; lang: "en" | "ja" } | null> {
  const url = new URL(request.url);
  if (pageOf(url.pathname, id)?.page !== "event") return null;
  try {
    const read = async () =>
      (await env.DB.prepare("select public_view as publicView, view_seq as seq from events where id = ?")
        .bind(id)
        .first<{ publicView: string; seq: number }>()) ?? undefined;
    let row = await readWhole(env.DB, id, ["publicView"], read);
    if (!row) return null;
    // Commands answered but not yet in D1 (worker/record.ts): wait for them, as GET /api/events/:id does.
    if (row.seq < (await tournamentOf(env, id).publishedAt(id, Number.MAX_SAFE_INTEGER))) row = await readWhole(env.DB, id, ["publicView"], read);
    if (!row?.publicView) return null;
    const lang = prefersJapanese(request) ? "ja" : "en";
    const article = eventArticle(JSON.parse(await unpackJson(row.publicView)), id, lang, url.searchParams.get("round"));
    return article ? { article, lang } : null;
  } catch {
    return null;
  }
}

/**
 * The app's index.html for an /e/:id... address with the event's preview
 * meta. An unknown event gets the plain page with status 404 (the app says
 * so in words). The page's own security headers are set here, since the
 * Worker, not static assets, answers these addresses.
 */
export async function eventHtml(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const id = url.pathname.split("/")[2] ?? "";
  // The SPA fallback answers any /e/... path with index.html; conditional headers
  // are dropped so a 304 for the static file never stands in for this event's page.
  const asset = await env.ASSETS.fetch(new Request(new URL("/", url), { method: "GET" }));
  // Read whole (a few kB): its inline script and style are hashed into the policy before anything is written in.
  const html = await asset.text();
  const preview = asset.ok ? await previewOf(env, id) : null;
  const headers = new Headers(asset.headers);
  headers.delete("etag");
  headers.delete("content-length");
  headers.set("cache-control", "no-cache");
  for (const [name, value] of Object.entries(await pageSecurityHeaders(html))) headers.set(name, value);
  const status = asset.ok && !preview ? 404 : asset.status;
  if (!preview) return new Response(html, { status, headers });
  const canonical = `${url.origin}/e/${preview.id}`;
  const [preloads, first] = await Promise.all([pagePreloads(request, env, preview.id), eventFirstView(request, env, preview.id)]);
  if (preloads?.header) headers.set("link", preloads.header);
  const rewritten = new HTMLRewriter()
    // Right after <meta charset>, so the browser asks for them first.
    .on("meta[charset]", { element: (e) => void (preloads?.tags && e.after(`\n    ${preloads.tags}`, { html: true })) })
    .on("title", { element: (e) => void e.setInnerContent(`${preview.name} · Topcut`) })
    // The generic description gives way to the event's (written with the other tags, escaped alike).
    .on('meta[name="description"]', { element: (e) => void e.remove() })
    .on("head", { element: (e) => void e.append(`${metaTags(preview, canonical)}\n  `, { html: true }) })
    .on("html", { element: (e) => void (first?.lang === "ja" && e.setAttribute("lang", "ja")) })
    .on("div#app", { element: (e) => void e.setInnerContent(firstPaint(url.pathname, preview.id, preview.name, first?.article), { html: true }) })
    .transform(new Response(html, { status, headers }));
  return rewritten;
}
