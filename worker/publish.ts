// When a tournament's object publishes (stores its snapshot and public view).
// A result is stored as its log row only; the state it leads to is published
// soon after, and while results stream in at most about once per interval:
// serialising and compressing an 8,000-player event costs a few hundred ms,
// so publishing after every result would make each result cost that much.
// The interval follows what the last publish cost (a small event publishes
// within milliseconds, a large one about once a second), so publishing takes
// at most about a fifth of the object's time (docs/scale.md).

/** A publish costs at most 1/SHARE of the object's time while results stream. */
const SHARE = 5;
/** Never wait longer than this after a result before publishing it. */
const MAX_INTERVAL_MS = 3000;

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

  /** A command was stored with its snapshot and view (not a result): readers waiting for it go on. */
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

  /** A result was stored unpublished: publish within the interval. */
  schedule(now: number): void {
    if (this.timer) return;
    const interval = Math.min(MAX_INTERVAL_MS, SHARE * this.lastCost);
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
