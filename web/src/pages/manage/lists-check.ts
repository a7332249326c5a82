// Before round 1: who still owes the list the event asks for (the staff view's
// eventDayStaff.listDemand), so starting asks first and names them.
import { locale } from "../../lib/i18n/i18n.ts";
import type { ManageView } from "../../lib/types.ts";

type WithLists = ManageView & { eventDayStaff?: { listDemand?: { missing: string[] } }; eventDay?: { listPolicy?: { mode: string } } };

/** The names of players whose list is missing, when every player must hand one in before play. */
export function missingLists(v: ManageView, names: Map<string, string>): string[] {
  const w = v as WithLists;
  if (w.eventDay?.listPolicy?.mode !== "all-players") return [];
  return (w.eventDayStaff?.listDemand?.missing ?? []).map((id) => names.get(id) ?? id);
}

const en = {
  ask: "{n} players have not handed in a list yet. Start round 1 anyway?",
  one: "1 player has not handed in a list yet. Start round 1 anyway?",
  go: "Start round 1 anyway",
};
const ja: typeof en = {
  ask: "{n}人がまだリストを提出していません。第1回戦を始めますか？",
  one: "1人がまだリストを提出していません。第1回戦を始めますか？",
  go: "このまま第1回戦を始める",
};

/** The confirmation's words and list for the runner. */
export function startDespiteLists(missing: string[]) {
  const s = locale() === "ja" ? ja : en;
  return { confirm: missing.length === 1 ? s.one : s.ask.replace("{n}", String(missing.length)), confirmLabel: s.go, confirmList: missing };
}
