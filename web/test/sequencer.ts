// The order of `npm test`'s files: the engine's, then the Worker's, then the
// browser's. The browser files' server starts in the background meanwhile
// (global-setup.ts: the build beside the Worker's bundle, then workerd), so it
// overlaps tests instead of holding up every one of them. The engine needs no
// build; the Worker's pages serve the built index.html, so its files wait for
// the build when they start (worker/vitest.config.ts). Within each project,
// vitest's own order (slowest known first, else the biggest file).
//
// The CLI's files (CLI processes, about 25 s in all) come right after the first
// Worker file: the Worker pool's start (its wait for the build and the
// transform of the Worker and engine for workerd, 10-18 s, mostly on one core)
// then overlaps them instead of holding both test slots.
import { BaseSequencer, type TestSpecification } from "vitest/node";

const ORDER = ["engine", "worker", "browser"];
const rank = (f: TestSpecification) => {
  const i = ORDER.indexOf(f.project.name);
  return i < 0 ? ORDER.length : i;
};
const isCli = (f: TestSpecification) => f.project.name === "engine" && /[/\\]cli[/\\]/.test(f.moduleId);

export default class ServerLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array sort is stable: vitest's order stays within each project.
    const sorted = (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
    const rest = sorted.filter((f) => !isCli(f));
    const firstWorker = rest.findIndex((f) => f.project.name === "worker");
    if (firstWorker < 0) return sorted;
    rest.splice(firstWorker + 1, 0, ...sorted.filter(isCli));
    return rest;
  }
}
