// The console builds its writes from the route table (eventWrite); each must
// be read back by the Worker's and the outbox's reader (readWriteRequest) as
// the very command it was made from, address fields included.
import { describe, expect, it } from "vitest";
import { readWriteRequest } from "./routes.ts";
import { EVENT_WRITE_ROUTES, eventWrite, type EventWriteType, type WriteFields } from "./write-routes.ts";

const ID = "abcdefghijkl";

/** One valid set of fields per write of the table (player ids as the engine makes them). */
const SAMPLES: { [T in EventWriteType]: WriteFields<T> } = {
  "edit-event": { name: "Club night", options: { rounds: 4 } },
  "delete-event": {},
  "add-players": { players: [{ name: "Ann", reading: "あん" }] },
  "import-players": { csv: "name\nAnn\n" },
  "edit-player": { playerId: "p1", name: "Ann", reading: "" },
  "remove-player": { playerId: "p2" },
  "drop-player": { playerId: "p3" },
  "undrop-player": { playerId: "p3" },
  "set-bonus": { playerId: "p4", points: 6 },
  "late-entry": { name: "Zed", mode: "loss" },
  "start-round": { round: 3 },
  "repair-round": { round: 2 },
  "report-result": { round: 2, table: 5, result: { games: [2, 1, 0] } },
  "confirm-result": { round: 2, table: 5 },
  "dispute-result": { round: 2, table: 5 },
  "set-result": { round: 12, table: 340, result: null, asSeen: { games: [2, 0, 0] } },
  "confirm-day-two": {},
  "start-playoffs": {},
  "next-playoff-round": { round: 6 },
  finish: {},
  timer: { action: "extend", minutes: 5 },
  "edit-event-day": { pairWithinPods: true },
  "submit-list": { playerId: "p5", kind: "deck", main: [{ name: "Island", count: 4 }] },
  "seat-pods": { mode: "one" },
  "unlock-list": { playerId: "p5", reason: "typo" },
  "create-invite": { role: "judge" },
  "check-in": { playerId: "p6" },
  "undo-check-in": { playerId: "p6" },
  "arrive-late": { playerId: "p6", mode: "play-bye" },
  "publish-round": { round: 3 },
  "call-judge": { round: 3, table: 7 },
  "answer-judge-call": { round: 3, table: 7, status: "heard" },
  "give-penalty": { player: "p7", round: 3, infraction: "other", infractionText: "Phone at the table", penalty: "warning", note: "first time" },
  "draw-deck-checks": { round: 3, count: 2, repeats: true },
  "end-deck-check": { round: 3, table: 9, minutes: 7 },
};

describe("eventWrite", () => {
  it("puts the address's fields in the address and the rest in the body", () => {
    expect(eventWrite("set-result", { round: 2, table: 5, result: null, asSeen: null })).toEqual({
      method: "PUT",
      path: "/rounds/2/tables/5/result",
      body: { result: null, asSeen: null },
    });
    expect(eventWrite("start-round", { round: 3 })).toEqual({ method: "POST", path: "/rounds", body: { round: 3 } });
    expect(eventWrite("edit-player", { playerId: "p 1/é", name: "Ann" })).toEqual({ method: "PATCH", path: "/players/p%201%2F%C3%A9", body: { name: "Ann" } });
    expect(eventWrite("edit-event", { name: "X" })).toEqual({ method: "PATCH", path: "", body: { name: "X" } });
  });

  it("makes every write of the table a request the Worker reads as the same command", () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(EVENT_WRITE_ROUTES.map((r) => r.type).sort());
    for (const type of Object.keys(SAMPLES) as EventWriteType[]) {
      const fields = SAMPLES[type];
      const { method, path, body } = eventWrite(type, fields);
      const url = `/api/events/${ID}${path}${method === "DELETE" ? "?commandId=cmd-123456" : ""}`;
      const read = readWriteRequest(method, url, method === "DELETE" ? null : JSON.stringify({ ...body, commandId: "cmd-123456" }));
      expect(read, type).toMatchObject({ eventId: ID, commandId: "cmd-123456", command: { type, ...fields } });
    }
  });
});
