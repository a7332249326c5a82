// Layout on a 390x844 phone, in English and Japanese: the console's sticky tab
// bar leaves no strip above it for rows to scroll through; the draft timer is
// no wider than the phone; the bracket says that it scrolls sideways and its
// final can be reached; a score button keeps its words on one line; a
// dropdown shows its whole choice; the Commander event-day form takes the
// round times the Commander rules allow and says in words at the field why it
// refuses one they do not (the rule is the profile's, checked by the server);
// the Commander pairings sheets have no match-points column; the Commander
// list page never says "warband".
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { ARTIFACTS, shot, watchedPage } from "./browser.ts";
import { createEvent, manage, putResult, write, type Fixture } from "./api.ts";
import { bilingualPeople, browserSuite } from "./suite.ts";

const suite = browserSuite();
const people = bilingualPeople(suite, "phone-layout-organizer");

const SIXTEEN = [
  "Pablo Costa",
  "Chiara Rossi",
  "佐藤 一郎",
  "鈴木 花子",
  "Daniel Park",
  "Emma Fischer",
  "高橋 健",
  "田中 美咲",
  "Hugo Martin",
  "Isabel Silva",
  "伊藤 翔",
  "渡辺 結衣",
  "Mateo Ruiz",
  "Nina Novak",
  "山本 大輔",
  "中村 さくら",
];

