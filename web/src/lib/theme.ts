// Light or dark: follows prefers-color-scheme until the user toggles; the
// toggle is remembered. The CSS reads <html data-theme>.
import { createSignal } from "solid-js";

export type Theme = "light" | "dark";
const KEY = "topcut.theme";

function initial(): Theme {
  try {
    const v = localStorage.getItem(KEY);
    if (v === "light" || v === "dark") return v;
  } catch {
    /* no storage */
  }
  return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

const [theme, setThemeSignal] = createSignal<Theme>(initial());
export { theme };

export function applyTheme() {
  document.documentElement.dataset.theme = theme();
}

export function toggleTheme() {
  const next: Theme = theme() === "dark" ? "light" : "dark";
  try {
    localStorage.setItem(KEY, next);
  } catch {
    /* no storage */
  }
  setThemeSignal(next);
  applyTheme();
}
