// The Worker's secret key for local use (TOPCUT_SECRET, worker/secret.ts). In
// production it is a wrangler secret (`wrangler secret put TOPCUT_SECRET`);
// `npm start` keeps one in .dev.vars (which wrangler dev reads and git
// ignores), made once with 32 random bytes and kept, so receipts and device
// cookies made locally stay valid across restarts.
import { randomBytes } from "node:crypto";
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
