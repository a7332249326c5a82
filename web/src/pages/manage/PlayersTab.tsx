// Registration: type one name, paste a list, or load a CSV; drop, remove and
// late entry; every player's secret code for the slips; Dreamblade bonus
// rating points per player (organizers, once the event runs).
import { nt } from "../../lib/i18n/name-words.ts";
import { A } from "@solidjs/router";
import { createSignal, For, Show } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import { isDropped } from "../../lib/event.ts";
import { confirmAction } from "../../components/confirm.tsx";
import { nameMatches } from "../../lib/search.ts";
import { type ListedPlayer, previewPlayerList } from "../../../../shared/commands/csv.ts";
import { isRegistered, registeredKeys } from "./duplicates.ts";
import { ListPreview } from "./ListPreview.tsx";
import { ActionStatus } from "../../components/Status.tsx";
import { type Runner, write } from "./action.ts";
import type { ManageView } from "../../lib/types.ts";
import { createProfile } from "../../lib/net/endpoints.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { ProfilePicker, type ProfileChoice } from "./ProfilePicker.tsx";
import { RenamePlayer } from "./RenamePlayer.tsx";
import { keptByValue } from "../../lib/render/kept-by-value.ts";
import { ReadingField } from "./ReadingField.tsx";
import { Recommendation } from "./Recommendation.tsx";
import { tr } from "../ratings/strings.ts";
import { useUnsent } from "../../lib/offline/use-local.ts";
import { UnsentTag } from "../../lib/offline/PairingChanged.tsx";
import { lt } from "../../lib/offline/local-words.ts";
import { ArriveLateButton, CheckInButton, CheckInCount } from "./floor/CheckIn.tsx";
import { WaitlistOffer } from "./floor/WaitlistOffer.tsx";
import { PenaltyCount, PlayerPenalties } from "./floor/Penalties.tsx";
import { ft } from "./floor/strings.ts";

