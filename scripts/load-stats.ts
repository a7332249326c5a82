// Latency figures of `npm run load`: percentiles and one summary line per kind of request.
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const p = (xs: number[], q: number) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    q,
  );
export const ms = (x: number) => (Number.isNaN(x) ? "-" : `${x.toFixed(1)} ms`);

export function summary(name: string, latencies: number[], seconds: number) {
  return `${name.padEnd(22)} ${String(latencies.length).padStart(6)} in ${seconds.toFixed(2)} s = ${(latencies.length / seconds).toFixed(1).padStart(7)}/s   p50 ${ms(p(latencies, 50))}   p99 ${ms(p(latencies, 99))}`;
}
