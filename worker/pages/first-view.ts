// The event page's first view with the pairings in it: the tables
// of the round shown, written into the HTML of /e/:id by the Worker from the
// stored public view (the same JSON GET /api/events/:id answers), so a player
// sees their table as soon as the HTML and the stylesheet are in, before any
// script has run. The markup is the app's own (web/src/components/Pairings.tsx),
// so the page looks the same when the app takes over; main.tsx keeps this view
// on screen until the page has its data (web/src/lib/render/first-view.ts).
//
// Only what a phone's first screen shows: the first FIRST_ROWS tables of the
// round (as the app draws them first: lib/render/incremental.ts), no search box, no
// reports. Words are the app's own (shared/i18n/<lang>/first-view.ts, part of
// its dictionaries) in the language the browser prefers (the app may then
// switch to a remembered choice). Every text from the event (names, format) is
// escaped; ids only appear URL-encoded.
import { firstViewEn } from "../../shared/i18n/en/first-view.ts";
import { firstViewJa } from "../../shared/i18n/ja/first-view.ts";
import { formatLabel } from "../../shared/ratings/format-labels.ts";
import { escapeHtml } from "./event-html.ts";

/** As many tables as the app draws at once (web/src/lib/render/incremental.ts); a phone screen shows about 15. */
export const FIRST_ROWS = 30;

export type Lang = "en" | "ja";
type Key = keyof typeof firstViewEn;

/** The few fields of the public view (worker/publish.ts) this view reads; anything else is ignored. */
interface ViewPart {
  event?: { name?: unknown; gameFormat?: unknown; status?: unknown };
  players?: { id?: unknown; name?: unknown }[];
  rounds?: { number?: unknown; stage?: unknown; matches?: unknown[] }[];
  pointsBefore?: Record<string, unknown> | null;
  eventDay?: { pods?: unknown; pairWithinPods?: unknown } | null;
}

type Result = { games?: number[]; flip?: string; intentionalDraw?: unknown; awarded?: string; winner?: string | null };
interface MatchPart {
  table?: number;
  players: string[];
  bye?: unknown;
  loss?: unknown;
  result?: Result;
}

function words(lang: Lang) {
  const dict: Record<Key, string> = lang === "ja" ? firstViewJa : firstViewEn;
  const num = new Intl.NumberFormat(lang === "ja" ? "ja-JP" : "en-US");
  /** As the app's t(): {x} filled in, {s} the English plural of {n}; the text escaped. */
  return (key: Key, vars: Record<string, string | number> = {}) => {
    const all: Record<string, string | number> = { ...vars, ...("n" in vars && !("s" in vars) ? { s: vars.n === 1 ? "" : "s" } : {}) };
    return escapeHtml(
      dict[key].replace(/\{(\w+)\}/g, (m, k: string) => (k in all ? (typeof all[k] === "number" ? num.format(all[k] as number) : String(all[k])) : m)),
    );
  };
}

/** The round's name as web/src/lib/round-title.ts says it. */
function roundTitle(w: ReturnType<typeof words>, number: number, stage: string, matches: MatchPart[]): string {
  if (stage === "swiss") return w("pairings.round", { n: number });
  if (stage === "final" || stage === "semifinal") return w(`stage.${stage}`);
  const n = matches.filter((m) => !("bye" in m)).length;
  if (n === 1) return w("stage.final");
  if (n === 2) return w("stage.semifinal");
  if (n === 4) return w("stage.quarterfinal");
  if (n > 4 && Number.isInteger(Math.log2(n))) return w("stage.roundOf", { n: n * 2 });
  return w("stage.playoffRound", { n: number });
}

/** As resultText in Pairings.tsx. */
function resultText(w: ReturnType<typeof words>, r: Result, name: (id: string) => string): string {
  if (Array.isArray(r.games)) {
    const [a = 0, b = 0, d = 0] = r.games;
    const s = d > 0 ? `${a}–${b}–${d}` : `${a}–${b}`;
    if (typeof r.flip === "string") return `${s} (${w("result.flip", { name: name(r.flip) })})`;
    if (a === b) return a === 0 ? w("result.draw") : w("result.drawScore", { score: s });
    return s;
  }
  if ("intentionalDraw" in r) return w("result.id");
  if (typeof r.awarded === "string") return w("result.awarded", { name: name(r.awarded) });
  if ("winner" in r) return r.winner === null ? w("result.noWinner") : w("result.wins", { name: name(String(r.winner)) });
  return "";
}

function winnerOf(m: MatchPart, r: Result): string | undefined {
  if ("winner" in r) return r.winner ?? undefined;
  if (typeof r.awarded === "string") return r.awarded;
  if (!Array.isArray(r.games)) return undefined;
  const [a = 0, b = 0] = r.games;
  return a > b ? m.players[0] : b > a ? m.players[1] : r.flip;
}

const isMatch = (m: unknown): m is MatchPart =>
  !!m && typeof m === "object" && Array.isArray((m as MatchPart).players) && (m as MatchPart).players.every((p) => typeof p === "string");

/**
 * The pairings section of /e/:id for the round in the address (?round=N) or
 * the latest, or null when there is nothing to show this way (no round yet, a
 * draft event whose tables the app groups by pod).
 */
