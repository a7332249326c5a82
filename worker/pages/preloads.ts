// Preload links for the pages players open most (/e/:id, /e/:id/p/:pid,
// /e/:id/tv, /e/:id/overlay), written into their HTML by event-html.ts. Without them a phone
// fetches the page, then the app's entry, then the page's own chunk, then the
// event's data: four round trips one after the other. With them the data and
// the chunk are requested as soon as the HTML's head arrives.
//
// - The data: <link rel="preload" as="fetch" crossorigin="anonymous"> for
//   exactly the GET the page then makes (same address, mode, credentials and
//   no extra headers: web/src/pages/event/data.ts, web/src/lib/net/api.ts), so
//   the browser hands the preloaded answer over and the event is fetched once.
// - The code: <link rel="modulepreload"> for the page's chunks beyond the entry,
//   listed per page by the build in dist/page-chunks.json (scripts/build.mjs),
//   and the Japanese strings when the browser prefers Japanese; the console's
//   also preload its chunks' stylesheets ("console-css"), which its code waits for.
import type { Env } from "../env.ts";
import { escapeHtml } from "./event-html.ts";

type PageChunks = Partial<Record<string, string[]>>;

/** Per isolate: the assets of one deployment do not change under it. */
let chunks: Promise<PageChunks> | undefined;

function pageChunks(env: Env, origin: string): Promise<PageChunks> {
  chunks ??= env.ASSETS.fetch(new Request(new URL("/page-chunks.json", origin)))
    .then(async (res) => {
      // Without the file (a build without it) the SPA fallback answers with HTML: no chunk links then.
      if (!res.ok || !(res.headers.get("content-type") ?? "").includes("json")) return {};
      const parsed: unknown = await res.json();
      return parsed && typeof parsed === "object" ? (parsed as PageChunks) : {};
    })
    .catch(() => {
      chunks = undefined;
      return {};
    });
  return chunks;
}

/** Which page an /e/... path is, and the API reads it starts with. */
export function pageOf(pathname: string, eventId: string): { page: string; data: string[] } | null {
  const parts = pathname.split("/").filter(Boolean);
  const event = `/api/events/${encodeURIComponent(eventId)}`;
  // The event page and the TV read the slim view (only the latest round's matches: web/src/pages/event/data.ts).
  if (parts.length === 2) return { page: "event", data: [`${event}?rounds=latest`] };
  if (parts.length === 3 && parts[2] === "tv") return { page: "tv", data: [`${event}?rounds=latest`] };
  if (parts.length === 3 && parts[2] === "overlay") return { page: "overlay", data: [event] };
  if (parts.length === 4 && parts[2] === "p") {
    let pid: string;
    try {
      pid = decodeURIComponent(parts[3]!);
    } catch {
      return null;
    }
    return { page: "player", data: [event, `${event}/players/${encodeURIComponent(pid)}`] };
  }
  return null;
}

/**
 * What the page shows before its script runs, in the app's own markup (the
 * Shell's header, the page's heading): the event's name, painted as soon as
 * the HTML and the stylesheet are in. The app replaces it when it renders
 * (web/src/main.tsx). Words only the event's own, so no language is guessed.
 */
export function firstPaint(pathname: string, eventId: string, eventName: string, article: string | null = null): string {
  const page = pageOf(pathname, eventId);
  const name = escapeHtml(eventName);
  // The event page with its pairings (first-view.ts): held on screen until the app has the data (web/src/lib/render/first-view.ts).
  if (page?.page === "event" && article)
    return `<div data-first-view><header class="top"><a href="/" class="brand">Topcut</a></header><main id="main">${article}</main></div>`;
  if (page?.page === "tv")
    return `<main id="main" class="bare"><div class="tv"><header class="tv-head"><div class="tv-title"><h1>${name}</h1></div></header></div></main>`;
  // A streaming overlay is see-through over the stream: no header, no name, nothing until its panels draw.
  if (page?.page === "overlay") return `<main id="main" class="bare"></main>`;
  const head = `<header class="top"><a href="/" class="brand">Topcut</a></header>`;
  if (page?.page === "player") return `${head}<main id="main"><p class="crumb">${name}</p></main>`;
  return `${head}<main id="main"><article class="event"><header class="event-head"><h1>${name}</h1></header></article></main>`;
}

