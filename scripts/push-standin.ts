// A stand-in push service for tests and the load run, written against the
// RFCs with Node's own crypto (none of the Worker's code): it hands out
// subscriptions as a browser would (its own P-256 key pair and auth secret),
// takes push messages as a push service would, checks each message's VAPID
// JWT against the deployment's public key (RFC 8292) and decrypts its payload
// (RFC 8291, aes128gcm), and says what it received.
import { type StandInServer, startStandInServer } from "./standin-server.ts";
import { createECDH, createHmac, createDecipheriv, createPublicKey, randomBytes, verify, type ECDH } from "node:crypto";

export interface Received {
  /** The subscription it was sent to. */
  id: string;
  /** Everything checked: the VAPID signature, claims and key, the encoding, the decryption. */
  ok: boolean;
  problem?: string;
  /** The decrypted payload, parsed as JSON. */
  payload?: unknown;
  claims?: { aud: string; exp: number; sub: string };
  headers: Record<string, string>;
  at: number;
}

interface Sub {
  ecdh: ECDH;
  auth: Buffer;
  /** Answers to give before accepting: e.g. [429, 429] or [410]. */
  script: number[];
}

const b64u = (b: Buffer) => b.toString("base64url");
const hmac = (key: Buffer, data: Buffer) => createHmac("sha256", key).update(data).digest();

/**
 * Decrypts an aes128gcm push message body (RFC 8291 §3.4, RFC 8188) with the
 * receiver's key pair and auth secret; throws with the reason it cannot.
 */
export function decryptPush(body: Buffer, receiver: { privateKey: Buffer; publicKey: Buffer }, auth: Buffer): Buffer {
  if (body.length < 21 + 65 + 17) throw new Error("body shorter than a header and one record");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  if (idLength !== 65) throw new Error(`key id is ${idLength} bytes, not the sender's 65-byte public key`);
  const senderKey = body.subarray(21, 21 + 65);
  const record = body.subarray(21 + 65);
  if (record.length > recordSize) throw new Error("more than one record");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(receiver.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  // RFC 8291 §3.3-3.4: the input keying material from the auth secret, then the content key and nonce from the salt.
  const prkKey = hmac(auth, shared);
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from("WebPush: info\0"), receiver.publicKey, senderKey, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01", "latin1")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01", "latin1")).subarray(0, 12);
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with 0x02 after the data, then zeros (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

/** Checks `vapid t=<jwt>, k=<key>` (RFC 8292 §3): the key, ES256 signature, audience and expiry. */
export function checkVapid(header: string | undefined, publicKey: string, origin: string, nowS: number): { aud: string; exp: number; sub: string } {
  const m = /^vapid t=([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+), k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!m) throw new Error(`Authorization is not "vapid t=..., k=...": ${header}`);
  const [, h, c, s, k] = m;
  if (k !== publicKey) throw new Error("k is not the deployment's public key");
  const head = JSON.parse(Buffer.from(h!, "base64url").toString());
  if (head.alg !== "ES256") throw new Error(`alg ${head.alg}`);
  const point = Buffer.from(k, "base64url");
  const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: b64u(point.subarray(1, 33)), y: b64u(point.subarray(33)) }, format: "jwk" });
  const ok = verify("sha256", Buffer.from(`${h}.${c}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(s!, "base64url"));
  if (!ok) throw new Error("the JWT's signature does not verify with k");
  const claims = JSON.parse(Buffer.from(c!, "base64url").toString());
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud}, not ${origin}`);
  if (!(claims.exp > nowS && claims.exp <= nowS + 24 * 3600)) throw new Error(`exp ${claims.exp} is not within 24 hours`);
  if (typeof claims.sub !== "string" || !/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return claims;
}

/** A fresh VAPID key pair as the Worker's settings take it (base64url). */
export function vapidKeyPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { publicKey: b64u(ecdh.getPublicKey()), privateKey: b64u(ecdh.getPrivateKey()) };
}

export interface PushStandIn extends StandInServer {
  received: Received[];
}

/**
 * Starts the stand-in on 127.0.0.1. Routes: POST /subscriptions (?script=429,429 or ?script=410)
 * → a browser's subscription; POST /push/:id → a push message; GET /received/:id → what came.
 */
export async function startPushStandIn(vapidPublicKey: string, port = 0): Promise<PushStandIn> {
  const subs = new Map<string, Sub>();
  const received: Received[] = [];
  const server = await startStandInServer(({ method, url, headers: sent, body, origin }, { json, empty }) => {
    if (method === "POST" && url.pathname === "/subscriptions") {
      const id = randomBytes(9).toString("base64url");
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const script = (url.searchParams.get("script") ?? "").split(",").filter(Boolean).map(Number);
      subs.set(id, { ecdh, auth: randomBytes(16), script });
      const sub = subs.get(id)!;
      return json(201, { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: b64u(ecdh.getPublicKey()), auth: b64u(sub.auth) } });
    }
    const push = /^\/push\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (method === "POST" && push) {
      const sub = subs.get(push[1]!);
      if (!sub) return json(404, { error: "no such subscription" });
      const scripted = sub.script.shift();
      if (scripted !== undefined) return empty(scripted, scripted === 429 ? { "retry-after": "1" } : {});
      const headers = Object.fromEntries(Object.entries(sent).map(([k, v]) => [k, String(v)]));
      const entry: Received = { id: push[1]!, ok: false, headers, at: Date.now() };
      try {
        entry.claims = checkVapid(sent.authorization, vapidPublicKey, origin, Math.floor(Date.now() / 1000));
        if (sent["content-encoding"] !== "aes128gcm") throw new Error(`Content-Encoding ${sent["content-encoding"]}`);
        if (!sent.ttl) throw new Error("no TTL");
        const plain = decryptPush(body, { privateKey: sub.ecdh.getPrivateKey(), publicKey: sub.ecdh.getPublicKey() }, sub.auth);
        entry.payload = JSON.parse(plain.toString("utf8"));
        entry.ok = true;
      } catch (e) {
        entry.problem = e instanceof Error ? e.message : String(e);
      }
      received.push(entry);
      return json(entry.ok ? 201 : 400, entry.ok ? {} : { error: entry.problem });
    }
    const got = /^\/received\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    if (method === "GET" && got)
      return json(
        200,
        received.filter((r) => r.id === got[1]),
      );
    if (method === "GET" && url.pathname === "/received") return json(200, { count: received.length, ok: received.filter((r) => r.ok).length });
    json(404, { error: "not found" });
  }, port);
  return { ...server, received };
}
