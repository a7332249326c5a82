// What `npm start` does, on a fresh temporary database and a free port: build
// the app, apply the D1 migrations, serve app and API on workerd. The page
// bench (bench/browser.ts) serves with `wrangler dev`, as `npm start` does; the
// browser tests (global-setup.ts) with Miniflare itself, the workerd under
// `wrangler dev` without its dev proxy (see startServer). stop() ends the
// server and removes the database.
import { spawn } from "node:child_process";
import { createECDH, randomBytes } from "node:crypto";
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The Worker's secret key for one test server (worker/secret.ts; `npm start` keeps its own in .dev.vars). */
const freshSecret = () => randomBytes(32).toString("base64url");
/**
 * Web Push for one test server: a fresh VAPID key pair (as `npm start` keeps in .dev.vars) and the
 * stand-in endpoint host the browser tests' phones subscribe with (their push service is faked in
 * the page: headless Chromium has none; delivery itself is tested in workerd, worker/test/push.test.ts).
 */
export const TEST_PUSH_HOST = "push.test.invalid";
function pushSettings(): Record<string, string> {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    VAPID_PUBLIC_KEY: ecdh.getPublicKey().toString("base64url"),
    VAPID_PRIVATE_KEY: ecdh.getPrivateKey().toString("base64url"),
    PUSH_EXTRA_HOSTS: `${TEST_PUSH_HOST}:443`,
  };
}
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

/**
 * How the app is served:
 * - "wrangler-dev": `wrangler dev`, exactly as `npm start` serves it;
 * - "miniflare": the same workerd, wrangler.toml's bindings and asset settings
 *   (read by wrangler itself) and the Worker bundled as `wrangler deploy` bundles
 *   it, started through Miniflare without `wrangler dev`'s dev proxy (a second
 *   workerd every request passes through), its file watcher and its esbuild
 *   watch: together about a tenth of the browser tests' CPU on 2 cores.
 */
export type Serving = "wrangler-dev" | "miniflare";

export interface ServerOptions {
  /** The tests pick it before the start; else a free one. */
  port?: number;
  /** "wrangler-dev" unless given. */
  serving?: Serving;
  /**
   * false: serve dist/ as it is, on an empty database (a test of `wrangler dev`
   * itself, in a test process, after the run's one build).
   */
  buildAndMigrate?: boolean;
}