/** What the screen shows: a picture of the viewport only (a full-page one redraws a scrolled page from its top). */
const viewportShot = (page: Page, name: string) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("the console's tab bar", () => {
  it("sticks at the top edge with nothing showing above it once the page is scrolled, English and Japanese, phone and desktop", async () => {
    const e = await createEvent(people.org.request, { name: "Strip Cup", gameFormat: "Modern", rules: "club", options: { rounds: 3 } }, SIXTEEN, 1);
    const desktop = await suite.sameAccount(people.org, { viewport: { width: 1280, height: 800 } });
    for (const [ctx, name] of [
      [people.org, "phone-en"],
      [people.orgJa, "phone-ja"],
      [desktop, "desktop-en"],
    ] as const) {
      const w = await watchedPage(ctx);
      const p = w.page;
      await p.goto(`/manage/${e.id}?tab=results`);
      await expect.poll(() => p.locator(".entry-list > li").count()).toBe(8);
      await p.evaluate(() => window.scrollTo(0, 900));
      const tabs = p.locator("nav.tabs");
      // Stuck: under the site's header while it stays (a wide screen), at the very top once it scrolled away (a phone).
      const gap = () =>
        tabs.evaluate((nav) => {
          const header = document.querySelector("header.top")!.getBoundingClientRect();
          return Math.abs(nav.getBoundingClientRect().top - Math.max(0, header.bottom));
        });
      await expect.poll(gap, { message: name }).toBeLessThan(1);
      // Whatever is drawn between the screen's top and the tab bar's bottom edge is the bar, the header or the page's background, never a row.
      const above = await tabs.evaluate((nav) => {
        const bottom = nav.getBoundingClientRect().bottom;
        const header = document.querySelector("header.top")!;
        const seen: string[] = [];
        for (let y = 0; y < bottom - 1; y += 2)
          for (const x of [5, 100, 195, 290, innerWidth - 5]) {
            const el = document.elementFromPoint(x, y);
            // The page's own background (main's side padding, beside main on a wide screen) is no row either.
            const background =
              el === document.documentElement || el === document.body || ["app", "main"].includes(el?.id ?? "") || el?.classList.contains("console");
            if (!el || !(nav.contains(el) || header.contains(el) || background)) seen.push(`${x},${y}: ${el?.outerHTML.slice(0, 60) ?? "nothing"}`);
          }
        return seen;
      });
      expect(above, name).toEqual([]);
      // The bar hides what scrolls under it: an opaque background.
      expect(await tabs.evaluate((nav) => getComputedStyle(nav).backgroundColor)).toMatch(/^rgb\(/);
      await viewportShot(p, `300-console-tabs-scrolled-${name}`);
      expect(w.errors).toEqual([]);
      await p.close();
    }
  });
});

describe("score buttons", () => {
  it("keep a player's name and the score on one line, English and Japanese", async () => {
    const e = await createEvent(people.org.request, { name: "Buttons Cup", gameFormat: "Modern", rules: "club", options: { rounds: 3 } }, SIXTEEN, 1);
    for (const [ctx, lang] of [
      [people.org, "en"],
      [people.orgJa, "ja"],
    ] as const) {
      const w = await watchedPage(ctx);
      const p = w.page;
      await p.goto(`/manage/${e.id}?tab=results`);
      await expect.poll(() => p.locator(".entry-list > li").count()).toBe(8);
      const buttons = p.locator(".entry-list > li .scores > button:visible");
      expect(await buttons.count()).toBeGreaterThanOrEqual(8 * 4);
      // Each button's words in one line box: every rectangle of its text at the same height, the button one line high.
      const lines = await buttons.evaluateAll((list) =>
        list.map((b) => {
          const r = document.createRange();
          r.selectNodeContents(b);
          const tops = new Set([...r.getClientRects()].map((x) => Math.round(x.top)));
          const lineHeight = parseFloat(getComputedStyle(b).lineHeight);
          const cs = getComputedStyle(b);
          const inner = b.getBoundingClientRect().height - parseFloat(cs.paddingTop) - parseFloat(cs.paddingBottom) - 2;
          return { text: b.textContent, lines: tops.size, oneLineHigh: inner < lineHeight * 2 };
        }),
      );
      expect(
        lines.filter((l) => l.lines !== 1 || !l.oneLineHigh).map((l) => l.text),
        lang,
      ).toEqual([]);
      expect(await pageWidth(p)).toBeLessThanOrEqual(390);
      await shot(p, `301-score-buttons-${lang}`);
      expect(w.errors).toEqual([]);
      await p.close();
    }
  });
});

describe("the draft timer", () => {
  it("is no wider than the phone, its step picker included, English and Japanese", async () => {
    const e = await createEvent(
      people.org.request,
      { name: "Narrow Draft", gameFormat: "Dreamblade Draft", rules: "dreamblade", options: { bestOf: 1 } },
      SIXTEEN.slice(0, 8),
    );
    await write(people.org.request, e.id, "seat-pods", { seed: "phone" });
    for (const [ctx, lang, label] of [
      [people.visitor, "en", "Go to step"],
      [people.visitorJa, "ja", "ステップへ移動"],
    ] as const) {
      const w = await watchedPage(ctx);
      const p = w.page;
      await p.goto(`/e/${e.id}/draft/timer?pod=1`);
      const picker = p.getByLabel(label);
      await expect.poll(() => picker.locator("option").count()).toBeGreaterThan(50);
      expect(await pageWidth(p), lang).toBeLessThanOrEqual(390);
      const box = (await picker.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      const go = (await p.locator("form.jump button[type=submit]").boundingBox())!;
      expect(go.x + go.width).toBeLessThanOrEqual(390);
      await shot(p, `302-draft-timer-phone-${lang}`);
      expect(w.errors).toEqual([]);
      await p.close();
    }
  });
});

/** Top 8 after three Swiss rounds of 16, every table won by its first player: the quarterfinals paired. */
async function topEight(): Promise<Fixture> {
  let e = await createEvent(people.org.request, { name: "Bracket Cup", gameFormat: "Modern", rules: "club", options: { rounds: 3, cut: 8 } }, SIXTEEN, 1);
  for (let r = 1; r <= 3; r++) {
    if (r > 1) await write(people.org.request, e.id, "start-round", { round: r });
    e = await manage(people.org.request, e.id);
    for (const m of e.rounds[r - 1]!.matches) if (m.table) await putResult(people.org.request, e.id, r, m.table, { games: [2, 0, 0] });
  }
  await write(people.org.request, e.id, "start-playoffs", {});
  return manage(people.org.request, e.id);
}

describe("the bracket on a phone", () => {
  it("says it scrolls sideways while rounds are out of sight, and scrolls to the final, English and Japanese", async () => {
    const e = await topEight();
    for (const [ctx, lang, cue] of [
      [people.visitor, "en", "Swipe sideways for the later rounds →"],
      [people.visitorJa, "ja", "横にスワイプすると次のラウンドが見られます →"],
    ] as const) {
      const w = await watchedPage(ctx);
      const p = w.page;
      await p.goto(`/e/${e.id}`);
      const bracket = p.locator(".bracket");
      await expect.poll(() => bracket.locator(".bracket-round").count()).toBe(3);
      // Wider than the phone: the final starts out of sight, and the page says so.
      expect(await bracket.evaluate((b) => b.scrollWidth > b.clientWidth)).toBe(true);
      const hint = p.getByTestId("bracket-scroll-cue");
      await expect.poll(() => hint.isVisible()).toBe(true);
      expect(await hint.textContent()).toBe(cue);
      expect(await pageWidth(p)).toBeLessThanOrEqual(390);
      await hint.evaluate((h) => h.scrollIntoView());
      await viewportShot(p, `303-bracket-phone-${lang}`);
      // Scrolled to its end, the final is whole on the screen and the hint has gone.
      await bracket.evaluate((b) => b.scrollTo({ left: b.scrollWidth }));
      const final = bracket.locator(".bracket-round").last();
      await expect
        .poll(async () => {
          const f = (await final.boundingBox())!;
          return f.x >= 0 && f.x + f.width <= 390;
        })
        .toBe(true);
      await expect.poll(() => hint.count()).toBe(0);
      await viewportShot(p, `304-bracket-phone-final-${lang}`);
      expect(w.errors).toEqual([]);
      await p.close();
    }
  });
});

/** Each visible select of the page whose chosen option does not fit: what it shows against what it needs (a copy sized to that option). */
function cutOff(page: Page): Promise<string[]> {
  return page.locator("main select:visible").evaluateAll((selects) =>
    (selects as unknown as HTMLSelectElement[]).flatMap((s) => {
      const copy = s.cloneNode(false) as HTMLSelectElement;
      copy.removeAttribute("id");
      copy.removeAttribute("name");
      copy.appendChild(s.selectedOptions[0]!.cloneNode(true));
      Object.assign(copy.style, { width: "auto", minWidth: "0", maxWidth: "none", position: "absolute", visibility: "hidden" });
      s.parentElement!.appendChild(copy);
      const need = copy.getBoundingClientRect().width;
      copy.remove();
      const has = s.getBoundingClientRect().width;
      return need > has + 0.5 ? [`${s.labels?.[0]?.textContent}: "${s.selectedOptions[0]!.text}" needs ${Math.ceil(need)} px, has ${Math.floor(has)}`] : [];
    }),
  );
}

describe("dropdowns", () => {
  it("show their whole choice: a new event, the console's event settings, the pods and event-day settings, English and Japanese", async () => {
    const e = await createEvent(
      people.org.request,
      { name: "Choices Cup", gameFormat: "Modern", rules: "club", options: { rounds: 3, draws: "flip" } },
      SIXTEEN,
    );
    const draft = await createEvent(
      people.org.request,
      { name: "Choices Draft", gameFormat: "Dreamblade Draft", rules: "dreamblade", options: { bestOf: 1 } },
      SIXTEEN.slice(0, 8),
    );
    for (const [ctx, lang] of [
      [people.org, "en"],
      [people.orgJa, "ja"],
    ] as const) {
      const w = await watchedPage(ctx);
      const p = w.page;
      await p.goto("/manage/new");
      await p.locator('select[name="draws"]').waitFor();
      // Every choice of the two-column selects, one at a time.
      for (const name of ["bestOf", "playoffBestOf", "draws"]) {
        const select = p.locator(`select[name="${name}"]`);
        for (const value of await select.locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))) {
          await select.selectOption(value);
          expect(await cutOff(p), `${lang} new event ${name}=${value}`).toEqual([]);
        }
      }
      await shot(p, `305-new-event-selects-${lang}`);
      await p.goto(`/manage/${e.id}?tab=event`);
      await p.locator('select[name="draws"]').waitFor();
      expect(await cutOff(p), `${lang} console event tab`).toEqual([]);
      await shot(p, `306-console-event-selects-${lang}`);
      await p.goto(`/manage/${draft.id}/lists`);
      await p.locator('select[name="podMode"]').waitFor();
      for (const value of ["rule", "one"]) {
        await p.locator('select[name="podMode"]').selectOption(value);
        expect(await cutOff(p), `${lang} lists page, pods ${value}`).toEqual([]);
      }
      await shot(p, `307-lists-selects-${lang}`);
      expect(await pageWidth(p)).toBeLessThanOrEqual(390);
      expect(w.errors).toEqual([]);
      await p.close();
    }
  });
});

