// Data of the public event page: GET /api/events/:id (with ETag, so a refetch
// that finds nothing new costs a 304) kept current by the live socket. The
// event page and the TV read its slim form (`?rounds=latest`: earlier Swiss
// rounds without their matches, docs/api.md); the event page reads such a
// round when it is opened (older-round.ts).
//
// One request per page load: the first GET is the plain request the page's
// HTML preloads (worker/pages/event-html.ts), so the browser hands over the
// answer already on its way; the socket opens only once that answer is in,
// asking for the changes after its seq, so it needs no second fetch to catch up.
import { createEffect, createSignal } from "solid-js";
import { ApiError } from "../../lib/net/api.ts";
import { firstViewDone } from "../../lib/render/first-view.ts";
import { firstScreenDrawn } from "../../lib/render/first-screen.ts";
import { keepUnchanged } from "../../lib/render/keep-unchanged.ts";
import { createLive, type Live } from "../../lib/net/live.ts";
import type { EventView } from "../../lib/types.ts";

export interface EventData {
  view: () => EventView | undefined;
  error: () => ApiError | null;
  live: Live;
  /** The server says there is no such event: the page says so and the socket is closed for good. */
  missing: () => boolean;
  refetch: () => Promise<void>;
}

/** Live messages lead to at most one fetch per this many ms. */
const LIVE_GAP_MS = 1000;

/**
 * Loads the event and follows it live; call inside a component (owns a socket).
 * `sliced`: lib/net/json-slices.ts's parseSliced, which parses a big answer a slice per task;
 * the page brings it along, or fetches it when it needs it (the event page: off its budget).
 * It gets the answer, whose body it reads as it arrives.
 * `drawn`: true once the page has drawn what the HTML's first view shows (or, on a page without one,
 * its first screen); once the view is in, the app takes the first view's place when it is
 * (lib/render/first-view.ts), not before, and the page's first screen is said then (lib/render/first-screen.ts).
 */
export function createEventData(
  id: string,
  path = `/events/${encodeURIComponent(id)}`,
  sliced?: (res: Response) => Promise<unknown>,
  drawn?: () => boolean,
  /** Read the slim form of the public view (`?rounds=latest`): the page never shows earlier rounds' matches from the view. */
  slim = false,
): EventData {
  const publicPath = `/events/${encodeURIComponent(id)}`;
  const form = slim && path === publicPath ? "?rounds=latest" : "";
  const [view, setView] = createSignal<EventView>();
  const [error, setError] = createSignal<ApiError | null>(null);
  const [missing, setMissing] = createSignal(false);
  let etag: string | null = null;
  let inflight: Promise<void> | null = null;
  let again = false;

  async function load(first: boolean, atSeq = 0): Promise<void> {
    const headers: Record<string, string> = { accept: "application/json" };
    if (etag && view()) headers["if-none-match"] = etag;
    let res: Response;
    try {
      // The first: exactly the preload's request (no headers, default cache mode), or the browser would not use it.
      // After a live message: the public view at that seq, an address whose answer never changes, so the
      // browser and the server's cache answer it for every page following the event (docs/api.md).
      if (first) res = await fetch(`/api${path}${form}`, { credentials: "same-origin" });
      else if (atSeq > 0 && path === publicPath)
        res = await fetch(`/api${path}/views/${atSeq}${form}`, { headers: { accept: "application/json" }, credentials: "same-origin" });
      else res = await fetch(`/api${path}${form}`, { headers, credentials: "same-origin", cache: "no-store" });
    } catch {
      setError(new ApiError(0, "network", ""));
      return;
    }
    if (res.status === 304) {
      live.heard();
      return;
    }
    // A seq the server does not know (yet): the latest instead, never "no such event".
    if (atSeq > 0 && res.status === 404) return load(false);
    if (!res.ok) {
      let body: { error?: { code?: string; message?: string; path?: string } } = {};
      try {
        body = await res.json();
      } catch {
        /* not JSON */
      }
      setError(new ApiError(res.status, body.error?.code ?? `http-${res.status}`, body.error?.message ?? res.statusText, body.error?.path));
      // An unknown event will not appear by retrying: stop reconnecting (a typo'd link must not hammer the server).
      if (res.status === 404) {
        setMissing(true);
        live.stop();
      }
      return;
    }
    let next: EventView;
    try {
      // A 2,000-player view read, decoded or parsed in one go is a long task on a slow phone.
      next = (sliced ? await sliced(res) : await res.json()) as EventView;
    } catch {
      // The connection broke in the middle of the answer: like no answer at all.
      setError(new ApiError(0, "network", ""));
      return;
    }
    // Drawing it in a task of its own: a 2,000-player view's parse and the page's first draw
    // would otherwise make one long task on a slow phone.
    await new Promise((r) => setTimeout(r, 0));
    etag = res.headers.get("etag");
    setError(null);
    live.heard();
    // Never go back in time if an older answer arrives late.
    const cur = view();
    // Tables and standings rows that did not change keep their objects, so only changed rows redraw.
    if (!cur) setView(next);
    else if (next.seq >= cur.seq) setView({ ...next, rounds: keepUnchanged(cur.rounds, next.rounds), standings: keepUnchanged(cur.standings, next.standings) });
  }

  /** Coalesces bursts of change messages into at most one fetch in flight plus one after it. */
  function refetch(first = false): Promise<void> {
    if (missing()) return Promise.resolve();
    if (inflight) {
      again = true;
      return inflight;
    }
    inflight = load(first).finally(() => {
      inflight = null;
      if (again) {
        again = false;
        void refetch();
      }
    });
    return inflight;
  }

  /**
   * A live message: fetch the view at its seq, at most once a second while
   * results stream in (a message in between only raises the seq to fetch).
   * A reconnect (no message) fetches the latest.
   */
  let wanted = 0;
  let lastLive = 0;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  function onLive(m: { seq: number } | null): void {
    if (m === null) {
      void refetch();
      return;
    }
    wanted = Math.max(wanted, m.seq);
    if (waiting !== undefined) return;
    const wait = lastLive + LIVE_GAP_MS - Date.now();
    const go = () => {
      waiting = undefined;
      lastLive = Date.now();
      const seq = wanted;
      if (seq > (view()?.seq ?? 0)) void refetchAt(seq);
    };
    if (wait <= 0) go();
    else waiting = setTimeout(go, wait);
  }

  async function refetchAt(seq: number): Promise<void> {
    if (missing()) return;
    await inflight;
    if (seq > (view()?.seq ?? 0)) await load(false, seq);
  }

  // Made now, in the page's owner: resolves once the page says it shows what it was opened for.
  const shown = drawn && new Promise<void>((resolve) => createEffect(() => drawn() && resolve()));
  // If the first fetch failed, the socket's first open does refetch.
  const live = createLive(id, () => view()?.seq ?? 0, onLive, { wait: true, quietFirstOpen: () => view() !== undefined });
  void refetch(true)
    // A page that draws what the first view shows a task after the view came (the event page's tables) says when.
    .then(() => (view() ? shown : undefined))
    .finally(() => {
      // The page now shows the view (or the error): it replaces the first view of the HTML.
      firstViewDone();
      firstScreenDrawn();
      live.start();
    });
  return { view, error, live, missing, refetch };
}