/** Builds (buildOnce), migrates and serves. */
export async function startServer({ port, serving = "wrangler-dev", buildAndMigrate = true }: ServerOptions = {}): Promise<LocalServer> {
  const persist = mkdtempSync(join(tmpdir(), "topcut-web-test-"));
  const bundle = join(persist, "worker");
  // The build, the migrations and the Worker's bundle need nothing of each other: on 2 cores they overlap.
  // Miniflare applies the migrations itself, once it runs (serveWithMiniflare).
  const built = await Promise.allSettled([
    buildAndMigrate ? buildOnce() : Promise.resolve(),
    buildAndMigrate && serving === "wrangler-dev"
      ? run(join(bin, "wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist])
      : Promise.resolve(),
    serving === "miniflare" ? bundleWorker(persist, bundle) : Promise.resolve(),
  ]);
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
  if (serving === "miniflare") return serveWithMiniflare({ port, persist, assets, bundle, migrate: buildAndMigrate });
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
      // The Worker's secret key (worker/secret.ts), fresh for each server: nothing signed by one run is valid in another.
      "--var",
      `TOPCUT_SECRET:${freshSecret()}`,
      ...Object.entries(pushSettings()).flatMap(([name, value]) => ["--var", `${name}:${value}`]),
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
 * The Worker bundled by `wrangler deploy --dry-run` into `bundle`. wrangler
 * refuses a missing assets directory, and dist/ is still being built (on a
 * fresh clone it is not there yet): an empty one stands in, since the bundle
 * holds no asset.
 */
function bundleWorker(persist: string, bundle: string): Promise<void> {
  const noAssets = join(persist, "no-assets");
  mkdirSync(noAssets);
  return run(join(bin, "wrangler"), ["deploy", "--dry-run", "--outdir", bundle, "--assets", noAssets]);
}

/**
 * Serves `bundle` (wrangler's deploy bundle of the Worker) and `assets` on
 * `port` with Miniflare, the library `wrangler dev` runs workerd through
 * (wrangler's own copy), on a database in `persist`, and applies migrations/
 * to it as `wrangler d1 migrations apply` does (its d1_migrations table; that
 * command starts a workerd of its own: 10-12 s of CPU). Warnings and errors
 * are kept for a failure's message, as with `wrangler dev`.
 */
async function serveWithMiniflare({
  port,
  persist,
  assets,
  bundle,
  migrate,
}: {
  port: number;
  persist: string;
  assets: string;
  bundle: string;
  migrate: boolean;
}): Promise<LocalServer> {
  const fromWrangler = createRequire(createRequire(import.meta.url).resolve("wrangler"));
  const { Miniflare, convertV4MiniflareOptions } = fromWrangler("miniflare") as typeof import("miniflare");
  const { unstable_getMiniflareWorkerOptions } = await import("wrangler");
  const { workerOptions: config } = unstable_getMiniflareWorkerOptions(join(root, "wrangler.toml"), undefined, {
    overrides: { assets: { directory: assets } },
  });
  let log = "";
  // The Worker's warnings and errors during the run ("command failed" and its stack), kept for CI,
  // which prints them after the tests (.ci/run): a failure on a loaded machine can then be read.
  const serverLog = join(root, "test-artifacts", "server-errors.log");
  mkdirSync(join(root, "test-artifacts"), { recursive: true });
  writeFileSync(serverLog, "");
  type Options = Parameters<typeof convertV4MiniflareOptions>[0];
  type Worker = Extract<Options, { workers: unknown }>["workers"][number];
  const options = convertV4MiniflareOptions({
    workers: [
      {
        name: "topcut",
        rootPath: bundle,
        modules: true,
        scriptPath: join(bundle, "index.js"),
        compatibilityDate: config.compatibilityDate,
        compatibilityFlags: config.compatibilityFlags,
        bindings: { ...(config.bindings as Record<string, unknown>), TOPCUT_SECRET: freshSecret(), ...pushSettings() },
        d1Databases: config.d1Databases,
        durableObjects: config.durableObjects,
        assets: config.assets,
      } as Worker,
    ],
    host: "127.0.0.1",
    port,
    // Placeholder `request.cf` values: nothing fetched from Cloudflare.
    cf: false,
    logRequests: false,
    handleStructuredLogs: ({ level, message }: { level: string; message: string }) => {
      if (level !== "warn" && level !== "error") return;
      log += `${message}\n`;
      appendFileSync(serverLog, `${new Date().toISOString()} ${level}: ${message}\n`);
    },
  });
  // wrangler's layout for `--persist-to <dir>`: <dir>/v3/d1/...
  options.resourcePersistencePath = join(persist, "v3");
  let server: InstanceType<typeof Miniflare> | undefined;
  const stop = async () => {
    await server?.dispose().catch(() => undefined);
    rmSync(persist, { recursive: true, force: true });
  };
  const baseURL = `http://127.0.0.1:${port}`;
  try {
    // Inside the try: options Miniflare refuses throw here, and the database folder goes too.
    server = new Miniflare(options);
    await server.ready;
    if (migrate) await applyMigrations(await server.getD1Database("DB"));
    await untilHealthy(baseURL, 90_000, () => null);
  } catch (e) {
    await stop();
    throw new Error(`${e instanceof Error ? e.message : String(e)}:\n${log}`);
  }
  return { baseURL, stop };
}

/** migrations/ not yet in the d1_migrations table, in order, each with its row in one batch (wrangler's bookkeeping). */
async function applyMigrations(db: D1Database): Promise<void> {
  const { readD1Migrations } = await import("@cloudflare/vitest-plugin");
  await db
    .prepare(
      "CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)",
    )
    .run();
  const applied = new Set((await db.prepare("SELECT name FROM d1_migrations").all<{ name: string }>()).results.map((r) => r.name));
  for (const migration of await readD1Migrations(join(root, "migrations"))) {
    if (applied.has(migration.name)) continue;
    await db.batch([...migration.queries.map((q) => db.prepare(q)), db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(migration.name)]);
  }
}

/** How many migrations migrations/ holds: a test server is ready once its database has them all. */
export function migrationCount(): number {
  return readdirSync(join(root, "migrations")).filter((f) => f.endsWith(".sql")).length;
}

/**
 * Until the server at `baseURL` answers /api/health, with `migrations` applied
 * when given, polled every 250 ms (nothing else tells when the server listens,
 * and Miniflare listens before the migrations are in); fails at once with what
 * `failed()` names, or after `withinMs`.
 */
export async function untilHealthy(baseURL: string, withinMs: number, failed: () => string | null, migrations?: number): Promise<void> {
  const health = `${baseURL}/api/health`;
  const deadline = Date.now() + withinMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(reason);
    const up = await fetch(health).then(
      async (r) => r.ok && (migrations === undefined || ((await r.json()) as { migrations?: number }).migrations === migrations),
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline)
      throw new Error(`${health} did not answer${migrations === undefined ? "" : ` with ${migrations} migrations`} within ${withinMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
