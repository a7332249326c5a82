// When a page has drawn what it was opened for. The offline app's
// worker precaches every chunk of the app, about 300 kB: registered as soon as
// the app started, its own chunk and stylesheet came before a page's content,
// and the precache shared a venue's slow link with the page's code and data
// (the page bench's console at 64 players: its first screen about 0.1 s later,
// its longest task longer; docs/web.md, "Ninth pass"). main.tsx
// registers it once the page's first screen is drawn, or a while after the
// load event on pages that never say (those without event data to wait for).
let say: (() => void) | null = null;
const drawn = new Promise<void>((resolve) => (say = resolve));

/** The page shows its first screen (or the error that stops it); said once the frame has painted. Idempotent. */
export function firstScreenDrawn(): void {
  const s = say;
  say = null;
  if (s) requestAnimationFrame(() => setTimeout(s));
}

/** Resolves once the page has drawn its first screen, or `fallbackMs` after the load event if it never says. */
export function afterFirstScreen(fallbackMs: number): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === "complete") resolve();
    else addEventListener("load", () => resolve(), { once: true });
  });
  return Promise.race([drawn, loaded.then(() => new Promise<void>((resolve) => setTimeout(resolve, fallbackMs)))]);
}
