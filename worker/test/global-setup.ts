// The Worker answers /e/* and /manage/* pages with the app's built index.html
// (worker/pages/, through the ASSETS binding of wrangler.toml's [assets]), so
// its tests need dist/: built once per run, shared with the browser tests'
// server (web/test/server.ts, buildOnce). Awaited here, before any Worker file
// starts; the browser tests' server goes on starting in the background.
import { buildOnce } from "../../web/test/server.ts";

export async function setup() {
  await buildOnce();
}
