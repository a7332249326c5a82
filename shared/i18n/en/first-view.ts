// English words of the event page's first view: what the Worker writes into
// the HTML of /e/:id before any script runs (worker/pages/first-view.ts) and
// the app then shows in the same places (the page's name badge, jump links,
// round titles, tables and results). The app's dictionary takes them in too
// (web/src/lib/i18n/dict/en.ts), so both say the same. ../ja/first-view.ts has the
// same keys (the type says so). Kept as a plain object literal of strings: the
// web build reads it as text (web/vite/dictionaries.ts).
export const firstViewEn = {
  "status.registration": "Registration",
  "status.swiss": "Swiss rounds",
  "status.playoffs": "Playoffs",
  "status.finished": "Finished",
  "stage.semifinal": "Semifinals",
  "stage.quarterfinal": "Quarterfinals",
  "stage.playoffRound": "Playoff round {n}",
  "stage.final": "Final",
  "stage.roundOf": "Round of {n}",
  "status.did-not-occur": "Did not occur",
  "live.connecting": "Connecting…",
  "event.sections": "Sections",
  "event.pairings": "Pairings",
  "event.standings": "Standings",
  "event.playoffs": "Playoffs",
  "event.rules": "Rules",
  "pairings.label": "Tables of round {n}",
  "pairings.round": "Round {n}",
  "pairings.table": "Table {n}",
  "pairings.vs": "vs",
  "pairings.seat": "Seat {seat}",
  "pairings.bye": "Bye",
  "pairings.lateLoss": "Late arrival: loss",
  "pairings.pts": "{n} pt{s}",
  "result.id": "Intentional draw",
  "result.awarded": "Match to {name}",
  "result.wins": "{name} wins",
  "result.noWinner": "No winner",
  "result.draw": "Draw",
  "result.drawScore": "Draw {score}",
  "result.flip": "flip: {name}",
};
