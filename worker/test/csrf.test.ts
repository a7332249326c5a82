// Cross-site request forgery (worker/csrf.ts): a write carrying the session
// cookie but sent by another origin's page — another site, or a sibling on the
// same site such as another port — is refused with 403 forbidden_origin and
// changes nothing; every write must be application/json (415 otherwise).
// Requests without Origin or Sec-Fetch-Site (CLI, curl, the load script) pass.
import { beforeAll, describe, expect, it } from "vitest";
import { allowedOrigins } from "../csrf.ts";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import { addPlayers, api, cid, createEvent, exportEvent, ok, organizer, view, type Refused } from "./helpers.ts";

let owner: { cookie: string; username: string };
let id: string;

beforeAll(async () => {
  owner = await organizer("csrf");
  id = await createEvent(owner.cookie, { name: "Cross-site target" });
  await addPlayers(owner.cookie, id, ["Ann", "Ben"]);
});

async function unchanged<T>(write: () => Promise<T>): Promise<T> {
  const before = { file: await exportEvent(owner.cookie, id), seq: (await view(id)).seq };
  const answer = await write();
  expect({ file: await exportEvent(owner.cookie, id), seq: (await view(id)).seq }).toEqual(before);
  return answer;
}

const FOREIGN: [string, Record<string, string>][] = [
  ["another site", { origin: "https://evil.example" }],
  ["another site, as the browser labels it", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
  ["a sibling origin on the same site (another port)", { origin: "http://topcut.test:8788" }],
  ["a sibling origin on the same site (another scheme)", { origin: "https://topcut.test" }],
  ["a same-site page that sends no Origin", { "sec-fetch-site": "same-site" }],
  ["a cross-site page that sends no Origin", { "sec-fetch-site": "cross-site" }],
  ["an opaque origin (sandboxed frame, data: URL)", { origin: "null" }],
];

describe("writes from another origin", () => {
  for (const [name, headers] of FOREIGN) {
    it(`refuses ${name} with 403 forbidden_origin, cookie or not, and changes nothing`, async () => {
      const rename = await unchanged(() => api<Refused>("PATCH", `/api/events/${id}`, { commandId: cid(), name: "Pwned" }, { cookie: owner.cookie, headers }));
      expect(rename.status).toBe(403);
      expect(rename.body.error).toMatchObject({ code: "forbidden_origin", path: "" });
      const add = await unchanged(() =>
        api("POST", `/api/events/${id}/players`, { commandId: cid(), players: [{ name: "Mallory" }] }, { cookie: owner.cookie, headers }),
      );
      expect(add.status).toBe(403);
      const del = await unchanged(() => api("DELETE", `/api/events/${id}?commandId=${cid()}`, undefined, { cookie: owner.cookie, headers }));
      expect(del.status).toBe(403);
      const invite = await unchanged(() =>
        api("POST", `/api/events/${id}/invites`, { commandId: cid(), role: "co-organizer" }, { cookie: owner.cookie, headers }),
      );
      expect(invite.status).toBe(403);
      expect(JSON.stringify(invite.body)).not.toContain("token");
    });
  }

  it("refuses sign-in and sign-out from another origin: no cookie is set, the session stays", async () => {
    const signin = await api(
      "POST",
      "/api/auth/signin",
      { username: owner.username, password: "correct horse battery" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(signin.status).toBe(403);
    expect(signin.headers.get("set-cookie")).toBeNull();
    const signout = await api(
      "POST",
      "/api/auth/signout",
      {},
      { cookie: owner.cookie, headers: { origin: "http://topcut.test:5173", "sec-fetch-site": "same-site" } },
    );
    expect(signout.status).toBe(403);
    expect((await api("GET", "/api/auth/me", undefined, { cookie: owner.cookie })).status).toBe(200);
    const signup = await api(
      "POST",
      "/api/auth/signup",
      { username: `csrf${Date.now() % 1e6}`, password: "correct horse battery" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(signup.status).toBe(403);
  });

  it("accepts the app's own origin and requests without Origin or Sec-Fetch-Site", async () => {
    await ok(
      api(
        "PATCH",
        `/api/events/${id}`,
        { commandId: cid(), name: "Own origin" },
        { cookie: owner.cookie, headers: { origin: "http://topcut.test", "sec-fetch-site": "same-origin" } },
      ),
    );
    expect((await view(id)).event.name).toBe("Own origin");
    await ok(api("PATCH", `/api/events/${id}`, { commandId: cid(), name: "From the CLI" }, { cookie: owner.cookie }));
    expect((await view(id)).event.name).toBe("From the CLI");
    // Sec-Fetch-Site "none" is a request the user started (typed, bookmarked): not another page's.
    await ok(
      api("PATCH", `/api/events/${id}`, { commandId: cid(), name: "Cross-site target" }, { cookie: owner.cookie, headers: { "sec-fetch-site": "none" } }),
    );
  });

  it("reads stay open to any origin", async () => {
    expect((await api("GET", `/api/events/${id}`, undefined, { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" } })).status).toBe(
      200,
    );
  });

  it("extra origins come from ALLOWED_ORIGINS (space or comma separated; malformed entries allow nothing)", () => {
    const origins = allowedOrigins("https://topcut.example.org/api/events", "https://www.topcut.example.org, https://tcg.example.net/  not-a-url");
    expect([...origins].sort()).toEqual(["https://tcg.example.net", "https://topcut.example.org", "https://www.topcut.example.org"]);
    expect([...allowedOrigins("http://localhost:8787/api/x", undefined)]).toEqual(["http://localhost:8787"]);
  });
});

describe("writes must be JSON", () => {
  const WRONG: [string, string][] = [
    ["text/plain (what a cross-site form can send)", "text/plain"],
    ["text/plain with a charset", "text/plain;charset=UTF-8"],
    ["a urlencoded form", "application/x-www-form-urlencoded"],
    ["a multipart form", "multipart/form-data; boundary=x"],
    ["application/json-seq", "application/json-seq"],
    ["application/jsonx", "application/jsonx"],
    ["no content type at all", ""],
  ];
  for (const [name, type] of WRONG) {
    it(`refuses ${name} with 415 unsupported_media_type and changes nothing`, async () => {
      const res = await unchanged(() =>
        api<Refused>("PATCH", `/api/events/${id}`, undefined, {
          cookie: owner.cookie,
          raw: JSON.stringify({ commandId: cid(), name: "Form post" }),
          headers: { "content-type": type },
        }),
      );
      expect(res.status).toBe(415);
      expect(res.body.error).toMatchObject({ code: "unsupported_media_type", path: "$" });
      expect(res.body.error.message).toContain("application/json");
    });
  }

  it("accepts application/json with a charset parameter, in any letter case", async () => {
    await ok(
      api("PATCH", `/api/events/${id}`, undefined, {
        cookie: owner.cookie,
        raw: JSON.stringify({ commandId: cid(), name: "Charset" }),
        headers: { "content-type": "Application/JSON; charset=utf-8" },
      }),
    );
    expect((await view(id)).event.name).toBe("Charset");
  });

  it("sign-out takes a JSON body like every write: no empty-body shortcut", async () => {
    const other = await organizer("csrfout");
    const form = await api("POST", "/api/auth/signout", undefined, { cookie: other.cookie, headers: { "content-type": "text/plain" } });
    expect(form.status).toBe(415);
    const none = await api("POST", "/api/auth/signout", undefined, { cookie: other.cookie, headers: { "content-type": "" } });
    expect(none.status).toBe(415);
    const empty = await api<Refused>("POST", "/api/auth/signout", undefined, { cookie: other.cookie });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toMatchObject({ code: "bad_json", path: "$" });
    expect((await api("GET", "/api/auth/me", undefined, { cookie: other.cookie })).status).toBe(200);
    await ok(api("POST", "/api/auth/signout", {}, { cookie: other.cookie }));
    expect((await api("GET", "/api/auth/me", undefined, { cookie: other.cookie })).status).toBe(401);
  });

  it("a delete and an invite acceptance (no body) still need the JSON content type", async () => {
    const del = await unchanged(() =>
      api("DELETE", `/api/events/${id}?commandId=${cid()}`, undefined, { cookie: owner.cookie, headers: { "content-type": "" } }),
    );
    expect(del.status).toBe(415);
    const inv = await ok(
      api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role: "judge" }, { cookie: owner.cookie }),
    );
    const judge = await organizer("csrfjudge");
    expect((await api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: judge.cookie, headers: { "content-type": "text/plain" } })).status).toBe(
      415,
    );
    expect(
      (await api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: judge.cookie, headers: { origin: "https://evil.example" } })).status,
    ).toBe(403);
    await ok(api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: judge.cookie }));
  });
});
