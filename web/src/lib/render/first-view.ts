// The first view the Worker writes into the event page's HTML (the pairings:
// worker/pages/first-view.ts) stays on screen while the app loads its data:
// the app renders beside it, hidden, and takes its place in one step once the
// page has its data (or an error to show), so the tables never blink to
// "Loading…" and back.
let release: (() => void) | null = null;

/** Where the app renders: `app` itself, or a hidden box beside a first view to keep. */
export function appRoot(app: HTMLElement): HTMLElement {
  const held = app.querySelector(":scope > [data-first-view]");
  if (!held) {
    app.textContent = "";
    return app;
  }
  const root = document.createElement("div");
  root.hidden = true;
  app.appendChild(root);
  release = () => {
    held.remove();
    root.hidden = false;
  };
  return root;
}

/** The page has what it shows (or failed): the app replaces the first view. Idempotent. */
export function firstViewDone(): void {
  const r = release;
  release = null;
  r?.();
}
