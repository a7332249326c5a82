// `npm run load:push`: a benchmark (not a test) of Web Push delivery against a
// running `npm start`. Every player of one event subscribes a phone of a
// stand-in push service run here (scripts/push-standin.ts: it checks each
// message's VAPID signature and decrypts it, as a push service and a phone
// would); round 1 is paired; the time from the pairing's answer until every
// phone holds a valid message is the figure (goal: 8,000 phones within a
// minute, docs/platform.md, "Web Push").
//
//   PUSH_EXTRA_HOSTS=127.0.0.1:8790 npm start
//   LOAD_PUSH_PLAYERS=8000 LOAD_PUSH_PORT=8790 npm run load:push
import { call, must, signIn } from "./load-http.ts";
import { base } from "./load-settings.ts";
import { startPushStandIn } from "./push-standin.ts";

const PLAYERS = Number(process.env.LOAD_PUSH_PLAYERS ?? 2000);
const PORT = Number(process.env.LOAD_PUSH_PORT ?? 8790);
const CONCURRENCY = 32;

async function inParallel<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

async function main() {
  if (!Number.isInteger(PLAYERS) || PLAYERS < 4 || PLAYERS > 8000) throw new Error("LOAD_PUSH_PLAYERS must be a whole number from 4 to 8,000");
  const key = await call("GET", "/api/push/key").catch(() => null);
  if (!key || key.status !== 200) throw new Error(`no Topcut server with Web Push at ${base.origin} (npm start makes its keys)`);
  const standIn = await startPushStandIn(key.body.publicKey, PORT);
  const credentials = { username: "load-bench", password: "load-test-password" };
  let session = await call("POST", "/api/auth/signin", credentials);
  if (session.status === 401) session = await call("POST", "/api/auth/signup", credentials);
  signIn((session.headers.getSetCookie()[0] ?? "").split(";")[0]!);

  const created = await must("POST", "/api/events", { commandId: crypto.randomUUID(), name: `Push ${PLAYERS}`, gameFormat: "Modern", rules: "club" });
  const id: string = created.body.event.id;
  const players: { id: string; code: string }[] = [];
  for (let i = 0; i < PLAYERS; i += 1000) {
    const batch = Array.from({ length: Math.min(1000, PLAYERS - i) }, (_, k) => ({ name: `Player ${i + k + 1}` }));
    players.push(...(await must("POST", `/api/events/${id}/players`, { commandId: crypto.randomUUID(), players: batch })).body.players);
  }
  const t0 = performance.now();
  let refused = 0;
  await inParallel(players, async (p) => {
    const sub = await (await fetch(`${standIn.origin}/subscriptions`, { method: "POST" })).json();
    const r = await call(
      "POST",
      `/api/events/${id}/players/${p.id}/push`,
      { code: p.code, subscription: sub },
      { "cf-connecting-ip": `10.0.${(players.indexOf(p) >> 8) & 255}.${players.indexOf(p) & 255}` },
    );
    if (r.status !== 201) refused++;
  });
  console.log(`${PLAYERS} phones subscribed in ${((performance.now() - t0) / 1000).toFixed(1)} s (${refused} refused)`);

  const paired = performance.now();
  await must("POST", `/api/events/${id}/rounds`, { commandId: crypto.randomUUID(), round: 1 });
  const answered = performance.now();
  const marks: string[] = [];
  for (;;) {
    const ok = standIn.received.filter((r) => r.ok).length;
    const bad = standIn.received.length - ok;
    const seconds = (performance.now() - answered) / 1000;
    for (const share of [0.5, 0.9, 1]) {
      const label = `${share * 100}%`;
      if (ok >= Math.ceil(PLAYERS * share) && !marks.includes(label)) {
        marks.push(label);
        console.log(`  ${label.padStart(4)} of the phones told ${seconds.toFixed(1)} s after the pairing's answer`);
      }
    }
    if (ok >= PLAYERS || seconds > 300) {
      console.log(
        `pairing answered in ${(answered - paired).toFixed(0)} ms; ${ok} valid messages, ${bad} invalid${bad ? `: ${standIn.received.find((r) => !r.ok)?.problem}` : ""}`,
      );
      break;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  await standIn.close();
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
