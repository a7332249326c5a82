// The Worker's own secret, TOPCUT_SECRET (a wrangler secret in production;
// `npm start` and the tests write one for local use into .dev.vars). It keys
// every value an outsider must not be able to compute from what they can see:
// a registration's receipt id and code (from the event and the client's
// commandId) and the device cookies of sign-in (docs/platform.md, "Secrets").
// Each use names its purpose, so one keyed value never stands for another.
import { CommandError } from "../shared/commands/errors.ts";
import { toHex } from "./crypto.ts";

export interface SecretSettings {
  TOPCUT_SECRET?: string;
}

/** Shorter secrets are refused: 32 characters of a random token are at least 128 bits. */
export const MIN_SECRET_LENGTH = 32;

const keys = new Map<string, Promise<CryptoKey>>();

function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, key);
  }
  return key;
}

/** The deployment's secret, or a 500 that says what is missing (nothing is derived from an empty or short key). */
export function serverSecret(env: SecretSettings): string {
  const secret = env.TOPCUT_SECRET ?? "";
  if (secret.length < MIN_SECRET_LENGTH) {
    console.error(`TOPCUT_SECRET is ${secret ? "shorter than 32 characters" : "not set"}: set it with \`wrangler secret put TOPCUT_SECRET\``);
    throw new CommandError("internal", "The server is missing its secret key; nothing was changed. Tell the site's operator.");
  }
  return secret;
}

/** HMAC-SHA-256 of `purpose` and `message` under the server's secret, as 64 hex digits. */
export async function keyedHex(env: SecretSettings, purpose: string, message: string): Promise<string> {
  const key = await keyOf(serverSecret(env));
  return toHex(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${purpose}\u0000${message}`)));
}
