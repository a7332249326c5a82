// Pairings on the lock screen, in Chromium: the player's page subscribes the
// phone with the player's code after the tap, a push message delivered to the
// service worker (DevTools' ServiceWorker.deliverPushMessage, as the push
// service would) is shown as a notification, and its tap opens the player's
// page at that round. English and Japanese.
// The test's Chromium is the headless shell, which has neither a push service
// nor a notification center: the page's PushManager and notification
// permission and the worker's showNotification are stand-ins for the phone's
// (the server's delivery is tested in workerd against a stand-in push service,
// worker/test/push.test.ts).
import { createECDH, randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { shot, untilServiceWorkerControls, watchedPage } from "./browser.ts";
import { createEvent } from "./api.ts";
import { browserSuite } from "./suite.ts";
import { TEST_PUSH_HOST } from "./server.ts";

const suite = browserSuite({ serviceWorkers: "allow" });

/** A phone's subscription as a push service would give it: its own P-256 key and auth secret. */
function fakeSubscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://${TEST_PUSH_HOST}/sub/${randomBytes(8).toString("hex")}`,
    expirationTime: null,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

/** The page's PushManager answers with `sub` (and remembers the key it was asked for); the permission is granted once asked. */
async function fakePushService(ctx: BrowserContext, sub: ReturnType<typeof fakeSubscription>) {
  await ctx.addInitScript((json) => {
    let permission: NotificationPermission = "default";
    Object.defineProperty(Notification, "permission", { get: () => permission });
    Notification.requestPermission = async () => (permission = "granted");
    const made = { ...json, toJSON: () => json, unsubscribe: async () => true };
    let subscribed = false;
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      (window as unknown as { askedKey?: number }).askedKey = new Uint8Array(options!.applicationServerKey as ArrayBuffer).length;
      subscribed = true;
      return made as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () => (subscribed ? (made as unknown as PushSubscription) : null);
  }, sub);
}

/** The service worker's registration id, for DevTools' push delivery. */
async function registrationOf(page: Page): Promise<{ send: (data: string) => Promise<unknown> }> {
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => registrations.push(...e.registrations));
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.filter((r) => !r.isDeleted).length).toBeGreaterThan(0);
  const id = registrations.find((r) => !r.isDeleted)!.registrationId;
  const origin = new URL(inject("baseURL")).origin;
  return { send: (data) => cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: id, data }) };
}

type Shown = { title: string; body: string; tag: string; data: unknown };
/** The worker's notification center, a stand-in: what showNotification was asked to show. */
async function notificationCenter(ctx: BrowserContext) {
  const worker = ctx.serviceWorkers()[0]!;
  await worker.evaluate(() => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration; shownForTest: Shown[] };
    scope.shownForTest = [];
    scope.registration.showNotification = async (title: string, options?: NotificationOptions) => {
      scope.shownForTest.push({ title, body: options!.body!, tag: options!.tag!, data: options!.data });
    };
  });
  return {
    shown: () => worker.evaluate(() => (self as unknown as { shownForTest: Shown[] }).shownForTest),
    /** A tap on the last one shown: the event the browser gives the worker. */
    tap: () =>
      worker.evaluate(() => {
        const scope = self as unknown as { shownForTest: Shown[]; dispatchEvent(e: Event): boolean };
        const last = scope.shownForTest.at(-1)!;
        const click = Object.assign(new Event("notificationclick"), { notification: { data: last.data, close: () => undefined }, waitUntil: () => undefined });
        scope.dispatchEvent(click);
      }),
  };
}

describe("notifications on the player's phone", () => {
  for (const lang of ["en", "ja"] as const) {
    it(`subscribe after the tap with the code, show a delivered push, and open the player's page at that round on a tap (${lang})`, async () => {
      const org = await suite.organizer(`push-organizer-${lang}`);
      const e = await createEvent(org.request, { name: "Spring Open", gameFormat: "Modern", rules: "club" }, ["Ann Lee", "Ben Ode", "Cat Poe", "Dan Roe"]);
      const ann = e.players.find((p) => p.name === "Ann Lee")!;
      const ctx = await suite.context(lang === "ja" ? { locale: "ja-JP" } : {});
      const sub = fakeSubscription();
      await fakePushService(ctx, sub);
      const w = await watchedPage(ctx);
      const p = w.page;
      await p.goto(`/e/${e.id}/p/${ann.id}#code=${e.codes[ann.id]}`);
      await untilServiceWorkerControls(p);
      const on = p.getByTestId("notify-on");
      await on.click();
      await expect
        .poll(() => p.getByTestId("notify").locator("[role=status]").textContent())
        .toBe(lang === "ja" ? "このスマホに卓番号が通知されます。" : "This phone is told of your tables.");
      expect(await p.evaluate(() => (window as unknown as { askedKey?: number }).askedKey)).toBe(65);
      await shot(p, `370-notify-on-${lang}`);

      // The push service delivers what the Worker sent (shared/notify/words.ts's shape).
      const body = lang === "ja" ? "第1回戦 2卓 対 Ben Ode（0点）" : "Round 1 - table 2 vs Ben Ode (0 pts)";
      const note = { title: "Spring Open", body, url: `/e/${e.id}/p/${ann.id}?round=1`, tag: `${e.id}:round:1` };
      const center = await notificationCenter(ctx);
      const sw = await registrationOf(p);
      // Anything that is not our message shows nothing; ours shows as it came.
      await sw.send("not json");
      await sw.send(JSON.stringify({ title: "x" }));
      await sw.send(JSON.stringify(note));
      await expect.poll(() => center.shown()).toEqual([{ title: "Spring Open", body, tag: note.tag, data: { url: note.url } }]);

      // A tap opens the player's page at that round, in the tab that has it open.
      await center.tap();
      await expect.poll(() => p.url()).toBe(new URL(note.url, inject("baseURL")).href);
      expect(w.errors).toEqual([]);
      await ctx.close();
    });
  }
});
