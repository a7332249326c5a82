// Security headers as `wrangler dev` serves the built app (what `npm start`
// runs): every page, the single-page fallback and every static asset carry the
// Content-Security-Policy and friends from web/public/_headers, the API its
// own (worker/security-headers.ts); and the policy is in force in Chromium:
// an inline script or style attribute is blocked and reported. (Every other
// browser test fails on any violation: web/test/browser.ts, watchedPage.)
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { launch, PHONE, screenshotOnFailure, takeCspViolations, watchedPage, type Session } from "./browser.ts";

const base = inject("baseURL");

let session: Session;
let visitor: BrowserContext;

beforeAll(async () => {
  session = await launch();
  visitor = await session.browser.newContext({ ...PHONE, baseURL: base, locale: "en-US" });
  visitor.setDefaultTimeout(15_000);
});

screenshotOnFailure(() => [visitor]);

afterAll(async () => {
  await session?.close();
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
  expect(directives.get("script-src"), `${path}: script-src`).toBe("'self'");
  expect(directives.get("style-src"), `${path}: style-src`).toBe("'self'");
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
    expect(assets).toContain("/theme.js");
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

  it("the built page holds no inline script", async () => {
    const html = await (await fetch(`${base}/`)).text();
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="/);
    expect(html).not.toMatch(/\sstyle="/);
    expect(html).not.toMatch(/\son[a-z]+="/);
  });

  it("are in force in the browser: an injected inline script and style attribute are blocked and reported", async () => {
    const w = await watchedPage(visitor);
    await w.page.goto("/");
    await expect.poll(() => w.page.locator("h1").count()).toBeGreaterThan(0);
    // theme.js (a file, not an inline script) still sets the theme before the app starts.
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
