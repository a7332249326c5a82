// English strings of the app around every page: navigation, preferences, common words, errors, statuses and stages. ../ja/shell.ts has the same keys (the type says so).
export const shellEn = {
  "nav.skip": "Skip to content",
  "nav.label": "Main",
  "nav.events": "Events",
  "nav.organize": "Organize",
  "prefs.language": "Language",
  "prefs.dark": "Dark theme",
  "prefs.light": "Light theme",
  "common.loading": "Loading…",
  "common.confirm": "Confirm",
  "common.pageFailed": "This page could not be loaded. The app may have been updated, or the connection dropped.",
  "common.reload": "Reload",
  "common.details": "Details",
  "common.cancel": "Cancel",
  "common.retrying": "No connection — trying again ({n})…",
  "error.network": "The server could not be reached. Check the connection and try again; nothing was changed twice.",
  "error.signin": "Please sign in first.",
  "notFound.title": "Page not found",
  "notFound.back": "Back to the events",

  "status.live": "Live",
  "status.upcoming": "Upcoming",

  "stage.swiss": "Swiss",
  "stage.playoff": "Playoffs",
  "stage.finalTable": "Final table",
  "stage.semifinalTables": "Semifinal tables",

  "role.owner": "owner",
  "role.co-organizer": "co-organizer",
  "role.judge": "judge",

  // Ratings; the ratings pages' own strings are in pages/ratings/strings.ts.
  "nav.ratings": "Ratings",
};
