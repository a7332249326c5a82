// The benchmark's HTTP calls to the local server, as its one signed-in organizer.
import { base } from "./load-settings.ts";

let cookie = "";

/** Every later call sends this session (the benchmark's organizer). */
export function signIn(setCookie: string) {
  cookie = setCookie;
}

export async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, signedIn = true) {
  const res = await fetch(new URL(path, base), {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie && signedIn ? { cookie } : {}), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(120_000),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null, bytes: text.length };
}

export async function must(method: string, path: string, body?: unknown) {
  const res = await call(method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

export async function timed<T>(fn: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const t = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - t };
}
