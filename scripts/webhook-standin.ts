// A stand-in webhook receiver for tests (as Discord's webhooks answer): it
// keeps every JSON message posted to /hooks/<name>, and answers a hook made
// with a script (POST /scripts/<name> [429, 500]) with those statuses first,
// a 429 with Discord's `{ retry_after }` body.
import { type StandInServer, startStandInServer } from "./standin-server.ts";

export type WebhookStandIn = StandInServer;

export async function startWebhookStandIn(): Promise<WebhookStandIn> {
  const got = new Map<string, unknown[]>();
  const scripts = new Map<string, number[]>();
  return startStandInServer(({ method, url, headers, body }, { json, empty }) => {
    const hook = /^\/hooks\/([\w-]+)$/.exec(url.pathname);
    if (method === "POST" && hook) {
      const next = scripts.get(hook[1]!)?.shift();
      if (next === 429) return json(429, { message: "You are being rate limited.", retry_after: 0.4, global: false });
      if (next !== undefined) return json(next, { message: "scripted" });
      if (headers["content-type"] !== "application/json") return json(400, { message: "not JSON" });
      got.set(hook[1]!, [...(got.get(hook[1]!) ?? []), JSON.parse(body.toString("utf8"))]);
      return empty(204);
    }
    const script = /^\/scripts\/([\w-]+)$/.exec(url.pathname);
    if (method === "POST" && script) {
      scripts.set(script[1]!, JSON.parse(body.toString("utf8")) as number[]);
      return json(201, {});
    }
    const read = /^\/received\/([\w-]+)$/.exec(url.pathname);
    if (method === "GET" && read) return json(200, got.get(read[1]!) ?? []);
    json(404, { message: "Unknown Webhook" });
  });
}
