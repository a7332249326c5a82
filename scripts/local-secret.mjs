// The Worker's secret key for local use (TOPCUT_SECRET, worker/secret.ts). In
// production it is a wrangler secret (`wrangler secret put TOPCUT_SECRET`);
// `npm start` keeps one in .dev.vars (which wrangler dev reads and git
// ignores), made once with 32 random bytes and kept, so receipts and device
// cookies made locally stay valid across restarts.
import { createECDH, randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** A fresh secret: 32 random bytes, base64url (43 characters). */
export function freshSecret() {
  return randomBytes(32).toString("base64url");
}

/** Makes sure `<root>/.dev.vars` holds a TOPCUT_SECRET of at least 32 characters; never changes one that is there. */
export function ensureLocalSecret(root) {
  const file = join(root, ".dev.vars");
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const line = /^TOPCUT_SECRET\s*=\s*"?([^"\n]*)"?\s*$/m.exec(text);
  if (line && line[1].length >= 32) return false;
  if (line) throw new Error(`${file}: TOPCUT_SECRET is shorter than 32 characters; remove the line and a new one is made`);
  const entry = `# The Worker's secret key for local use (worker/secret.ts); made by npm start, kept between runs.\nTOPCUT_SECRET="${freshSecret()}"\n`;
  if (text) appendFileSync(file, (text.endsWith("\n") ? "" : "\n") + entry);
  else writeFileSync(file, entry);
  return true;
}

/** A fresh VAPID key pair (RFC 8292): the P-256 public point and private scalar, base64url. */
export function freshVapidKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { publicKey: ecdh.getPublicKey().toString("base64url"), privateKey: ecdh.getPrivateKey().toString("base64url") };
}

/**
 * Makes sure `<root>/.dev.vars` holds a VAPID key pair for Web Push (worker/push/vapid.ts); in
 * production they are wrangler secrets. Kept between runs: phones subscribed with one key
 * would get nothing signed with another.
 */
export function ensureLocalVapid(root) {
  const file = join(root, ".dev.vars");
  const text = existsSync(file) ? readFileSync(file, "utf8") : "";
  const has = (name) => new RegExp(`^${name}\\s*=`, "m").test(text);
  if (has("VAPID_PUBLIC_KEY") && has("VAPID_PRIVATE_KEY")) return false;
  if (has("VAPID_PUBLIC_KEY") || has("VAPID_PRIVATE_KEY"))
    throw new Error(`${file}: only half of the VAPID key pair is there; remove the line and a new pair is made`);
  const keys = freshVapidKeys();
  const entry = `# The Web Push key pair for local use (worker/push/vapid.ts); made by npm start, kept between runs.\nVAPID_PUBLIC_KEY="${keys.publicKey}"\nVAPID_PRIVATE_KEY="${keys.privateKey}"\n`;
  if (text) appendFileSync(file, (text.endsWith("\n") ? "" : "\n") + entry);
  else writeFileSync(file, entry);
  return true;
}
