// /e/* pages: the Worker serves the static index.html with the event's link
// preview (Open Graph, Twitter card, <title>) written in, escaped, and the
// pages' security headers; an unknown event gets the plain page with a 404.
import { describe, expect, it } from "vitest";
import { addPlayers, api, cid, createEvent, ok, organizer } from "./helpers.ts";
import { pageSecurityHeaders } from "../pages/page-headers.ts";
import { escapeHtml } from "../pages/event-html.ts";

/** The content of <meta property|name="key">, decoded the way a browser (or a chat app's crawler) reads it. */
function meta(html: string, key: string): string | null {
  const m = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html);
  if (!m) return null;
  return m[1]!
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}

describe("event page HTML", () => {
  it("carries the event's preview, escaped, on every /e/:id page", async () => {
    const org = await organizer("og");
    const name = `Tom's "Big" <Cup> & Co`;
    const id = await createEvent(org.cookie, { name, gameFormat: "Modern <Pioneer>" });
    await addPlayers(org.cookie, id, ["Ann", "Ben", "Cho", "Dan"]);
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));

    for (const path of [`/e/${id}`, `/e/${id}/tv`, `/e/${id}/p/someone`]) {
      const res = await api<string>("GET", path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const html = res.body;
      // The raw name never appears unescaped: no injected markup (and meta() reads whole attribute values only if quotes are escaped).
      expect(html).not.toMatch(/<Cup|<Pioneer/);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(meta(html, "og:title")).toBe(name);
      expect(meta(html, "twitter:title")).toBe(name);
      expect(meta(html, "og:description")).toBe("Modern <Pioneer> · Round 1 · 4 players · live pairings, standings and results on Topcut");
      expect(meta(html, "twitter:description")).toBe(meta(html, "og:description"));
      expect(meta(html, "og:url")).toBe(`http://topcut.test/e/${id}`);
      expect(meta(html, "og:type")).toBe("website");
      expect(meta(html, "twitter:card")).toBe("summary");
      expect(meta(html, "description")).toBe(meta(html, "og:description"));
      expect(html).toContain(
        `<title>${escapeHtml(name).replace(/&#(\d+);/g, (_, n: string) => ({ 38: "&amp;", 60: "&lt;", 62: "&gt;" })[Number(n)] ?? String.fromCharCode(Number(n)))} · Topcut</title>`,
      );
      // The app itself is untouched: its script is still there.
      expect(html).toMatch(/<script type="module"[^>]* src="\/assets\//);
      // The page policy, with index.html's inline theme script and first-paint style let in by their hashes (page-csp.test.ts).
      for (const [header, value] of Object.entries(await pageSecurityHeaders(html))) expect(res.headers.get(header), header).toBe(value);
      expect(res.headers.get("etag")).toBeNull();
    }
  });

  it("an unlisted event is kept out of search engines; a public one is not", async () => {
    const org = await organizer("og");
    const unlisted = await createEvent(org.cookie, { name: "Back room", visibility: "unlisted" });
    const open = await createEvent(org.cookie, { name: "Front room" });
    expect(meta((await api<string>("GET", `/e/${unlisted}`)).body, "robots")).toBe("noindex");
    expect(meta((await api<string>("GET", `/e/${open}`)).body, "robots")).toBeNull();
    expect(meta((await api<string>("GET", `/e/${open}`)).body, "og:description")).toBe(
      "Modern · Registration open · 0 players · live pairings, standings and results on Topcut",
    );
  });

  it("an unknown event gets the plain page with status 404", async () => {
    for (const path of ["/e/doesnotexist", "/e/abcdefabcdef", "/e/abcdefabcdef/tv"]) {
      const res = await api<string>("GET", path);
      expect(res.status, path).toBe(404);
      expect(res.body).toContain('<div id="app">');
      expect(meta(res.body, "og:title")).toBeNull();
      expect(res.headers.get("content-security-policy")).toBe((await pageSecurityHeaders(res.body))["content-security-policy"]);
    }
  });
});
