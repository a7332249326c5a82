// The organizer's own resources (rating profiles, saved rules, venue pools)
// and profile merges answer a repeated commandId as event writes do: the same
// caller with the same request gets the stored answer byte for byte; the same
// commandId with another body gets 409 idempotency_conflict with nothing of
// the first answer and creates nothing. Another organizer's commandIds are
// their own (like event creation): the same text creates their own resource.
import { exports } from "cloudflare:workers";
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { PRESETS } from "../../shared/rules/custom.ts";
import type { ProfileSearch } from "../../shared/ratings/answers.ts";
import type { RulesList } from "../../shared/commands/answers.ts";
import type { PoolList } from "../../shared/eventday/desk-answers.ts";
import { sha256Hex } from "../crypto.ts";
import { api, cid, ok, organizer } from "./helpers.ts";

/** The raw answer text, to compare retries byte for byte. */
async function raw(method: string, path: string, body: unknown, cookie: string) {
  const res = await exports.default.fetch(`http://topcut.test${path}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });
  return { status: res.status, text: await res.text() };
}

interface Resource {
  what: string;
  path: string;
  /** A body whose every answer names `label` (so a leak of the first answer shows). */
  body: (label: string) => Record<string, unknown>;
  /** The labels of the caller's own resources of this kind. */
  mine: (cookie: string, label: string) => Promise<string[]>;
  /** Changes the created resource (its answer was stored as it was). */
  edit: (cookie: string, id: string) => Promise<void>;
  idOf: (answer: string) => string;
  /** The row a create stored before answers were kept (the id derived from owner and commandId). */
  legacyRow: (ownerId: string, commandId: string, label: string) => Promise<D1PreparedStatement>;
}

let labels = 0;
const label = (what: string) => `${what} ${++labels}${Math.floor(Math.random() * 1e6)}`;

const RESOURCES: Resource[] = [
  {
    what: "a rating profile",
    path: "/api/profiles",
    body: (l) => ({ name: l, country: "JP", externalId: `DCI ${l}` }),
    mine: async (cookie, l) =>
      (await ok(api<ProfileSearch>("GET", `/api/profiles?q=${encodeURIComponent(l)}`, undefined, { cookie }))).profiles.map((p) => p.name),
    edit: async (cookie, id) => {
      const other = await ok(api<{ profile: { id: string } }>("POST", "/api/profiles", { commandId: cid(), name: label("Kept") }, { cookie }), 201);
      await ok(api("POST", `/api/profiles/${id}/merge`, { commandId: cid(), into: other.profile.id }, { cookie }));
    },
    idOf: (t) => JSON.parse(t).profile.id,
    legacyRow: async (owner, commandId, l) =>
      env.DB.prepare("insert into profiles (id, name, name_key, external_id, created_by, created_at) values (?, ?, ?, ?, ?, ?)").bind(
        `pf${(await sha256Hex(`${owner}:${commandId}`)).slice(0, 14)}`,
        l,
        l.toLowerCase(),
        `DCI ${l}`,
        owner,
        Date.now(),
      ),
  },
  {
    what: "saved rules",
    path: "/api/rules-profiles",
    body: (l) => ({ rules: { ...PRESETS.buchholz, name: l } }),
    mine: async (cookie) => (await ok(api<RulesList>("GET", "/api/rules-profiles", undefined, { cookie }))).profiles.map((p) => p.name),
    edit: async (cookie, id) => {
      await ok(api("PUT", `/api/rules-profiles/${id}`, { rules: { ...PRESETS.buchholz, name: "Changed since" } }, { cookie }));
    },
    idOf: (t) => JSON.parse(t).profile.id,
    legacyRow: async (owner, commandId, l) =>
      env.DB.prepare("insert into rules_profiles (id, owner_id, name, definition, created_at, updated_at) values (?, ?, ?, ?, ?, ?)").bind(
        `rp${(await sha256Hex(`${owner}:${commandId}`)).slice(0, 14)}`,
        owner,
        l,
        JSON.stringify({ ...PRESETS.buchholz, name: l }),
        Date.now(),
        Date.now(),
      ),
  },
  {
    what: "a venue pool",
    path: "/api/pools",
    body: (l) => ({ label: l, capacity: 40 }),
    mine: async (cookie) => (await ok(api<PoolList>("GET", "/api/pools", undefined, { cookie }))).pools.map((p) => p.label),
    edit: async (cookie, id) => {
      await ok(api("PATCH", `/api/pools/${id}`, { label: "Changed since", capacity: 12 }, { cookie }));
    },
    idOf: (t) => JSON.parse(t).pool.id,
    legacyRow: async (owner, commandId, l) =>
      env.DB.prepare("insert into venue_pools (id, owner_id, label, capacity, created_at) values (?, ?, ?, ?, ?)").bind(
        `v${(await sha256Hex(`pool:${owner}:${commandId}`)).slice(0, 15)}`,
        owner,
        l,
        40,
        Date.now(),
      ),
  },
];

describe.each(RESOURCES)("$what: a repeated commandId", (r) => {
  it("the creator's retry gets the stored answer byte for byte, even after the resource changed; another body gets 409 and creates nothing", async () => {
    const olga = await organizer("olga");
    const commandId = cid("own");
    const first = label("Ann");
    const created = await raw("POST", r.path, { commandId, ...r.body(first) }, olga.cookie);
    expect(created.status).toBe(201);
    expect(await raw("POST", r.path, { commandId, ...r.body(first) }, olga.cookie)).toEqual(created);

    const other = label("Bob");
    const changed = await raw("POST", r.path, { commandId, ...r.body(other) }, olga.cookie);
    expect(changed.status).toBe(409);
    expect(JSON.parse(changed.text).error).toMatchObject({ code: "idempotency_conflict", path: "$.commandId" });
    expect(changed.text).not.toContain(first);
    expect(await r.mine(olga.cookie, other)).not.toContain(other);

    // The stored answer, not the resource as it is now.
    await r.edit(olga.cookie, r.idOf(created.text));
    expect(await raw("POST", r.path, { commandId, ...r.body(first) }, olga.cookie)).toEqual(created);
  });

  it("another organizer's same commandId creates their own, with nothing of the first answer; their other body gets 409", async () => {
    const olga = await organizer("olga");
    const oscar = await organizer("oscar");
    const commandId = cid("shared");
    const first = label("Ann");
    const hers = await raw("POST", r.path, { commandId, ...r.body(first) }, olga.cookie);
    expect(hers.status).toBe(201);
    const body = { commandId, ...r.body(label("Cid")) };
    const his = await raw("POST", r.path, body, oscar.cookie);
    expect(his.status).toBe(201);
    expect(his.text).not.toContain(r.idOf(hers.text));
    expect(his.text).not.toContain(first);
    // His retry is his own answer; hers is still hers; his commandId follows the same rules as hers.
    expect(await raw("POST", r.path, body, oscar.cookie)).toEqual(his);
    expect(await raw("POST", r.path, { commandId, ...r.body(first) }, olga.cookie)).toEqual(hers);
    const mixed = await raw("POST", r.path, { commandId, ...r.body(first) }, oscar.cookie);
    expect([mixed.status, JSON.parse(mixed.text).error?.code]).toEqual([409, "idempotency_conflict"]);
  });

  it("two requests in flight at once: the same request gets one answer; another body with the same commandId gets 409", async () => {
    const olga = await organizer("olga");
    const same = cid("burst");
    const body = { commandId: same, ...r.body(label("Dee")) };
    const [a, b] = await Promise.all([raw("POST", r.path, body, olga.cookie), raw("POST", r.path, body, olga.cookie)]);
    expect(a).toEqual(b);
    expect(a.status).toBe(201);

    const racing = cid("race");
    const answers = await Promise.all([
      raw("POST", r.path, { commandId: racing, ...r.body(label("Eve")) }, olga.cookie),
      raw("POST", r.path, { commandId: racing, ...r.body(label("Fay")) }, olga.cookie),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([201, 409]);
  });

  it("a resource created before answers were kept: its retry gets 409, never the stored row", async () => {
    const olga = await organizer("olga");
    const commandId = cid("legacy");
    const old = label("Gus");
    await (await r.legacyRow(olga.id, commandId, old)).run();
    const retry = await raw("POST", r.path, { commandId, ...r.body(old) }, olga.cookie);
    expect(retry.status).toBe(409);
    expect(JSON.parse(retry.text).error.code).toBe("idempotency_conflict");
    expect(retry.text).not.toContain(old);
  });
});

describe("profile merges", () => {
  it("a retry gets the stored answer; the same commandId for another merge gets 409 and merges nothing", async () => {
    const olga = await organizer("olga");
    const make = async (name: string) =>
      (await ok(api<{ profile: { id: string } }>("POST", "/api/profiles", { commandId: cid(), name }, { cookie: olga.cookie }), 201)).profile.id;
    const [a, b, c, d] = [await make(label("Ann")), await make(label("Ann")), await make(label("Bob")), await make(label("Bob"))];
    const commandId = cid("merge");
    const first = await raw("POST", `/api/profiles/${b}/merge`, { commandId, into: a }, olga.cookie);
    expect(first.status).toBe(200);
    expect(await raw("POST", `/api/profiles/${b}/merge`, { commandId, into: a }, olga.cookie)).toEqual(first);

    const other = await raw("POST", `/api/profiles/${d}/merge`, { commandId, into: c }, olga.cookie);
    expect(other.status).toBe(409);
    expect(JSON.parse(other.text).error.code).toBe("idempotency_conflict");
    const page = await ok(api<{ mergedFrom?: string }>("GET", `/api/profiles/${d}`));
    expect(page.mergedFrom).toBeUndefined();
  });
});
