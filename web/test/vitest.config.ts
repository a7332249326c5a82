// The "browser" project: the built app and the Worker on workerd with
// wrangler.toml's settings (server.ts), driven by Chromium (chromium.ts: a
// system one, else the build from npm) through playwright-core.
import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "browser",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["web/test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["web/test/global-setup.ts"],
    // Two files at a time (see ../../vitest.config.ts): a browser test mostly waits
    // on Chromium and the server, so two overlap well on 2 cores. Each file
    // signs up its own organizers from an address of its own (browser.ts) and
    // builds its own events on the one shared server.
    maxWorkers: 2,
    // A worker's files run one after another in one module graph, so they share
    // one Chromium (browser.ts, launch) instead of launching one each; every
    // file opens contexts of its own and closes them (suite.ts). Hooks a file
    // needs are registered by browserSuite(), never at a shared module's top.
    isolate: false,
    testTimeout: 240_000,
    // The server answers in milliseconds, but a 2-core machine running workerd and
    // Chromium side by side can take seconds: wait for the page, never sleep.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 240_000,
  },
});
