// Device cookies: a browser that signed in to an account before carries a
// cookie only the server can make for that username (a random nonce and its
// keyed MAC, worker/secret.ts). Its sign-ins count against the device's own
// budget of wrong passwords, not the username's: guessers elsewhere, however
// many addresses they use, cannot lock the owner out of the phone they use
// (docs/platform.md, "Rate limits").
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { randomToken, sameText } from "./crypto.ts";
import { keyedHex, type SecretSettings } from "./secret.ts";

export const DEVICE_COOKIE = "topcut_device";
const DEVICE_DAYS = 365;

async function macOf(env: SecretSettings, username: string, nonce: string): Promise<string> {
  return (await keyedHex(env, "device", `${username}\u0000${nonce}`)).slice(0, 32);
}

/** The nonce of this browser's device cookie when it was made for `username`, else null. */
export async function trustedDevice<E extends { Bindings: SecretSettings }>(c: Context<E>, username: string): Promise<string | null> {
  const value = getCookie(c, DEVICE_COOKIE);
  const m = value ? /^([A-Za-z0-9_-]{22})\.([0-9a-f]{32})$/.exec(value) : null;
  if (!m) return null;
  return sameText(await macOf(c.env, username, m[1]!), m[2]!) ? m[1]! : null;
}

/** After a right password (or a sign-up): this browser is a device of `username` from now on. */
export async function rememberDevice<E extends { Bindings: SecretSettings }>(c: Context<E>, username: string, nonce: string | null): Promise<void> {
  const kept = nonce ?? randomToken(16);
  setCookie(c, DEVICE_COOKIE, `${kept}.${await macOf(c.env, username, kept)}`, {
    httpOnly: true,
    secure: true,
    sameSite: "Strict",
    path: "/api/auth",
    maxAge: DEVICE_DAYS * 86_400,
  });
}
