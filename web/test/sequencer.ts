// The order of `npm test`'s files: the engine's and the CLI's, then the
// Worker's, then the browser's. The browser files' server starts in the
// background meanwhile (global-setup.ts: the build beside the migrations, then
// wrangler), so it overlaps tests instead of holding up every one of them. The
// engine needs no build; the Worker's pages serve the built index.html, so its
// files wait for the build when they start (worker/vitest.config.ts). Within
// each project, vitest's own order (slowest known first, else the biggest file).
import { BaseSequencer, type TestSpecification } from "vitest/node";

const ORDER = ["engine", "worker", "browser"];
const rank = (f: TestSpecification) => {
  const i = ORDER.indexOf(f.project.name);
  return i < 0 ? ORDER.length : i;
};

export default class ServerLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array sort is stable: vitest's order stays within each project.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
