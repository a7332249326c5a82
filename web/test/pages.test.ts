// Every page renders without a console error (screenshots of each go to
// test-artifacts/), the Japanese UI renders and is remembered, the theme
// toggle is remembered, results can be entered by keyboard alone, and the
// event page recovers by itself after the connection drops. The tests read
// the two events of beforeAll; a test that enters a result builds its own.
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, type Fixture } from "./api.ts";
import { lowContrast } from "./contrast.ts";
import { browserSuite } from "./suite.ts";

const EIGHT = ["Aiko", "Ben", "Chloé", "Dmitri", "Emeka", "Freya", "Goro", "Hana"];
const JP = ["佐藤 健", "鈴木 花子", "高橋 翔", "田中 美咲", "伊藤 蓮", "渡辺 結衣", "山本 大翔"];

const suite = browserSuite();
let org: BrowserContext;
let swiss: Fixture;
let commander: Fixture;

/** Eight players in round 1, table 1's result in. */
async function clubNight(): Promise<Fixture> {
  const e = await createEvent(
    org.request,
    { name: "Club Night", gameFormat: "Modern", rules: "club", options: { rounds: 3, cut: 4 }, date: "2026-12-05" },
    EIGHT,
    1,
  );
  await putResult(org.request, e.id, 1, 1, { games: [2, 0, 0] });
  return e;
}

beforeAll(async () => {
  org = await suite.organizer("pages-organizer");
  swiss = await clubNight();
  // Seven players at Commander tables of 3-4 (R-CMD-6), standings hidden during Swiss (R-CMD-2).
  commander = await createEvent(
    org.request,
    {
      name: "統率者戦 定例会",
      gameFormat: "Commander",
      rules: "commander",
      options: { rounds: 4, structure: "attendance", hiddenStandings: true },
      date: "2026-12-06",
    },
    JP,
    1,
  );
});

