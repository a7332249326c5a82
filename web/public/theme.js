// The theme before the first paint (web/src/lib/theme.ts takes over), so a dark
// venue never flashes white. A file, not an inline script: the
// Content-Security-Policy (web/public/_headers) allows scripts from 'self' only.
try {
  var t = localStorage.getItem("topcut.theme");
  document.documentElement.dataset.theme = t === "light" || t === "dark" ? t : matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
} catch (e) {}
