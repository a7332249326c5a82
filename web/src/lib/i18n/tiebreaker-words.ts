// Each tiebreaker's words: the short column header and the long name (its title and
// the rules' list), keyed by the engine's tiebreaker names so a new one needs no other change.
import type { Tiebreaker } from "../event.ts";
import type { Key } from "./dict/en.ts";

export const TB_KEYS: Record<Tiebreaker, Key> = {
  omw: "tb.omw",
  gw: "tb.gw",
  ogw: "tb.ogw",
  direct: "tb.direct",
  oomw: "tb.oomw",
  mw: "tb.mw",
  buchholz: "tb.buchholz",
  "buchholz-median": "tb.buchholzMedian",
  wins: "tb.wins",
};
export const TB_LONG: Record<Tiebreaker, Key> = {
  omw: "tb.omw.long",
  gw: "tb.gw.long",
  ogw: "tb.ogw.long",
  direct: "tb.direct.long",
  oomw: "tb.oomw.long",
  mw: "tb.mw.long",
  buchholz: "tb.buchholz.long",
  "buchholz-median": "tb.buchholzMedian.long",
  wins: "tb.wins.long",
};
