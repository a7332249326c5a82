// The OpenAPI document in Node (the engine's project): valid OpenAPI 3.1 by
// the specification's own JSON Schema, exactly the endpoints of the shared
// table the web app calls through (shared/api/routes.ts), and exactly the
// endpoints docs/api.md names. worker/test/openapi.test.ts holds it to the
// Worker's routes: one list, from the table to the served routes.
import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "../../shared/api/routes.ts";
import { EVENT_WRITE_ROUTES } from "../../shared/commands/write-routes.ts";
import { openApiDocument } from "./document.ts";

const doc = openApiDocument() as { paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> };

/** "METHOD /api/path/:param" of every operation of the document. */
const documented = (): string[] =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`));

describe("the OpenAPI document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("gives every write with a command a body from its zod schema, strict like the schema", () => {
    const body = doc.paths["/api/events/{id}/rounds/{n}/tables/{table}/result"]?.put?.requestBody as {
      content: { "application/json": { schema: { properties: Record<string, unknown>; required: string[]; additionalProperties: unknown } } };
    };
    const schema = body.content["application/json"].schema;
    expect(schema.additionalProperties).toBe(false);
    // The address's round and table are not in the body; commandId is.
    expect(Object.keys(schema.properties).sort()).toEqual(["asSeen", "commandId", "correction", "result"]);
    expect(schema.required.sort()).toEqual(["commandId", "result"]);
  });

  it("names only endpoints docs/api.md names (method and address)", () => {
    const md = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        const named = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`;
        // The whole address: "POST .../lists/read" is not named by "POST .../lists/reading".
        const pattern = new RegExp(`${named.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w/-])`);
        if (!pattern.test(md)) missing.push(named);
      }
    }
    expect(missing).toEqual([]);
  });

  it("names exactly the endpoints of the shared table the web app calls through", () => {
    const table = [...Object.keys(API_ROUTES), ...EVENT_WRITE_ROUTES.map((r) => `${r.method} ${r.path}`)].map((k) => k.replace(" ", " /api"));
    const inDoc = new Set(documented());
    expect(table.filter((k) => !inDoc.has(k)).sort(), "in shared/api/routes.ts but not in the document").toEqual([]);
    expect([...inDoc].filter((k) => !table.includes(k)).sort(), "in the document but not in shared/api/routes.ts").toEqual([]);
  });

  it("is named whole by docs/api.md: no endpoint there that the document lacks", () => {
    const md = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
    const inDoc = new Set(documented());
    const named = new Set<string>();
    // "GET /api/events/:id/views/<seq>?rounds=latest" names GET /api/events/:id/views/:seq.
    for (const m of md.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/api\/[A-Za-z0-9:/_.<>-]*)/g)) {
      named.add(`${m[1]} ${m[2]!.replace(/<(\w+)>/g, ":$1").replace(/[/.]+$/, "")}`);
    }
    expect(named.size).toBeGreaterThan(80);
    expect([...named].filter((n) => !inDoc.has(n)).sort(), "named in docs/api.md but not in the document").toEqual([]);
  });
});
