// The signed-in organizer, if any (GET /api/auth/me), shared by the console pages.
import { createResource } from "solid-js";
import { command, getOrNull } from "./api.ts";
import type { User } from "./types.ts";

// No answer (offline) reads as signed out rather than breaking the page; signing in fixes it.
const [me, { refetch, mutate }] = createResource(async () => (await getOrNull<{ user: User }>("/auth/me").catch(() => null))?.user ?? null);
export { me };

export async function signIn(mode: "signin" | "signup", username: string, password: string): Promise<User> {
  const r = await command<{ user: User }>("POST", `/auth/${mode}`, { username, password }, { noCommandId: true });
  mutate(r.user);
  return r.user;
}

export async function signOut(): Promise<void> {
  await command("POST", "/auth/signout", {}, { noCommandId: true });
  // The service worker's kept reads hold staff views (player codes): not for the next person on this phone (docs/offline.md).
  if ("caches" in globalThis) await caches.delete("topcut-reads").catch(() => false);
  // So do the states kept to apply offline changes to (lib/offline/local-state.ts).
  await import("./offline/local-state.ts").then((m) => m.forgetKeptStates()).catch(() => undefined);
  mutate(null);
  void refetch();
}
