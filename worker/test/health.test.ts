import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

describe("GET /api/health", () => {
  it("answers from the Worker with the applied D1 migrations", async () => {
    const res = await exports.default.fetch("http://topcut.test/api/health");
    expect(res.status).toBe(200);
    const body = await res.json<{ ok: boolean; migrations: number }>();
    expect(body.ok).toBe(true);
    expect(body.migrations).toBeGreaterThan(0);
  });
});
