// A fetch tied to a reactive source that keeps its last good value when a
// refetch fails (bad Wi-Fi must not blank a page that was showing pairings),
// and reports the failure separately instead of throwing into the page.
import { createEffect, createSignal, on } from "solid-js";

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
