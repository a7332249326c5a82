// How busy the machine is before a timed bench starts. The page bench's figures
// on this 2-core machine grew by a fifth while a build or a test run went on
// beside it, and the load average alone did not show it (it lags by minutes):
// the share of the CPUs' time spent busy over one second says at once whether
// something else is running.
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
export const BUSY_LIMIT = 0.2;

/** One line saying how busy the machine was, and a warning when it was busier than BUSY_LIMIT. */
export function busyLine(share: number): string {
  const pct = `${Math.round(share * 100)}%`;
  return share > BUSY_LIMIT
    ? `other work kept the CPUs ${pct} busy: THE FIGURES WILL RUN HIGH; stop it (a build, tests, a CI run) and run again`
    : `other work kept the CPUs ${pct} busy (quiet)`;
}
