// Cross-site request forgery: every write under /api must be JSON and must
// come from the app's own origin. A cross-site HTML form can only send
// text/plain, urlencoded or multipart bodies, and a cross-site fetch with
// application/json needs a CORS preflight we never answer; on top of that the
// browser tells us where a request comes from (Origin, Sec-Fetch-Site), so a
// page on another origin — even a sibling on the same site, such as another
// port of localhost — is refused before anything runs. Requests with neither
// header (the CLI, curl, scripts/load.ts) are not from a browser and pass.
import type { MiddlewareHandler } from "hono";
import { CommandError } from "../shared/commands/errors.ts";
import type { Env } from "./env.ts";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The app's origins: the request's own, plus the deployment's ALLOWED_ORIGINS (wrangler.toml [vars]). */
export function allowedOrigins(requestUrl: string, extra: string | undefined): Set<string> {
  const origins = new Set([new URL(requestUrl).origin]);
  for (const item of (extra ?? "").split(/[\s,]+/)) {
    if (!item) continue;
    try {
      origins.add(new URL(item).origin);
    } catch {
      // A malformed entry allows nothing (it would never equal a browser's Origin).
    }
  }
  return origins;
}

/** `application/json`, optionally with parameters (charset); nothing else, not even application/json-seq. */
export function isJsonType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  return contentType.split(";")[0]!.trim().toLowerCase() === "application/json";
}

export function sameOriginJsonWrites(): MiddlewareHandler<{ Bindings: Env }> {
  return async (c, next) => {
    if (!WRITES.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const site = c.req.header("sec-fetch-site")?.toLowerCase();
    if ((origin !== undefined && !allowedOrigins(c.req.url, c.env.ALLOWED_ORIGINS).has(origin)) || site === "cross-site" || site === "same-site") {
      throw new CommandError("forbidden_origin", "This request comes from another site; changes are accepted only from Topcut's own pages.", "");
    }
    if (!isJsonType(c.req.header("content-type"))) {
      throw new CommandError(
        "unsupported_media_type",
        "Send the request as JSON (content-type: application/json), with a JSON object body ({} when there is nothing to say).",
        "$",
      );
    }
    return next();
  };
}
