// The OpenAPI 3.1 document of /api (GET /api/openapi.json), built from the
// endpoint list (endpoints.ts): bodies and queries are the zod schemas the
// handlers parse, as JSON Schema; answers are answers.ts's; every error is
// the one error shape of shared/commands/errors.ts.
import { z } from "zod";
import { ERROR_CODES } from "../../shared/commands/errors.ts";
import { REFUSALS } from "../../shared/commands/refusals.ts";
import { SESSION_COOKIE } from "../auth.ts";
import { answerSchemas, commandAnswer, jsonSchema, type JsonSchema } from "./answers.ts";
import { endpoints as allEndpoints, type Caller, type Endpoint } from "./endpoints.ts";

/** Hono's "/events/:id" as OpenAPI's "/api/events/{id}". */
export function openApiPath(honoPath: string): string {
  return `/api${honoPath.replace(/:([A-Za-z]+)/g, "{$1}")}`;
}

/** What an address's parameter is, by the resource before it. */
function parameterOf(path: string, name: string): { description: string; schema: JsonSchema } {
  const text = (description: string, pattern?: string) => ({ description, schema: { type: "string", ...(pattern ? { pattern } : {}) } });
  if (name === "id" && path.startsWith("/events/")) return text("The event's id: 12 lowercase letters or digits.", "^[a-z0-9]{12}$");
  if (name === "id" && path.startsWith("/profiles/")) return text("A rating profile's id.", "^[A-Za-z0-9_-]{1,64}$");
  if (name === "id") return text("A saved rules profile's id.");
  if (name === "pid" && path.startsWith("/pools/")) return text("A venue pool's id.");
  if (name === "pid") return text("A player's id (p1, p2, ...).", "^[A-Za-z0-9_-]{1,64}$");
  if (name === "n") return text("The round's number (from 1).", "^[0-9]{1,6}$");
  if (name === "table") return text("The table's number (from 1).", "^[0-9]{1,6}$");
  if (name === "seq") return text("The event's sequence number.", "^[0-9]+$");
  if (name === "rid") return text("A registration's id.");
  if (name === "token") return text("The invite's token (from its link).");
  if (name === "pool") return text("A rating pool's key, percent-encoded (club%3AOld%20School).");
  throw new Error(`no description of the address parameter :${name} (${path})`);
}

/** The error answers an endpoint may give, each with the one error shape. */
function errorsOf(e: Endpoint): number[] {
  const write = e.method !== "GET";
  const codes = new Set<number>([400, 500]);
  if (e.callers.includes("session") || e.callers.includes("code")) codes.add(401);
  if (write || e.callers.includes("session") || e.callers.includes("code")) codes.add(403);
  if (e.path.includes(":")) codes.add(404);
  if (e.command || e.path === "/auth/signup" || (e.body instanceof z.ZodObject && "commandId" in e.body.shape)) codes.add(409);
  if (write) for (const s of [413, 415]) codes.add(s);
  if (e.refuses) codes.add(422);
  if (e.callers.includes("code") || e.path.startsWith("/auth/sign") || e.path === "/events/:id/registrations") codes.add(429);
  return [...codes].sort();
}

const ERROR_WHEN: Record<number, string> = {
  400: "Refused input (invalid_input, bad_json): `path` names the field.",
  401: "No session or code where one is needed (unauthenticated), or a wrong password or code (invalid_credentials, wrong_code).",
  403: "Your role may not do this (forbidden), or a write from another origin (forbidden_origin).",
  404: "No such event, player, table, registration, profile or pool (not_found).",
  409: "A stale round (stale_round, with `current`), a conflict, a result conflict or a reused commandId (idempotency_conflict).",
  413: "A body over the limit (too_large).",
  415: "A write that is not Content-Type: application/json (unsupported_media_type).",
  422: "Valid input the rules refuse now (not_allowed_now), with its `reason`.",
  429: "Too many wrong codes or passwords, sign-ups or applications (rate_limited); Retry-After says how long.",
  500: "A bug; nothing was changed (internal).",
};

/** The one error body (CommandError.toBody, docs/api.md "Errors"). */
const ERROR_SCHEMA: JsonSchema = {
  type: "object",
  properties: {
    error: {
      type: "object",
      properties: {
        code: { enum: ERROR_CODES },
        message: { type: "string", description: "The server's English sentence." },
        path: { type: "string", description: 'The JSON path of the offending input ("$.players[2].name"), a query parameter\'s name, "$" or "".' },
        reason: { enum: Object.keys(REFUSALS), description: "A refusal other than refused input, by name (shared/commands/refusals.ts)." },
        about: { type: "object", description: "The values the refusal's sentence names." },
        rule: {
          type: "object",
          description: "The rule a refused field broke (shared/commands/input-rule.ts).",
          properties: { kind: { type: "string" }, of: { type: "string" }, limit: { type: "number" } },
          required: ["kind"],
        },
      },
      required: ["code", "message", "path"],
    },
    current: { description: "With stale_round: the public event view as it is now." },
  },
  required: ["error"],
};

