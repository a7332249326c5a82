// GET /api/docs: the OpenAPI document as a page for people, rendered here
// from the document itself. Plain HTML with no script and no style (the API's
// Content-Security-Policy, default-src 'none', holds), readable on a phone:
// one section a tag, one collapsible entry an endpoint.
import type { JsonSchema } from "./answers.ts";

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A schema in a few words: "string (1-120)", "one of: a | b", "object", "integer 1-100". */
export function brief(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  if (typeof schema.$ref === "string") return schema.$ref.split("/").at(-1)!;
  if ("const" in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return `one of: ${schema.enum.map((v) => JSON.stringify(v)).join(" | ")}`;
  for (const key of ["anyOf", "oneOf"]) {
    const options = schema[key];
    if (Array.isArray(options)) return options.map((o) => brief(o as JsonSchema)).join(" or ");
  }
  const type = Array.isArray(schema.type) ? schema.type.join(" or ") : typeof schema.type === "string" ? schema.type : "any";
  if (type === "array") return `array of ${brief(schema.items as JsonSchema | undefined)}`;
  const min = schema.minLength ?? schema.minimum ?? schema.minItems;
  const max = schema.maxLength ?? schema.maximum ?? schema.maxItems;
  return min !== undefined || max !== undefined ? `${type} (${min ?? ""}-${max ?? ""})` : type;
}

/** The top-level fields of an object schema as a list. */
function fields(schema: JsonSchema | undefined): string {
  const props = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  const items = Object.entries(props).map(([name, s]) => `<li><code>${esc(name)}</code>${required.has(name) ? "" : " (optional)"}: ${esc(brief(s))}</li>`);
  return items.length > 0 ? `<ul>${items.join("")}</ul>` : "";
}

type Operation = {
  summary: string;
  description: string;
  parameters?: { name: string; in: string; required: boolean; description?: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description?: string; $ref?: string; content?: Record<string, { schema: JsonSchema }> }>;
  tags: string[];
  "x-callers": string[];
};

function entry(method: string, path: string, op: Operation, components: Record<string, JsonSchema>): string {
  const resolve = (s: JsonSchema | undefined) => (typeof s?.$ref === "string" ? components[s.$ref.split("/").at(-1)!] : s);
  const who = op["x-callers"].map((c) => (c === "session" ? "session cookie" : c === "code" ? "player code (body)" : "none")).join(" or ");
  const params = (op.parameters ?? [])
    .map((p) => `<li><code>${esc(p.name)}</code> (${p.in}${p.required ? "" : ", optional"}): ${esc(p.description ?? brief(p.schema))}</li>`)
    .join("");
  const body = op.requestBody?.content["application/json"]?.schema;
  const responses = Object.entries(op.responses);
  const answers = responses
    .filter(([, r]) => !r.$ref)
    .map(([status, r]) => `<li>${status}: ${esc(r.description ?? "")}${fields(resolve(Object.values(r.content ?? {})[0]?.schema))}</li>`)
    .join("");
  const errors = responses.filter(([, r]) => r.$ref).map(([status]) => status);
  return `<details><summary><b>${method.toUpperCase()}</b> <code>${esc(path)}</code> ${esc(op.summary)}</summary>
<p>Security: ${esc(who)}. ${esc(op.description)}</p>
${params ? `<p>Parameters:</p><ul>${params}</ul>` : ""}${body ? `<p>Body:</p>${fields(body)}` : ""}<p>Answers:</p><ul>${answers}</ul><p>Errors: ${errors.join(", ")}.</p></details>`;
}

/** The page: every operation of the document grouped by tag. */
export function docsPage(doc: JsonSchema): string {
  const paths = doc.paths as Record<string, Record<string, Operation>>;
  const components = (doc.components as { schemas: Record<string, JsonSchema> }).schemas;
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, op] of Object.entries(item)) {
      const tag = op.tags[0] ?? "Other";
      byTag.set(tag, [...(byTag.get(tag) ?? []), entry(method, path, op, components)]);
    }
  }
  const errors = Object.entries((doc.components as { responses: Record<string, { description: string }> }).responses)
    .map(([name, r]) => `<li>${esc(name.slice(1))}: ${esc(r.description)}</li>`)
    .join("");
  const sections = [...byTag].map(([tag, entries]) => `<section><h2>${esc(tag)}</h2>\n${entries.join("\n")}</section>`).join("\n");
  const info = doc.info as { title: string; description: string };
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(info.title)}</title></head>
<body><h1>${esc(info.title)}</h1>
<p>${esc(info.description)}</p>
<p>The machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Errors are all one shape: <code>{ error: { code, message, path, reason?, about?, rule? } }</code>:</p>
<ul>${errors}</ul>
${sections}
</body></html>
`;
}
