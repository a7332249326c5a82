// /manage/:id/lists — staff: the event-day settings (list policy and
// deadline, legality kind, round times, draft), seating the draft pods, and
// every handed-in list with its legality flags, printable.
import { A, useParams } from "@solidjs/router";
import { createResource, createSignal, For, Show } from "solid-js";
import { command, get } from "../../lib/api.ts";
import { fmtDate, fmtTime } from "../../lib/i18n.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SelectField } from "../../components/Field.tsx";
import { SignedIn } from "../manage/guard.tsx";
import type { EventDayView, StaffLists } from "./types.ts";
import { tx, type EdKey } from "./dict.ts";
import "./eventday.css";

interface Manage {
  event: { id: string; name: string; status: string; date: string | null; rules: string };
  players: { id: string; name: string }[];
  eventDay: EventDayView;
  eventDayStaff: StaffLists;
}

type Timers = EventDayView["timers"];
/** Draft timing fields: form name, label, current value. */
const DRAFT_FIELDS: [string, EdKey, (t: Timers) => number][] = [
  ["dbReview", "ed.t.dbReview", (t) => t.dreambladeDraft.reviewSeconds],
  ["dbPick", "ed.t.dbPick", (t) => t.dreambladeDraft.pickSeconds],
  ["mbReview", "ed.t.mbReview", (t) => t.magicBoosterDraft.firstReviewSeconds],
  ["mbIncrement", "ed.t.mbIncrement", (t) => t.magicBoosterDraft.reviewIncrementSeconds],
  ["rReview", "ed.t.rReview", (t) => t.rochesterDraft.reviewSeconds],
  ["rPick", "ed.t.rPick", (t) => t.rochesterDraft.pickSeconds],
  ["mpReview", "ed.t.mpReview", (t) => t.multiplayerDraft.reviewSeconds],
];

export default function ListsReview() {
  return (
    <SignedIn>
      <Review />
    </SignedIn>
  );
}

