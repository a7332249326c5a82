// Security headers on everything the Worker answers (/api). The web app's
// pages and assets get theirs from web/public/_headers (Workers static
// assets); the reasons are in docs/platform.md, "Security choices".
import type { MiddlewareHandler } from "hono";

/** The API answers JSON only: it loads nothing and is never framed. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()",
  "x-frame-options": "DENY",
};

export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A WebSocket upgrade (101) comes from the Durable Object as is.
    if (c.res.status === 101) return;
    try {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.res.headers.set(name, value);
    } catch {
      // Immutable headers (a response passed through from a binding): copy it once.
      const res = new Response(c.res.body, c.res);
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) res.headers.set(name, value);
      c.res = res;
    }
  };
}
