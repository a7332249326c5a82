// Two languages, two dictionaries (./dict). English ships with the app; the
// Japanese dictionary is its own chunk, loaded before the first render when
// chosen. The choice is kept in localStorage and <html lang> follows it.
import { createSignal } from "solid-js";
import { en, type Dict, type Key } from "./dict/en.ts";

export type Locale = "en" | "ja";
export const LOCALES: Locale[] = ["en", "ja"];
const STORAGE_KEY = "topcut.locale";

const [dict, setDict] = createSignal<Dict>(en);
const [locale, setLocaleSignal] = createSignal<Locale>("en");
export { locale };

function stored(): Locale | null {
  try {
    const v = localStorage.getItem(STORAGE_KEY);
    return v === "en" || v === "ja" ? v : null;
  } catch {
    return null;
  }
}

async function load(l: Locale): Promise<Dict> {
  return l === "ja" ? (await import("./dict/ja.ts")).ja : en;
}

/** Picks the remembered language, else the browser's, before the first render. */
export async function initLocale(): Promise<void> {
  const l = stored() ?? (navigator.language.toLowerCase().startsWith("ja") ? "ja" : "en");
  await apply(l);
}

async function apply(l: Locale) {
  setDict(await load(l));
  setLocaleSignal(l);
  document.documentElement.lang = l;
}

export async function setLocale(l: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, l);
  } catch {
    /* private mode: the choice lasts this visit */
  }
  await apply(l);
}

/** The string for `key` with `{name}` placeholders filled in. */
export function t(key: Key, vars?: Record<string, string | number>): string {
  const s = dict()[key] ?? en[key];
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}

const tag = () => (locale() === "ja" ? "ja-JP" : "en-US");

export function fmtNumber(n: number, opts?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(tag(), opts).format(n);
}

/** A tiebreaker fraction (0.6667) as a percentage with two decimals. */
export function fmtPercent(x: number): string {
  return new Intl.NumberFormat(tag(), { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(x);
}

export function fmtDate(value: string | number | Date): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return String(value);
  // A date-only value ("2026-12-05") is a calendar day, not a UTC instant.
  const dateOnly = typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return new Intl.DateTimeFormat(tag(), { dateStyle: "medium", ...(dateOnly ? { timeZone: "UTC" } : {}) }).format(d);
}

export function fmtTime(value: number | Date): string {
  return new Intl.DateTimeFormat(tag(), { timeStyle: "short" }).format(new Date(value));
}

/** "5 s ago" / "5 秒前". */
export function fmtAgo(seconds: number): string {
  const rtf = new Intl.RelativeTimeFormat(tag(), { numeric: "auto", style: "short" });
  return seconds < 60 ? rtf.format(-seconds, "second") : rtf.format(-Math.floor(seconds / 60), "minute");
}

/** A countdown: 59:07, or -2:13 past the end (extra turns). */
export function fmtClock(ms: number): string {
  const neg = ms < 0;
  const s = Math.floor(Math.abs(ms) / 1000);
  const mm = Math.floor(s / 60);
  const ss = String(s % 60).padStart(2, "0");
  return `${neg ? "-" : ""}${mm}:${ss}`;
}
