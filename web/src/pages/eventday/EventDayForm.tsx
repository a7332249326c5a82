// The event-day settings form on /manage/:id/lists: who hands in lists,
// legality (Limited by default for a Limited format), round times, and the
// draft settings of the event's own game only (Dreamblade's on a Dreamblade
// event, Magic's on a Magic one, none on Commander). Once the event is
// finished only the lists part stays: prize winners hand in their lists after
// the finals, and the engine changes nothing else then.
import { createSignal, For, Show } from "solid-js";
import { deskWrite } from "../../lib/offline/desk-write.ts";
import type { WriteFields } from "../../../../shared/commands/write-routes.ts";
import { keptByValue } from "../../lib/render/kept-by-value.ts";
import { SelectField } from "../../components/Field.tsx";
import type { EventDayView } from "./types.ts";
import type { RulesProfileId } from "../../../../shared/model/types.ts";
import { tx, type EdKey } from "./dict.ts";
import { RoundTimesFields } from "./RoundTimesFields.tsx";

type Timers = EventDayView["timers"];
type DraftFormat = NonNullable<EventDayView["draftFormats"]>[number];
/** Draft timing fields: form name, label, current value, and the draft format they belong to. */
const DRAFT_FIELDS: [string, EdKey, (t: Timers) => number, DraftFormat][] = [
  ["dbReview", "ed.t.dbReview", (t) => t.dreambladeDraft.reviewSeconds, "dreamblade"],
  ["dbPick", "ed.t.dbPick", (t) => t.dreambladeDraft.pickSeconds, "dreamblade"],
  ["dbPrepare", "ed.t.dbPrepare", (t) => t.dreambladeDraft.prepareSeconds ?? 60, "dreamblade"],
  ["mbReview", "ed.t.mbReview", (t) => t.magicBoosterDraft.firstReviewSeconds, "magic-booster"],
  ["mbIncrement", "ed.t.mbIncrement", (t) => t.magicBoosterDraft.reviewIncrementSeconds, "magic-booster"],
  ["rReview", "ed.t.rReview", (t) => t.rochesterDraft.reviewSeconds, "magic-rochester"],
  ["rPick", "ed.t.rPick", (t) => t.rochesterDraft.pickSeconds, "magic-rochester"],
  ["mpReview", "ed.t.mpReview", (t) => t.multiplayerDraft.reviewSeconds, "magic-multiplayer"],
];

