// Shared by the CLI tests: run `topcut` as a real process and write its input files.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSync } from "esbuild";

const root = join(import.meta.dirname, "..");
const node = join(root, "node_modules/.bin/node");

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let bundle: string | undefined;

/**
 * cli/topcut.ts and everything it imports in one file, built once per test
 * worker. A process that loads it starts in a third of the CPU time of one
 * that compiles each TypeScript module through tsx, and the CLI tests start
 * about 30 processes on a 2-core machine. The code is the same; `topcutAsRun`
 * runs the CLI exactly as `npm run topcut` does.
 */
function cliBundle(): string {
  if (!bundle) {
    const out = join(mkdtempSync(join(tmpdir(), "topcut-cli-bundle-")), "topcut.mjs");
    buildSync({ entryPoints: [join(root, "cli/topcut.ts")], bundle: true, platform: "node", format: "esm", outfile: out, logLevel: "warning" });
    bundle = out;
  }
  return bundle;
}

const result = (r: ReturnType<typeof spawnSync>): Run => ({ code: r.status, stdout: String(r.stdout), stderr: String(r.stderr) });

/** Runs the CLI with ARGS from the repository root (the Node 22 of node_modules), from its bundle. */
export function topcut(...args: string[]): Run {
  return result(spawnSync(node, [cliBundle(), ...args], { cwd: root, encoding: "utf8" }));
}

/** Runs `node --import tsx cli/topcut.ts ARGS`: what `npm run topcut -- ARGS` runs. */
export function topcutAsRun(...args: string[]): Run {
  return result(spawnSync(node, ["--import", "tsx", "cli/topcut.ts", ...args], { cwd: root, encoding: "utf8" }));
}

/** A fresh temporary folder; `file` writes a string as is, anything else as JSON, and returns the path. */
export function scratch(prefix: string): { dir: string; file(name: string, content: unknown): string } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return {
    dir,
    file(name, content) {
      const path = join(dir, name);
      writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
      return path;
    },
  };
}
