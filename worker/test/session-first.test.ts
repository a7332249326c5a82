// Every write that needs a session answers 401 to an anonymous caller,
// whatever the body: the session is checked before the body is read, so a
// signed-out client learns nothing from how its body would have been judged.
import { describe, expect, it } from "vitest";
import { api, cid, createEvent, organizer, type Refused } from "./helpers.ts";

describe("an anonymous write with a bad body", () => {
  it("is 401 unauthenticated, never 400, on every write that needs a session", async () => {
    const owner = await organizer("owner");
    const id = await createEvent(owner.cookie);
    const cases: [string, string, unknown, string?][] = [
      ["POST", "/api/events/import-rounds", { csv: "", rules: "nope" }],
      ["POST", "/api/events/import-rounds", {}],
      ["POST", "/api/events/import-rounds", undefined, "{not json"],
      ["POST", "/api/events", { name: 5 }],
      ["POST", "/api/events/import", { commandId: cid(), file: "not a file" }],
      ["POST", `/api/events/${id}/rounds`, { round: "one" }],
      ["PATCH", `/api/events/${id}`, { name: 7 }],
      ["DELETE", `/api/events/${id}`, undefined],
      // A route that takes a player code, sent without one: nobody is identified.
      ["POST", `/api/events/${id}/rounds/1/tables/1/report`, { result: "2-0" }],
      ["POST", "/api/profiles", { name: "" }],
      ["POST", "/api/profiles/pfnope/merge", {}],
      ["POST", "/api/rules-profiles", { rules: 1 }],
      ["POST", "/api/pools", { capacity: -1 }],
      ["PATCH", "/api/pools/vnope", { capacity: "x" }],
    ];
    for (const [method, path, body, raw] of cases) {
      const res = await api<Refused>(method, path, body, raw !== undefined ? { raw } : {});
      expect({ method, path, status: res.status, code: res.body?.error?.code }).toEqual({ method, path, status: 401, code: "unauthenticated" });
    }
  });
});