describe("every page", () => {
  it("renders without console errors (signed in and as a visitor)", async () => {
    const pid = swiss.rounds[0]!.matches[0]!.players[0]!;
    const staff: [string, string, string][] = [
      ["/", "h1", "20-events"],
      [`/e/${swiss.id}`, ".pairing", "21-event-club"],
      [`/e/${swiss.id}/p/${pid}`, "h1", "22-player"],
      [`/e/${swiss.id}/print/pairings`, "table.print-pairings", "23-print-pairings"],
      [`/e/${swiss.id}/print/standings`, ".print-standings", "24-print-standings"],
      [`/e/${swiss.id}/print/slips`, ".slip .qr svg", "25-print-slips"],
      [`/e/${swiss.id}/tv`, ".tv-grid .tv-line", "26-tv"],
      [`/e/${commander.id}`, ".pairing", "27-event-commander"],
      ["/manage", ".events li", "28-manage"],
      ["/manage/new", "form", "29-manage-new"],
      [`/manage/${swiss.id}?tab=players`, ".plist li", "30-console-players"],
      [`/manage/${swiss.id}?tab=round`, ".pairing", "31-console-round"],
      [`/manage/${swiss.id}?tab=results`, "li.entry", "32-console-results"],
      [`/manage/${swiss.id}?tab=event`, "a[download]", "33-console-event"],
      [`/manage/${commander.id}?tab=results`, "li.entry", "33b-console-commander-results"],
      ["/no/such/page", "h1", "34-not-found"],
    ];
    const w = await watchedPage(org);
    for (const [path, marker, name] of staff) {
      await w.page.goto(path);
      await w.page.locator(marker).first().waitFor();
      await shot(w.page, name);
      // Nothing sticks out sideways on a 390 px phone (wide tables scroll inside their box).
      expect(await w.page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      expect(await w.page.evaluate(() => [...document.querySelectorAll(".top > *")].every((e) => e.getBoundingClientRect().right <= 390)), path).toBe(true);
    }
    // The wall sheet: every player once, by name, with their points, table and opponent.
    await w.page.goto(`/e/${swiss.id}/print/pairings`);
    await w.page.locator("table.print-pairings tbody tr").first().waitFor();
    const rows = await w.page
      .locator("table.print-pairings tbody tr")
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent!.trim())));
    expect(rows.map((r) => r[0])).toEqual([...EIGHT].sort((a, b) => a.localeCompare(b, "en")));
    for (const m of swiss.rounds[0]!.matches) {
      const [a, b] = m.players.map((id) => swiss.players.find((p) => p.id === id)!.name);
      // Name, points brought into round 1 (none yet), table, opponent.
      expect(rows).toContainEqual([a, "0", String(m.table), b]);
      expect(rows).toContainEqual([b, "0", String(m.table), a]);
    }
    // The TV is a wide screen, not a phone.
    const tv = await suite.context({ viewport: { width: 1920, height: 1080 } });
    const t = await watchedPage(tv);
    await t.page.goto(`/e/${swiss.id}/tv`);
    await t.page.locator(".tv-grid .tv-line").first().waitFor();
    expect(await t.page.locator(".tv-grid .tv-line").count()).toBe(8);
    await shot(t.page, "35-tv-1080p");

    const visitor = await suite.context();
    const v = await watchedPage(visitor);
    for (const [path, marker, name] of [
      ["/signin", "form", "36-signin"],
      ["/signup", "form", "37-signup"],
      ["/manage", "a[href^='/signin']", "38-manage-signed-out"],
    ] as const) {
      await v.page.goto(path);
      await v.page.locator(marker).first().waitFor();
      await shot(v.page, name);
    }
    expect(w.errors).toEqual([]);
    expect(t.errors).toEqual([]);
    expect(v.errors).toEqual([]);
    await tv.close();
    await visitor.close();
  });

  it("public pages load only the public strings; the console fetches the rest before it renders", async () => {
    const ctx = await suite.context({ locale: "ja-JP" });
    const w = await watchedPage(ctx);
    const scripts: string[] = [];
    w.page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
    const pid = swiss.rounds[0]!.matches[0]!.players[0]!;
    for (const path of ["/", `/e/${swiss.id}`, `/e/${swiss.id}/p/${pid}`, `/e/${swiss.id}/tv`]) {
      await w.page.goto(path);
      await w.page.locator("h1").first().waitFor();
    }
    expect(scripts.some((s) => s.includes("/assets/public-"))).toBe(true);
    expect(scripts.filter((s) => s.includes("/assets/more-"))).toEqual([]);
    // A console page: its strings are there at the first paint, none empty.
    await w.page.goto("/signin");
    await expect.poll(() => w.page.getByRole("heading", { level: 1 }).textContent()).toBe("サインイン");
    expect(scripts.filter((s) => s.includes("/assets/more-"))).toHaveLength(1);
    expect(await w.page.getByRole("button", { name: "サインイン" }).count()).toBe(1);
    expect(w.errors).toEqual([]);
    await ctx.close();
  });

  it("lists live and upcoming events and filters them by game format", async () => {
    await createEvent(org.request, { name: "Sealed Sunday", gameFormat: "Sealed", rules: "dci-2009" }, EIGHT.slice(0, 4));
    const w = await watchedPage(org);
    await w.page.goto("/");
    const live = w.page.locator("section", { has: w.page.getByRole("heading", { name: "Live now" }) });
    const upcoming = w.page.locator("section", { has: w.page.getByRole("heading", { name: "Upcoming" }) });
    await expect.poll(() => live.getByRole("link").allTextContents()).toEqual(expect.arrayContaining(["Club Night", "統率者戦 定例会"]));
    await expect.poll(() => upcoming.getByRole("link").allTextContents()).toContain("Sealed Sunday");
    await w.page.getByLabel("Game").selectOption("Commander");
    // The browser tests share one server: other files' public Commander events are listed too.
    // The filter keeps this file's Commander event and drops its Modern and Sealed ones.
    await expect
      .poll(async () => {
        const names = await w.page.locator(".events a").allTextContents();
        return names.includes("統率者戦 定例会") && !names.includes("Club Night") && !names.includes("Sealed Sunday");
      })
      .toBe(true);
    expect((await w.page.locator(".events .meta").allTextContents()).every((m) => m.includes("Commander"))).toBe(true);
    expect(new URL(w.page.url()).searchParams.get("format")).toBe("Commander");
    await shot(w.page, "39-events-filtered");
    expect(w.errors).toEqual([]);
  });
});

