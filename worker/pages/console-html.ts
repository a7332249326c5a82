// /manage/* pages: the static index.html, answered by the Worker so the
// console of one event (/manage/:id) can carry preload links: the session
// check, the organizer view and the console's code (and its strings) are
// requested with the HTML's head instead of one after another (entry, then
// strings, then the console's chunk, then who is signed in, then the event).
// Only with a session cookie: a visitor who is not signed in gets the plain page.
import type { Env } from "../env.ts";
import { EVENT_ID } from "../http.ts";
import { SESSION_COOKIE } from "../auth.ts";
import { pageSecurityHeaders } from "./page-headers.ts";
import { consolePreloads } from "./preloads.ts";

function hasSession(request: Request): boolean {
  return (request.headers.get("cookie") ?? "").split(";").some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));
}

export async function consoleHtml(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  // Every /manage/... address is the app's index.html (as the static SPA fallback would answer).
  const asset = await env.ASSETS.fetch(new Request(new URL("/", url), { method: "GET" }));
  const html = await asset.text();
  const headers = new Headers(asset.headers);
  headers.delete("etag");
  headers.delete("content-length");
  headers.set("cache-control", "no-cache");
  for (const [name, value] of Object.entries(await pageSecurityHeaders(html))) headers.set(name, value);
  const parts = url.pathname.split("/").filter(Boolean);
  const id = parts[1] ?? "";
  if (!asset.ok || parts.length !== 2 || !EVENT_ID.test(id) || !hasSession(request)) return new Response(html, { status: asset.status, headers });
  const preloads = await consolePreloads(request, env, id);
  headers.set("link", preloads.header);
  return (
    new HTMLRewriter()
      .on("meta[charset]", { element: (e) => void e.after(`\n    ${preloads.tags}`, { html: true }) })
      // Something to paint while the console's code arrives: the app's own header (main.tsx replaces it).
      .on("div#app", { element: (e) => void e.setInnerContent(`<header class="top"><a href="/" class="brand">Topcut</a></header>`, { html: true }) })
      .transform(new Response(html, { status: asset.status, headers }))
  );
}
