// GET /api/openapi.json and GET /api/docs: the API described, built from the
// schemas that validate the requests (worker/openapi/) once per isolate, when
// first asked, so the Worker's start does not pay for it.
import { Hono } from "hono";
import type { Env } from "../env.ts";
import { openApiDocument } from "../openapi/document.ts";
import { docsPage } from "../openapi/docs-page.ts";

let built: { json: string; html: string } | null = null;
function described() {
  if (!built) {
    const doc = openApiDocument();
    built = { json: JSON.stringify(doc), html: docsPage(doc) };
  }
  return built;
}

const CACHE = { "cache-control": "public, max-age=300" };

export const openApi = new Hono<{ Bindings: Env }>();
openApi.get("/openapi.json", (c) => c.body(described().json, 200, { ...CACHE, "content-type": "application/json; charset=utf-8" }));
openApi.get("/docs", (c) => c.body(described().html, 200, { ...CACHE, "content-type": "text/html; charset=utf-8" }));