describe("the Commander event-day form", () => {
  it("takes a Commander round time under 40 minutes and says at the field why it refuses 0, English and Japanese", async () => {
    const e = await createEvent(people.org.request, { name: "Short Rounds", gameFormat: "Commander", rules: "commander" }, SIXTEEN.slice(0, 8));
    for (const [ctx, lang, minutes, refusal] of [
      [people.org, "en", 30, "0 minutes is too short: a round lasts at least 1 minute."],
      [people.orgJa, "ja", 35, "スイス式ラウンドの制限時間（分）は1以上にしてください。"],
    ] as const) {
      const w = await watchedPage(ctx);
      const p = w.page;
      await p.goto(`/manage/${e.id}/lists`);
      const form = p.getByTestId("event-day-settings");
      const swiss = form.locator('input[name="swiss"]');
      await swiss.waitFor();
      // The Commander rules set no 40-minute floor (R-CMD-4): the form neither says nor enforces one.
      expect(await form.textContent()).not.toMatch(/40/);
      await swiss.fill(String(minutes));
      expect(await swiss.evaluate((i: HTMLInputElement) => i.validity.valid)).toBe(true);
      await form.locator('button[type="submit"]').click();
      await expect.poll(async () => (await manage(people.org.request, e.id)).eventDay.rounds.swissMinutes).toBe(minutes);
      await expect.poll(() => form.locator(".field-refusal").count()).toBe(0);

      // 0 minutes: sent, refused by the server, and said at the field in the reader's language; nothing changes.
      await swiss.fill("0");
      expect(await swiss.evaluate((i: HTMLInputElement) => i.validity.valid)).toBe(true);
      await form.locator('button[type="submit"]').click();
      const said = form.locator(".field-refusal [role=alert]");
      await expect
        .poll(() =>
          said
            .locator(lang === "ja" ? ".error-text" : ":scope")
            .first()
            .textContent(),
        )
        .toBe(refusal);
      // Next to its field: the refusal follows the Swiss round's input, before the next one.
      expect(await swiss.getAttribute("aria-invalid")).toBe("true");
      const [fieldBox, saidBox] = [(await swiss.boundingBox())!, (await said.boundingBox())!];
      expect(saidBox.y).toBeGreaterThan(fieldBox.y);
      expect(saidBox.y).toBeLessThan((await form.locator('input[name="playoff"]').boundingBox())!.y);
      await viewportShot(p, `308-commander-round-time-refused-${lang}`);
      expect((await manage(people.org.request, e.id)).eventDay.rounds.swissMinutes).toBe(minutes);
      // Typing again clears it.
      await swiss.fill(String(minutes));
      await expect.poll(() => form.locator(".field-refusal").count()).toBe(0);
      expect(w.errors.filter((x) => !/status of 400/.test(x))).toEqual([]);
      await p.close();
    }
  });
});

