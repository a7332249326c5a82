// Builds the app, applies the D1 migrations into a fresh temporary database
// and starts `wrangler dev` on a free port (what `npm start` does: server.ts),
// then hands the address to the tests and stops the server afterwards.
import type { TestProject } from "vitest/node";
import { resolveChromium } from "./chromium.ts";
import { startServer, type LocalServer } from "./server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: LocalServer | undefined;

export async function setup(project: TestProject) {
  // Resolves (and on a fresh machine unpacks) the browser before the build, so
  // a wrong CHROMIUM_PATH fails at once.
  console.log(`browser tests: Chromium from ${resolveChromium().source}`);
  server = await startServer();
  project.provide("baseURL", server.baseURL);
}

export async function teardown() {
  await server?.stop();
}
