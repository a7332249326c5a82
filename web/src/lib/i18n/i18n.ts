// Two languages, two dictionaries (./dict/en.ts, ./dict/ja.ts). The build
// splits each into the strings the public pages need ("public") and the rest
// ("more", fetched with the first console, sign-in, print or ratings page;
// see ./dict/public-keys.ts and web/vite/dictionaries.ts), so the event page
// stays small however many strings the console gains. English "public" ships
// with the app; everything else is loaded before the page that needs it
// renders. The choice is kept in localStorage and <html lang> follows it.
import { createSignal } from "solid-js";
import enPublic from "virtual:topcut-dict/en/public";
import type { Key } from "./dict/en.ts";
import { numberText, percentText } from "../render/number-text.ts";

export type Locale = "en" | "ja";
export const LOCALES: Locale[] = ["en", "ja"];
const STORAGE_KEY = "topcut.locale";
type Strings = Partial<Record<Key, string>>;
type Part = "public" | "more";

const [dict, setDict] = createSignal<Strings>(enPublic);
const [locale, setLocaleSignal] = createSignal<Locale>("en");
export { locale };
let wantMore = false;
let moreOf: Locale | null = null;
let loadingMore: Promise<void> | null = null;

function stored(): Locale | null {
  try {
    const v = localStorage.getItem(STORAGE_KEY);
    return v === "en" || v === "ja" ? v : null;
  } catch {
    return null;
  }
}

async function load(l: Locale, part: Part): Promise<Strings> {
  if (l === "en") return part === "public" ? enPublic : (await import("virtual:topcut-dict/en/more")).default;
  return part === "public" ? (await import("virtual:topcut-dict/ja/public")).default : (await import("virtual:topcut-dict/ja/more")).default;
}

/** Picks the remembered language, else the browser's, before the first render. */
export async function initLocale(): Promise<void> {
  const l = stored() ?? (navigator.language.toLowerCase().startsWith("ja") ? "ja" : "en");
  await apply(l);
}

async function apply(l: Locale) {
  const [pub, more] = await Promise.all([load(l, "public"), wantMore ? load(l, "more") : Promise.resolve({})]);
  moreOf = wantMore ? l : null;
  setDict({ ...pub, ...more });
  setLocaleSignal(l);
  document.documentElement.lang = l;
}

/** This page's language without remembering it (a streaming overlay's ?lang=): the reader's own choice stays. */
export const showIn = (l: Locale): Promise<void> => apply(l);

/** Fetches the strings beyond the public pages' (once per language); resolves when they are in. */
export function loadMoreStrings(): Promise<void> {
  wantMore = true;
  const l = locale();
  if (moreOf === l) return Promise.resolve();
  loadingMore ??= load(l, "more").then((more) => {
    loadingMore = null;
    if (locale() !== l) return;
    moreOf = l;
    setDict({ ...dict(), ...more });
  });
  return loadingMore;
}

export async function setLocale(l: Locale): Promise<void> {
  try {
    localStorage.setItem(STORAGE_KEY, l);
  } catch {
    /* private mode: the choice lasts this visit */
  }
  await apply(l);
}

/**
 * `{s}` in a string is the English plural ending of `{n}`: "" for 1, "s"
 * otherwise ("{n} table{s}": "1 table", "3 tables"). Japanese strings do not use it.
 */
export function withPlural(vars: Record<string, string | number>): Record<string, string | number> {
  if (!("n" in vars) || "s" in vars) return vars;
  // n may come formatted already ("1,024").
  const n = typeof vars.n === "number" ? vars.n : Number(String(vars.n).replace(/[,\s]/g, ""));
  return Number.isFinite(n) ? { ...vars, s: n === 1 ? "" : "s" } : vars;
}

/** The string for `key` with `{name}` placeholders filled in. */
export function t(key: Key, given?: Record<string, string | number>): string {
  const s = dict()[key];
  if (s === undefined) {
    // A page outside the public set used a string before asking for them: fetch and re-render.
    void loadMoreStrings();
    return "";
  }
  if (!given) return s;
  const vars = withPlural(given);
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? (typeof vars[k] === "number" ? fmtNumber(vars[k]) : (vars[k] as string)) : m));
}

const tag = () => (locale() === "ja" ? "ja-JP" : "en-US");

// Numbers without Intl (lib/render/number-text.ts): a page's first Intl.NumberFormat is a long task on a slow phone.
export const fmtNumber = numberText;
/** A tiebreaker fraction (0.6667) as a percentage with two decimals. */
export const fmtPercent = percentText;

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

/** A countdown: 59:07, or -2:13 past the end (extra turns). */
export function fmtClock(ms: number): string {
  const neg = ms < 0;
  const s = Math.floor(Math.abs(ms) / 1000);
  const mm = Math.floor(s / 60);
  const ss = String(s % 60).padStart(2, "0");
  return `${neg ? "-" : ""}${mm}:${ss}`;
}
