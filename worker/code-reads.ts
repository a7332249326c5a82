// What a player reads with their code, answered by the event's object from
// its current state (the code is checked and counted there, like every code
// of the event): their table's waiting report, their own list, their floor,
// or only whose code it is.
import { ownList } from "../shared/commands/eventday.ts";
import type { PlatformState } from "../shared/commands/state.ts";
import { pendingReportFor, playerFloor } from "../shared/commands/views.ts";
import type { CodeTarget } from "./rate-limit.ts";

export type CodeRead = "holder" | "report" | "list" | "floor";

export function codeRead(state: PlatformState, playerId: string, target: CodeTarget, read: CodeRead): Record<string, unknown> {
  switch (read) {
    case "holder":
      return { player: playerId };
    case "report":
      if (target.kind !== "table") throw new Error("a table's report is read at a table");
      return { player: playerId, report: pendingReportFor(state, playerId, target.round, target.table) };
    case "list":
      return { player: playerId, list: ownList(state, playerId) };
    case "floor":
      return { player: playerId, ...playerFloor(state, playerId) };
  }
}
