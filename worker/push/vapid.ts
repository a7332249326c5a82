// VAPID (RFC 8292): every push message carries a JWT signed (ES256) with the
// deployment's key, whose public half the browser subscribed with, so a push
// service delivers only our messages to our subscriptions. The key pair is a
// wrangler secret (VAPID_PRIVATE_KEY, VAPID_PUBLIC_KEY; `npm start` makes one
// for local use: scripts/local-secret.mjs).
import { base64ToUint8Array, uint8ArrayToBase64 } from "uint8array-extras";

export interface VapidKeys {
  /** The application server key: a 65-byte uncompressed P-256 point, base64url. */
  publicKey: string;
  /** The private scalar d, 32 bytes, base64url. */
  privateKey: string;
  /** Who runs this deployment, for the push service to contact: "mailto:..." or an https URL. */
  subject: string;
}

const b64url = (bytes: Uint8Array) => uint8ArrayToBase64(bytes, { urlSafe: true });
const utf8 = (s: string) => new TextEncoder().encode(s);

/** The configured keys, or null where push is not set up. */
export function vapidKeys(env: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; PUSH_SUBJECT?: string }): VapidKeys | null {
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) return null;
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.PUSH_SUBJECT || "mailto:push@topcut.invalid" };
}

const signing = new Map<string, Promise<CryptoKey>>();
function signingKey(keys: VapidKeys): Promise<CryptoKey> {
  let key = signing.get(keys.privateKey);
  if (!key) {
    const point = base64ToUint8Array(keys.publicKey);
    if (point.length !== 65 || point[0] !== 4) throw new Error("VAPID_PUBLIC_KEY is not an uncompressed P-256 point (65 bytes, base64url)");
    const jwk = { kty: "EC", crv: "P-256", x: b64url(point.slice(1, 33)), y: b64url(point.slice(33)), d: keys.privateKey, ext: false };
    key = crypto.subtle.importKey("jwk", jwk, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
    signing.set(keys.privateKey, key);
  }
  return key;
}

/**
 * The Authorization header for a message to `endpoint`: `vapid t=<JWT>, k=<public key>`,
 * the JWT's audience the push service's origin, expiring in 12 hours (RFC 8292 allows 24).
 */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, nowMs: number): Promise<string> {
  const header = b64url(utf8(JSON.stringify({ typ: "JWT", alg: "ES256" })));
  const claims = b64url(utf8(JSON.stringify({ aud: new URL(endpoint).origin, exp: Math.floor(nowMs / 1000) + 12 * 3600, sub: keys.subject })));
  // WebCrypto's ECDSA signature is r || s, 64 bytes: the JWS form (RFC 7518 §3.4).
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, await signingKey(keys), utf8(`${header}.${claims}`));
  return `vapid t=${header}.${claims}.${b64url(new Uint8Array(signature))}, k=${keys.publicKey}`;
}
