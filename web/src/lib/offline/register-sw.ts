// Registers the service worker (vite.config.ts, Workbox) once the page is up.
// Loaded by a dynamic import from main.tsx, so it is no part of any page's
// first JavaScript. A new version is offered, never forced: it waits until the
// user takes it (a reload mid-round would lose the screen they are on).
import { Workbox } from "workbox-window";
import { ot } from "./offline-words.ts";
import { watchOffline } from "./offline-note.ts";
import "./offline.css";

export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  watchOffline();
  const wb = new Workbox("/sw.js", { scope: "/" });
  wb.addEventListener("waiting", () => offerUpdate(wb));
  // The first visit loaded the page and its reads before the worker was there:
  // have it cache them now, so this very page opens offline next time.
  wb.addEventListener("controlling", (e) => {
    if (!e.isUpdate) void wb.messageSW({ type: "CACHE_URLS", payload: { urlsToCache: [location.href, ...readsSoFar()] } });
  });
  void wb.register().catch(() => undefined);
  // From now on this worker handles the app's pages: the Worker leaves their data preloads out
  // (worker/pages/preloads.ts), which would otherwise be read a second time through it.
  void navigator.serviceWorker.ready.then(() => {
    document.cookie = `topcut-sw=1; path=/; max-age=31536000; samesite=lax${location.protocol === "https:" ? "; secure" : ""}`;
  });
}

/** The event reads (and "who is signed in") this page made so far: what the worker caches as "reads". */
function readsSoFar(): string[] {
  const urls = performance.getEntriesByType("resource").map((r) => r.name);
  return [...new Set(urls.filter((u) => /\/api\/(events\/[^?]*$|auth\/me$)/.test(new URL(u).pathname) && !u.includes("/live")))];
}

function offerUpdate(wb: Workbox): void {
  if (document.getElementById("update-offer")) return;
  const box = document.createElement("div");
  box.id = "update-offer";
  box.className = "update-offer";
  box.setAttribute("role", "status");
  const text = document.createElement("span");
  text.textContent = ot("update.ready");
  const use = document.createElement("button");
  use.type = "button";
  use.textContent = ot("update.reload");
  use.onclick = () => {
    // The page reloads once the new worker has taken over.
    wb.addEventListener("controlling", () => location.reload());
    wb.messageSkipWaiting();
  };
  const later = document.createElement("button");
  later.type = "button";
  later.className = "secondary";
  later.textContent = ot("update.later");
  later.onclick = () => box.remove();
  for (const part of [text, " ", use, " ", later]) box.appendChild(typeof part === "string" ? document.createTextNode(part) : part);
  document.body.appendChild(box);
}