/** The app picks the remembered language, else the browser's (web/src/lib/i18n/i18n.ts): a guess worth a preload. */
export const prefersJapanese = (request: Request) => /^\s*ja\b/i.test(request.headers.get("accept-language") ?? "");

export interface Preloads {
  /** <link> tags for the HTML's head. */
  tags: string;
  /**
   * The same as a Link header, with the entry and its stylesheet: a browser
   * starts on them as the response's headers arrive, before parsing the page
   * (and Cloudflare sends them ahead as Early Hints while the Worker works).
   */
  header: string;
}

const assetPaths = (files: string[] | undefined) => (files ?? []).filter((f) => typeof f === "string" && /^\/assets\/[\w.-]+$/.test(f));

/**
 * `styles`: the stylesheets of the page's chunks, which the app's loader links (anonymous CORS,
 * as here) when it imports a chunk, and which the chunk waits for: preloaded, they come with the
 * code instead of after it.
 */
function preloads(data: string[], code: string[], all: PageChunks, styles: string[] = []): Preloads {
  const pageCode = assetPaths(code);
  const pageStyles = assetPaths(styles);
  const tags = [
    ...data.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous" />`),
    ...pageStyles.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="style" crossorigin />`),
    ...pageCode.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ].join("\n    ");
  // URLs in a header: the API paths are built from encodeURIComponent'd parts, the assets match the pattern above.
  const header = [
    ...[...assetPaths(all.css), ...pageStyles].map((href) => `<${href}>; rel=preload; as=style; crossorigin`),
    ...data.map((href) => `<${href}>; rel=preload; as=fetch; crossorigin=anonymous`),
    ...[...assetPaths(all.entry), ...pageCode].map((href) => `<${href}>; rel=modulepreload; crossorigin`),
  ].join(", ");
  return { tags, header };
}

/**
 * Set by a page once the app's service worker is active (web/src/lib/offline/register-sw.ts).
 * A page that worker handles gets no data preload: Chromium does not hand a preload that
 * went through the worker to the page's own fetch, so the data would be read twice (seen in
 * web/test/first-view.test.ts). Its code is precached, so its own fetch starts at once anyway.
 */
export const servedByServiceWorker = (request: Request) => /(?:^|;\s*)topcut-sw=1(?:;|$)/.test(request.headers.get("cookie") ?? "");

/** The preloads of this request's page, or null for pages without them. */
export async function pagePreloads(request: Request, env: Env, eventId: string): Promise<Preloads | null> {
  const url = new URL(request.url);
  const page = pageOf(url.pathname, eventId);
  if (!page) return null;
  const all = await pageChunks(env, url.origin);
  return preloads(servedByServiceWorker(request) ? [] : page.data, [...(all[page.page] ?? []), ...(prefersJapanese(request) ? (all.ja ?? []) : [])], all);
}

/** The console of one event (worker/pages/console-html.ts): who is signed in, the organizer view, the console's code, its stylesheets and all of its strings (in Japanese also the refusals'). */
export async function consolePreloads(request: Request, env: Env, eventId: string): Promise<Preloads> {
  const all = await pageChunks(env, new URL(request.url).origin);
  const strings = prefersJapanese(request) ? [...(all.ja ?? []), ...(all["ja-more"] ?? []), ...(all["error-ja"] ?? [])] : (all.more ?? []);
  const data = servedByServiceWorker(request) ? [] : ["/api/auth/me", `/api/events/${encodeURIComponent(eventId)}/manage`];
  return preloads(data, [...new Set([...(all.console ?? []), ...strings])], all, all["console-css"]);
}
