import { render } from "solid-js/web";
import { Router } from "@solidjs/router";
import { routes } from "./routes.ts";
import { initLocale } from "./lib/i18n/i18n.ts";
import { applyTheme } from "./lib/theme.ts";
import { Shell } from "./components/Shell.tsx";
import { appRoot } from "./lib/render/first-view.ts";
import { afterFirstScreen } from "./lib/render/first-screen.ts";
import "./styles.css";

// zod (shared/ schemas used by some pages) probes once whether it may compile
// parsers with `new Function`; the Content-Security-Policy (web/public/_headers)
// allows no eval, so the probe would be blocked and reported as a violation.
// zod's global config (zod/v4/core reads globalThis.__zod_globalConfig) says
// not to try, whichever of the two runs first.
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });

applyTheme();
// The language is settled before the first paint, so nothing flickers from English.
void initLocale().finally(async () => {
  // A task after the scripts' evaluation: on a slow phone the two were one long task.
  await new Promise((r) => setTimeout(r));
  // An event page's HTML carries a first view (worker/pages/preloads.ts) painted before this script ran: the app
  // takes its place now, or, where it shows the pairings, once the page has its data (lib/render/first-view.ts).
  render(() => <Router root={Shell}>{routes}</Router>, appRoot(document.getElementById("app")!));
  // The offline app (docs/offline.md): a chunk of its own, once the page has drawn its first screen
  // (lib/render/first-screen.ts). The build links the manifest (vite-plugin-pwa); `vite dev` has no service
  // worker and no such link. A streaming overlay (an OBS source) has no use for it, nor for its offline note.
  if (document.querySelector('link[rel="manifest"]') && document.documentElement.dataset.page !== "overlay")
    void afterFirstScreen(3000)
      .then(() => import("./lib/offline/register-sw.ts"))
      .then((m) => m.registerServiceWorker());
});
