// `npm start` serves the app with `wrangler dev`; the other browser tests use
// Miniflare without wrangler's dev proxy (server.ts, "Serving"). This file
// starts `wrangler dev` itself on the run's build, so a change that breaks
// `npm start`'s server (wrangler.toml, the asset settings, the Worker's bundle
// under `wrangler dev`) fails here. Its database is empty: `wrangler d1
// migrations apply` starts a workerd of its own (10-12 s of CPU), and the
// migrations themselves are applied by the other tests' servers.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { watchedPage } from "./browser.ts";
import { type LocalServer, startServer } from "./server.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let server: LocalServer;

beforeAll(async () => {
  // browserSuite's first hook waited for the run's server, so the run's one build is in dist/.
  server = await startServer({ serving: "wrangler-dev", buildAndMigrate: false });
});
afterAll(async () => {
  await server?.stop();
});

describe("npm start's server, wrangler dev", () => {
  it("serves the API, the app's page with its security headers, its hashed files for a year, and the app in Chromium", async () => {
    const health = await fetch(`${server.baseURL}/api/health`);
    expect(health.status).toBe(200);
    // An empty database: this server applied no migration.
    expect(await health.json()).toEqual({ ok: true, migrations: 0 });

    const home = await fetch(`${server.baseURL}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("content-type")).toMatch(/^text\/html/);
    expect(home.headers.get("content-security-policy")).toMatch(/^default-src 'self'/);
    expect(home.headers.get("x-frame-options")).toBe("DENY");

    const dist = fileURLToPath(new URL("../../dist/assets/", import.meta.url));
    const script = readdirSync(dist).find((f) => f.endsWith(".js"));
    expect(script, `a script in ${dist}`).toBeDefined();
    const asset = await fetch(`${server.baseURL}/assets/${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    // The single-page fallback and the Worker-first routes (wrangler.toml's [assets]).
    expect((await fetch(`${server.baseURL}/ratings`)).status).toBe(200);
    expect((await fetch(`${server.baseURL}/e/no-such-event`)).headers.get("content-type")).toMatch(/^text\/html/);

    // A page that reads nothing of the (empty) database: the app starts under the policy, without an error.
    const { page, errors } = await watchedPage(await suite.context());
    await page.goto(`${server.baseURL}/signin`);
    await expect.poll(() => page.getByLabel("Password").count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
