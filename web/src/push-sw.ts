// The service worker's part of Web Push (docs/web.md, "Notifications"): a
// push message from our Worker (worker/push/, shared/notify/words.ts) is shown
// as a notification; a tap opens the player's page at that round, in a tab of
// the app already open if there is one.

interface PushNote {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** What this file uses of the service worker's global scope (the project's types are the DOM's). */
export interface PushScope {
  location: Location;
  registration: { showNotification(title: string, options: { body: string; tag: string; data: { url: string }; renotify?: boolean }): Promise<void> };
  clients: {
    matchAll(options: {
      type: "window";
      includeUncontrolled: boolean;
    }): Promise<{ url: string; focus(): Promise<unknown>; navigate(url: string): Promise<unknown> }[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: "push", listener: (e: { data: { json(): unknown } | null; waitUntil(p: Promise<unknown>): void }) => void): void;
  addEventListener(
    type: "notificationclick",
    listener: (e: { notification: { data: unknown; close(): void }; waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
}

/** A payload as shared/notify/words.ts makes it, or null for anything else. */
function noteOf(value: unknown): PushNote | null {
  if (typeof value !== "object" || value === null) return null;
  const { title, body, url, tag } = value as Record<string, unknown>;
  return typeof title === "string" && typeof body === "string" && typeof url === "string" && typeof tag === "string" ? { title, body, url, tag } : null;
}

/** Only our own pages open from a notification: a path of this origin. */
function pageOf(scope: PushScope, url: unknown): string {
  if (typeof url !== "string" || !url.startsWith("/") || url.startsWith("//")) return "/";
  return new URL(url, scope.location.origin).href;
}

export function handlePush(scope: PushScope): void {
  scope.addEventListener("push", (e) => {
    let note: PushNote | null = null;
    try {
      note = noteOf(e.data?.json());
    } catch {
      note = null;
    }
    if (!note) return;
    e.waitUntil(scope.registration.showNotification(note.title, { body: note.body, tag: note.tag, renotify: true, data: { url: note.url } }));
  });
  scope.addEventListener("notificationclick", (e) => {
    e.notification.close();
    const target = pageOf(scope, (e.notification.data as { url?: unknown } | null)?.url);
    e.waitUntil(
      (async () => {
        const open = await scope.clients.matchAll({ type: "window", includeUncontrolled: true });
        const same = open.find((c) => new URL(c.url).pathname === new URL(target).pathname);
        if (same) {
          await same.navigate(target);
          // Focus is the browser's to grant (it may refuse outside a real tap): the page has moved either way.
          await same.focus().catch(() => undefined);
          return;
        }
        await scope.clients.openWindow(target);
      })(),
    );
  });
}
