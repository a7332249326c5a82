// An answer's body decoded a network chunk at a time (issue 22). `res.json()`,
// `res.text()` or `res.arrayBuffer()` of a 2,000-player event's staff view
// (1.5 MB) hand the whole body over in one task at its end, 120-180 ms on a
// slow phone; read from the stream, each chunk is decoded as it arrives, in
// tasks of its own, while the rest is still on its way.

/** Bytes decoded per step: a chunk that piled up while the page was busy is cut to this. */
const STEP = 65_536;
/** Script time per task before yielding to the page. */
const TASK_MS = 20;

/**
 * Gives `each` the UTF-8 body of `res` as text, a piece at a time (the pieces
 * joined are what `res.text()` gives); rejects as it would if the connection breaks.
 */
export async function readPieces(res: Response, each: (piece: string) => unknown): Promise<void> {
  const decoder = new TextDecoder();
  if (!res.body) return void (await each(await res.text()));
  const reader = res.body.getReader();
  // The budget starts over only after a yield of ours. A read that waited for the network
  // resumed in a task of its own too, but time cannot tell it from one that did not (on a
  // throttled phone a queued chunk's read can take a millisecond): at worst one yield too many.
  let start = performance.now();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    for (let i = 0; i < value.length; i += STEP) {
      if (performance.now() - start > TASK_MS) {
        await new Promise((r) => setTimeout(r, 0));
        start = performance.now();
      }
      await each(decoder.decode(value.subarray(i, i + STEP), { stream: true }));
    }
  }
  await each(decoder.decode());
}
