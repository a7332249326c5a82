// `npm test` runs every layer: the engine in plain Node, the Worker inside
// workerd with real D1 and Durable Objects, and the web app in Chromium.
import { defineConfig } from "vitest/config";
import ServerLast from "./web/test/sequencer.ts";

export default defineConfig({
  test: {
    // Two test files at a time, from all three projects at once. Each project names
    // maxWorkers itself too: a project file that does not falls back to vitest's
    // default on 2 cores (one), and vitest runs a one-at-a-time project in a group
    // of its own after the others, which made the Worker files wait for the browser.
    maxWorkers: 2,
    // The Worker and engine files first, while the browser tests' server builds (web/test/sequencer.ts).
    sequence: { sequencer: ServerLast },
    projects: [
      {
        test: {
          name: "engine",
          // worker/openapi/'s check of the OpenAPI document runs here: its validator compiles code, which workerd forbids.
          include: ["shared/**/*.test.ts", "cli/**/*.test.ts", "scripts/**/*.test.ts", "worker/openapi/**/*.test.ts"],
          environment: "node",
          // The engine is pure: no file can leave state behind for the next, so
          // they share one module graph (a fresh one cost ~0.7 s per file).
          isolate: false,
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
