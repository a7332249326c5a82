// The OpenAPI document (GET /api/openapi.json) names every route the Worker
// serves under /api and nothing else, in OpenAPI 3.1's shape; the page for
// people (GET /api/docs) lists them with the API's security headers. The full
// validation against the 3.1 schema runs in Node (worker/openapi/document.test.ts):
// the validator compiles code, which workerd forbids.
import { describe, expect, it } from "vitest";
import { app } from "../index.ts";
import { api } from "./helpers.ts";

type Doc = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; security: unknown[]; tags: string[] }>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
};

const METHODS = ["get", "post", "put", "patch", "delete"];

/** "METHOD /api/path/{param}" of every route the Worker serves under /api: Hono's own list, less middleware and the catch-all. */
function servedRoutes(): Set<string> {
  const served = new Set<string>();
  for (const r of app.routes) {
    if (!METHODS.includes(r.method.toLowerCase()) || !r.path.startsWith("/api/")) continue;
    const path = r.path.replace(/\/$/, "").replace(/:([A-Za-z]+)/g, "{$1}");
    served.add(`${r.method} ${path}`);
  }
  return served;
}

function documented(doc: Doc): Set<string> {
  const out = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) for (const method of Object.keys(item)) out.add(`${method.toUpperCase()} ${path}`);
  return out;
}

describe("GET /api/openapi.json", () => {
  it("documents every route the Worker serves under /api, and only those", async () => {
    const res = await api<Doc>("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const served = servedRoutes();
    const inDoc = documented(res.body);
    // Sanity: the list really is the app's (the event's reads and writes, the catch-all left out).
    expect(served.has("GET /api/events/{id}")).toBe(true);
    expect(served.has("PUT /api/events/{id}/rounds/{n}/tables/{table}/result")).toBe(true);
    expect(served.size).toBeGreaterThan(80);
    expect([...served].filter((r) => !inDoc.has(r)).sort(), "served but not in the document").toEqual([]);
    expect([...inDoc].filter((r) => !served.has(r)).sort(), "in the document but not served").toEqual([]);
  });

  it("has OpenAPI 3.1's required fields, unique operation ids, answers and security on every operation", async () => {
    const doc = (await api<Doc>("GET", "/api/openapi.json")).body;
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(doc.info.version).toBeTruthy();
    expect(doc.components.securitySchemes.session).toEqual(expect.objectContaining({ type: "apiKey", in: "cookie", name: "topcut_session" }));
    const ids = new Set<string>();
    for (const [path, item] of Object.entries(doc.paths)) {
      expect(path.startsWith("/api/")).toBe(true);
      for (const [method, op] of Object.entries(item)) {
        expect(METHODS).toContain(method);
        expect(ids.has(op.operationId), op.operationId).toBe(false);
        ids.add(op.operationId);
        expect(Object.keys(op.responses).length, `${method} ${path}`).toBeGreaterThan(1);
        expect(Array.isArray(op.security)).toBe(true);
        expect(op.tags).toHaveLength(1);
      }
    }
  });
});

describe("GET /api/docs", () => {
  it("is an HTML page with the API's security headers, listing every operation", async () => {
    const doc = (await api<Doc>("GET", "/api/openapi.json")).body;
    const res = await api<string>("GET", "/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const html = typeof res.body === "string" ? res.body : "";
    // No script and nothing loaded from elsewhere: the page stays light and within the policy.
    expect(html).not.toMatch(/<script|<link|<img|<iframe/i);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) expect(html).toContain(`<b>${method.toUpperCase()}</b> <code>${path}</code>`);
    }
  });
});
