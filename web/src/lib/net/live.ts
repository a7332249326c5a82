// The live connection of an event page: a WebSocket to the tournament's
// Durable Object. It passes the last seq it saw, so a reconnect catches up;
// it reconnects by itself with a growing, jittered back-off; and it tells the
// page when it last heard from the server.
import { createSignal, onCleanup } from "solid-js";

export interface LiveMessage {
  seq: number;
  what?: string[];
}

export type LiveState = "connecting" | "open" | "waiting";

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000];
const PING_MS = 20000;
const PONG_MS = 10000;

export interface Live {
  state: () => LiveState;
  /** Epoch ms of the last message or successful fetch. */
  lastHeard: () => number | null;
  heard: () => void;
  reconnectNow: () => void;
  /** Closes the socket for good (the event does not exist): no more reconnects. */
  stop: () => void;
  /** Opens the socket of a live created with `{ wait: true }` (once; later calls do nothing). */
  start: () => void;
}

/**
 * Opens the socket for `eventId` now (or at start(), with `wait`); `onChange`
 * runs for every message newer than `seq()` and once after each reconnect (to
 * catch up by refetching). While `quietFirstOpen()` holds, the first open is
 * not announced: the page opened the socket right after reading the event at
 * `seq()`, and the server sends every change since then by itself.
 */
export function createLive(
  eventId: string,
  seq: () => number,
  onChange: (m: LiveMessage | null) => void,
  opts: { wait?: boolean; quietFirstOpen?: () => boolean } = {},
): Live {
  const [state, setState] = createSignal<LiveState>("connecting");
  const [lastHeard, setLastHeard] = createSignal<number | null>(null);
  let ws: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pinger: ReturnType<typeof setInterval> | undefined;
  let closed = false;
  let lastMessage = 0;
  let started = false;
  let opened = false;

  const heard = () => setLastHeard(Date.now());

  function connect() {
    clearTimeout(timer);
    if (closed) return;
    setState("connecting");
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const url = `${proto}//${location.host}/api/events/${encodeURIComponent(eventId)}/live?since=${seq()}`;
    let sock: WebSocket;
    try {
      sock = new WebSocket(url);
    } catch {
      schedule();
      return;
    }
    ws = sock;
    sock.onopen = () => {
      attempt = 0;
      lastMessage = Date.now();
      setState("open");
      heard();
      // Whatever happened while we were away: fetch the current state once.
      if (opened || !opts.quietFirstOpen?.()) onChange(null);
      opened = true;
      clearInterval(pinger);
      // A ping keeps proxies from closing an idle socket and proves the line is alive.
      pinger = setInterval(() => {
        if (sock.readyState !== WebSocket.OPEN) return;
        // A half-open connection (Wi-Fi gone quiet) never errors: no answer
        // to a ping within PONG_MS means it is dead, so start over.
        if (Date.now() - lastMessage > PING_MS + PONG_MS) {
          drop(sock);
          return;
        }
        sock.send("ping");
      }, PING_MS);
    };
    sock.onmessage = (ev) => {
      lastMessage = Date.now();
      heard();
      let msg: unknown;
      try {
        msg = JSON.parse(String(ev.data));
      } catch {
        return; // "pong" and other keep-alives
      }
      const m = msg as Partial<LiveMessage>;
      if (typeof m.seq === "number" && m.seq > seq()) onChange(m as LiveMessage);
    };
    sock.onclose = () => drop(sock);
    sock.onerror = () => drop(sock);
  }

  /** Gives up on a socket at once (a close handshake over a dead line can take minutes) and schedules the next try. */
  function drop(sock: WebSocket) {
    if (ws !== sock) return;
    ws = null;
    clearInterval(pinger);
    try {
      sock.close();
    } catch {
      /* already closed */
    }
    schedule();
  }

  function schedule() {
    if (closed) return;
    setState("waiting");
    const base = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
    attempt++;
    timer = setTimeout(connect, base / 2 + (Math.random() * base) / 2);
  }

  function reconnectNow() {
    if (closed || !started) return;
    if (ws && ws.readyState <= WebSocket.OPEN) return;
    attempt = 0;
    connect();
  }

  const onOnline = () => reconnectNow();
  // The browser knows the network is gone before the socket does: say so now.
  const onOffline = () => ws && drop(ws);
  const onVisible = () => document.visibilityState === "visible" && reconnectNow();
  addEventListener("online", onOnline);
  addEventListener("offline", onOffline);
  document.addEventListener("visibilitychange", onVisible);
  function start() {
    if (started) return;
    started = true;
    connect();
  }
  if (!opts.wait) start();

  function stop() {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    clearInterval(pinger);
    removeEventListener("online", onOnline);
    removeEventListener("offline", onOffline);
    document.removeEventListener("visibilitychange", onVisible);
    const s = ws;
    ws = null;
    s?.close();
  }
  onCleanup(stop);

  return { state, lastHeard, heard, reconnectNow, stop, start };
}
