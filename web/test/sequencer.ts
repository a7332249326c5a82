// The order of `npm test`'s files: the Worker's, then the engine's and the
// CLI's, then the browser's. The browser files' server builds in the
// background meanwhile (global-setup.ts), so the build overlaps tests instead
// of holding up every one of them; the Worker files go first because their
// pool's own start (workerd, the test bundle) overlaps it too. Within each
// project, vitest's own order (slowest known first, else the biggest file).
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
