// /manage/:id/lists — staff: every handed-in list with its count and legality
// flags (a "flagged only" filter; compact on a phone; printable), recording a
// paper list at the desk, unlocking a list to correct it (the reason is shown
// to the player), the draft pods by name, and the event-day settings.
import { A, useParams } from "@solidjs/router";
import { createEffect, createMemo, createResource, createSignal, For, onCleanup, Show } from "solid-js";
import { staffView } from "../../lib/net/endpoints.ts";
import type { ManageView } from "../../lib/types.ts";
import { deskWrite, QUEUED } from "../../lib/offline/desk-write.ts";
import { createLocalView } from "../../lib/offline/use-local.ts";
import { keptByValue } from "../../lib/render/kept-by-value.ts";
import { keepingLast } from "../../lib/net/load.ts";
import { OutboxPanel } from "../../lib/offline/OutboxPanel.tsx";
import { ot } from "../../lib/offline/offline-words.ts";
import { fmtDate, fmtTime, t } from "../../lib/i18n/i18n.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SignedIn } from "../manage/guard.tsx";
import type { EventDayView, ListRecordView } from "./types.ts";
import { tx, type EdKey } from "./dict.ts";
import { flagText } from "./flag-words.ts";
import { PodsBox } from "./PodsBox.tsx";
import { EventDayForm } from "./EventDayForm.tsx";
import { PaperList, type PaperTarget } from "./PaperList.tsx";
import "./eventday.css";

/** Why the event cannot start yet (the engine's canEventStart); empty once it can. */
const startReason = (c: EventDayView["canStart"]) => (c.canStart ? "" : c.reason);
/** When a received list was handed in (an unlocked one waits for its correction). */
const receivedAt = (r: ListRecordView) => (r.status === "received" ? r.receivedAt : 0);

type Entry = { name: string; set?: string; count: number };
const line = (e: Entry) => `${e.count} ${e.name}${e.set ? ` (${e.set})` : ""}`;
const total = (entries: Entry[]) => entries.reduce((s, e) => s + e.count, 0);

export default function ListsReview() {
  return (
    <SignedIn>
      <Review />
    </SignedIn>
  );
}

const AFTER_SEND = "after-send";

