// Shared by the CLI tests: run `topcut` as a real process and write its input files.
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = join(import.meta.dirname, "..");

/** Runs `node --import tsx cli/topcut.ts ARGS` from the repository root (the Node 22 of node_modules). */
export function topcut(...args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(join(root, "node_modules/.bin/node"), ["--import", "tsx", "cli/topcut.ts", ...args], { cwd: root, encoding: "utf8" });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
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