const CALLER_NOTE: Record<Caller, string> = {
  session: `a signed-in organizer (the ${SESSION_COOKIE} cookie)`,
  code: "a player's code in the JSON body (`code`)",
  none: "anyone",
};

/** An operation's id from its method and address: "post_events_id_players". */
function operationId(e: Endpoint): string {
  const words = e.path
    .split("/")
    .filter(Boolean)
    .map((s) => s.replace(/^:/, "").replace(/[^A-Za-z0-9]+/g, "_"));
  return [e.method.toLowerCase(), ...words].join("_");
}

function operation(e: Endpoint): JsonSchema {
  const parameters: JsonSchema[] = [];
  for (const m of e.path.matchAll(/:([A-Za-z]+)/g)) parameters.push({ name: m[1], in: "path", required: true, ...parameterOf(e.path, m[1]!) });
  if (e.query) {
    const q = jsonSchema(e.query, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(q.properties ?? {}))
      parameters.push({ name, in: "query", required: q.required?.includes(name) ?? false, schema });
  }
  const okSchema = e.ok.answer ? { $ref: `#/components/schemas/${e.ok.answer}` } : e.command ? commandAnswer(e.command) : undefined;
  const okMedia = e.ok.media ?? "application/json";
  const responses: Record<string, JsonSchema> = {
    [String(e.ok.status)]: {
      description: e.ok.description ?? "OK",
      ...(okSchema ? { content: { [okMedia]: { schema: okSchema } } } : e.ok.status === 101 ? {} : { content: { [okMedia]: { schema: {} } } }),
    },
  };
  for (const [status, description] of Object.entries(e.also ?? {})) responses[status] = { description };
  for (const status of errorsOf(e)) responses[String(status)] = { $ref: `#/components/responses/E${status}` };
  const code = e.callers.includes("code");
  return {
    operationId: operationId(e),
    tags: [e.tag],
    summary: e.summary,
    description: `Who: ${e.callers.map((c) => CALLER_NOTE[c]).join(", or ")}.${e.command ? ` The command \`${e.command}\` (shared/commands/schema.ts).` : ""} See docs/api.md.`,
    // A player's code travels in the body, which OpenAPI's security schemes cannot name: {} (no scheme) plus x-player-code.
    security: e.callers
      .map((c) => (c === "session" ? { session: [] } : {}))
      .filter((s, i, all) => all.findIndex((t) => JSON.stringify(t) === JSON.stringify(s)) === i),
    ...(code ? { "x-player-code": true } : {}),
    "x-callers": e.callers,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(e.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(e.body, "input") } } } } : {}),
    responses,
  };
}

/** The whole document; the same every time for one build (served with a cache of five minutes). */
export function openApiDocument(endpoints: readonly Endpoint[] = allEndpoints()): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const e of endpoints) {
    const item = (paths[openApiPath(e.path)] ??= {});
    item[e.method.toLowerCase()] = operation(e);
  }
  const tags = [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: {
      title: "Topcut API",
      version: "1",
      summary: "Tournaments: events, players, rounds, results, the floor, registration and ratings.",
      description:
        "JSON in and out under /api. Every write sends Content-Type: application/json; every event write carries a client-made commandId and is idempotent. Conventions, roles and every answer's full shape: docs/api.md.",
      license: { name: "MIT", identifier: "MIT" },
    },
    jsonSchemaDialect: "https://spec.openapis.org/oas/3.1/dialect/base",
    servers: [{ url: "/" }],
    tags,
    paths,
    components: {
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "The organizer's session, set by sign-up and sign-in (HttpOnly)." },
      },
      schemas: { Error: ERROR_SCHEMA, ...answerSchemas() },
      responses: Object.fromEntries(
        Object.entries(ERROR_WHEN).map(([status, description]) => [
          `E${status}`,
          { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        ]),
      ),
    },
    "x-player-code":
      "Operations marked x-player-code take a player's 6-character secret code in the JSON body's `code` field (never in the address). OpenAPI has no scheme for a secret in the body, so their `security` lists {} (no scheme) beside the session where staff may act too.",
  };
}
