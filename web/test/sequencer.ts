// The order of `npm test`'s files: the Worker's, then the engine's and the
// CLI's, then the browser's. The browser files' server starts in the
// background meanwhile (global-setup.ts: the migrations and wrangler's start
// after the build), so it overlaps tests instead of holding up every one of
// them. Within each project, vitest's own order (slowest known first, else
// the biggest file).
import { BaseSequencer, type TestSpecification } from "vitest/node";

const ORDER = ["worker", "engine", "browser"];
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
