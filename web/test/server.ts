// What `npm start` does, on a fresh temporary database and a free port: build
// the app, apply the D1 migrations, serve app and API with `wrangler dev`.
// Used by the browser tests (global-setup.ts) and the page bench
// (bench/page.bench.ts); stop() ends wrangler and removes the database.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };

/** Runs a command to its end; a failure carries its output. */
function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.once("error", reject);
    child.once("close", (status) => (status === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} failed (${status}):\n${out}`))));
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => (a && typeof a === "object" ? resolve(a.port) : reject(new Error("no port"))));
    });
  });
}

export interface LocalServer {
  baseURL: string;
  stop: () => Promise<void>;
}

/**
 * `npm run build` into dist/, once per test run: the Worker's tests serve its
 * index.html too (wrangler.toml's [assets], worker/vitest.config.ts), and both
 * projects start in vitest's one main process.
 */
export function buildOnce(): Promise<void> {
  const shared = globalThis as { topcutBuild?: Promise<void> };
  shared.topcutBuild ??= run(process.execPath, ["scripts/build.mjs"]);
  return shared.topcutBuild;
}

/** Builds (buildOnce), migrates and serves; on `port` when given (the tests pick it before the start), else a free one. */
export async function startServer(port?: number): Promise<LocalServer> {
  const persist = mkdtempSync(join(tmpdir(), "topcut-web-test-"));
  // The build and the migrations need nothing of each other: on 2 cores they overlap.
  const built = await Promise.allSettled([buildOnce(), run(join(bin, "wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist])]);
  const failed = built.find((r) => r.status === "rejected");
  if (failed) {
    rmSync(persist, { recursive: true, force: true });
    throw failed.reason;
  }
  // Serve a copy of this build: another build of dist/ during the run (a second
  // test run, a developer's `npm run build`) must not swap the files under the
  // pages. wrangler.toml's asset settings (SPA fallback, /api first) still apply.
  const assets = join(persist, "assets");
  cpSync(join(root, "dist"), assets, { recursive: true });
  if (!existsSync(join(assets, "index.html"))) throw new Error("the build left no dist/index.html");
  port ??= await freePort();
  let log = "";
  // Warnings and errors only: a line per request cost wrangler and workerd about a
  // quarter of their CPU per request (7.8 against 10.8 ms), over thousands of requests a run.
  const server = spawn(
    join(bin, "wrangler"),
    [
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      persist,
      "--assets",
      assets,
      "--show-interactive-dev-session=false",
      "--log-level",
      "warn",
    ],
    { cwd: root, env, detached: true, stdio: ["ignore", "pipe", "pipe"] },
  );
  server.stdout!.on("data", (d) => (log += d));
  server.stderr!.on("data", (d) => (log += d));

  const stop = async () => {
    if (server.pid && server.exitCode === null) {
      const done = new Promise((r) => server.once("exit", r));
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
    rmSync(persist, { recursive: true, force: true });
  };

  const baseURL = `http://127.0.0.1:${port}`;
  try {
    await untilHealthy(baseURL, 90_000, () => (server.exitCode !== null ? `wrangler dev exited (${server.exitCode})` : null));
  } catch (e) {
    await stop();
    throw new Error(`${e instanceof Error ? e.message : String(e)}:\n${log}`);
  }
  return { baseURL, stop };
}

/**
 * Until the server at `baseURL` answers /api/health, polled every 250 ms
 * (nothing else tells when wrangler listens); fails at once with what
 * `failed()` names, or after `withinMs`.
 */
export async function untilHealthy(baseURL: string, withinMs: number, failed: () => string | null): Promise<void> {
  const health = `${baseURL}/api/health`;
  const deadline = Date.now() + withinMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(reason);
    const up = await fetch(health).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error(`${health} did not answer within ${withinMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
