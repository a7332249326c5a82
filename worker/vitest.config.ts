import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { randomBytes } from "node:crypto";
import { fileURLToPath } from "node:url";
import { defineProject } from "vitest/config";
import { buildOnce } from "../web/test/server.ts";
import { startPushStandIn, vapidKeyPair } from "../scripts/push-standin.ts";
import { startWebhookStandIn } from "../scripts/webhook-standin.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

export default defineProject({
  plugins: [
    // Read when the pool's workerd starts (the first Worker file), not at setup: the
    // Worker answers /e/* and /manage/* with the built index.html (its ASSETS binding,
    // wrangler.toml's [assets]), so it waits for the run's one build (buildOnce), which
    // the engine's files, run first (web/test/sequencer.ts), leave time for.
    cloudflareTest(async () => {
      await buildOnce();
      // A stand-in push service in Node (scripts/push-standin.ts): it checks each message's VAPID
      // signature against this key pair's public half and decrypts it with its own subscription keys.
      const vapid = vapidKeyPair();
      const push = await startPushStandIn(vapid.publicKey);
      // And a stand-in webhook receiver (scripts/webhook-standin.ts), answering as Discord does.
      const webhook = await startWebhookStandIn();
      return {
        wrangler: { configPath: `${root}wrangler.toml` },
        miniflare: {
          // TOPCUT_SECRET: the Worker's secret key (worker/secret.ts), as `wrangler secret put` gives it in production.
          bindings: {
            TEST_MIGRATIONS: await readD1Migrations(`${root}migrations`),
            TOPCUT_SECRET: randomBytes(32).toString("base64url"),
            VAPID_PUBLIC_KEY: vapid.publicKey,
            VAPID_PRIVATE_KEY: vapid.privateKey,
            PUSH_EXTRA_HOSTS: push.host,
            PUSH_STANDIN: push.origin,
            WEBHOOK_EXTRA_HOSTS: webhook.host,
            WEBHOOK_STANDIN: webhook.origin,
          },
        },
      };
    }),
  ],
  test: {
    name: "worker",
    // Two files at a time (see ../vitest.config.ts), in one workerd per pool worker:
    // a fresh Miniflare per file cost 3 s at idle and 15 s at load 15. Every test
    // builds its own events and accounts, so files share the database safely.
    maxWorkers: 2,
    isolate: false,
    include: ["test/**/*.test.ts"],
    setupFiles: ["./test/apply-migrations.ts"],
    // A request through workerd and D1 takes milliseconds alone, but a whole event's flow on a
    // busy 2-core machine (load 20, beside Chromium) took 5-8 s and hit vitest's 5 s default:
    // a timeout here detects hangs, it is no speed goal (those are in `npm run bench`).
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