describe("languages and themes", () => {
  it("renders the Japanese UI for a Japanese browser, with Japanese dates and hidden standings", async () => {
    const ja = await suite.context({ locale: "ja-JP" });
    const w = await watchedPage(ja);
    await w.page.goto(`/e/${commander.id}`);
    await w.page.locator(".pairing").first().waitFor();
    expect(await w.page.locator("html").getAttribute("lang")).toBe("ja");
    await expect.poll(() => w.page.getByRole("heading", { name: "第1回戦" }).count()).toBe(1);
    expect(await w.page.getByRole("heading", { name: "対戦表" }).count()).toBe(0); // the section is titled by its round
    expect(await w.page.getByRole("heading", { name: "順位", exact: true }).count()).toBe(1);
    // R-CMD-2: points and results stay secret until the Swiss rounds end.
    // (Drawn below the tables, once a frame has laid those out.)
    await expect.poll(() => w.page.getByText("スイスラウンドが終わるまで順位は非公開です。").count()).toBe(1);
    // Dates through Intl in Japanese.
    expect(await w.page.locator(".event-head .meta").textContent()).toContain("2026/12/06");
    // Commander pods: the 7 players sit at a table of 4 and a table of 3.
    const sizes = await w.page.locator(".pairing").evaluateAll((els) => els.map((e) => e.querySelectorAll(".who").length).sort());
    expect(sizes).toEqual([3, 4]);
    // Seats in order, A first (R-CMD-6: seat A starts).
    const seats = await w.page.locator(".pairing").evaluateAll((els) => els.map((e) => [...e.querySelectorAll(".seat")].map((x) => x.textContent)));
    for (const row of seats) expect(row).toEqual(["A", "B", "C", "D"].slice(0, row.length));
    await shot(w.page, "40-event-ja-commander");
    await w.page.goto(`/manage/${swiss.id}?tab=round`);
    await shot(w.page, "41-console-ja-signed-out");
    expect(w.errors).toEqual([]);
    await ja.close();
  });

  it("switches to Japanese from the menu, remembers it, and <html lang> follows", async () => {
    const ctx = await suite.context();
    const w = await watchedPage(ctx);
    await w.page.goto("/");
    await w.page.getByRole("heading", { name: "Events" }).waitFor();
    await w.page.getByLabel("Language").selectOption("ja");
    await w.page.getByRole("heading", { name: "イベント" }).waitFor();
    expect(await w.page.locator("html").getAttribute("lang")).toBe("ja");
    await w.page.reload();
    await w.page.getByRole("heading", { name: "イベント" }).waitFor();
    expect(await w.page.locator("html").getAttribute("lang")).toBe("ja");
    await shot(w.page, "42-events-ja");
    await w.page.getByLabel("言語").selectOption("en");
    await w.page.getByRole("heading", { name: "Events" }).waitFor();
    expect(await w.page.locator("html").getAttribute("lang")).toBe("en");
    expect(w.errors).toEqual([]);
    await ctx.close();
  });

  it("follows prefers-color-scheme until toggled, then remembers the toggle", async () => {
    const ctx = await suite.context({ colorScheme: "dark" });
    const w = await watchedPage(ctx);
    await w.page.goto(`/e/${swiss.id}`);
    await w.page.locator(".pairing").first().waitFor();
    expect(await w.page.locator("html").getAttribute("data-theme")).toBe("dark");
    await shot(w.page, "43-event-dark");
    await w.page.getByRole("button", { name: "Light theme" }).click();
    expect(await w.page.locator("html").getAttribute("data-theme")).toBe("light");
    await w.page.reload();
    await w.page.locator(".pairing").first().waitFor();
    expect(await w.page.locator("html").getAttribute("data-theme")).toBe("light");
    expect(w.errors).toEqual([]);
    await ctx.close();
  });
});

