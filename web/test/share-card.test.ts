// The link-preview card (og:image): the organizer's console draws the event's
// 1200x630 card with the phone's own fonts (a Japanese name as written) and
// sends it; when the event moves on (round 1 paired) it draws and sends the
// new one, and the event page's preview names the new version. A judge's
// console sends none.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { BrowserContext } from "playwright-core";
import { ARTIFACTS, watchedPage } from "./browser.ts";
import { commandId, createEvent, send, write } from "./api.ts";
import { browserSuite } from "./suite.ts";

const suite = browserSuite();
let org: BrowserContext;

beforeAll(async () => {
  org = await suite.organizer("card-org", { locale: "ja-JP" });
});

/** The card as served, with the size its PNG header says. */
async function card(ctx: BrowserContext, id: string) {
  const res = await ctx.request.get(`/e/${id}/card.png`);
  if (res.status() !== 200) return null;
  const bytes = await res.body();
  return { bytes, etag: res.headers().etag, width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), type: res.headers()["content-type"] };
}

const ogImage = async (ctx: BrowserContext, id: string) =>
  /<meta property="og:image" content="([^"]+)"/.exec(await (await ctx.request.get(`/e/${id}`)).text())?.[1] ?? null;

describe("the link-preview card", () => {
  it("the console draws and sends the event's card, in its language, and again when the event moves on", async () => {
    const name = "日曜統率者戦 秋の陣";
    const e = await createEvent(org.request, { name, gameFormat: "Commander", rules: "commander" }, ["Ann", "Bo", "Cy", "Dee", "Eve", "Finn", "Gus", "Hal"]);
    expect(await card(org, e.id)).toBeNull();
    const w = await watchedPage(org);
    await w.page.goto(`/manage/${e.id}`);
    await expect.poll(async () => (await card(org, e.id))?.width ?? 0).toBe(1200);
    const first = (await card(org, e.id))!;
    expect([first.width, first.height, first.type]).toEqual([1200, 630, "image/png"]);
    writeFileSync(join(ARTIFACTS, "share-card-registration.png"), first.bytes);
    expect(await ogImage(org, e.id)).toMatch(new RegExp(`/e/${e.id}/card\\.png\\?v=[0-9a-f]{16}$`));

    // Round 1 paired (from anywhere): the open console's view changes, and so does the card.
    await write(org.request, e.id, "start-round", { round: 1 });
    await expect.poll(async () => (await card(org, e.id))?.etag).not.toBe(first.etag);
    const second = (await card(org, e.id))!;
    writeFileSync(join(ARTIFACTS, "share-card-round-1.png"), second.bytes);
    expect(await ogImage(org, e.id)).toMatch(new RegExp(`\\?v=${second.etag!.replaceAll('"', "")}$`));
    expect(w.errors).toEqual([]);
  });

  it("a judge's console sends no card", async () => {
    const e = await createEvent(org.request, { name: "Judged Night", gameFormat: "Modern", rules: "club" }, ["Ann", "Bo", "Cy", "Dee"]);
    const judge = await suite.organizer("card-judge");
    const invite = (await send(org.request, "post", `/api/events/${e.id}/invites`, { commandId: commandId(), role: "judge" })) as { token: string };
    expect((await judge.request.post(`/api/invites/${invite.token}/accept`, { data: {} })).status()).toBe(200);
    const w = await watchedPage(judge);
    const judgeSent: string[] = [];
    w.page.on("request", (r) => void (r.url().endsWith("/card") && judgeSent.push(r.method())));
    await w.page.goto(`/manage/${e.id}`);
    await w.page.getByRole("heading", { name: "Judged Night" }).waitFor();
    // The organizer's own console, opened after, is what sends it: so the judge's had its chance first.
    expect(await card(judge, e.id)).toBeNull();
    const own = await watchedPage(org);
    await own.page.goto(`/manage/${e.id}`);
    await expect.poll(async () => (await card(org, e.id))?.width ?? 0).toBe(1200);
    expect(judgeSent).toEqual([]);
    expect([...w.errors, ...own.errors]).toEqual([]);
  });
});
