// Ratings in the browser: the organizer links a registration to an existing
// rating profile by typing its name; after three finished events the
// leaderboard (with its country filter) and the profile page with its SVG
// rating chart render without console errors; the organizer sets a Dreamblade
// bonus from the console. Screenshots: test-artifacts/5x-*. The tests read
// the Old School pool beforeAll builds (three finished events of four
// profiles); the one that deletes an event rates a pool of its own.
import { beforeAll, describe, expect, it } from "vitest";
import type { APIRequestContext, BrowserContext } from "playwright-core";
import type { CommandAnswer, MyEvents } from "../../shared/commands/answers.ts";
import type { PublicView } from "../../shared/commands/views.ts";
import type { LeaderboardRow } from "../../shared/ratings/leaderboard.ts";
import type { PoolBoard, ProfileCreated, ProfilePage, ProfileRating } from "../../shared/ratings/answers.ts";
import { shot, watchedPage } from "./browser.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;
let n = 0;
const cmd = () => `rt-${Date.now()}-${++n}-${Math.random().toString(36).slice(2)}`;

/** A match's table, as its address takes it (a bye has none). */
const tableOf = (m: PublicView["rounds"][number]["matches"][number]) => ("table" in m ? m.table : undefined);

async function json<T = unknown>(res: { status(): number; json(): Promise<unknown>; text(): Promise<string> }, what: string): Promise<T> {
  if (res.status() >= 300) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
  return (await res.json()) as T;
}

const PEOPLE = [
  { name: "Ann Kowalski", country: "NL", region: "Utrecht" },
  { name: "Bram de Vries", country: "NL", region: "Gelderland" },
  { name: "Chiyo Sato", country: "JP", region: "Osaka" },
  { name: "Dario Rossi", country: "IT" },
];
/** The earlier player in this order wins every match. */
const ORDER = ["Ann Kowalski", "Chiyo Sato", "Bram de Vries", "Dario Rossi"];
const profiles: Record<string, string> = {};

/** The Old School four register in PEOPLE's order. */
const registered = (order: string[]) => (order === ORDER ? PEOPLE.map((p) => p.name) : order);

/** A finished one-round club event of `order` (the earlier wins), linked to their profiles where they have one. */
async function ratedEvent(req: APIRequestContext, name: string, gameFormat = "Old School", order = ORDER) {
  const id = (
    await json<CommandAnswer<"create-event">>(
      await req.post("/api/events", { data: { commandId: cmd(), name, gameFormat, rules: "club", options: { rounds: 1 } } }),
      "create",
    )
  ).event.id;
  await json(
    await req.post(`/api/events/${id}/players`, { data: { commandId: cmd(), players: registered(order).map((name) => ({ name, profile: profiles[name] })) } }),
    "players",
  );
  const round = (await json<CommandAnswer<"start-round">>(await req.post(`/api/events/${id}/rounds`, { data: { commandId: cmd(), round: 1 } }), "round")).round;
  const names = new Map<string, string>((await json<PublicView>(await req.get(`/api/events/${id}`), "view")).players.map((p) => [p.id, p.name]));
  for (const m of round.matches) {
    const [a, b] = m.players.map((p: string) => order.indexOf(names.get(p)!));
    await json(
      await req.put(`/api/events/${id}/rounds/1/tables/${tableOf(m)}/result`, {
        data: { commandId: cmd(), result: { games: a! < b! ? [2, 0, 0] : [0, 2, 0] } },
      }),
      "result",
    );
  }
  await json(await req.post(`/api/events/${id}/finish`, { data: { commandId: cmd() } }), "finish");
  return id;
}

beforeAll(async () => {
  org = await suite.organizer("ratings-organizer", { colorScheme: "dark" });
  for (const p of PEOPLE)
    profiles[p.name] = (await json<ProfileCreated>(await org.request.post("/api/profiles", { data: { commandId: cmd(), ...p } }), "profile")).profile.id;
  for (const n of [1, 2, 3]) await ratedEvent(org.request, `Old School Night ${n}`);
});

