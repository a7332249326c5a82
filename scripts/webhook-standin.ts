// A stand-in webhook receiver for tests (as Discord's webhooks answer): it
// keeps every JSON message posted to /hooks/<name>, and answers a hook made
// with a script (POST /scripts/<name> [429, 500]) with those statuses first,
// a 429 with Discord's `{ retry_after }` body.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface WebhookStandIn {
  origin: string;
  host: string;
  close(): Promise<void>;
}

export async function startWebhookStandIn(): Promise<WebhookStandIn> {
  const got = new Map<string, unknown[]>();
  const scripts = new Map<string, number[]>();
  let origin = "";
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", origin);
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      const hook = /^\/hooks\/([\w-]+)$/.exec(url.pathname);
      if (req.method === "POST" && hook) {
        const next = scripts.get(hook[1]!)?.shift();
        if (next === 429) return json(429, { message: "You are being rate limited.", retry_after: 0.4, global: false });
        if (next !== undefined) return json(next, { message: "scripted" });
        if (req.headers["content-type"] !== "application/json") return json(400, { message: "not JSON" });
        got.set(hook[1]!, [...(got.get(hook[1]!) ?? []), JSON.parse(Buffer.concat(chunks).toString("utf8"))]);
        res.writeHead(204);
        return res.end();
      }
      const script = /^\/scripts\/([\w-]+)$/.exec(url.pathname);
      if (req.method === "POST" && script) {
        scripts.set(script[1]!, JSON.parse(Buffer.concat(chunks).toString("utf8")) as number[]);
        return json(201, {});
      }
      const read = /^\/received\/([\w-]+)$/.exec(url.pathname);
      if (req.method === "GET" && read) return json(200, got.get(read[1]!) ?? []);
      json(404, { message: "Unknown Webhook" });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Started by a test config with no teardown of its own: it must never keep the test run alive.
  server.unref();
  server.on("connection", (socket) => socket.unref());
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  return { origin, host: `127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}