function toLocalInput(v: number | string | undefined): string {
  if (v === undefined) return "";
  const ms = new Date(v).getTime();
  return new Date(ms - new Date(ms).getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export function EventDayForm(props: {
  eventId: string;
  eventDay: EventDayView;
  /** The event's status: a finished event shows (and sends) the lists part only. */
  finished: boolean;
  /** The event's rules profile: the shortest round it allows. */
  rules: RulesProfileId;
  busy: boolean;
  act: (fn: () => Promise<unknown>, ok: string) => Promise<void>;
}) {
  const [mode, setMode] = createSignal<string | null>(null);
  // The last save's refusal, for the round time its path names (RoundTimesFields); typing there clears it.
  const [refused, setRefused] = createSignal<unknown>(null);
  // The saved settings by value: a field is set from them again only when its own saved value changes,
  // never at a re-read of the same ones (after another write here, the kept state), which undid typing.
  const saved = keptByValue(() => props.eventDay);
  const ed = () => saved;
  // Older servers send no draftFormats: every format then.
  const formats = (): DraftFormat[] => ed().draftFormats ?? ["dreamblade", "magic-booster", "magic-rochester", "magic-multiplayer"];
  const fields = () => DRAFT_FIELDS.filter((f) => formats().includes(f[3]));
  // Construction times of the game's own Limited formats only (Dreamblade's or Magic's).
  const limitedTimes = () =>
    Object.entries(ed().timers.limited).filter(([k]) => (formats().includes("dreamblade") ? k.startsWith("dreamblade") : k.startsWith("magic")));

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
    const lists = { listPolicy, listKind: String(f.get("listKind")) };
    if (props.finished) {
      void props.act(() => deskWrite(props.eventId, "edit-event-day", lists as WriteFields<"edit-event-day">, tx("ed.saved")), tx("ed.saved"));
      return;
    }
    const final = String(f.get("final") ?? "").trim();
    const num = (k: string) => Number(f.get(k));
    const has = (k: string) => f.get(k) !== null;
    // Only the draft timings shown are sent: another game's stay as they are.
    const timers: Record<string, unknown> = {
      rounds: { swissMinutes: num("swiss"), playoffMinutes: num("playoff"), finalMinutes: final === "" ? null : Number(final) },
    };
    if (has("dbReview")) timers.dreambladeDraft = { reviewSeconds: num("dbReview"), pickSeconds: num("dbPick"), prepareSeconds: num("dbPrepare") };
    if (has("mbReview")) timers.magicBoosterDraft = { firstReviewSeconds: num("mbReview"), reviewIncrementSeconds: num("mbIncrement") };
    if (has("rReview")) timers.rochesterDraft = { reviewSeconds: num("rReview"), pickSeconds: num("rPick") };
    if (has("mpReview")) timers.multiplayerDraft = { reviewSeconds: num("mpReview") };
    const format = String(f.get("draftFormat") ?? "");
    const body: Record<string, unknown> = { ...lists, timers };
    if (formats().length > 0) body.draft = format === "" ? null : { format, boosters: num("boosters") };
    // Read from the form as text, so only loosely typed; the server checks every field (400 with its path).
    setRefused(null);
    const sent = () =>
      deskWrite(props.eventId, "edit-event-day", body as WriteFields<"edit-event-day">, tx("ed.saved")).catch((err: unknown) => {
        setRefused(err);
        throw err;
      });
    void props.act(sent, tx("ed.saved"));
  }

  return (
    <form class="card stack noprint" onSubmit={save} aria-labelledby="eds-h" data-testid="event-day-settings">
      <h2 id="eds-h">{tx("ed.settings")}</h2>
      <Show when={props.finished}>
        <p class="small">{tx("ed.finished.listsOnly")}</p>
      </Show>
      <Show when={ed().limited}>{(k) => <p class="small">{tx("ed.limited.is", { kind: tx(`ed.limited.${k()}` as EdKey) })}</p>}</Show>
      <SelectField name="mode" label={tx("ed.lists.policy")} value={mode() ?? ed().listPolicy.mode} onChange={(e) => setMode(e.currentTarget.value)}>
        <option value="none">{tx("ed.policy.none")}</option>
        <option value="all-players">{tx("ed.policy.all")}</option>
        <option value="prize-winners">{tx("ed.policy.prize")}</option>
      </SelectField>
      <Show when={(mode() ?? ed().listPolicy.mode) === "all-players"}>
        <label class="field">
          <span>{tx("ed.lists.deadline")}</span>
          <input name="deadline" type="datetime-local" required value={toLocalInput((ed().listPolicy as { deadline?: number }).deadline)} />
        </label>
      </Show>
      <Show when={(mode() ?? ed().listPolicy.mode) === "prize-winners"}>
        <label class="field">
          <span>{tx("ed.lists.places")}</span>
          <input name="places" type="number" min={1} required inputmode="numeric" value={(ed().listPolicy as { prizePlaces?: number }).prizePlaces ?? 8} />
        </label>
      </Show>
      <SelectField name="listKind" label={tx("ed.lists.kind")} value={ed().listKind}>
        <option value="constructed">{tx("ed.kind.constructed")}</option>
        <option value="limited">{tx("ed.kind.limited")}</option>
      </SelectField>
      <Show when={!props.finished}>
        <div onInput={() => setRefused(null)}>
          <RoundTimesFields rounds={ed().rounds} rules={props.rules} refused={refused()} />
        </div>
        <Show when={formats().length > 0}>
          <SelectField name="draftFormat" label={tx("ed.draft.formatLabel")} value={ed().draft?.format ?? ""}>
            <option value="">{tx("ed.draft.noDraft")}</option>
            <For each={formats()}>{(f) => <option value={f}>{tx(`ed.format.${f}` as EdKey)}</option>}</For>
          </SelectField>
          <label class="field">
            <span>{tx("ed.draft.boosters")}</span>
            <input name="boosters" type="number" min={1} max={6} inputmode="numeric" value={ed().draft?.boosters ?? 3} />
          </label>
          <fieldset class="stack">
            <legend>{tx("ed.draftTimes")}</legend>
            <For each={fields()}>
              {([name, key, read]) => (
                <label class="field">
                  <span>{tx(key)}</span>
                  <input name={name} type="number" min={0} max={3600} required inputmode="numeric" value={read(ed().timers)} />
                </label>
              )}
            </For>
          </fieldset>
        </Show>
        <Show when={ed().listKind === "limited" && limitedTimes().length > 0}>
          <details>
            <summary>{tx("ed.limitedTimes")}</summary>
            <ul class="plain small">
              <For each={limitedTimes()}>
                {([format, time]) => (
                  <li>
                    {tx(`ed.lt.${format}` as EdKey)}:{" "}
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
        </Show>
      </Show>
      <button class="primary" type="submit" disabled={props.busy}>
        {tx("ed.save")}
      </button>
    </form>
  );
}