function Review() {
  const params = useParams<{ id: string }>();
  // After the outbox sent this desk's changes, the read is fresh: the service worker's offline
  // copy (from before them) would stay on the page, which has no live socket to correct it. A
  // network that gives out again falls back to that copy, as any read does.
  // A re-read that fails keeps the lists on screen (lib/net/load.ts, keepingLast); the next one tries again.
  const [server, { refetch }] = createResource<ManageView, string, string>(
    () => params.id,
    keepingLast((id, { refetching }) => (refetching === AFTER_SEND ? staffView(id, { fresh: true }).catch(() => staffView(id)) : staffView(id))),
  );
  // No live socket here: when this page's network comes back it reads again, from the network. A read
  // that failed meanwhile (a change another tab sent while this one was still offline) kept the last.
  const back = () => void refetch(AFTER_SEND);
  addEventListener("online", back);
  onCleanup(() => removeEventListener("online", back));
  // Writes of this desk wait in the outbox offline and are shown applied, as on the console (lib/offline/desk-write.ts).
  const local = createLocalView(params.id, () => server.latest);
  const view = {
    get latest() {
      return (local()?.view ?? server.latest) as typeof server.latest;
    },
    get error() {
      return server.error;
    },
  };
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const [done, setDone] = createSignal<string | null>(null);
  // The settings form sits at the foot of a long page: its Save is answered beside it, in view once the re-read is in.
  const [bySettings, setBySettings] = createSignal(false);
  const [flaggedOnly, setFlaggedOnly] = createSignal(false);
  const [unlocking, setUnlocking] = createSignal<string | null>(null);
  const [target, setTarget] = createSignal<PaperTarget | null>(null);
  const name = (id: string) => view.latest?.players.find((p) => p.id === id)?.name ?? id;
  const warbands = () => view.latest?.event.rules === "dreamblade";

  async function act(fn: () => Promise<unknown>, ok: string, fromSettings = false): Promise<boolean> {
    setBySettings(fromSettings);
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setDone((await fn()) === QUEUED ? ot("outbox.queued") : ok);
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
      void refetch();
    }
  }
  const actVoid = async (fn: () => Promise<unknown>, ok: string) => void (await act(fn, ok));
  const actSettings = async (fn: () => Promise<unknown>, ok: string) => void (await act(fn, ok, true));
  let settingsOutcome: HTMLDivElement | undefined;
  createEffect(() => {
    if (!bySettings() || !(done() || error()) || server.loading) return;
    requestAnimationFrame(() => settingsOutcome?.scrollIntoView({ block: "nearest" }));
  });

  // Kept by value, by player: a re-read keeps each list's card (and an unlock reason being typed in it),
  // and the paper list's choice of players, instead of drawing them anew from the answer's new objects.
  const staffLists = keptByValue(() => view.latest?.eventDayStaff.lists ?? [], "player");
  const lists = () => staffLists;
  const players = keptByValue(() => view.latest?.players ?? []);
  const flagged = createMemo(() => lists().filter((l) => (l.flags ?? []).length > 0));
  const shown = () => (flaggedOnly() ? flagged() : lists());
  const received = () => lists().filter((l) => l.record.status === "received").length;
  // Who may get a paper list: every active player without a locked one.
  const open = () => {
    const locked = new Set(
      lists()
        .filter((l) => l.record.status === "received")
        .map((l) => l.player),
    );
    return players.filter((p) => p.dropped === null && !locked.has(p.id));
  };
  const countText = (entries: Entry[]) => {
    const n = total(entries);
    if (warbands()) return n === 1 ? tx("ed.lists.mini") : tx("ed.lists.minis", { n });
    return n === 1 ? tx("ed.lists.card") : tx("ed.lists.cards", { n });
  };

  function unlock(e: SubmitEvent, player: string) {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget as HTMLFormElement).get("reason") ?? "");
    void act(() => deskWrite(params.id, "unlock-list", { playerId: player, reason }, tx("ed.lists.unlockedDone")), tx("ed.lists.unlockedDone")).then((ok) => {
      if (ok) setUnlocking(null);
    });
  }

  return (
    <section class="stack eventday lists-review" aria-labelledby="lists-h">
      <p class="crumb noprint">
        <A href={`/manage/${params.id}`}>← {tx("ed.back")}</A>
      </p>
      <h1 id="lists-h">{tx(warbands() ? "ed.lists.warbands" : "ed.lists.title")}</h1>
      <Show when={done() && !bySettings()}>
        <p role="status" class="ok noprint">
          {done()}
        </p>
      </Show>
      <OutboxPanel eventId={params.id} onSent={() => void refetch(AFTER_SEND)} />
      <ErrorBox error={(bySettings() ? null : error()) ?? view.error} />
      <Show when={view.latest}>
        {(v) => (
          <>
            <p class="meta">
              {v().event.name}
              <Show when={v().event.date}> · {fmtDate(v().event.date!)}</Show> · {tx(`ed.kind.${v().eventDay.listKind}` as EdKey)}
            </p>
            <Show when={!v().eventDay.canStart.canStart && v().event.status === "registration"}>
              <p class="notice">{startReason(v().eventDay.canStart)}</p>
            </Show>

            <section class="stack" aria-labelledby="received-h">
              <div class="row between">
                <h2 id="received-h">{tx("ed.lists.received", { n: received() })}</h2>
                <button type="button" class="noprint" onClick={() => window.print()}>
                  {tx("ed.lists.print")}
                </button>
              </div>
              <p class="small" data-testid="lists-summary">
                {v().eventDayStaff.listDemand.required.length > 0
                  ? tx("ed.lists.summary", {
                      received: received(),
                      required: v().eventDayStaff.listDemand.required.length,
                      flagged: flagged().length,
                      missing: v().eventDayStaff.listDemand.missing.length,
                    })
                  : tx("ed.lists.summaryNoDemand", { received: received(), flagged: flagged().length })}
              </p>
              <Show when={v().eventDayStaff.listDemand.missing.length > 0}>
                <p class="notice">{tx("ed.lists.missing", { names: v().eventDayStaff.listDemand.missing.map(name).join(", ") })}</p>
              </Show>
              <label class="check noprint">
                <input type="checkbox" checked={flaggedOnly()} onChange={(e) => setFlaggedOnly(e.currentTarget.checked)} />
                <span>{tx("ed.lists.flaggedOnly")}</span>
              </label>
              <For each={shown()} fallback={<p class="muted">{flaggedOnly() ? tx("ed.lists.noneFlagged") : tx("ed.lists.none")}</p>}>
                {(l) => (
                  <article
                    class="card stack list-card"
                    classList={{ flagged: (l.flags ?? []).length > 0 }}
                    aria-labelledby={`list-${l.player}`}
                    data-player={l.player}
                  >
                    <div class="row between">
                      <h3 id={`list-${l.player}`}>{name(l.player)}</h3>
                      <span class="tag" data-testid="list-count">
                        {countText(l.record.list.main)}
                        <Show when={(l.record.list.sideboard ?? []).length > 0}> · {tx("ed.lists.side", { n: total(l.record.list.sideboard!) })}</Show>
                      </span>
                    </div>
                    <Show
                      when={l.record.status === "received"}
                      fallback={
                        <p class="notice small">{tx("ed.lists.unlocked", { reason: l.record.unlocks?.[l.record.unlocks.length - 1]?.reason ?? "" })}</p>
                      }
                    >
                      <small class="muted">{tx("ed.lists.at", { at: `${fmtDate(receivedAt(l.record))} ${fmtTime(new Date(receivedAt(l.record)))}` })}</small>
                    </Show>
                    <Show when={l.flags !== null}>
                      <Show when={l.flags!.length > 0} fallback={<p class="flag-ok small">{tx("ed.lists.legal")}</p>}>
                        <ul class="plain">
                          <For each={l.flags!}>{(f) => <li class="flag">⚑ {flagText(f)}</li>}</For>
                        </ul>
                      </Show>
                    </Show>
                    <ul class="plain entries">
                      <For each={l.record.list.main}>{(e) => <li>{`${e.count} × ${e.name}${e.set ? ` (${e.set})` : ""}`}</li>}</For>
                    </ul>
                    <Show when={(l.record.list.sideboard ?? []).length > 0}>
                      <p class="small muted">{tx("ed.list.side")}</p>
                      <ul class="plain entries">
                        <For each={l.record.list.sideboard!}>{(e) => <li>{`${e.count} × ${e.name}${e.set ? ` (${e.set})` : ""}`}</li>}</For>
                      </ul>
                    </Show>
                    <div class="row wrap noprint">
                      <Show
                        when={l.record.status === "received"}
                        fallback={
                          <a
                            class="button small"
                            href="#paper-list"
                            onClick={() =>
                              setTarget({
                                player: l.player,
                                text: l.record.list.main.map(line).join("\n"),
                                side: (l.record.list.sideboard ?? []).map(line).join("\n"),
                              })
                            }
                          >
                            {tx("ed.lists.correct")}
                          </a>
                        }
                      >
                        <Show
                          when={unlocking() === l.player}
                          fallback={
                            <button type="button" class="small" onClick={() => setUnlocking(l.player)}>
                              {tx("ed.lists.unlock")}
                            </button>
                          }
                        >
                          <form class="stack grow" onSubmit={(e) => unlock(e, l.player)}>
                            <label class="field">
                              <span>{tx("ed.lists.unlockReason")}</span>
                              <input name="reason" required maxlength={300} autocomplete="off" />
                            </label>
                            <div class="row">
                              <button type="submit" class="primary small" disabled={busy()}>
                                {tx("ed.lists.unlockConfirm")}
                              </button>
                              <button type="button" class="small" onClick={() => setUnlocking(null)}>
                                {t("common.cancel")}
                              </button>
                            </div>
                          </form>
                        </Show>
                      </Show>
                    </div>
                  </article>
                )}
              </For>
            </section>

            <PaperList eventId={params.id} players={open()} warbands={warbands()} target={target()} busy={busy()} act={act} />
            {/* Pods only for a draft (set here, or implied by the format): an event of constructed play has none. */}
            <Show when={v().eventDay.draft || v().eventDay.pods}>
              <PodsBox eventId={params.id} status={v().event.status} eventDay={v().eventDay} name={name} busy={busy()} act={actVoid} />
            </Show>
            {/* An event that did not occur collects nothing; a finished one still sets who hands in lists. */}
            <Show when={v().event.status !== "did-not-occur"}>
              <EventDayForm
                eventId={params.id}
                eventDay={v().eventDay}
                finished={v().event.status === "finished"}
                rules={v().event.rules}
                busy={busy()}
                act={actSettings}
              />
            </Show>
            <div class="noprint" ref={settingsOutcome} data-testid="settings-outcome">
              <Show when={bySettings() && done()}>
                <p role="status" class="ok">
                  {done()}
                </p>
              </Show>
              <ErrorBox error={bySettings() ? error() : null} />
            </div>
          </>
        )}
      </Show>
    </section>
  );
}
