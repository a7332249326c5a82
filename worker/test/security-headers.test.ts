// Security headers on every /api answer (worker/security-headers.ts): reads,
// writes, errors and refusals alike. The web app's pages and assets carry
// theirs from web/public/_headers (checked by web/test/security-headers.test.ts).
import { describe, expect, it } from "vitest";
import { api, cid, createEvent, organizer } from "./helpers.ts";

function expectHeaders(headers: Headers) {
  const csp = headers.get("content-security-policy") ?? "";
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers.get("x-content-type-options")).toBe("nosniff");
  expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(headers.get("permissions-policy")).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
}

describe("security headers on the API", () => {
  it("are on reads, writes, 304s, errors and refusals", async () => {
    const o = await organizer("headers");
    const id = await createEvent(o.cookie);
    const read = await api("GET", `/api/events/${id}`);
    expect(read.status).toBe(200);
    expectHeaders(read.headers);
    const notModified = await api("GET", `/api/events/${id}`, undefined, { headers: { "if-none-match": read.headers.get("etag")! } });
    expect(notModified.status).toBe(304);
    expectHeaders(notModified.headers);
    const write = await api("PATCH", `/api/events/${id}`, { commandId: cid(), name: "Headers" }, { cookie: o.cookie });
    expect(write.status).toBe(200);
    expectHeaders(write.headers);
    expectHeaders((await api("GET", "/api/health")).headers);
    expectHeaders((await api("GET", "/api/auth/me")).headers); // 401
    expectHeaders((await api("GET", "/api/nowhere")).headers); // 404
    expectHeaders((await api("POST", `/api/events/${id}/finish`, { commandId: 5 }, { cookie: o.cookie })).headers); // 400
    expectHeaders((await api("PATCH", `/api/events/${id}`, { commandId: cid() }, { cookie: o.cookie, headers: { origin: "https://evil.example" } })).headers); // 403
    expectHeaders((await api("GET", `/api/events/${id}/live`)).headers); // 400: not a WebSocket
  });
});
