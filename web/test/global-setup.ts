// Builds the app, applies the D1 migrations into a fresh temporary database
// and starts `wrangler dev` on a free port (what `npm start` does), then
// hands the address to the tests and stops the server afterwards.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProject } from "vitest/node";
import { resolveChromium } from "./chromium.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { cwd: root, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => (a && typeof a === "object" ? resolve(a.port) : reject(new Error("no port"))));
    });
  });
}

let server: ChildProcess | undefined;
let persist: string | undefined;

export async function setup(project: TestProject) {
  // Resolves (and on a fresh machine unpacks) the browser before the build, so
  // a wrong CHROMIUM_PATH fails at once.
  console.log(`browser tests: Chromium from ${resolveChromium().source}`);
  run(process.execPath, ["scripts/build.mjs"]);
  persist = mkdtempSync(join(tmpdir(), "topcut-web-test-"));
  // Serve a copy of this build: another build of dist/ during the run (a second
  // test run, a developer's `npm run build`) must not swap the files under the
  // pages. wrangler.toml's asset settings (SPA fallback, /api first) still apply.
  const assets = join(persist, "assets");
  cpSync(join(root, "dist"), assets, { recursive: true });
  if (!existsSync(join(assets, "index.html"))) throw new Error("the build left no dist/index.html");
  run(join(bin, "wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  const port = await freePort();
  let log = "";
  server = spawn(
    join(bin, "wrangler"),
    ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", persist, "--assets", assets, "--show-interactive-dev-session=false"],
    { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  server.stdout!.on("data", (d) => (log += d));
  server.stderr!.on("data", (d) => (log += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`wrangler dev exited (${server.exitCode}):\n${log}`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`wrangler dev did not answer /api/health within 90 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  project.provide("baseURL", baseURL);
}

export async function teardown() {
  if (server?.pid && server.exitCode === null) {
    const done = new Promise((r) => server!.once("exit", r));
    // wrangler starts workerd as a child: stop the whole process group.
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
    await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      /* gone */
    }
  }
  if (persist) rmSync(persist, { recursive: true, force: true });
}