describe("the event-day form's round times", () => {
  it("keep what was typed after a save while that save's answer and re-read are still on their way", async () => {
    const e = await createEvent(people.org.request, { name: "Typed Over", gameFormat: "Commander", rules: "commander" }, SIXTEEN.slice(0, 4));
    // No service worker: page.route must see the page's own requests.
    const ctx = await suite.sameAccount(people.org, { serviceWorkers: "block", viewport: { width: 390, height: 844 } });
    const w = await watchedPage(ctx);
    const p = w.page;
    await p.goto(`/manage/${e.id}/lists`);
    const form = p.getByTestId("event-day-settings");
    const swiss = form.locator('input[name="swiss"]');
    await swiss.waitFor();
    // The save's answer and every re-read wait until the organizer has typed the next value.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await p.route("**/api/events/**", async (route) => {
      await held;
      await route.continue();
    });
    const saveAsked = p.waitForRequest((r) => r.method() === "PUT" && r.url().endsWith("/event-day"));
    await swiss.fill("30");
    await form.locator('button[type="submit"]').click();
    await saveAsked;
    await swiss.fill("0");
    release();
    await expect.poll(async () => (await manage(people.org.request, e.id)).eventDay.rounds.swissMinutes).toBe(30);
    // The page has read the saved 30 again (its answer is on screen) and the field still says what was typed last.
    await expect
      .poll(() =>
        p
          .locator("[role=status]")
          .filter({ hasText: /saved|保存/i })
          .count(),
      )
      .toBeGreaterThan(0);
    await p.waitForLoadState("networkidle");
    expect(await swiss.inputValue()).toBe("0");
    expect(w.errors).toEqual([]);
    await ctx.close();
  });
});

