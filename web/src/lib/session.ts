// The signed-in organizer, if any (GET /api/auth/me), shared by the console pages.
import { createResource } from "solid-js";
import * as api from "./net/endpoints.ts";
import type { User } from "./types.ts";

// The offline data of this browser (kept states, outbox) is checked against who signs in before any page uses it (docs/offline.md).
const claim = (user: User) => import("./offline/owner.ts").then((m) => m.claimOffline(user.id)).catch((e: unknown) => console.error("offline owner", e));

// No answer (offline) reads as signed out rather than breaking the page; signing in fixes it.
const [me, { refetch, mutate }] = createResource(async () => {
  const user = (await api.me().catch(() => null))?.user ?? null;
  if (user) await claim(user);
  return user;
});
export { me };

export async function signIn(mode: "signin" | "signup", username: string, password: string): Promise<User> {
  const r = await api.signIn(mode, username, password);
  await claim(r.user);
  mutate(r.user);
  return r.user;
}

export async function signOut(): Promise<void> {
  await api.signOut();
  // The service worker's kept reads hold staff views (player codes): not for the next person on this phone (docs/offline.md).
  if ("caches" in globalThis) await caches.delete("topcut-reads").catch(() => false);
  // So do the states kept to apply offline changes to (lib/offline/local-state.ts).
  await import("./offline/local-state.ts").then((m) => m.forgetKeptStates()).catch(() => undefined);
  mutate(null);
  void refetch();
}
