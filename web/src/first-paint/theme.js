// The theme before the first paint (web/src/lib/theme.ts takes over), so a dark
// venue never flashes white. Inlined into index.html by web/vite/first-paint.ts;
// the Content-Security-Policy lets it in by its sha256 (worker/pages/inline-csp.ts).
try {
  const t = localStorage.getItem("topcut.theme");
  document.documentElement.dataset.theme = t === "light" || t === "dark" ? t : matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
} catch {}
// A streaming overlay (/e/:id/overlay) is see-through from its first paint: OBS draws the stream behind it.
if (/^\/e\/[^/]+\/overlay\/?$/.test(location.pathname)) document.documentElement.dataset.page = "overlay";