const SHEET_HEADS = (page: Page) => page.locator(".print-pairings thead th").allTextContents();

describe("the Commander pairings sheets", () => {
  it("have no match-points column, printed by staff or by a people.visitor, English and Japanese", async () => {
    const e = await createEvent(
      people.org.request,
      { name: "Wall Sheet Commander", gameFormat: "Commander", rules: "commander", options: { hiddenStandings: true } },
      SIXTEEN.slice(0, 8),
      1,
    );
    for (const t of e.rounds[0]!.matches) if (t.table) await putResult(people.org.request, e.id, 1, t.table, { winner: t.players[0]! });
    await write(people.org.request, e.id, "start-round", { round: 2 });
    for (const [ctx, who] of [
      [people.org, "staff-en"],
      [people.orgJa, "staff-ja"],
      [people.visitor, "visitor-en"],
      [people.visitorJa, "visitor-ja"],
    ] as const) {
      const w = await watchedPage(ctx);
      const p = w.page;
      await p.goto(`/e/${e.id}/print/pairings`);
      await expect.poll(() => p.locator(".print-pairings tbody tr").count()).toBe(8);
      const heads = await SHEET_HEADS(p);
      expect(heads.length, who).toBe(4);
      for (const h of heads) expect(h, who).not.toMatch(/Pts|Points|勝点|得点/);
      // No number beside a name: the Commander points are no match points, and these are hidden (R-CMD-2).
      expect(await p.locator(".print-pairings tbody").textContent()).not.toMatch(/1,0\d\d|9\d\d/);
      await shot(p, `309-commander-pairings-sheet-${who}`);
      await p.goto(`/e/${e.id}/print/tables`);
      await expect.poll(() => p.locator(".print-pairings tbody tr").count()).toBeGreaterThan(1);
      expect(await p.locator(".print").textContent(), who).not.toMatch(/\(\d|（ ）|in brackets/);
      expect(w.errors).toEqual([]);
      await p.close();
    }
  });
});

async function noWarband(page: Page, where: string) {
  const words = await page.evaluate(() =>
    [document.body.textContent ?? "", ...[...document.querySelectorAll("option")].map((o) => o.textContent ?? "")].join("\n"),
  );
  expect(words, where).not.toMatch(/warband|ウォーバンド/i);
}

describe("the Commander list page", () => {
  it("asks for a deck, never a warband, and hands one in as a deck, English and Japanese", async () => {
    const e = await createEvent(people.org.request, { name: "Deck Night", gameFormat: "Commander", rules: "commander" }, SIXTEEN.slice(0, 8));
    await write(people.org.request, e.id, "edit-event-day", { listPolicy: { mode: "all-players", deadline: Date.now() + 3_600_000 }, listKind: "constructed" });
    for (const [ctx, lang, i, submit] of [
      [people.visitor, "en", 0, "Hand in the list"],
      [people.visitorJa, "ja", 1, "リストを提出"],
    ] as const) {
      const player = e.players[i]!;
      const w = await watchedPage(ctx);
      const p = w.page;
      await p.goto(`/e/${e.id}/p/${player.id}/list`);
      const main = p.locator('textarea[name="main"]');
      await main.waitFor();
      await noWarband(p, lang);
      await shot(p, `310-commander-list-page-${lang}`);
      await p.locator('input[name="code"]').fill(e.codes[player.id]!);
      await main.fill("1 Sol Ring (Commander Legends)\n1 Command Tower (Commander Legends)");
      await p.getByRole("button", { name: submit }).click();
      await expect
        .poll(async () => (await manage(people.org.request, e.id)).eventDayStaff.lists.find((l) => l.player === player.id)?.record.list.kind)
        .toBe("deck");
      await noWarband(p, `${lang}, handed in`);
      expect(w.errors).toEqual([]);
      await p.close();
    }
  });
});
