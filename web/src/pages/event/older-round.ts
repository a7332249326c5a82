// An earlier round of the slim view (its matches left out: docs/api.md), read
// when a reader opens it: GET /api/events/:id/rounds/:n. A chunk of its own,
// fetched only then, so the event page's first load carries none of it.
import { ApiError, readError } from "../../lib/net/api.ts";
import type { ViewRound } from "../../lib/types.ts";

interface Held {
  /** The view's seq it was last read or found unchanged at. */
  seq: number;
  round: ViewRound;
  etag: string | null;
}

export interface RoundReader {
  /** What is held of round `n`: shown while it is checked again, and when the network is gone. */
  held(n: number): ViewRound | undefined;
  /**
   * Round `n` as of the view at `seq`: read once; when the view has moved on since, checked
   * again with its ETag (which follows the round's content: a 304 unless the round was corrected).
   */
  read(n: number, seq: number): Promise<ViewRound>;
}

export function roundReader(eventId: string): RoundReader {
  const held = new Map<number, Held>();
  const reading = new Map<string, Promise<ViewRound>>();
  async function fetchRound(n: number, seq: number): Promise<ViewRound> {
    const h = held.get(n);
    const headers: Record<string, string> = { accept: "application/json" };
    if (h?.etag) headers["if-none-match"] = h.etag;
    let res: Response;
    try {
      res = await fetch(`/api/events/${encodeURIComponent(eventId)}/rounds/${n}`, { headers, credentials: "same-origin", cache: "no-store" });
    } catch {
      throw new ApiError(0, "network", "");
    }
    if (res.status === 304 && h) {
      h.seq = Math.max(h.seq, seq);
      return h.round;
    }
    if (!res.ok) throw await readError(res);
    let round: ViewRound;
    try {
      round = (await res.json()) as ViewRound;
    } catch {
      throw new ApiError(0, "network", "");
    }
    held.set(n, { seq, round, etag: res.headers.get("etag") });
    return round;
  }
  return {
    held: (n) => held.get(n)?.round,
    read(n, seq) {
      const h = held.get(n);
      if (h && h.seq >= seq) return Promise.resolve(h.round);
      // One read per round and seq, however often the page asks.
      const key = `${n}.${seq}`;
      let p = reading.get(key);
      if (!p) {
        p = fetchRound(n, seq).finally(() => reading.delete(key));
        reading.set(key, p);
      }
      return p;
    },
  };
}
