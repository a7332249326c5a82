// An answer's body decoded a network chunk at a time (issue 22). `res.json()`,
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
 * Gives `each` the UTF-8 body of `res` as text, a piece at a time (the pieces
 * joined are what `res.text()` gives); rejects as it would if the connection breaks.
 * `budget`: shared with what `each` does, so the two together yield in time.
 */
export async function readPieces(res: Response, each: (piece: string) => unknown, budget = new TaskBudget()): Promise<void> {
  const decoder = new TextDecoder();
  if (!res.body) return void (await each(await res.text()));
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await budget.wait(reader.read());
    if (done) break;
    for (let i = 0; i < value.length; i += STEP) {
      await budget.pause();
      await each(decoder.decode(value.subarray(i, i + STEP), { stream: true }));
    }
  }
  await each(decoder.decode());
}
