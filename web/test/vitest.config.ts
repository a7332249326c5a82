// The "browser" project: the built app served by `wrangler dev` exactly as
// `npm start` serves it, driven by Debian's Chromium through playwright-core.
import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "browser",
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["web/test/**/*.test.ts"],
    environment: "node",
    globalSetup: ["web/test/global-setup.ts"],
    // One wrangler and one Chromium at a time on a 2-core machine.
    fileParallelism: false,
    testTimeout: 240_000,
    // The server answers in milliseconds, but a 2-core machine running workerd and
    // Chromium side by side can take seconds: wait for the page, never sleep.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    hookTimeout: 240_000,
  },
});
