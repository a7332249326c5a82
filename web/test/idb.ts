// Reading the app's IndexedDB from a test's page (lib/offline/): what the
// console keeps for offline use and what waits in the outbox.
import type { Page } from "playwright-core";

/** Every record of an IndexedDB store of the page's origin ([] when the database or store is not there). */
export const storeOf = (p: Page, db: string, store: string) =>
  p.evaluate(
    ([name, s]) =>
      new Promise<Record<string, unknown>[]>((resolve) => {
        const open = indexedDB.open(name!);
        // Not there yet: do not create it (empty, it would stop the app from making its stores).
        open.onupgradeneeded = () => open.transaction!.abort();
        open.onerror = () => resolve([]);
        open.onsuccess = () => {
          const d = open.result;
          if (!d.objectStoreNames.contains(s!)) return resolve([]);
          const all = d.transaction(s!).objectStore(s!).getAll();
          all.onsuccess = () => resolve(all.result as Record<string, unknown>[]);
          all.onerror = () => resolve([]);
        };
      }),
    [db, store],
  );

/** The seq of the event's state the console keeps (lib/offline/local-state.ts), or null. */
export async function keptSeq(p: Page, eventId: string): Promise<number | null> {
  const kept = (await storeOf(p, "topcut-offline-state", "states")).find((s) => s.eventId === eventId);
  return typeof kept?.seq === "number" ? kept.seq : null;
}
