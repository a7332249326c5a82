// "just now", "3 min ago": how long ago a call came or a table was drawn.
import { ft } from "./strings.ts";

export function ago(at: number, now: number): string {
  const n = Math.floor(Math.max(0, now - at) / 60_000);
  return n < 1 ? ft("ago.now") : ft("ago.min", { n });
}
