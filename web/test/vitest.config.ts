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
    hookTimeout: 240_000,
  },
});
