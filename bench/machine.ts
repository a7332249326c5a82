// How busy and how fast the machine is before a timed bench starts. One busy
// core beside the page bench added about 45 ms to the event page's first paint,
// and the load average did not tell (it lags by minutes): the share of the
// CPUs' time spent busy over one second says at once whether something else is
// running. And the same code measured a fifth slower in one session than in
// the next, on a machine that is virtual (its speed depends on its host): a
// fixed piece of work, timed, says how fast the CPU is today, so figures of
// two sessions can be compared.
import { cpus } from "node:os";

const totals = () =>
  cpus().reduce(
    (sum, cpu) => {
      const t = cpu.times;
      sum.all += t.user + t.nice + t.sys + t.irq + t.idle;
      sum.idle += t.idle;
      return sum;
    },
    { all: 0, idle: 0 },
  );

/** The share (0 to 1) of all CPUs' time spent busy over the next `ms`. */
export async function busyShare(ms = 1000): Promise<number> {
  const a = totals();
  await new Promise((r) => setTimeout(r, ms));
  const b = totals();
  const all = b.all - a.all;
  return all > 0 ? 1 - (b.idle - a.idle) / all : 0;
}

/** Above this share of busy CPUs before a run, its figures are not comparable with a quiet machine's. */
const BUSY_LIMIT = 0.2;

/** One line saying how busy the machine was, and a warning when it was busier than BUSY_LIMIT. */
export function busyLine(share: number): string {
  const pct = `${Math.round(share * 100)}%`;
  return share > BUSY_LIMIT
    ? `other work kept the CPUs ${pct} busy: THE FIGURES WILL RUN HIGH; stop it (a build, tests, a CI run) and run again`
    : `other work kept the CPUs ${pct} busy (quiet)`;
}

/** Where the reference work leaves its result, so the loop cannot be optimised away. */
let sink = 1;

/**
 * Milliseconds this machine takes for a fixed piece of script work (a loop of integer arithmetic,
 * no allocation, so no garbage collection in it): the fastest of 7, the figure least moved by chance.
 */
export function referenceWork(): number {
  let best = Number.POSITIVE_INFINITY;
  let x = sink;
  for (let run = 0; run < 7; run++) {
    const start = performance.now();
    for (let i = 0; i < 30_000_000; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
    }
    best = Math.min(best, performance.now() - start);
  }
  sink = x;
  return Math.round(best);
}
