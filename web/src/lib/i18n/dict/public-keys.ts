// Which strings the public pages (event list, event page, player page, TV, overlays)
// need: the build splits each dictionary into this "public" part, shipped
// with the app, and the rest, fetched with the first page that needs it
// (console, sign-in, print, ratings, ...). The dictionaries stay whole in
// the source (en.ts, ja.ts); see vite.config.ts and lib/i18n/i18n.ts.
export const PUBLIC_PREFIXES = [
  "nav.",
  "prefs.",
  "common.",
  "error.",
  "notFound.",
  "status.",
  "stage.",
  "list.",
  "live.",
  "event.",
  "pairings.",
  "standings.",
  "tb.",
  "rules.",
  "timer.",
  "result.",
  "report.",
  "player.",
  "tv.",
  "note.",
  // The rules profiles' names and descriptions: the event page's rules section.
  "profile.",
];

export const PUBLIC_KEYS = ["players.dropped", "players.droppedLong", "round.notes"];

/**
 * Under a public prefix but shown only by the console (its Event and Round tabs): left to the
 * strings fetched with it, out of the event page's 40 KB budget.
 */
const CONSOLE_KEYS = [
  "event.share",
  "event.export",
  "event.exportHelp",
  "event.download",
  "event.staff",
  "event.inviteCo",
  "event.inviteJudge",
  "event.inviteLink",
  "timer.start",
  "timer.startPlain",
  "timer.pause",
  "timer.resume",
  "timer.extend",
  "timer.tableExtend",
  "timer.extension",
];

export function isPublicKey(key: string): boolean {
  return PUBLIC_KEYS.includes(key) || (!CONSOLE_KEYS.includes(key) && PUBLIC_PREFIXES.some((p) => key.startsWith(p)));
}

/** Routes that render with the public part alone. */
export function isPublicPath(pathname: string): boolean {
  return pathname === "/" || /^\/e\/[^/]+(\/p\/[^/]+|\/tv|\/overlay)?\/?$/.test(pathname);
}
