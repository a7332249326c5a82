// When a tournament object writes D1 behind its answers (worker/record.ts):
// the log rows since the last write and the snapshot and public view they
// lead to. Serialising and compressing an 8,000-player event costs a few
// hundred ms, so while results stream in it is done at most about once per
// interval. The interval follows what the last write cost (a small event
// writes within a quarter of a second, an 8,000-player one every second or
// two), so writing takes at most about a fifth of the object's time however
// slow the machine: the answers never queue behind it (docs/scale.md).

/** A write costs at most 1/SHARE of the object's time while results stream. */
const SHARE = 5;
/** At least this long between writes, so answers that come together are written together. */
const MIN_INTERVAL_MS = 250;

export class Publisher {
  /** The seq of the stored snapshot and view. */
  published = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastAt = 0;
  private lastCost = 0;
  private waiters: { seq: number; resolve: () => void }[] = [];

  /** `run` publishes the object's current state (in its command queue) and calls done(). */
  constructor(private readonly run: () => Promise<void>) {}

  /** The stored view is now at `seq`; readers waiting for it (or an earlier seq) go on. */
  done(seq: number, costMs: number, at: number): void {
    this.published = Math.max(this.published, seq);
    this.lastCost = costMs;
    this.lastAt = at;
    this.release();
  }

  /** A command was written to D1 before its answer: readers waiting for it go on. */
  stored(seq: number): void {
    this.published = Math.max(this.published, seq);
    this.release();
  }

  /** After a load (the stored view is at `seq`) or a delete (everyone waiting goes on). */
  reset(seq: number, deleted = false): void {
    this.published = seq;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.release(deleted);
  }

  /** A command was answered before D1 has it: write within the interval. */
  schedule(now: number): void {
    if (this.timer) return;
    const interval = Math.max(MIN_INTERVAL_MS, SHARE * this.lastCost);
    const delay = Math.max(0, this.lastAt + interval - now);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run().catch((e) => {
        console.error("publish failed; trying again in a second", e);
        setTimeout(() => this.schedule(Date.now()), 1000);
      });
    }, delay);
  }

  /** Resolves once the stored view is at `seq` or later. */
  waitFor(seq: number): Promise<void> {
    if (this.published >= seq) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ seq, resolve }));
  }

  private release(all = false): void {
    const waiting = this.waiters;
    this.waiters = [];
    for (const w of waiting) {
      if (all || w.seq <= this.published) w.resolve();
      else this.waiters.push(w);
    }
  }
}
