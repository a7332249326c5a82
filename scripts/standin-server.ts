// The HTTP scaffolding of the stand-in services (push-standin.ts,
// webhook-standin.ts): a server on 127.0.0.1 that reads each request's whole
// body before handing it over, answers JSON, and never keeps the process
// alive (test configs start it with no teardown of their own).
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInRequest {
  method: string;
  url: URL;
  headers: IncomingMessage["headers"];
  body: Buffer;
  /** The server's own origin (http://127.0.0.1:port). */
  origin: string;
}

export interface StandInReply {
  json(status: number, value: unknown): void;
  /** A status with no body. */
  empty(status: number, headers?: Record<string, string>): void;
}

export interface StandInServer {
  origin: string;
  /** host:port, for the Worker's *_EXTRA_HOSTS settings. */
  host: string;
  close(): Promise<void>;
}

export async function startStandInServer(handle: (req: StandInRequest, reply: StandInReply) => void, port = 0): Promise<StandInServer> {
  let origin = "";
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const reply: StandInReply = {
        json: (status, value) => {
          res.writeHead(status, { "content-type": "application/json" });
          res.end(JSON.stringify(value));
        },
        empty: (status, headers = {}) => {
          res.writeHead(status, headers);
          res.end();
        },
      };
      handle({ method: req.method ?? "GET", url: new URL(req.url ?? "/", origin), headers: req.headers, body: Buffer.concat(chunks), origin }, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  server.unref();
  server.on("connection", (socket) => socket.unref());
  const listening = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${listening}`;
  return { origin, host: `127.0.0.1:${listening}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