describe("ratings pages", () => {
  it("registration links a player to the profile picked while typing", async () => {
    // Not finished: it rates nobody, so the pool stays the three events of beforeAll.
    const created = await json<CommandAnswer<"create-event">>(
      await org.request.post("/api/events", {
        data: { commandId: cmd(), name: "Old School Night 4", gameFormat: "Old School", rules: "club", options: { rounds: 1 } },
      }),
      "create",
    );
    const id = created.event.id;
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${id}?tab=players`);
    await w.page.getByPlaceholder("Player name").fill("Ann Kowalski");
    const pick = w.page.getByRole("group", { name: "Rating profile" });
    await pick.getByRole("radio", { name: /Ann Kowalski/ }).check();
    await shot(w.page, "50-console-profile-pick");
    await w.page.getByRole("button", { name: "Add", exact: true }).click();
    await expect
      .poll(async () => (await json<PublicView>(await org.request.get(`/api/events/${id}`), "view")).players)
      .toEqual([expect.objectContaining({ name: "Ann Kowalski", profile: profiles["Ann Kowalski"] })]);
    expect(w.errors).toEqual([]);
  });

  it("the leaderboard lists the format's players, provisional apart, and filters by country", async () => {
    const visitor = await suite.context({ colorScheme: "dark" });
    const w = await watchedPage(visitor);
    await w.page.goto("/ratings");
    await w.page.getByRole("link", { name: "Old School", exact: true }).click();
    await w.page.getByRole("heading", { name: "Old School", level: 1 }).waitFor();
    // Three rated matches each: all provisional (under ten), listed apart.
    const prov = w.page.getByRole("table", { name: /Provisional/ });
    await expect.poll(async () => (await prov.locator("tbody th a.who").allTextContents()).sort()).toEqual([...ORDER].sort());
    expect(await w.page.getByText("Nobody has ten rated matches yet: everyone is still provisional.").count()).toBe(1);
    // Ratings fall down the table and ranks rise with them; every row has the provisional mark.
    const shown = (await prov.locator("tbody td.rating").allTextContents()).map((x) => parseInt(x, 10));
    expect(shown).toEqual([...shown].sort((a, b) => b - a));
    const ranks = (await prov.locator("tbody tr td:first-child").allTextContents()).map(Number);
    expect(ranks[0]).toBe(1);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(await prov.locator("abbr[title=provisional]").count()).toBe(4);
    // Ann won all three matches and Dario lost all three: the top and bottom ratings.
    const ratingOf = async (name: string) => parseInt((await prov.locator("tbody tr", { hasText: name }).locator("td.rating").textContent())!, 10);
    expect(await ratingOf("Ann Kowalski")).toBeGreaterThan(1500);
    expect(await ratingOf("Dario Rossi")).toBeLessThan(1500);
    await shot(w.page, "51-leaderboard");
    await w.page.getByLabel("Country").selectOption("NL");
    await expect.poll(async () => (await prov.locator("tbody th a.who").allTextContents()).sort()).toEqual(["Ann Kowalski", "Bram de Vries"]);
    expect(new URL(w.page.url()).searchParams.get("country")).toBe("NL");
    await shot(w.page, "52-leaderboard-nl");
    await prov.getByRole("link", { name: "Ann Kowalski" }).click();
    await w.page.getByRole("heading", { name: "Ann Kowalski", level: 1 }).waitFor();
    // The chart: the start (1500) and one point per rated event.
    const chart = w.page.getByRole("img", { name: /Rating history in Old School/ });
    await chart.waitFor();
    expect(await chart.locator("circle").count()).toBe(4);
    const points = (await chart.locator("polyline").getAttribute("points"))!.split(" ").map((p) => Number(p.split(",")[1]));
    // Ann wins every match: her line only climbs (SVG y grows downwards).
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(await w.page.locator(".events li, ul.plain li").count()).toBe(3);
    await shot(w.page, "53-profile");
    expect(w.errors).toEqual([]);
    // An unknown pool is an error message, not a blank page (its 404 is logged, so another page).
    const bad = await visitor.newPage();
    await bad.goto("/ratings/club%3ANo%20Such%20Format");
    await expect.poll(() => bad.getByRole("alert").textContent()).toContain("There is no such rating pool.");
    await visitor.close();
  });

  it("renders the leaderboard in Japanese", async () => {
    const ja = await suite.context({ locale: "ja-JP", colorScheme: "dark" });
    const w = await watchedPage(ja);
    await w.page.goto("/ratings/club%3AOld%20School");
    await w.page.getByRole("heading", { name: "暫定：レーティング対象の試合が10未満" }).waitFor();
    expect(await w.page.getByRole("columnheader", { name: "レーティング" }).count()).toBe(1);
    expect(await w.page.getByLabel("国").count()).toBe(1);
    await shot(w.page, "54-leaderboard-ja");
    expect(w.errors).toEqual([]);
    await ja.close();
  });

  it("the owner deletes an event from the console; its pool is recalculated without it", async () => {
    // A pool of its own, three events of four profiles of its own like the Old School ones.
    const order = ["Ilse Jansen", "Kenta Mori", "Lars Berg", "Mia Costa"];
    for (const name of order)
      profiles[name] = (await json<ProfileCreated>(await org.request.post("/api/profiles", { data: { commandId: cmd(), name } }), "profile")).profile.id;
    for (const n of [1, 2, 3]) await ratedEvent(org.request, `Premodern Night ${n}`, "Premodern", order);
    const before = await json<PoolBoard>(await org.request.get("/api/ratings/club%3APremodern"), "board");
    const ilse = (b: PoolBoard) => [...b.ranked, ...b.provisional].find((r: LeaderboardRow) => r.name === "Ilse Jansen");
    expect(ilse(before)!.ratedMatches).toBe(3);
    const list = await json<MyEvents>(await org.request.get("/api/my/events"), "mine");
    const ev = list.events.find((e) => e.name === "Premodern Night 2")!;
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${ev.id}?tab=event`);
    await w.page.getByRole("button", { name: "Delete this event" }).click();
    await shot(w.page, "55-console-delete-confirm");
    await w.page.getByRole("dialog").getByRole("button", { name: "Delete this event" }).click();
    await w.page.waitForURL((u) => u.pathname === "/manage");
    expect((await org.request.get(`/api/events/${ev.id}`)).status()).toBe(404);
    await expect.poll(async () => ilse(await json<PoolBoard>(await org.request.get("/api/ratings/club%3APremodern"), "board"))!.ratedMatches).toBe(2);
  });

  it("event standings link names to their profiles", async () => {
    const list = await json<MyEvents>(await org.request.get("/api/my/events"), "mine");
    const ev = list.events.find((e) => e.name === "Old School Night 3")!;
    const w = await watchedPage(org);
    await w.page.goto(`/e/${ev.id}#standings`);
    const link = w.page.locator("table.standings").getByRole("link", { name: "Chiyo Sato" });
    await link.click();
    await w.page.getByRole("heading", { name: "Chiyo Sato", level: 1 }).waitFor();
    expect(new URL(w.page.url()).pathname).toBe(`/players/${profiles["Chiyo Sato"]}`);
    expect(w.errors).toEqual([]);
  });

  it("a signed-in organizer merges a duplicate into a profile from its page", async () => {
    const dup = (
      await json<ProfileCreated>(await org.request.post("/api/profiles", { data: { commandId: cmd(), name: "Ann Kowalska", country: "NL" } }), "dup")
    ).profile.id;
    const w = await watchedPage(org);
    await w.page.goto(`/players/${profiles["Ann Kowalski"]}`);
    await w.page.getByText("Merge a duplicate into this profile").click();
    await w.page.getByLabel("Name of the duplicate").fill("kowalska");
    await w.page.getByRole("radio", { name: /Ann Kowalska/ }).check();
    await shot(w.page, "56-profile-merge");
    await w.page.getByRole("button", { name: "Merge into this profile" }).click();
    await w.page.getByRole("dialog").getByRole("button", { name: "Merge into this profile" }).click();
    await w.page.getByRole("status").filter({ hasText: "Ann Kowalska was merged" }).waitFor();
    const page = await json<ProfilePage>(await org.request.get(`/api/profiles/${dup}`), "dup page");
    expect(page.profile.id).toBe(profiles["Ann Kowalski"]);
    expect(page.mergedFrom).toBe(dup);
    expect(w.errors).toEqual([]);
  });

  it("a profile stays on screen when its read after a merge fails, says so, and reads again when the network is back", async () => {
    const made = async (name: string) =>
      (await json<ProfileCreated>(await org.request.post("/api/profiles", { data: { commandId: cmd(), name, country: "SE" } }), name)).profile.id;
    const keep = await made("Bea Lindqvist");
    await made("Bea Lindquist");
    const w = await watchedPage(org);
    await w.page.goto(`/players/${keep}`);
    await w.page.getByText("Merge a duplicate into this profile").click();
    await w.page.getByLabel("Name of the duplicate").fill("lindquist");
    await w.page.getByRole("radio", { name: /Bea Lindquist/ }).check();
    // The merge goes through; the profile's read after it gets no answer (the Wi-Fi drops).
    await w.page.route(`**/api/profiles/${keep}`, (route) => route.abort("internetdisconnected"));
    await w.page.getByRole("button", { name: "Merge into this profile" }).click();
    await w.page.getByRole("dialog").getByRole("button", { name: "Merge into this profile" }).click();
    await w.page.getByRole("status").filter({ hasText: "Bea Lindquist was merged" }).waitFor();
    await expect.poll(() => w.page.getByRole("alert").first().textContent()).toContain("could not be reached");
    expect(await w.page.getByRole("heading", { level: 1 }).textContent(), "the profile after its read failed").toBe("Bea Lindqvist");
    await shot(w.page, "253-profile-reread-failed");
    // The network comes back: the profile is read again and the notice goes.
    await w.page.unroute(`**/api/profiles/${keep}`);
    await w.page.evaluate(() => dispatchEvent(new Event("online")));
    await expect.poll(() => w.page.getByRole("alert").count()).toBe(0);
    expect(await w.page.getByRole("heading", { level: 1 }).textContent()).toBe("Bea Lindqvist");
    expect(w.errors.filter((x) => !/ERR_INTERNET_DISCONNECTED/.test(x))).toEqual([]);
  });

  it("the organizer gives Dreamblade bonus points for a Premier finish from the console's players tab", async () => {
    const ace = (await json<ProfileCreated>(await org.request.post("/api/profiles", { data: { commandId: cmd(), name: "Blade Ace", country: "US" } }), "ace"))
      .profile.id;
    const id = (
      await json<CommandAnswer<"create-event">>(
        await org.request.post("/api/events", {
          data: { commandId: cmd(), name: "Dreamblade Premier", gameFormat: "Dreamblade Constructed", rules: "dreamblade", options: { rounds: 1 } },
        }),
        "create",
      )
    ).event.id;
    await json(
      await org.request.post(`/api/events/${id}/players`, {
        data: { commandId: cmd(), players: [{ name: "Blade Ace", profile: ace }, { name: "Blade Two" }, { name: "Blade Three" }, { name: "Blade Four" }] },
      }),
      "players",
    );
    const round = (
      await json<CommandAnswer<"start-round">>(await org.request.post(`/api/events/${id}/rounds`, { data: { commandId: cmd(), round: 1 } }), "round")
    ).round;
    const players = (await json<PublicView>(await org.request.get(`/api/events/${id}`), "view")).players;
    const aceId = players.find((p) => p.name === "Blade Ace")!.id;
    for (const m of round.matches) {
      await json(
        await org.request.put(`/api/events/${id}/rounds/1/tables/${tableOf(m)}/result`, {
          data: { commandId: cmd(), result: { games: m.players[0] === aceId || m.players[1] !== aceId ? [1, 0, 0] : [0, 1, 0] } },
        }),
        "result",
      );
    }
    await json(await org.request.post(`/api/events/${id}/finish`, { data: { commandId: cmd() } }), "finish");
    const season = `dreamblade:${new Date().getUTCFullYear()}`;
    const rating = async () =>
      (await json<ProfilePage>(await org.request.get(`/api/profiles/${ace}`), "profile")).ratings.find((r: ProfileRating) => r.pool === season)?.rating;
    // R-RATE-3: a won match is worth 2 season points.
    await expect.poll(rating).toBe(2);

    const w = await watchedPage(org);
    await w.page.goto(`/manage/${id}?tab=players`);
    const field = w.page.getByLabel("Bonus points for Blade Ace");
    await expect.poll(() => field.inputValue()).toBe("0");
    await field.fill("10");
    await w.page.getByRole("button", { name: "Set the bonus points of Blade Ace" }).click();
    await w.page.getByRole("status").filter({ hasText: "Blade Ace: 10 bonus points." }).waitFor();
    await shot(w.page, "57-console-dreamblade-bonus");
    await expect.poll(rating).toBe(12);
    // Kept with the player: a fresh console shows it.
    await w.page.reload();
    await expect.poll(() => w.page.getByLabel("Bonus points for Blade Ace").inputValue()).toBe("10");
    await expect.poll(() => w.page.getByLabel("Bonus points for Blade Two").inputValue()).toBe("0");

    // Not offered on other rules profiles.
    const list = await json<MyEvents>(await org.request.get("/api/my/events"), "mine");
    const club = list.events.find((e) => e.name === "Old School Night 3")!;
    await w.page.goto(`/manage/${club.id}?tab=players`);
    await w.page
      .getByRole("heading", { name: /Players/ })
      .first()
      .waitFor();
    await w.page.getByText("Ann Kowalski").first().waitFor();
    expect(await w.page.getByLabel(/^Bonus points for/).count()).toBe(0);
    expect(w.errors).toEqual([]);
  });
});
