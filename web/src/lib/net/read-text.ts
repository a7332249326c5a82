// An answer's body decoded a network chunk at a time. `res.json()`,
// `res.text()` or `res.arrayBuffer()` of a 2,000-player event's staff view
// (1.5 MB) hand the whole body over in one task at its end, 120-180 ms on a
// slow phone; read from the stream, each chunk is decoded as it arrives, in
// tasks of its own, while the rest is still on its way.

/** Bytes decoded per step: a chunk that piled up while the page was busy is cut to this. */
const STEP = 65_536;
/** Script time per task before yielding to the page. */
const TASK_MS = 20;

type Scheduler = { yield?: () => Promise<void> };

/**
 * How long the work has run in this task: it yields to the page once that passes
 * TASK_MS. Time spent waiting for the network is not work, or every chunk that
 * arrived would cost a yield, and every yield a place behind the page's other
 * tasks (the content came 0.2-0.3 s later on a slow phone that way).
 */
export class TaskBudget {
  private start = performance.now();

  /** Yields (scheduler.yield where there is one: back before other tasks) once the budget is spent. */
  async pause(): Promise<void> {
    if (performance.now() - this.start <= TASK_MS) return;
    const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
    await (scheduler?.yield ? scheduler.yield() : new Promise((r) => setTimeout(r, 0)));
    this.start = performance.now();
  }

  /** `p`, its waiting not counted as work. */
  async wait<T>(p: Promise<T>): Promise<T> {
    const before = performance.now();
    const value = await p;
    this.start += performance.now() - before;
    return value;
  }
}

/**
 * Bytes a body may have to be decoded and parsed whole, in one task, when all of it is already here:
 * about 100 ms on the bench's slow phone (JSON.parse of 1.5 MB took 120-180 ms there).
 */
export const WHOLE_MAX = 1_200_000;

/** What a race with a read says when the read had to wait. */
const NOT_HERE: unique symbol = Symbol("not here");

/**
 * Gives `each` the UTF-8 body of `res` as text, a piece at a time (the pieces
 * joined are what `res.text()` gives); rejects as it would if the connection breaks.
 * `budget`: shared with what `each` does, so the two together yield in time.
 *
 * With `whole`: when the whole body is already here as reading starts and is at most WHOLE_MAX
 * bytes, returns its text and never calls `each`; otherwise null, once `each` has had every piece.
 * A preloaded answer often is all here by then (the console's data came while its code did): a
 * slice per task then only waits on itself, and cost a slow phone about 1 s for a 2,000-player
 * staff view, where decoding it (still a step per task) and one JSON.parse take a fifth of that.
 */
export async function readPieces(
  res: Response,
  each: (piece: string) => unknown,
  budget = new TaskBudget(),
  opts: { whole?: boolean } = {},
): Promise<string | null> {
  const decoder = new TextDecoder();
  // No body stream: an empty body.
  if (!res.body) {
    const text = await res.text();
    if (opts.whole) return text;
    await each(text);
    return null;
  }
  const decodeInSteps = async (value: Uint8Array, to: (piece: string) => unknown) => {
    for (let i = 0; i < value.length; i += STEP) {
      await budget.pause();
      await to(decoder.decode(value.subarray(i, i + STEP), { stream: true }));
    }
  };
  const reader = res.body.getReader();
  // Reads that were answered at once: the bytes were already here (a read that must wait loses the race).
  const held: Uint8Array[] = [];
  let next: Promise<ReadableStreamReadResult<Uint8Array>> | null = null;
  if (opts.whole) {
    for (let size = 0; size <= WHOLE_MAX; ) {
      const read = reader.read();
      const now = await Promise.race<ReadableStreamReadResult<Uint8Array> | typeof NOT_HERE>([read, NOT_HERE]);
      if (now === NOT_HERE) {
        next = read;
        break;
      }
      if (now.done) {
        // Still decoded in steps, yielding on the budget: decoding a 2,000-player staff view at once took the bench phone 120 ms.
        let text = "";
        for (const value of held) await decodeInSteps(value, (piece) => (text += piece));
        return text + decoder.decode();
      }
      held.push(now.value);
      size += now.value.length;
    }
  }
  for (const value of held) await decodeInSteps(value, each);
  for (;;) {
    const { done, value } = await budget.wait(next ?? reader.read());
    next = null;
    if (done) break;
    await decodeInSteps(value, each);
  }
  await each(decoder.decode());
  return null;
}
