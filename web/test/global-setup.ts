// Builds the app and serves it with the Worker on workerd, on a fresh
// temporary database with the D1 migrations applied (what `npm start` does,
// through Miniflare without `wrangler dev`'s dev proxy: server.ts), then stops
// the server after the run.
//
// The start runs in the background: vitest runs every project's global setup
// before any test, so awaiting it here would leave both cores to the build,
// the migrations and wrangler's start for 20 s. The tests get the address at
// once, the engine and Worker files run first (sequencer.ts; the Worker's
// workerd waits for just the build, which its pages serve), and each
// browser file waits for the server in its first hook (suite.ts,
// untilServerReady), failing with the start's own error if it failed.
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { resolveChromium } from "./chromium.ts";
import { freePort, startServer, type LocalServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** A file that holds why the server could not start, once it could not. */
    serverFailureFile: string;
  }
}

let starting: Promise<LocalServer> | undefined;
let failureFile = "";

export async function setup(project: TestProject) {
  // Resolves (and on a fresh machine unpacks) the browser before the build, so
  // a wrong CHROMIUM_PATH fails at once.
  console.log(`browser tests: Chromium from ${resolveChromium().source}`);
  const port = await freePort();
  failureFile = join(tmpdir(), `topcut-web-test-start-${process.pid}-${port}.txt`);
  rmSync(failureFile, { force: true });
  starting = startServer({ port, serving: "miniflare" });
  starting.catch((e: unknown) => writeFileSync(failureFile, e instanceof Error ? (e.stack ?? e.message) : String(e)));
  project.provide("baseURL", `http://127.0.0.1:${port}`);
  project.provide("serverFailureFile", failureFile);
}

export async function teardown() {
  await starting?.then(
    (server) => server.stop(),
    () => undefined,
  );
  rmSync(failureFile, { force: true });
}
