// What an overlay's address asks for (/e/:id/overlay?view=...): read once,
// forgivingly, since a broadcaster types these by hand into OBS. A value that
// makes no sense falls back to its default; only an unknown view or a bad
// table number is worth a message on the overlay itself.

export const VIEWS = ["standings", "pairings", "bracket", "table"] as const;
export type OverlayView = (typeof VIEWS)[number];

export interface OverlayParams {
  /** null: the address named a view that does not exist (its text kept for the message). */
  view: OverlayView | null;
  asked: string;
  /** view=table: the table number, or null when missing or not a positive whole number. */
  table: number | null;
  /** Standings rows shown. */
  top: number;
  /** Pairings: this round instead of the current one. */
  round: number | null;
  /** Pairings: the first table shown (a long round split across two sources). */
  from: number;
  /** The overlay's box in CSS px; null fills the window. */
  width: number | null;
  height: number | null;
  scale: number;
  /** dark: light text on a dark panel (the default, for most streams); light: the reverse. */
  theme: "dark" | "light";
  lang: "en" | "ja" | null;
}

type Query = Partial<Record<string, string | string[] | undefined>>;

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A whole number in [min, max], else null. */
function whole(v: string | undefined, min: number, max: number): number | null {
  if (v === undefined || !/^\d+$/.test(v.trim())) return null;
  const n = Number(v);
  return n >= min && n <= max ? n : null;
}

export function overlayParams(q: Query): OverlayParams {
  const asked = (one(q.view) ?? "standings").trim().toLowerCase();
  const scale = Number(one(q.scale));
  const lang = one(q.lang);
  return {
    view: (VIEWS as readonly string[]).includes(asked) ? (asked as OverlayView) : null,
    asked,
    table: whole(one(q.table), 1, 100_000),
    top: whole(one(q.top), 1, 64) ?? 8,
    round: whole(one(q.round), 1, 1000),
    from: whole(one(q.from), 1, 100_000) ?? 1,
    width: whole(one(q.width), 120, 7680),
    height: whole(one(q.height), 90, 4320),
    scale: Number.isFinite(scale) && scale >= 0.25 && scale <= 4 ? scale : 1,
    theme: one(q.theme) === "light" ? "light" : "dark",
    lang: lang === "en" || lang === "ja" ? lang : null,
  };
}
