import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineProject({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: `${root}wrangler.toml` },
      miniflare: {
        bindings: { TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`) },
      },
    })),
  ],
  test: {
    name: "worker",
    include: ["test/**/*.test.ts"],
    setupFiles: ["./test/apply-migrations.ts"],
    // A request through workerd and D1 takes milliseconds alone, but a whole event's flow on a
    // busy 2-core machine (load 20, beside Chromium) took 5-8 s and hit vitest's 5 s default:
    // a timeout here detects hangs, it is no speed goal (those are in `npm run bench`).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
