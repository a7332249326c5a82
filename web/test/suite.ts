// What every browser test file sets up the same way: contexts on its vitest
// worker's Chromium (browser.ts, launch), closed after its last test, a screenshot of every
// open page when a test fails, and contexts on the test server. The contexts a
// file opens in beforeAll are shared and read-only (an organizer signed in
// once); each test builds its own event through the API (api.ts), so any one
// of them runs alone with `-t`.
import { existsSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import type { BrowserContext, BrowserContextOptions } from "playwright-core";
import { failOnCspViolations, type FileBrowser, launch, PHONE, screenshotOnFailure, type Session } from "./browser.ts";
import { signUp } from "./api.ts";
import { printSeedOnFailure } from "./seeded.ts";
import { migrationCount, untilHealthy } from "./server.ts";

export interface Suite {
  /** The file's view of its worker's Chromium (from the first beforeAll on). */
  readonly browser: FileBrowser;
  /**
   * A new context on the test server, in English on a 390x844 phone unless the
   * options say otherwise (a `viewport` of their own: no phone). Locators and
   * requests wait playwright's 30 s: a loaded 2-core machine can take 15 s to
   * sign up or open a page.
   */
  context(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A context of a newly signed-up organizer (api.ts, signUp). */
  organizer(username: string, options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Another context signed in as the same account as `signedIn` (e.g. the organizer in Japanese). */
  sameAccount(signedIn: BrowserContext, options?: BrowserContextOptions): Promise<BrowserContext>;
}

/**
 * Call once at the top of a test file: registers the hooks that open and close
 * its browser. `defaults` apply to every context the suite opens, under the
 * context's own options: the offline files pass `{ serviceWorkers: "allow" }`,
 * since contexts block the app's service worker otherwise (browser.ts, launch).
 */
export function browserSuite(defaults: BrowserContextOptions = {}): Suite {
  const baseURL = inject("baseURL");
  let session: Session | undefined;
  beforeAll(async () => {
    await untilServerReady();
    session = await launch();
  });
  screenshotOnFailure(() => session?.browser.contexts() ?? []);
  failOnCspViolations();
  printSeedOnFailure();
  afterAll(async () => {
    await session?.close();
  });
  const suite: Suite = {
    get browser() {
      if (!session) throw new Error("the browser opens in beforeAll: ask for contexts in a hook or a test");
      return session.browser;
    },
    async context(options = {}) {
      const device = options.viewport ? {} : PHONE;
      return suite.browser.newContext({ ...device, locale: "en-US", ...defaults, ...options, baseURL });
    },
    async organizer(username, options) {
      const ctx = await suite.context(options);
      await signUp(ctx.request, username);
      return ctx;
    },
    async sameAccount(signedIn, options) {
      return suite.context({ ...options, storageState: await signedIn.storageState() });
    },
  };
  return suite;
}

let ready: Promise<void> | undefined;

/**
 * The test server is started in the background (global-setup.ts): the first
 * file of each worker waits until it answers with every migration applied
 * (server.ts, untilHealthy), or fails with the reason it could not start.
 * Within the first hook's timeout (240 s); the start itself gives up after 90 s.
 */
function untilServerReady(): Promise<void> {
  const failure = inject("serverFailureFile");
  ready ??= untilHealthy(
    inject("baseURL"),
    230_000,
    () => (existsSync(failure) ? `the test server did not start:\n${readFileSync(failure, "utf8")}` : null),
    migrationCount(),
  );
  return ready;
}

/** A bilingual file's people: an organizer (signed up once) in English and in Japanese, and a visitor in each. */
export interface Bilingual {
  org: BrowserContext;
  orgJa: BrowserContext;
  visitor: BrowserContext;
  visitorJa: BrowserContext;
}

/** Call at the top of a test file: its people, opened in a beforeAll (read them in hooks and tests). */
export function bilingualPeople(suite: Suite, username: string): Bilingual {
  const people = {} as Bilingual;
  beforeAll(async () => {
    people.org = await suite.organizer(username);
    people.orgJa = await suite.sameAccount(people.org, { locale: "ja-JP" });
    people.visitor = await suite.context();
    people.visitorJa = await suite.context({ locale: "ja-JP" });
  });
  return people;
}
