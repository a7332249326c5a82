// Types for the bindings and exports that tests see through cloudflare:test
// and cloudflare:workers.
import type { D1Migration } from "cloudflare:test";
import type { Env as WorkerEnv } from "../env.ts";

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      TEST_MIGRATIONS: D1Migration[];
      /** The stand-in push service's origin (scripts/push-standin.ts, started by worker/vitest.config.ts). */
      PUSH_STANDIN: string;
      /** The stand-in webhook receiver's origin (scripts/webhook-standin.ts). */
      WEBHOOK_STANDIN: string;
    }
    interface GlobalProps {
      mainModule: typeof import("../index.ts");
      durableNamespaces: "TournamentObject";
    }
  }
}
