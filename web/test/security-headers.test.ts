// Security headers as workerd serves the built app with wrangler.toml's asset
// settings (the test server, server.ts; `npm start`'s `wrangler dev` is checked
// in npm-start.test.ts): every page, the single-page fallback and every static asset carry the
// Content-Security-Policy and friends from web/public/_headers, the API its
// own (worker/security-headers.ts); and the policy is in force in Chromium:
// an inline script or style attribute is blocked and reported. (Every other
// browser test fails on any violation: web/test/browser.ts, watchedPage.)
// index.html's own inline theme script and first-paint style are
// let in by their sha256, the same in the build's dist/_headers and in the
// pages the Worker answers.
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { takeCspViolations, watchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";
import { createEvent, signUp } from "./api.ts";

const base = inject("baseURL");

const suite = browserSuite();
let visitor: BrowserContext;

beforeAll(async () => {
  visitor = await suite.context();
  visitor.setDefaultTimeout(15_000);
});

function expectPageHeaders(path: string, headers: Headers) {
  const csp = headers.get("content-security-policy") ?? "";
  const directives = new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(" ")]),
  );
  expect(directives.get("default-src"), `${path}: default-src`).toBe("'self'");
  // 'self' and hashes only (never 'unsafe-inline'): which hashes, the test of the built page below.
  expect(directives.get("script-src"), `${path}: script-src`).toMatch(/^'self'( 'sha256-[\w+/]+=*')*$/);
  expect(directives.get("style-src"), `${path}: style-src`).toMatch(/^'self'( 'sha256-[\w+/]+=*')*$/);
  expect(directives.get("object-src"), `${path}: object-src`).toBe("'none'");
  expect(directives.get("base-uri"), `${path}: base-uri`).toBe("'none'");
  expect(directives.get("frame-ancestors"), `${path}: frame-ancestors`).toBe("'none'");
  expect(headers.get("x-content-type-options"), path).toBe("nosniff");
  expect(headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy"), path).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
}

describe("security headers", () => {
  it("are on every page, the single-page fallback and every static asset", async () => {
    const html = await (await fetch(`${base}/`)).text();
    const assets = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.some((a) => a.startsWith("/assets/") && a.endsWith(".js"))).toBe(true);
    expect(assets.some((a) => a.startsWith("/assets/") && a.endsWith(".css"))).toBe(true);
    const paths = ["/", "/ratings", "/manage", "/manage/new", "/no/such/page", "/favicon.svg", ...assets];
    for (const path of paths) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
      expectPageHeaders(path, res.headers);
      await res.arrayBuffer();
    }
    const api = await fetch(`${base}/api/health`);
    expect(api.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(api.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("the built page's only inline script and style are the theme and the first paint's, let in by their hashes", async () => {
    const res = await fetch(`${base}/`);
    const html = await res.text();
    const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((m) => !/\ssrc="/.test(m[1]!)).map((m) => m[2]!);
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toContain("topcut.theme");
    expect(styles).toHaveLength(1);
    expect(styles[0]).toContain(".pairing");
    const directives = new Map((res.headers.get("content-security-policy") ?? "").split(";").map((d) => [d.trim().split(/\s+/)[0]!, d.trim()]));
    expect(directives.get("script-src")).toBe(`script-src 'self' ${sha(scripts[0]!)}`);
    expect(directives.get("style-src")).toBe(`style-src 'self' ${sha(styles[0]!)}`);
    // The inline blocks are in the head; the app's stylesheet after the app's box, where it holds back no paint.
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("</head>"));
    expect(html.search(/<link rel="stylesheet"/)).toBeGreaterThan(html.indexOf('<div id="app">'));
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });

  it("the pages the Worker answers carry the build's policy (the hashes cannot drift apart)", async () => {
    const ctx = await suite.context();
    await signUp(ctx.request, "csp-drift-organizer");
    const e = await createEvent(ctx.request, { name: "CSP drift", gameFormat: "Modern", rules: "club" }, ["Ann", "Ben", "Cho", "Dan"], 1);
    const built = (await ctx.request.get("/favicon.svg")).headers()["content-security-policy"];
    expect(built).toContain("'sha256-");
    for (const path of [`/e/${e.id}`, `/e/${e.id}/tv`, `/e/${e.id}/p/p1`, `/manage/${e.id}`, "/e/doesnotexist"])
      expect((await ctx.request.get(path)).headers()["content-security-policy"], path).toBe(built);
    await ctx.close();
  });

  it("are in force in the browser: an injected inline script and style attribute are blocked and reported", async () => {
    const w = await watchedPage(visitor);
    await w.page.goto("/");
    await expect.poll(() => w.page.locator("h1").count()).toBeGreaterThan(0);
    // The inline theme script (let in by its hash) still sets the theme before the app starts.
    expect(await w.page.evaluate(() => document.documentElement.dataset.theme)).toMatch(/^(light|dark)$/);
    expect(takeCspViolations()).toEqual([]);
    const ran = await w.page.evaluate(() => {
      const s = document.createElement("script");
      s.textContent = "window.__injected = true";
      document.head.appendChild(s);
      const d = document.createElement("div");
      d.innerHTML = '<span id="styled" style="color: rgb(255, 0, 0)">x</span>';
      document.body.appendChild(d);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(await w.page.evaluate(() => getComputedStyle(document.getElementById("styled")!).color)).not.toBe("rgb(255, 0, 0)");
    await expect.poll(() => w.errors.filter((e) => e.includes("CSP violation")).length).toBe(2);
    const seen = takeCspViolations().join("\n");
    expect(seen).toContain("script-src-elem");
    expect(seen).toContain("style-src-attr");
    await w.page.close();
  });
});
