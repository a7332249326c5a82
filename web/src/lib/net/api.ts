// The app's requests to the API, except the public event page's own reads
// (pages/event/data.ts: the preloaded first GET, ETags, the per-seq view
// addresses) and the offline console's (lib/offline/: the queued writes and
// the state). Reads are plain GETs; every write carries a commandId made once
// per user action, so a retry after a dropped connection (bad venue Wi-Fi) is
// answered with the first answer and changes nothing twice.

export interface ApiErrorBody {
  code: string;
  message: string;
  path: string;
}

/** A failure the server explained (4xx/5xx with an error body) or the network did. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly path = "",
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export async function readError(res: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const e = (body as { error?: Partial<ApiErrorBody> } | undefined)?.error;
  const message = e?.message || `${res.status} ${res.statusText || "error"}`;
  return new ApiError(res.status, e?.code ?? `http-${res.status}`, message, e?.path ?? "", body);
}

/**
 * `fresh`: the server's answer or a network error, never the service worker's
 * offline copy (it leaves reads marked `x-topcut-fresh` to the network:
 * vite.config.ts). For a read right after this phone's own changes were sent.
 */
export async function get<T>(path: string, opts: { fresh?: boolean } = {}): Promise<T> {
  let res: Response;
  try {
    // A plain GET (every answer is JSON anyway): the same request as a preload in the page's HTML, so it can use it.
    res = await fetch(`/api${path}`, { credentials: "same-origin", ...(opts.fresh ? { cache: "no-store" as const, headers: { "x-topcut-fresh": "1" } } : {}) });
  } catch {
    throw new ApiError(0, "network", "");
  }
  if (!res.ok) throw await readError(res);
  try {
    return (await res.json()) as T;
  } catch {
    throw new ApiError(0, "network", "");
  }
}

/** Like get(), but returns null for 401/404 instead of throwing. */
export async function getOrNull<T>(path: string): Promise<T | null> {
  try {
    return await get<T>(path);
  } catch (e) {
    if (e instanceof ApiError && (e.status === 401 || e.status === 404)) return null;
    throw e;
  }
}

const RETRY_DELAYS_MS = [400, 1000, 2000, 4000, 8000];
const ATTEMPT_MS = 12_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export type CommandMethod = "POST" | "PUT" | "PATCH" | "DELETE";

export function newCommandId(): string {
  return crypto.randomUUID();
}

/**
 * Sends one write. The same commandId is reused on every retry; only network
 * failures and 502/503/504 are retried (a 4xx is the server's final word).
 */
export async function command<T = { seq: number }>(
  method: CommandMethod,
  path: string,
  body: Record<string, unknown> = {},
  opts: { commandId?: string; noCommandId?: boolean; onRetry?: (attempt: number) => void } = {},
): Promise<T> {
  const commandId = opts.commandId ?? newCommandId();
  const withId = !opts.noCommandId;
  const url = method === "DELETE" && withId ? `/api${path}${path.includes("?") ? "&" : "?"}commandId=${encodeURIComponent(commandId)}` : `/api${path}`;
  const init: RequestInit = {
    method,
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    // An event command's DELETE carries its commandId in the address and no body; a plain one (a push subscription's) its body.
    body: method === "DELETE" && withId ? undefined : JSON.stringify(withId ? { ...body, commandId } : body),
  };
  for (let attempt = 0; ; attempt++) {
    let res: Response | undefined;
    // A request that hangs (a dead access point) counts as failed after ATTEMPT_MS.
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), ATTEMPT_MS);
    try {
      res = await fetch(url, { ...init, signal: abort.signal });
    } catch {
      res = undefined;
    } finally {
      clearTimeout(timer);
    }
    if (res && res.ok) {
      let text: string | null = null;
      try {
        text = await res.text();
      } catch {
        // The answer broke off: retry, the commandId makes that safe.
      }
      if (text !== null) return (text ? JSON.parse(text) : {}) as T;
      res = undefined;
    }
    const retryable = !res || res.status === 502 || res.status === 503 || res.status === 504;
    if (!retryable) throw await readError(res!);
    if (attempt >= RETRY_DELAYS_MS.length) {
      throw res ? await readError(res) : new ApiError(0, "network", "");
    }
    opts.onRetry?.(attempt + 1);
    await sleep(RETRY_DELAYS_MS[attempt]!);
  }
}
