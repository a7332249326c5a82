// A fetch tied to a reactive source that keeps its last good value when a
// refetch fails (bad Wi-Fi must not blank a page that was showing pairings),
// and reports the failure separately instead of throwing into the page.
import { createEffect, createSignal, on, type ResourceFetcherInfo } from "solid-js";

export interface Load<T> {
  value: () => T | undefined;
  error: () => unknown;
  loading: () => boolean;
}

export function createLoad<S, T>(source: () => S | false | null | undefined, fetcher: (s: S) => Promise<T>): Load<T> {
  const [value, setValue] = createSignal<T>();
  const [error, setError] = createSignal<unknown>(null);
  const [loading, setLoading] = createSignal(false);
  let latest = 0;
  createEffect(
    on(source, (s) => {
      if (s === false || s === null || s === undefined) return;
      const mine = ++latest;
      setLoading(true);
      fetcher(s).then(
        (v) => {
          if (mine !== latest) return;
          setValue(() => v);
          setError(null);
          setLoading(false);
        },
        (e: unknown) => {
          if (mine !== latest) return;
          setError(e);
          setLoading(false);
        },
      );
    }),
  );
  return { value, error, loading };
}

/**
 * A resource's fetcher that answers the value it had when a re-read fails (the venue's Wi-Fi):
 * a Solid resource in error throws wherever it is read, and the page falls to the crash screen.
 * Only a value of the same source is kept (another event's lists never stand in for this one's):
 * by default one read from the same source; `belongs` says otherwise (a value the page set itself).
 * A first read that fails still fails; `failed` hears every failure kept from the page.
 */
export function keepingLast<S, T>(
  fetch: (source: S, info: ResourceFetcherInfo<T>) => Promise<T>,
  opts: { failed?: (e: unknown) => void; belongs?: (value: T, source: S) => boolean } = {},
): (source: S, info: ResourceFetcherInfo<T>) => Promise<T> {
  let read: { source: S } | null = null;
  const belongs = opts.belongs ?? ((_: T, source: S) => read !== null && Object.is(read.source, source));
  return async (source, info) => {
    try {
      const value = await fetch(source, info);
      read = { source };
      return value;
    } catch (e) {
      if (info.value === undefined || !belongs(info.value, source)) throw e;
      opts.failed?.(e);
      return info.value;
    }
  };
}
