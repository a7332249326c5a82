// A value read in the background (IndexedDB: the outbox, the kept state) and
// read again whenever its key changes. Deliberately not a Solid resource: a
// resource read under the page's <Suspense> (components/Shell.tsx) can hide the
// whole page behind "Loading…" while it reads again (when the computation that
// read it first, before its first answer, did not run since: an answer equal
// to the value before, like "no notice", leaves it subscribed). The console
// then left the document for a moment right after opening, when the event's
// state was first kept, and what the organizer was typing went nowhere
// (docs/web.md, "Forms keep what is typed").
import { batch, createEffect, createSignal, untrack } from "solid-js";

export interface BackgroundRead<T> {
  /** The latest answer; undefined until the first. */
  (): T | undefined;
  /** Has the first read ended (answered or failed)? */
  ready: () => boolean;
}

/**
 * `read(key())`, read again whenever the key changes; the last answer stays
 * until the next one. An answer to an older key arriving late is dropped; a
 * failed read keeps the last value (and says so in the browser's console).
 */
export function createBackgroundRead<K, T>(key: () => K, read: (key: K) => Promise<T>): BackgroundRead<T> {
  const [value, setValue] = createSignal<T>();
  const [ready, setReady] = createSignal(false);
  let asked = 0;
  createEffect(() => {
    const k = key();
    const n = ++asked;
    untrack(() => read(k)).then(
      (v) => {
        if (n !== asked) return;
        batch(() => {
          setValue(() => v);
          setReady(true);
        });
      },
      (e) => {
        console.error("background read", e);
        if (n === asked) setReady(true);
      },
    );
  });
  return Object.assign(() => value(), { ready });
}
