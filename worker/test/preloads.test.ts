// The first view of the pages players open: the HTML of /e/:id,
// a player's page and the TV view preloads the event's data (in the head and
// in a Link header) and carries the event's name as a first paint, escaped;
// an event's console preloads its reads only for a signed-in organizer.
import { describe, expect, it } from "vitest";
import { api, createEvent, organizer } from "./helpers.ts";
import { firstPaint, pageOf } from "../pages/preloads.ts";
import { pageSecurityHeaders } from "../pages/page-headers.ts";

const preload = (href: string) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`;

describe("preloads and the first view", () => {
  it("names the page of an /e/ path and the reads it starts with", () => {
    expect(pageOf("/e/abc", "abc")).toEqual({ page: "event", data: ["/api/events/abc?rounds=latest"] });
    expect(pageOf("/e/abc/tv", "abc")).toEqual({ page: "tv", data: ["/api/events/abc?rounds=latest"] });
    expect(pageOf("/e/abc/overlay", "abc")).toEqual({ page: "overlay", data: ["/api/events/abc"] });
    // A streaming overlay paints nothing but a bare, see-through main: no app header over the stream.
    expect(firstPaint("/e/abc/overlay", "abc", "Cup")).toBe('<main id="main" class="bare"></main>');
    expect(pageOf("/e/abc/p/p7", "abc")).toEqual({ page: "player", data: ["/api/events/abc", "/api/events/abc/players/p7"] });
    expect(pageOf("/e/abc/p/a%20b%22", "abc")?.data[1]).toBe("/api/events/abc/players/a%20b%22");
    expect(pageOf("/e/abc/p/%E0%A4%A", "abc")).toBeNull();
    for (const other of ["/e/abc/register", "/e/abc/draft", "/e/abc/print/pairings", "/e/abc/p/p1/list"]) expect(pageOf(other, "abc"), other).toBeNull();
  });

  it("the event page, a player's page and the TV view preload the event's data; the first view is the event's name, escaped", async () => {
    const org = await organizer("pre");
    const name = `</script><!-- "Big" <b>Cup</b> & Co`;
    const id = await createEvent(org.cookie, { name });
    for (const [path, reads] of [
      [`/e/${id}`, [`/api/events/${id}?rounds=latest`]],
      [`/e/${id}/tv`, [`/api/events/${id}?rounds=latest`]],
      [`/e/${id}/p/p1`, [`/api/events/${id}`, `/api/events/${id}/players/p1`]],
    ] as const) {
      const res = await api("GET", path);
      expect(res.status, path).toBe(200);
      const html = res.body as string;
      for (const href of reads) {
        expect(html, path).toContain(preload(href));
        expect(res.headers.get("link"), path).toContain(`<${href}>; rel=preload; as=fetch; crossorigin=anonymous`);
      }
      // The name is text in the first view, never markup: no tag, comment or script end escapes.
      const app = /<div id="app">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? "";
      expect(app, path).toContain("&#60;/script&#62;&#60;!-- &#34;Big&#34; &#60;b&#62;Cup&#60;/b&#62; &#38; Co");
      expect(html).not.toContain("<b>Cup");
      expect(html).not.toContain('<!-- "Big');
    }
    const register = await api("GET", `/e/${id}/register`);
    expect(register.body as string).not.toContain('rel="preload"');
  });

  it("an event's console preloads who is signed in and the organizer view only with a session cookie", async () => {
    const org = await organizer("pre");
    const id = await createEvent(org.cookie, { name: "Console preloads" });
    const signedIn = await api("GET", `/manage/${id}`, undefined, { cookie: org.cookie });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body as string).toContain(preload("/api/auth/me"));
    expect(signedIn.body as string).toContain(preload(`/api/events/${id}/manage`));
    expect(signedIn.headers.get("link")).toContain(`</api/events/${id}/manage>; rel=preload; as=fetch; crossorigin=anonymous`);
    for (const [header, value] of Object.entries(await pageSecurityHeaders(signedIn.body as string))) expect(signedIn.headers.get(header), header).toBe(value);
    for (const [path, cookie] of [
      [`/manage/${id}`, undefined],
      ["/manage", org.cookie],
      ["/manage/new", org.cookie],
      [`/manage/${id}/registration`, org.cookie],
    ] as const) {
      const res = await api("GET", path, undefined, { cookie });
      expect(res.status, path).toBe(200);
      expect(res.body as string, path).toContain('<div id="app">');
      expect(res.body as string, path).not.toContain('rel="preload"');
      expect(res.headers.get("link"), path).toBeNull();
    }
  });

  it("a page the app's service worker handles (its cookie) preloads no data (it would be read twice through the worker; the page's code, tested in the browser, still is)", async () => {
    const org = await organizer("pre");
    const id = await createEvent(org.cookie, { name: "Worker preloads" });
    for (const [path, cookie] of [
      [`/e/${id}`, "topcut-sw=1"],
      [`/e/${id}/p/p1`, "lang=ja; topcut-sw=1"],
      [`/e/${id}/tv`, "topcut-sw=1; other=2"],
      [`/manage/${id}`, `${org.cookie}; topcut-sw=1`],
    ] as const) {
      const res = await api("GET", path, undefined, { cookie });
      expect(res.status, path).toBe(200);
      expect(res.body as string, path).toContain('<div id="app">');
      expect(res.body as string, path).not.toContain('as="fetch"');
      expect(res.headers.get("link") ?? "", path).not.toContain("as=fetch");
    }
    // Another value, or a cookie that only ends in the name, is not the worker's.
    for (const cookie of ["topcut-sw=0", "xtopcut-sw=1"]) {
      const res = await api("GET", `/e/${id}`, undefined, { cookie });
      expect(res.body as string, cookie).toContain(preload(`/api/events/${id}?rounds=latest`));
    }
  });
});