describe("contrast", () => {
  it("keeps every visible text at 4.5:1 (3:1 when large) in the light and the dark theme", async () => {
    for (const colorScheme of ["light", "dark"] as const) {
      const ctx = await suite.sameAccount(org, { colorScheme });
      const w = await watchedPage(ctx);
      for (const [path, marker] of [
        [`/e/${swiss.id}`, ".pairing"],
        [`/manage/${swiss.id}?tab=results`, "li.entry"],
        [`/manage/${swiss.id}?tab=players`, ".plist li"],
        ["/", ".events li"],
      ] as const) {
        await w.page.goto(path);
        await w.page.locator(marker).first().waitFor();
        expect(await w.page.locator("html").getAttribute("data-theme")).toBe(colorScheme);
        expect(await lowContrast(w.page), `${colorScheme} ${path}`).toEqual([]);
      }
      // The measure itself sees a grey-on-grey line.
      // Styled through the CSSOM: a style="" attribute would be blocked by the Content-Security-Policy.
      await w.page.evaluate(() => {
        const p = document.createElement("p");
        p.textContent = "faint";
        p.style.color = "#888";
        p.style.background = "#999";
        document.querySelector("main")!.appendChild(p);
      });
      expect(await lowContrast(w.page)).toEqual([expect.stringContaining("faint")]);
      expect(w.errors).toEqual([]);
      await ctx.close();
    }
  });
});

describe("keyboard and bad Wi-Fi", () => {
  it("enters a result with the keyboard alone: table number, Tab, Enter", async () => {
    const swiss = await clubNight();
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${swiss.id}?tab=results`);
    await w.page.locator("li.entry").first().waitFor();
    await w.page.getByLabel("Table number").focus();
    await w.page.keyboard.type("2");
    await w.page.keyboard.press("Tab"); // "Show finished tables"
    await w.page.keyboard.press("Tab"); // the first score of table 2: 2–0
    expect(await w.page.evaluate(() => document.activeElement?.textContent)).toMatch(/^.+ 2–0$/);
    await w.page.keyboard.press("Enter");
    await expect.poll(async () => (await manage(org.request, swiss.id)).rounds[0]!.matches.find((m) => m.table === 2)!.result).toEqual({ games: [2, 0, 0] });
    expect(w.errors).toEqual([]);
  });

  it("shows the server's own message when a request is refused", async () => {
    const ctx = await suite.context();
    const w = await watchedPage(ctx);
    // What the server says to this request, asked directly.
    const direct = await ctx.request.post("/api/auth/signup", { data: { username: "pages-organizer", password: "another password" } });
    expect(direct.status()).toBe(409);
    const said = ((await direct.json()) as { error: { message: string } }).error.message;
    expect(said.length).toBeGreaterThan(5);
    await w.page.goto("/signup");
    await w.page.getByLabel("Username").fill("pages-organizer");
    await w.page.getByLabel(/^Password/).fill("another password");
    await w.page.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => w.page.getByRole("alert").textContent()).toBe(said);
    await shot(w.page, "45-signup-refused");
    // The refused request itself is the only console error.
    expect(w.errors.filter((e) => !e.includes("status of 409"))).toEqual([]);
    await ctx.close();
  });

  it("the event page notices a dropped connection, reconnects by itself and catches up", async () => {
    const swiss = await clubNight();
    const ctx = await suite.context();
    const w = await watchedPage(ctx);
    await w.page.goto(`/e/${swiss.id}`);
    await expect.poll(() => w.page.locator(".live").getAttribute("data-state")).toBe("open");
    await ctx.setOffline(true);
    await expect.poll(() => w.page.locator(".live").getAttribute("data-state")).toBe("waiting");
    await shot(w.page, "44-event-offline");
    // While the player is away, table 3 gets its result.
    await putResult(org.request, swiss.id, 1, 3, { games: [0, 2, 0] });
    await ctx.setOffline(false);
    await expect.poll(() => w.page.locator(".live").getAttribute("data-state"), { timeout: 20_000 }).toBe("open");
    await expect.poll(() => w.page.locator('.pairing[data-table="3"] .res').textContent(), { timeout: 15_000 }).toBe("0–2");
    // Chromium logs the failed requests made while offline; nothing else may appear.
    expect(w.errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|WebSocket connection to/.test(e))).toEqual([]);
    await ctx.close();
  });
});
