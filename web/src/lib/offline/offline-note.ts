// "Offline since 14:32" (the console) or "Offline, last updated 14:32" (public
// pages) while the phone has no network. The time is when the page's
// event data was last read from the server: the service worker stamps each copy
// it keeps (vite.config.ts, x-topcut-saved-at). Lives in the lazily loaded
// service-worker chunk, so the public page's JavaScript budget does not pay for it.
import { fmtTime } from "../i18n/i18n.ts";
import { ot } from "./offline-words.ts";

/** The event this page shows, from its address (/e/:id..., /manage/:id...). */
function eventOfPage(): string | null {
  const m = /^\/(?:e|manage)\/([^/]+)/.exec(location.pathname);
  return m && m[1] !== "new" ? decodeURIComponent(m[1]!) : null;
}

/** When this event's data was last read from the server, per the kept copies (ms), or null. */
async function lastRead(eventId: string): Promise<number | null> {
  if (!("caches" in self)) return null;
  const cache = await caches.open("topcut-reads");
  const prefix = `${location.origin}/api/events/${encodeURIComponent(eventId)}`;
  let latest: number | null = null;
  for (const req of await cache.keys()) {
    if (req.url !== prefix && !req.url.startsWith(`${prefix}/`) && !req.url.startsWith(`${prefix}?`)) continue;
    const at = Number((await cache.match(req))?.headers.get("x-topcut-saved-at"));
    if (at > 0 && (latest === null || at > latest)) latest = at;
  }
  return latest;
}

async function show(): Promise<void> {
  const id = eventOfPage();
  if (!id || navigator.onLine) return hide();
  const at = await lastRead(id);
  if (at === null || navigator.onLine) return;
  let note = document.getElementById("offline-note");
  if (!note) {
    note = document.createElement("p");
    note.id = "offline-note";
    note.className = "offline-note";
    note.setAttribute("role", "status");
    // Beside the app's root, not in it: the app renders that one.
    document.body.insertBefore(note, document.getElementById("app"));
  }
  const time = fmtTime(at);
  note.textContent = location.pathname.startsWith("/manage/") ? ot("offline.since", { time }) : ot("offline.lastUpdated", { time });
}

function hide(): void {
  document.getElementById("offline-note")?.remove();
}

/** Keeps the note current: on load, when the network goes and comes, and when the page moves. */
export function watchOffline(): void {
  const update = () => void show();
  addEventListener("offline", update);
  addEventListener("online", hide);
  addEventListener("popstate", update);
  // The router moves by pushState: look again now and then while offline.
  setInterval(() => !navigator.onLine && update(), 5000);
  update();
}
