// `npm run bench -- outbox`: how long 100 commands queued offline in the
// console's outbox (web/src/lib/offline/outbox.ts) take to reach the
// server once the network is back, sent one by one in order. Real Chromium
// against `wrangler dev` (web/test/server.ts), like the page bench.
export const name = "outbox";

const COMMANDS = 100;

export async function run() {
  const { launchBench } = await import("./browser.ts");
  const { browser, baseURL, close } = await launchBench();
  try {
    const ctx = await browser.newContext({ baseURL, locale: "en-US" });
    const signup = await ctx.request.post("/api/auth/signup", { data: { username: "outbox-bench", password: "correct horse battery" } });
    if (!signup.ok()) throw new Error(`signup: ${signup.status()}`);
    const created = await ctx.request.post("/api/events", {
      data: { commandId: "outbox-bench-event", name: "Outbox Bench", gameFormat: "Modern", rules: "club" },
    });
    if (!created.ok()) throw new Error(`create event: ${created.status()}`);
    const id = ((await created.json()) as { event: { id: string } }).event.id;
    const page = await ctx.newPage();
    await page.goto(`/manage/${id}?tab=players`);
    await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, { timeout: 30_000 });
    await ctx.setOffline(true);
    // 100 players added offline, one command each, as the console queues them.
    await page.evaluate(
      async ({ id, n }) =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("topcut-offline", 1);
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const tx = open.result.transaction("outbox", "readwrite");
            for (let i = 1; i <= n; i++) {
              const commandId = `outbox-bench-${String(i).padStart(3, "0")}`;
              tx.objectStore("outbox").add({
                eventId: id,
                method: "POST",
                url: `/api/events/${id}/players`,
                body: JSON.stringify({ players: [{ name: `Player ${i}` }], commandId }),
                commandId,
                label: `Player ${i}`,
                queuedAt: Date.now(),
              });
            }
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
      { id, n: COMMANDS },
    );
    const waiting = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const open = indexedDB.open("topcut-offline", 1);
            open.onsuccess = () => {
              const req = open.result.transaction("outbox").objectStore("outbox").count();
              req.onsuccess = () => resolve(req.result);
            };
          }),
      );
    const t0 = Date.now();
    await ctx.setOffline(false);
    for (;;) {
      if ((await waiting()) === 0) break;
      if (Date.now() - t0 > 120_000) {
        const left = await page.evaluate(
          () =>
            new Promise<unknown[]>((resolve) => {
              const open = indexedDB.open("topcut-offline", 1);
              open.onsuccess = () => {
                const req = open.result.transaction("outbox").objectStore("outbox").getAll();
                req.onsuccess = () => resolve(req.result.map((i: { label: string; refused?: unknown }) => [i.label, i.refused]));
              };
            }),
        );
        throw new Error(`outbox: still waiting after 120 s: ${JSON.stringify(left).slice(0, 600)}`);
      }
      await page.waitForTimeout(20);
    }
    const ms = Date.now() - t0;
    const view = (await (await ctx.request.get(`/api/events/${id}/manage`)).json()) as { players: { name: string }[] };
    const names = view.players.map((p) => p.name);
    if (names.length !== COMMANDS || new Set(names).size !== COMMANDS || names.some((n, i) => n !== `Player ${i + 1}`))
      throw new Error(`outbox: the server has ${names.length} players, not ${COMMANDS} in order`);
    return [{ commands: COMMANDS, "sync ms": ms, "ms per command": +(ms / COMMANDS).toFixed(1), "players on the server": names.length }];
  } finally {
    await close();
  }
}
