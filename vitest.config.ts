// `npm test` runs every layer: the engine in plain Node, the Worker inside
// workerd with real D1 and Durable Objects, and the web app in Chromium.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "engine",
          include: ["shared/**/*.test.ts", "cli/**/*.test.ts"],
          environment: "node",
        },
      },
      "worker/vitest.config.ts",
      "web/test/vitest.config.ts",
    ],
  },
});