export function PlayersTab(props: { view: ManageView; runner: Runner }) {
  const r = props.runner;
  // Drops, take-backs and late arrivals made offline: shown now, marked until the server has them.
  const unsent = useUnsent();
  const registration = () => props.view.event.status === "registration";
  const started = () => props.view.rounds.length > 0;
  const [one, setOne] = createSignal("");
  const [list, setList] = createSignal("");
  const [late, setLate] = createSignal("");
  const [lateReading, setLateReading] = createSignal("");
  const [find, setFind] = createSignal("");
  // The player whose penalties are open under their name (one at a time).
  const [floorOf, setFloorOf] = createSignal<string | null>(null);
  // Kept by value (lib/render/kept-by-value.ts): a re-read of the event (every result, drop or live update)
  // keeps each player's row, so a rename being typed, or a tap under way, is not lost to a row drawn anew.
  const players = keptByValue(() => props.view.players);
  const shownPlayers = () => (find().trim() ? players.filter((p) => nameMatches(p.name, find(), p.reading)) : players);
  // What a late arrival added now gets (the engine's lateArrivalOptions); organizers only.
  const lateOpen = () => {
    const o = props.view.lateEntry;
    return o && o.open && props.view.role !== "judge" ? o : null;
  };
  const [lateMode, setLateMode] = createSignal<"play-bye" | "loss" | null>(null);
  const mode = () => (lateOpen()?.byeHolder ? (lateMode() ?? props.view.event.options.lateArrival ?? "play-bye") : "loss");
  /** A name already registered (duplicates.ts) asks before a second one is added; Cancel, the default, adds nobody. */
  const okToAdd = async (name: string) => {
    if (!isRegistered(registeredKeys(props.view.players), name)) return true;
    return confirmAction(t("players.duplicateConfirm", { names: name }), t("players.duplicateAdd"));
  };
  const active = () => props.view.players.filter((p) => !isDropped(p.dropped)).length;
  const names = () => new Map(props.view.players.map((p) => [p.id, p.name]));
  // R-RATE-3: Premier finishes earn Dreamblade bonus points; set-bonus takes them during or after the event, from organizers.
  const bonusOpen = () =>
    props.view.event.rules === "dreamblade" && props.view.role !== "judge" && ["swiss", "playoffs", "finished"].includes(props.view.event.status);
  async function setBonus(e: SubmitEvent, player: { id: string; name: string }) {
    e.preventDefault();
    const points = Number(new FormData(e.currentTarget as HTMLFormElement).get("points"));
    await write(r, "set-bonus", { playerId: player.id, points }, { done: tr("players.bonusSet", { name: player.name, n: points }) });
  }

  let pick: ProfileChoice | undefined;
  // The name's reading (furigana), optional: wall sheets and the TV sort names by it (あいうえお順).
  const [oneReading, setOneReading] = createSignal("");
  const [profileError, setProfileError] = createSignal<unknown>(null);
  async function addOne(e: SubmitEvent) {
    e.preventDefault();
    const name = one().trim();
    if (!name) return;
    if (!(await okToAdd(name))) return;
    // The registration links to the chosen rating profile, or to a new one.
    let profile = pick?.chosen() ?? null;
    setProfileError(null);
    if (profile === null) {
      try {
        profile = (await createProfile(name)).profile.id;
      } catch (err) {
        setProfileError(err);
        return;
      }
    }
    const reading = oneReading().trim();
    if (await write(r, "add-players", { players: [{ name, profile, ...(reading ? { reading } : {}) }] }, { done: t("players.added", { n: 1 }) })) {
      setOne("");
      setOneReading("");
      pick?.reset();
    }
  }
  // A pasted list or CSV file is shown first (the engine's reading: who will be added, which lines cannot be), then imported.
  const [preview, setPreview] = createSignal<ReturnType<typeof previewPlayerList> | null>(null);
  function addList(e: SubmitEvent) {
    e.preventDefault();
    if (!list().trim()) return;
    setPreview(previewPlayerList(list()));
  }
  async function addCsv(file: File | undefined) {
    if (!file) return;
    const text = await file.text();
    setList(text);
    setPreview(previewPlayerList(text));
  }
  /** Adds the previewed players the organizer kept (ListPreview: duplicates left out unless chosen). */
  async function importPreview(players: ListedPlayer[]) {
    if (players.length === 0) return;
    const res = await write(r, "add-players", { players }, { done: (x) => t("players.added", { n: x.players.length }) });
    if (res) {
      setList("");
      setPreview(null);
    }
  }
  async function lateEntry(e: SubmitEvent) {
    e.preventDefault();
    const name = late().trim();
    if (!name) return;
    if (!(await okToAdd(name))) return;
    const reading = lateReading().trim();
    if (await write(r, "late-entry", { name, mode: mode(), ...(reading ? { reading } : {}) }, { done: t("players.added", { n: 1 }) })) {
      setLate("");
      setLateReading("");
    }
  }

  return (
    <section aria-labelledby="players-h">
      <h2 id="players-h">{t("players.title", { n: props.view.players.length, active: active() })}</h2>
      <Show when={props.view.event.status === "registration"}>
        <Recommendation view={props.view} active={active()} />
        <p>
          <A href={`/manage/${props.view.event.id}/registration`}>{t("ed.link.desk")}</A>
        </p>
      </Show>
      <ActionStatus runner={r} />
      <CheckInCount view={props.view} />
      <WaitlistOffer view={props.view} />
      <Show when={registration()}>
        <form class="stack" onSubmit={addOne}>
          <div class="row">
            <label class="grow field">
              <span class="sr-only">{t("players.name")}</span>
              <input value={one()} onInput={(e) => setOne(e.currentTarget.value)} placeholder={t("players.name")} maxLength={120} autocomplete="off" />
            </label>
            <button type="submit" class="primary" disabled={r.busy()}>
              {t("players.add")}
            </button>
          </div>
          <ReadingField label={nt("reading.label")} value={oneReading()} onInput={setOneReading} testid="reading" />
          <ProfilePicker name={one()} choice={(c) => (pick = c)} />
          <ErrorBox error={profileError()} />
        </form>
        <details class="card">
          <summary>{t("players.paste")}</summary>
          <form class="stack" onSubmit={addList}>
            <label class="field">
              <span>{t("players.pasteHelp")}</span>
              <textarea rows={8} value={list()} onInput={(e) => setList(e.currentTarget.value)} />
            </label>
            <button type="submit" class="primary" disabled={r.busy()}>
              {t("players.checkList")}
            </button>
          </form>
          {/* Keyed: a new list is a new preview, with no duplicate chosen yet. */}
          <Show when={preview()} keyed>
            {(pv) => (
              <ListPreview
                preview={pv}
                registered={props.view.players}
                busy={r.busy()}
                onAdd={(players) => void importPreview(players)}
                onCancel={() => setPreview(null)}
              />
            )}
          </Show>
          <label class="field">
            <span>{t("players.csv")}</span>
            <input type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void addCsv(e.currentTarget.files?.[0])} />
            <small class="muted">{nt("list.columns")}</small>
          </label>
        </details>
      </Show>
      <Show when={lateOpen()}>
        {(o) => (
          <form class="card stack" onSubmit={lateEntry} data-testid="late-entry">
            <h3>{t("players.late")}</h3>
            <label class="field">
              <span>{t("players.name")}</span>
              <input value={late()} onInput={(e) => setLate(e.currentTarget.value)} maxLength={120} autocomplete="off" />
            </label>
            <ReadingField label={nt("reading.short")} value={lateReading()} onInput={setLateReading} testid="late-reading" />
            {/* Says what will happen before adding: whom the late arrival plays, or the round-1 loss. */}
            <Show when={o().byeHolder} fallback={<p class="notice small">{t("players.lateNoBye")}</p>}>
              {(holder) => (
                <fieldset class="stack">
                  <legend>{t("rules.late")}</legend>
                  <label class="check">
                    <input type="radio" name="mode" value="play-bye" checked={mode() === "play-bye"} onChange={() => setLateMode("play-bye")} />
                    <span>{t("players.latePlaysBye", { name: names().get(holder()) ?? holder() })}</span>
                  </label>
                  <label class="check">
                    <input type="radio" name="mode" value="loss" checked={mode() === "loss"} onChange={() => setLateMode("loss")} />
                    <span>{t("players.lateStartsLoss")}</span>
                  </label>
                </fieldset>
              )}
            </Show>
            <button type="submit" disabled={r.busy()}>
              {t("players.lateAdd")}
            </button>
          </form>
        )}
      </Show>
      <Show when={!lateOpen() && props.view.event.status === "swiss" && props.view.lateEntry?.open === false}>
        <p class="muted small" data-testid="late-closed">
          {t("players.lateClosed")}
        </p>
      </Show>
      <Show when={bonusOpen()}>
        <p class="small muted">{tr("players.bonusHelp")}</p>
      </Show>
      <Show when={props.view.players.length > 0}>
        <p class="small">
          <A href={`/e/${props.view.event.id}/print/codes`}>{t("print.codes")}</A> <span class="muted">{t("print.codesHelp")}</span>
        </p>
      </Show>
      <Show when={props.view.players.length > 8}>
        <label class="field search">
          <span>{t("players.find")}</span>
          <input type="search" autocomplete="off" value={find()} onInput={(e) => setFind(e.currentTarget.value)} />
        </label>
        <Show when={find().trim()}>
          <p class="small muted" aria-live="polite">
            {t("players.found", { n: shownPlayers().length })}
          </p>
        </Show>
      </Show>
      <ol class="plist">
        <For each={shownPlayers()}>
          {(p) => (
            <li classList={{ dropped: isDropped(p.dropped), "with-bonus": bonusOpen() }}>
              <span class="grow">
                {/* The name opens the player's penalties (and a new one). */}
                <button
                  type="button"
                  class="link player-name"
                  aria-expanded={floorOf() === p.id}
                  aria-label={`${p.name}${ft("pen.ofName")}`}
                  onClick={() => setFloorOf(floorOf() === p.id ? null : p.id)}
                >
                  {p.name}
                </button>
                <PenaltyCount view={props.view} player={p.id} />
                <Show when={isDropped(p.dropped)}>
                  <small class="muted"> {t("players.dropped")}</small>
                </Show>
                <Show when={unsent().players.has(p.id)}>
                  <UnsentTag />
                </Show>
              </span>
              <CheckInButton view={props.view} player={p} runner={r} />
              <ArriveLateButton view={props.view} player={p} runner={r} />
              <code class="code" title={t("players.code")} aria-label={t("players.codeOf", { name: p.name })}>
                {props.view.codes[p.id] ?? (unsent().withoutCode.has(p.id) ? lt("local.noCode") : "")}
              </code>
              <A
                class="small slip-link"
                href={`/e/${props.view.event.id}/print/codes?player=${encodeURIComponent(p.id)}`}
                aria-label={t("print.slipOf", { name: p.name })}
              >
                {t("print.slip")}
              </A>
              <Show when={props.view.role !== "judge" && props.view.event.status !== "finished"}>
                <RenamePlayer player={p} runner={r} />
              </Show>
              <Show when={!started()}>
                <button
                  type="button"
                  class="small"
                  disabled={r.busy()}
                  aria-label={t("players.removeName", { name: p.name })}
                  onClick={() =>
                    void write(
                      r,
                      "remove-player",
                      { playerId: p.id },
                      { confirm: t("players.removeConfirm", { name: p.name }), confirmLabel: t("players.remove") },
                    )
                  }
                >
                  {t("players.remove")}
                </button>
              </Show>
              <Show when={started() && !isDropped(p.dropped) && props.view.event.status !== "finished"}>
                <button
                  type="button"
                  class="small"
                  disabled={r.busy()}
                  aria-label={t("players.dropName", { name: p.name })}
                  onClick={() =>
                    void write(
                      r,
                      "drop-player",
                      { playerId: p.id },
                      {
                        confirm: t("players.dropConfirm", { name: p.name }),
                        confirmLabel: t("players.drop"),
                        done: t("players.droppedDone", { name: p.name }),
                      },
                    )
                  }
                >
                  {t("players.drop")}
                </button>
              </Show>
              {/* A drop can be taken back until the next round is paired without the player. */}
              <Show when={props.view.event.status === "swiss" && p.dropped === props.view.rounds.length}>
                <button
                  type="button"
                  class="small"
                  disabled={r.busy()}
                  aria-label={t("players.undropName", { name: p.name })}
                  onClick={() => void write(r, "undrop-player", { playerId: p.id }, { done: t("players.undropped", { name: p.name }) })}
                >
                  {t("players.undrop")}
                </button>
              </Show>
              <Show when={bonusOpen()}>
                <form class="row bonus" onSubmit={(e) => void setBonus(e, p)}>
                  <label class="field inline">
                    <span class="small">{tr("players.bonus")}</span>
                    <input
                      name="points"
                      type="number"
                      min={0}
                      max={10000}
                      step={1}
                      required
                      inputmode="numeric"
                      value={props.view.bonus?.[p.id] ?? 0}
                      aria-label={tr("players.bonusOf", { name: p.name })}
                    />
                  </label>
                  <button type="submit" class="small" disabled={r.busy()} aria-label={tr("players.bonusSaveFor", { name: p.name })}>
                    {tr("players.bonusSave")}
                  </button>
                </form>
              </Show>
              <Show when={floorOf() === p.id}>
                <PlayerPenalties view={props.view} player={p.id} names={names()} runner={r} />
              </Show>
            </li>
          )}
        </For>
      </ol>
    </section>
  );
}
