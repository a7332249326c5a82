// The OpenAPI document in Node (the engine's project): valid OpenAPI 3.1 by
// the specification's own JSON Schema, and every endpoint named in
// docs/api.md. worker/test/openapi.test.ts holds it to the Worker's routes.
import { readFileSync } from "node:fs";
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./document.ts";

const doc = openApiDocument() as { paths: Record<string, Record<string, { requestBody?: unknown; responses: Record<string, unknown> }>> };

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
});
