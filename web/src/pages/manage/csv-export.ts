// The console's CSV downloads: the event's topcut/1 file, read fresh from the
// server, written as CSV by the engine (shared/exports) on the phone and
// saved. The engine's writer is loaded on the first tap only.
import { exportFile } from "../../lib/net/endpoints.ts";

/** What to download: the standings, or one round's pairings and results. */
export type CsvExport = { kind: "standings" } | { kind: "pairings"; round: number };

/** The CSV text of `what`, from the event as the server holds it now. */
async function csvOf(eventId: string, what: CsvExport): Promise<string> {
  const t = await exportFile(eventId);
  if (what.kind === "standings") return (await import("../../../../shared/exports/standings-csv.ts")).standingsCsv(t);
  return (await import("../../../../shared/exports/pairings-csv.ts")).pairingsCsv(t, what.round);
}

/** Saves the CSV as `<event>-standings.csv` or `<event>-round-N.csv`; throws what the read throws. */
export async function downloadCsv(eventId: string, what: CsvExport): Promise<void> {
  const text = await csvOf(eventId, what);
  // A byte-order mark: a spreadsheet opening the file reads it as UTF-8 (Japanese names intact) instead of a local code page.
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = `${eventId}-${what.kind === "standings" ? "standings" : `round-${what.round}`}.csv`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