function toLocalInput(v: number | string | undefined): string {
  if (v === undefined) return "";
  const ms = new Date(v).getTime();
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

function Review() {
  const params = useParams<{ id: string }>();
  const base = `/events/${encodeURIComponent(params.id)}`;
  const [view, { refetch }] = createResource(() => get<Manage>(`${base}/manage`));
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const [done, setDone] = createSignal<string | null>(null);
  const [mode, setMode] = createSignal<string | null>(null);
  const name = (id: string) => view()?.players.find((p) => p.id === id)?.name ?? id;

  async function act(fn: () => Promise<unknown>, ok: string) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await fn();
      setDone(ok);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
      void refetch();
    }
  }

  function save(e: SubmitEvent) {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const m = String(f.get("mode"));
    const listPolicy =
      m === "all-players"
        ? { mode: m, deadline: new Date(String(f.get("deadline"))).getTime() }
        : m === "prize-winners"
          ? { mode: m, prizePlaces: Number(f.get("places")) }
          : { mode: "none" };
    const final = String(f.get("final") ?? "").trim();
    const format = String(f.get("draftFormat") ?? "");
    const body = {
      listPolicy,
      listKind: String(f.get("listKind")),
      timers: {
        rounds: { swissMinutes: Number(f.get("swiss")), playoffMinutes: Number(f.get("playoff")), finalMinutes: final === "" ? null : Number(final) },
        dreambladeDraft: { reviewSeconds: Number(f.get("dbReview")), pickSeconds: Number(f.get("dbPick")) },
        magicBoosterDraft: { firstReviewSeconds: Number(f.get("mbReview")), reviewIncrementSeconds: Number(f.get("mbIncrement")) },
        rochesterDraft: { reviewSeconds: Number(f.get("rReview")), pickSeconds: Number(f.get("rPick")) },
        multiplayerDraft: { reviewSeconds: Number(f.get("mpReview")) },
      },
      draft: format === "" ? null : { format, boosters: Number(f.get("boosters")) },
    };
    void act(() => command("PUT", `${base}/event-day`, body), tx("ed.saved"));
  }

  return (
    <section class="stack eventday" aria-labelledby="lists-h">
      <p class="crumb noprint">
        <A href={`/manage/${params.id}?tab=event`}>← {tx("ed.back")}</A>
      </p>
      <h1 id="lists-h">{tx("ed.lists.title")}</h1>
      <Show when={done()}>
        <p role="status" class="ok noprint">
          {done()}
        </p>
      </Show>
      <ErrorBox error={error() ?? view.error} />
      <Show when={view()}>
        {(v) => (
          <>
            <p class="meta">
              {v().event.name}
              <Show when={v().event.date}> · {fmtDate(v().event.date!)}</Show> · {tx(`ed.kind.${v().eventDay.listKind}` as EdKey)}
            </p>
            <Show when={!v().eventDay.canStart.canStart && v().event.status === "registration"}>
              <p class="notice">{v().eventDay.canStart.reason}</p>
            </Show>

            <section class="stack" aria-labelledby="received-h">
              <div class="row between">
                <h2 id="received-h">{tx("ed.lists.received", { n: v().eventDayStaff.lists.length })}</h2>
                <button type="button" class="noprint" onClick={() => window.print()}>
                  {tx("ed.lists.print")}
                </button>
              </div>
              <Show when={v().eventDayStaff.listDemand.missing.length > 0}>
                <p class="notice">{tx("ed.lists.missing", { names: v().eventDayStaff.listDemand.missing.map(name).join(", ") })}</p>
              </Show>
              <For each={v().eventDayStaff.lists} fallback={<p class="muted">{tx("ed.lists.none")}</p>}>
                {(l) => (
                  <article class="card stack list-card" aria-labelledby={`list-${l.player}`}>
                    <div class="row between">
                      <h3 id={`list-${l.player}`}>{name(l.player)}</h3>
                      <small class="muted">
                        {tx("ed.lists.at", { at: `${fmtDate(l.record.receivedAt)} ${fmtTime(new Date(l.record.receivedAt))}` })}
                      </small>
                    </div>
                    <Show when={l.flags !== null}>
                      <Show when={l.flags!.length > 0} fallback={<p class="flag-ok small">{tx("ed.lists.legal")}</p>}>
                        <ul class="plain">
                          <For each={l.flags!}>
                            {(f) => (
                              <li class="flag">
                                ⚑ {f.message}
                              </li>
                            )}
                          </For>
                        </ul>
                      </Show>
                    </Show>
                    <ul class="plain">
                      <For each={l.record.list.main}>{(e) => <li>{`${e.count} × ${e.name}${e.set ? ` (${e.set})` : ""}`}</li>}</For>
                    </ul>
                    <Show when={(l.record.list.sideboard ?? []).length > 0}>
                      <p class="small muted">{tx("ed.list.side")}</p>
                      <ul class="plain">
                        <For each={l.record.list.sideboard!}>{(e) => <li>{`${e.count} × ${e.name}${e.set ? ` (${e.set})` : ""}`}</li>}</For>
                      </ul>
                    </Show>
                  </article>
                )}
              </For>
            </section>

            <section class="card stack noprint" aria-labelledby="pods-h">
              <h2 id="pods-h">{tx("ed.draft.pods")}</h2>
              <Show when={v().eventDay.pods} fallback={<p class="muted">{tx("ed.draft.notSeated")}</p>}>
                {(pods) => <p>{pods().map((p) => tx("ed.draft.pod", { n: p.pod, size: p.seats.length })).join(" · ")}</p>}
              </Show>
              <div class="row wrap">
                <button type="button" disabled={busy() || v().event.status !== "registration"} onClick={() => void act(() => command("POST", `${base}/pods`, {}), tx("ed.draft.seated"))}>
                  {tx("ed.draft.seat")}
                </button>
                <A class="button" href={`/e/${params.id}/draft`}>
                  {tx("ed.draft.title")}
                </A>
              </div>
            </section>

            <form class="card stack noprint" onSubmit={save} aria-labelledby="eds-h">
              <h2 id="eds-h">{tx("ed.settings")}</h2>
              <SelectField name="mode" label={tx("ed.lists.policy")} value={mode() ?? v().eventDay.listPolicy.mode} onChange={(e) => setMode(e.currentTarget.value)}>
                <option value="none">{tx("ed.policy.none")}</option>
                <option value="all-players">{tx("ed.policy.all")}</option>
                <option value="prize-winners">{tx("ed.policy.prize")}</option>
              </SelectField>
              <Show when={(mode() ?? v().eventDay.listPolicy.mode) === "all-players"}>
                <label class="field">
                  <span>{tx("ed.lists.deadline")}</span>
                  <input name="deadline" type="datetime-local" required value={toLocalInput((v().eventDay.listPolicy as { deadline?: number }).deadline)} />
                </label>
              </Show>
              <Show when={(mode() ?? v().eventDay.listPolicy.mode) === "prize-winners"}>
                <label class="field">
                  <span>{tx("ed.lists.places")}</span>
                  <input name="places" type="number" min={1} required inputmode="numeric" value={(v().eventDay.listPolicy as { prizePlaces?: number }).prizePlaces ?? 8} />
                </label>
              </Show>
              <SelectField name="listKind" label={tx("ed.lists.kind")} value={v().eventDay.listKind}>
                <option value="constructed">{tx("ed.kind.constructed")}</option>
                <option value="limited">{tx("ed.kind.limited")}</option>
              </SelectField>
              <fieldset class="stack">
                <legend>{tx("ed.rounds")}</legend>
                <label class="field">
                  <span>{tx("ed.rounds.swiss")}</span>
                  <input name="swiss" type="number" min={40} required inputmode="numeric" value={v().eventDay.rounds.swissMinutes} />
                </label>
                <label class="field">
                  <span>{tx("ed.rounds.playoff")}</span>
                  <input name="playoff" type="number" min={40} required inputmode="numeric" value={v().eventDay.rounds.playoffMinutes} />
                </label>
                <label class="field">
                  <span>{tx("ed.rounds.final")}</span>
                  <input name="final" type="number" min={40} inputmode="numeric" value={v().eventDay.rounds.finalMinutes ?? ""} />
                </label>
                <small class="muted">{tx("ed.rounds.help")}</small>
              </fieldset>
              <fieldset class="stack">
                <legend>{tx("ed.draftTimes")}</legend>
                <For each={DRAFT_FIELDS}>
                  {([name, key, read]) => (
                    <label class="field">
                      <span>{tx(key)}</span>
                      <input name={name} type="number" min={0} max={3600} required inputmode="numeric" value={read(v().eventDay.timers)} />
                    </label>
                  )}
                </For>
              </fieldset>
              <details>
                <summary>{tx("ed.limitedTimes")}</summary>
                <ul class="plain small">
                  <For each={Object.entries(v().eventDay.timers.limited)}>
                    {([format, time]) => (
                      <li>
                        {format}:{" "}
                        {time.kind === "separate"
                          ? tx("ed.limited.separate", { r: time.registrationMinutes, c: time.constructionMinutes })
                          : time.kind === "combined"
                            ? tx("ed.limited.combined", { n: time.minutes })
                            : tx("ed.limited.construction", { n: time.constructionMinutes })}
                      </li>
                    )}
                  </For>
                </ul>
              </details>
              <SelectField name="draftFormat" label={tx("ed.draft.formatLabel")} value={v().eventDay.draft?.format ?? ""}>
                <option value="">{tx("ed.draft.noDraft")}</option>
                <option value="dreamblade">{tx("ed.format.dreamblade")}</option>
                <option value="magic-booster">{tx("ed.format.magic-booster")}</option>
                <option value="magic-rochester">{tx("ed.format.magic-rochester")}</option>
                <option value="magic-multiplayer">{tx("ed.format.magic-multiplayer")}</option>
              </SelectField>
              <label class="field">
                <span>{tx("ed.draft.boosters")}</span>
                <input name="boosters" type="number" min={1} max={6} inputmode="numeric" value={v().eventDay.draft?.boosters ?? 3} />
              </label>
              <button class="primary" type="submit" disabled={busy()}>
                {tx("ed.save")}
              </button>
            </form>
          </>
        )}
      </Show>
    </section>
  );
}
