// What `npm start` does, on a fresh temporary database and a free port: build
// the app, apply the D1 migrations, serve app and API with `wrangler dev`.
// Used by the browser tests (global-setup.ts) and the page bench
// (bench/page.bench.ts); stop() ends wrangler and removes the database.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { delimiter, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const bin = join(root, "node_modules", ".bin");
const env = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ""}`, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { cwd: root, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
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

export async function startServer(): Promise<LocalServer> {
  run(process.execPath, ["scripts/build.mjs"]);
  const persist = mkdtempSync(join(tmpdir(), "topcut-web-test-"));
  // Serve a copy of this build: another build of dist/ during the run (a second
  // test run, a developer's `npm run build`) must not swap the files under the
  // pages. wrangler.toml's asset settings (SPA fallback, /api first) still apply.
  const assets = join(persist, "assets");
  cpSync(join(root, "dist"), assets, { recursive: true });
  if (!existsSync(join(assets, "index.html"))) throw new Error("the build left no dist/index.html");
  run(join(bin, "wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  const port = await freePort();
  let log = "";
  const server = spawn(
    join(bin, "wrangler"),
    ["dev", "--port", String(port), "--ip", "127.0.0.1", "--persist-to", persist, "--assets", assets, "--show-interactive-dev-session=false"],
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
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`wrangler dev exited (${server.exitCode}):\n${log}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`wrangler dev did not answer /api/health within 90 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { baseURL, stop };
}