export function pairingsSection(view: ViewPart, eventId: string, lang: Lang, roundParam: string | null): string | null {
  const rounds = Array.isArray(view.rounds) ? view.rounds : [];
  const wanted = roundParam && /^\d+$/.test(roundParam) ? Number(roundParam) : null;
  const round = (wanted !== null && rounds.find((r) => r.number === wanted)) || rounds.at(-1);
  if (!round || typeof round.number !== "number" || !Array.isArray(round.matches)) return null;
  const stage = typeof round.stage === "string" ? round.stage : "swiss";
  const ed = view.eventDay;
  if (ed?.pods && ed.pairWithinPods !== false && stage === "swiss") return null;
  const matches = round.matches.filter(isMatch);
  const w = words(lang);
  const names = new Map<string, string>();
  const points = new Map<string, number>();
  const before = stage === "swiss" ? view.pointsBefore?.[String(round.number)] : undefined;
  (Array.isArray(view.players) ? view.players : []).forEach((p, i) => {
    if (typeof p?.id !== "string") return;
    names.set(p.id, typeof p.name === "string" ? p.name : p.id);
    const pts = Array.isArray(before) ? before[i] : undefined;
    if (typeof pts === "number") points.set(p.id, pts);
  });
  const name = (id: string) => names.get(id) ?? id;
  const player = (id: string) => {
    const pts = points.get(id);
    return `<span class="who"><a href="/e/${encodeURIComponent(eventId)}/p/${encodeURIComponent(id)}">${escapeHtml(name(id))}</a>${pts === undefined ? "" : `<small class="pts"> ${w("pairings.pts", { n: pts })}</small>`}</span>`;
  };
  const rows = matches.slice(0, FIRST_ROWS).map((m) => {
    const table = typeof m.table === "number" ? m.table : null;
    const kind = "bye" in m ? "bye" : "loss" in m ? "late-loss" : m.players.length === 2 ? "pair" : "pod";
    const r = m.result && typeof m.result === "object" ? m.result : undefined;
    const win = r ? winnerOf(m, r) : undefined;
    const seats = m.players
      .map((p, i) => {
        const vs = i > 0 && kind !== "pod" ? `<span class="vs" aria-hidden="true">${w("pairings.vs")}</span>` : "";
        const seat = kind === "pod" ? `<small class="seat" title="${w("pairings.seat", { seat: "ABCD"[i] ?? "" })}">${"ABCD"[i] ?? ""}</small> ` : "";
        return `${vs}<span${win === p ? ' class="winner"' : ""}>${seat}${player(p)}</span>`;
      })
      .join("");
    const tag =
      kind === "bye" ? `<span class="tag">${w("pairings.bye")}</span>` : kind === "late-loss" ? `<span class="tag">${w("pairings.lateLoss")}</span>` : "";
    const label = table !== null ? ` aria-label="${w("pairings.table", { n: table })}"` : "";
    return `<li class="pairing${r ? " done" : ""}" data-table="${table ?? ""}"><span class="table-no"${label}>${table ?? "–"}</span><span class="players">${seats}${tag}</span><span class="res">${r ? resultText(w, r, name) : ""}</span></li>`;
  });
  const title = roundTitle(w, round.number, stage, matches);
  return `<section id="pairings" aria-labelledby="pairings-h"><div class="row between"><h2 id="pairings-h">${title}</h2></div><ol class="pairings" aria-label="${w("pairings.label", { n: round.number })}">${rows.join("")}</ol></section>`;
}

const STATUSES = ["registration", "swiss", "playoffs", "finished", "did-not-occur"] as const;

/**
 * The event page's article as the app starts it (EventPage.tsx: name, status,
 * format, the live line while connecting, the jump links) with the pairings
 * section, or null when there are no pairings to show (the name alone then).
 */
export function eventArticle(view: ViewPart, eventId: string, lang: Lang, roundParam: string | null): string | null {
  const pairings = pairingsSection(view, eventId, lang, roundParam);
  if (!pairings) return null;
  const w = words(lang);
  const e = view.event ?? {};
  const status = STATUSES.find((s) => s === e.status);
  const badge = status ? `<span class="badge" data-status="${status}">${w(`status.${status}`)}</span> ` : "";
  // As the app names it (lib/i18n/format-name.ts), so a Japanese reader never sees "Modern" become モダン.
  const format = typeof e.gameFormat === "string" ? `<span>${escapeHtml(formatLabel(e.gameFormat, lang))}</span>` : "";
  const playoffs = (view.rounds ?? []).some((r) => typeof r.stage === "string" && r.stage !== "swiss") ? `<a href="#playoffs">${w("event.playoffs")}</a>` : "";
  const nav = `<nav class="jump" aria-label="${w("event.sections")}"><a href="#pairings">${w("event.pairings")}</a><a href="#standings">${w("event.standings")}</a>${playoffs}<a href="#rules">${w("event.rules")}</a></nav>`;
  const live = `<p class="live" data-state="connecting"><span class="dot" aria-hidden="true"></span><span>${w("live.connecting")}</span></p>`;
  const name = escapeHtml(typeof e.name === "string" ? e.name : "");
  return `<article class="event"><header class="event-head"><h1>${name}</h1><p class="meta">${badge}${format}</p>${live}${nav}</header>${pairings}</article>`;
}
