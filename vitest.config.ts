// `npm test` runs every layer: the engine in plain Node, the Worker inside
// workerd with real D1 and Durable Objects, and the web app in Chromium.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Two test files at a time: vitest's default on a 2-core machine is one (cores - 1), which
    // left the engine and the Worker files waiting on each other's I/O. The browser files still
    // run one after another (web/test/vitest.config.ts), in a group of their own.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: "engine",
          include: ["shared/**/*.test.ts", "cli/**/*.test.ts"],
          environment: "node",
          // Brute-force checks and CLI processes take a second alone but several
          // beside workerd and Chromium on a busy 2-core machine: a timeout is a
          // hang detector here, never a speed goal (those are in `npm run bench`).
          testTimeout: 60_000,
        },
      },
      "worker/vitest.config.ts",
      "web/test/vitest.config.ts",
    ],
  },
});
