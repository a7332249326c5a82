// Preload links for the pages players open most (/e/:id, /e/:id/p/:pid,
// /e/:id/tv), written into their HTML by event-html.ts. Without them a phone
// fetches the page, then the app's entry, then the page's own chunk, then the
// event's data: four round trips one after the other. With them the data and
// the chunk are requested as soon as the HTML's head arrives.
//
// - The data: <link rel="preload" as="fetch" crossorigin="anonymous"> for
//   exactly the GET the page then makes (same address, mode, credentials and
//   no extra headers: web/src/pages/event/data.ts, web/src/lib/api.ts), so
//   the browser hands the preloaded answer over and the event is fetched once.
// - The code: <link rel="modulepreload"> for the page's chunks beyond the entry,
//   listed per page by the build in dist/page-chunks.json (scripts/build.mjs),
//   and the Japanese strings when the browser prefers Japanese.
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
  if (parts.length === 2) return { page: "event", data: [event] };
  if (parts.length === 3 && parts[2] === "tv") return { page: "tv", data: [event] };
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

/** The <link> tags for this request's page, or "" for pages without them. */
export async function preloadLinks(request: Request, env: Env, eventId: string): Promise<string> {
  const url = new URL(request.url);
  const page = pageOf(url.pathname, eventId);
  if (!page) return "";
  const all = await pageChunks(env, url.origin);
  const code = [...(all[page.page] ?? [])];
  // The app picks the remembered language, else the browser's (web/src/lib/i18n.ts): a guess worth a preload.
  if (/^\s*ja\b/i.test(request.headers.get("accept-language") ?? "")) code.push(...(all.ja ?? []));
  const links = [
    ...page.data.map((href) => `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="anonymous" />`),
    ...code.filter((f) => typeof f === "string" && f.startsWith("/assets/")).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ];
  return links.join("\n    ");
}
