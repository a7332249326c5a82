// Organizer accounts: sign up, sign in, sign out, me. Passwords are hashed
// with PBKDF2-SHA256 (per-user random salt); sessions are random tokens kept
// only as SHA-256 hashes in D1, sent in an HttpOnly Secure SameSite=Lax cookie.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { z } from "zod";
import { CommandError } from "../shared/commands/errors.ts";
import { PBKDF2_ITERATIONS, fromBase64Url, hashPassword, randomToken, sameText, sha256Hex, toBase64Url } from "./crypto.ts";
import { sessions, users } from "./db/schema.ts";
import type { Env } from "./env.ts";
import { clientKey, parseWith, readJsonObject } from "./http.ts";
import { checkSecret, d1Tally, passwordCounters, reserve, signupCounters } from "./rate-limit.ts";
import { rememberDevice, trustedDevice } from "./device-cookie.ts";
import { PASSWORD, USERNAME } from "../shared/commands/account.ts";
import { refuse } from "../shared/commands/refusals.ts";
import type { Me } from "../shared/commands/answers.ts";

export const SESSION_COOKIE = "topcut_session";
const SESSION_DAYS = 30;

export interface User {
  id: string;
  username: string;
}

// The rule lives once in shared/commands/account.ts (the sign-up form checks it as the user types).
export const Credentials = z.strictObject({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(USERNAME.min, `a username has at least ${USERNAME.min} characters`)
    .max(USERNAME.max, `a username has at most ${USERNAME.max} characters`)
    .regex(USERNAME.pattern, "a username uses only letters a-z, digits, _ and -"),
  password: z
    .string()
    .min(PASSWORD.min, `a password has at least ${PASSWORD.min} characters`)
    .max(PASSWORD.max, `a password has at most ${PASSWORD.max} characters`),
});

/** The sign-in body: any username and password within the limits (the sign-up rule is Credentials). */
export const SignIn = z.strictObject({ username: z.string().trim().toLowerCase().min(1).max(32), password: z.string().min(1).max(200) });

async function startSession(c: Context<{ Bindings: Env }>, userId: string): Promise<void> {
  const token = randomToken();
  const now = Date.now();
  await drizzle(c.env.DB)
    .insert(sessions)
    .values({ tokenHash: await sha256Hex(token), userId, createdAt: now, expiresAt: now + SESSION_DAYS * 86_400_000 });
  setCookie(c, SESSION_COOKIE, token, { httpOnly: true, secure: true, sameSite: "Lax", path: "/", maxAge: SESSION_DAYS * 86_400 });
}

/** The signed-in organizer, or null. Any route's context (an event's routes carry more: routes/event-scope.ts). */
export async function currentUser<E extends { Bindings: Env }>(c: Context<E>): Promise<User | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 100) return null;
  const row = await drizzle(c.env.DB)
    .select({ id: users.id, username: users.username, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, await sha256Hex(token)))
    .get();
  if (!row || row.expiresAt < Date.now()) return null;
  return { id: row.id, username: row.username };
}

export async function requireUser<E extends { Bindings: Env }>(c: Context<E>): Promise<User> {
  const user = await currentUser(c);
  if (!user) throw new CommandError("unauthenticated", "Sign in as an organizer to do this.");
  return user;
}

export const auth = new Hono<{ Bindings: Env }>();

auth.post("/signup", async (c) => {
  const { username, password } = parseWith(Credentials, await readJsonObject(c));
  const db = drizzle(c.env.DB);
  // A sign-up takes its place before anything is looked up: a taken username stays counted (else usernames could be
  // listed without bound); only a race lost to another sign-up of the same name gives it back.
  const use = await reserve(d1Tally(c.env.DB), signupCounters(clientKey(c)), Date.now());
  const taken = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).get();
  if (taken) throw refuse("username-taken", `The username "${username}" is taken.`, "$.username", { username });
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const id = randomToken(12);
  try {
    await db.insert(users).values({
      id,
      username,
      passwordHash: await hashPassword(password, salt),
      salt: toBase64Url(salt),
      iterations: PBKDF2_ITERATIONS,
      createdAt: Date.now(),
    });
  } catch {
    await use.release();
    throw refuse("username-taken", `The username "${username}" is taken.`, "$.username", { username });
  }
  await startSession(c, id);
  await rememberDevice(c, username, null);
  return c.json({ user: { id, username } } satisfies Me, 201);
});

auth.post("/signin", async (c) => {
  const body = await readJsonObject(c);
  const { username, password } = parseWith(SignIn, body);
  // Counted before the hash: against this browser's device cookie of the username if it has one, else the username
  // (per address and in all); the address's count never refuses a right password (worker/rate-limit.ts).
  const device = await trustedDevice(c, username);
  const user = await checkSecret(
    d1Tally(c.env.DB),
    passwordCounters(username, clientKey(c), device),
    Date.now(),
    async () => {
      const found = await drizzle(c.env.DB).select().from(users).where(eq(users.username, username)).get();
      // Hash even for an unknown user so timing does not tell which usernames exist.
      const hash = await hashPassword(password, found ? fromBase64Url(found.salt) : new Uint8Array(16), found?.iterations ?? PBKDF2_ITERATIONS);
      return found && sameText(hash, found.passwordHash) ? found : null;
    },
    () => new CommandError("invalid_credentials", "The username or password is wrong.", ""),
  );
  await startSession(c, user.id);
  await rememberDevice(c, user.username, device);
  return c.json({ user: { id: user.id, username: user.username } } satisfies Me);
});

auth.post("/signout", async (c) => {
  // A JSON body like every write ({}), so a cross-site form cannot sign anyone out.
  parseWith(z.strictObject({}), await readJsonObject(c));
  const token = getCookie(c, SESSION_COOKIE);
  if (token && token.length <= 100)
    await drizzle(c.env.DB)
      .delete(sessions)
      .where(eq(sessions.tokenHash, await sha256Hex(token)));
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
  return c.json({ ok: true });
});

auth.get("/me", async (c) => {
  const user = await requireUser(c);
  return c.json({ user } satisfies Me);
});
