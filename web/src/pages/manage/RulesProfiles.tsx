// /manage/rules — the organizer composes rules from the engine's parts
// (points, tiebreakers in order, floors, byes, match length, draws, the
// rounds rule), saves them and changes or deletes them later. The server
// checks every combination with the engine and says why one is refused: the
// refusal (or the saved confirmation) shows beside Save, scrolled into view,
// naming the field by its label (rules-refusal.ts). The form does not let the
// browser stop a value first (novalidate): the engine's own sentence shows.
import { A } from "@solidjs/router";
import { createEffect, createSignal, For, Index, Show } from "solid-js";
import { deleteRules, saveRules } from "../../lib/net/endpoints.ts";
import { createLoad } from "../../lib/net/load.ts";
import { t } from "../../lib/i18n/i18n.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SelectField } from "../../components/Field.tsx";
import { TB_LONG } from "../../lib/i18n/tiebreaker-words.ts";
import { SignedIn } from "./guard.tsx";
import { loadRules } from "./rules-api.ts";
import type { SavedRules } from "../../../../shared/commands/answers.ts";
import { rt, rulesName } from "./rules-strings.ts";
import { TIEBREAKERS } from "../../../../shared/model/schema.ts";
import { customRulesProblems, PRESETS } from "../../../../shared/rules/custom.ts";
import { rulesProblemText, rulesRefusal } from "./rules-refusal.ts";
import type { CustomRules } from "../../../../shared/model/types.ts";
import "./rules-profiles.css";

export default function RulesProfiles() {
  return (
    <SignedIn>
      <Editor />
    </SignedIn>
  );
}

const floorText = (f: CustomRules["floors"]["opponents"] | null) => (f === null ? "" : String(f));
function floorOf(text: string): number | `${number}/${number}` | null {
  const s = text.trim();
  if (s === "") return null;
  return s.includes("/") ? (s as `${number}/${number}`) : Number(s);
}

function Editor() {
  const [tick, setTick] = createSignal(1);
  const list = createLoad(() => tick(), loadRules);
  const refetch = () => setTick(tick() + 1);
  // What the form shows: a saved profile being changed (id) or a new one starting from some rules.
  const [current, setCurrent] = createSignal<{ id: string | null; rules: CustomRules }>({ id: null, rules: PRESETS["omw-25"] });
  const [error, setError] = createSignal<unknown>(null);
  const [notice, setNotice] = createSignal("");
  const [busy, setBusy] = createSignal(false);

  async function save(e: SubmitEvent) {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const num = (k: string) => Number(f.get(k));
    const str = (k: string) => String(f.get(k) ?? "");
    const roundsRule = str("roundsRule");
    const rules = {
      name: str("name").trim(),
      points: { win: num("win"), draw: num("draw"), loss: num("loss"), bye: num("bye") },
      tiebreakers: TIEBREAKERS.map((_, i) => str(`tb${i}`)).filter((x) => x !== ""),
      floors: { opponents: floorOf(str("floorOpponents")) ?? 0, ownMatchWin: floorOf(str("floorOwnMatch")), ownGameWin: floorOf(str("floorOwnGame")) },
      byeInOwnPercentages: f.get("byeInOwn") === "on",
      bestOf: num("bestOf"),
      draws: str("draws"),
      rounds: roundsRule === "fixed" ? { rule: "fixed", rounds: num("fixedRounds") } : { rule: roundsRule },
    };
    setBusy(true);
    setError(null);
    setNotice("");
    try {
      const id = current().id;
      // Read from the form as text; the server checks the definition with the engine (400 with its path).
      const r = await saveRules(rules as CustomRules, id ?? undefined);
      setCurrent({ id: r.profile.id, rules: r.profile.rules });
      setNotice(rt("rules.savedOk", { name: r.profile.name }));
      refetch();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  async function remove(p: SavedRules) {
    setError(null);
    try {
      await deleteRules(p.id);
      if (current().id === p.id) setCurrent({ id: null, rules: p.rules });
      setNotice(rt("rules.deleted"));
      refetch();
    } catch (err) {
      setError(err);
    }
  }

  return (
    <>
      <p>
        <A href="/manage">{t("manage.title")}</A>
      </p>
      <h1>{rt("rules.title")}</h1>
      <p class="muted small">{rt("rules.intro")}</p>
      <ErrorBox error={list.error()} />
      <h2>{rt("rules.saved")}</h2>
      <Show when={list.value()}>
        <Show when={list.value()!.profiles.length > 0} fallback={<p class="muted">{rt("rules.none")}</p>}>
          <ul class="events" aria-label={rt("rules.saved")}>
            <For each={list.value()!.profiles}>
              {(p) => (
                <li class="card row between wrap">
                  <span class="title">{p.name}</span>
                  {/* Saved before the engine refused it (no tiebreaker): the new-event form does not offer it. */}
                  <Show when={customRulesProblems(p.rules)[0]}>
                    {(x) => (
                      <span class="small notice rules-unusable">
                        {rt("rules.unusable", { why: rulesProblemText(x().code, x().about, x().path.replace(/^\$\.?/, "")) })}
                      </span>
                    )}
                  </Show>
                  <span class="row">
                    <button type="button" onClick={() => setCurrent({ id: p.id, rules: p.rules })}>
                      {rt("rules.edit")}
                    </button>
                    <button type="button" class="danger" onClick={() => void remove(p)}>
                      {rt("rules.delete")}
                    </button>
                  </span>
                </li>
              )}
            </For>
          </ul>
        </Show>
        <h2>{rt("rules.presets")}</h2>
        <ul class="events">
          <For each={list.value()!.presets}>
            {(p) => (
              <li class="card row between">
                <span class="title">{rulesName(p.rules)}</span>
                <button type="button" onClick={() => setCurrent({ id: null, rules: p.rules })}>
                  {rt("rules.startFrom")}
                </button>
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={current()} keyed>
        {(cur) => <RulesForm cur={cur} busy={busy()} error={error()} notice={notice()} onSubmit={(e) => void save(e)} />}
      </Show>
    </>
  );
}

function RulesForm(props: {
  cur: { id: string | null; rules: CustomRules };
  busy: boolean;
  error: unknown;
  notice: string;
  onSubmit: (e: SubmitEvent) => void;
}) {
  const r = props.cur.rules;
  const [roundsRule, setRoundsRule] = createSignal<string>(r.rounds.rule);
  const refusal = () => rulesRefusal(props.error);
  const invalid = (name: string) => refusal()?.input === name || undefined;
  let outcome: HTMLDivElement | undefined;
  // Save's answer where the organizer is looking: a phone's Save sits at the foot of a long form.
  createEffect(() => {
    if (!props.notice && !props.error) return;
    requestAnimationFrame(() => outcome?.scrollIntoView({ block: "center" }));
  });
  // No min, max or required: the browser's bubble would speak instead of the engine (the server refuses with a plain sentence).
  const num = (name: string, label: string, value: number) => (
    <label class="field">
      <span>{label}</span>
      <input name={name} type="number" value={value} inputmode="numeric" aria-invalid={invalid(name)} />
    </label>
  );
  const text = (name: string, label: string, value: string) => (
    <label class="field">
      <span>{label}</span>
      <input name={name} value={value} inputmode="decimal" autocomplete="off" aria-invalid={invalid(name)} />
    </label>
  );
  return (
    <form
      class="stack card rules-form"
      novalidate
      onSubmit={props.onSubmit}
      aria-label={props.cur.id ? rt("rules.editing", { name: r.name }) : rt("rules.new")}
    >
      <h2>{props.cur.id ? rt("rules.editing", { name: r.name }) : rt("rules.new")}</h2>
      <Show when={!props.cur.id}>
        <p class="notice small" data-testid="from-example">
          {rt("rules.fromExample", { name: rulesName(r) })}
        </p>
      </Show>
      <label class="field">
        <span>{rt("rules.name")}</span>
        <input name="name" value={props.cur.id ? r.name : ""} placeholder={rulesName(r)} maxlength={80} aria-invalid={invalid("name")} />
      </label>
      <fieldset>
        <legend>{rt("rules.points")}</legend>
        <div class="points4">
          {num("win", rt("rules.win"), r.points.win)}
          {num("draw", rt("rules.draw"), r.points.draw)}
          {num("loss", rt("rules.loss"), r.points.loss)}
          {num("bye", rt("rules.bye"), r.points.bye)}
        </div>
      </fieldset>
      <fieldset>
        <legend>{rt("rules.tiebreakers")}</legend>
        <Index each={[...TIEBREAKERS]}>
          {(_, i) => (
            <SelectField label={rt("rules.tiebreakerN", { n: i + 1 })} name={`tb${i}`} value={r.tiebreakers[i] ?? ""} aria-invalid={invalid(`tb${i}`)}>
              <option value="">{rt("rules.noTiebreaker")}</option>
              <For each={[...TIEBREAKERS]}>{(tb) => <option value={tb}>{t(TB_LONG[tb])}</option>}</For>
            </SelectField>
          )}
        </Index>
      </fieldset>
      <fieldset>
        <legend>{rt("rules.floors")}</legend>
        {text("floorOpponents", rt("rules.floorOpponents"), floorText(r.floors.opponents))}
        {text("floorOwnMatch", rt("rules.floorOwnMatch"), floorText(r.floors.ownMatchWin))}
        {text("floorOwnGame", rt("rules.floorOwnGame"), floorText(r.floors.ownGameWin))}
      </fieldset>
      <label class="check">
        <input name="byeInOwn" type="checkbox" checked={r.byeInOwnPercentages} aria-invalid={invalid("byeInOwn")} /> {rt("rules.byeInOwn")}
      </label>
      <SelectField label={rt("rules.bestOf")} name="bestOf" value={String(r.bestOf)}>
        <For each={[1, 3, 5]}>{(n) => <option value={n}>{t("rules.bestOfN", { n })}</option>}</For>
      </SelectField>
      <SelectField label={rt("rules.draws")} name="draws" value={r.draws}>
        <option value="allowed">{t("rules.drawsAllowed")}</option>
        <option value="flip">{t("rules.drawsFlip")}</option>
      </SelectField>
      <SelectField label={rt("rules.roundsRule")} name="roundsRule" value={r.rounds.rule} onChange={(e) => setRoundsRule(e.currentTarget.value)}>
        <option value="log2">{rt("rules.roundsLog2")}</option>
        <option value="table">{rt("rules.roundsTable")}</option>
        <option value="fixed">{rt("rules.roundsFixed")}</option>
      </SelectField>
      <Show when={roundsRule() === "fixed"}>{num("fixedRounds", rt("rules.fixedRounds"), r.rounds.rule === "fixed" ? r.rounds.rounds : 4)}</Show>
      <button class="primary" type="submit" disabled={props.busy}>
        {rt("rules.save")}
      </button>
      <div class="rules-outcome" ref={outcome}>
        <Show when={refusal()} fallback={<ErrorBox error={props.error} />}>
          {(x) => (
            <p role="alert" class="error" data-path={(props.error as { path?: string }).path}>
              {x().text}
            </p>
          )}
        </Show>
        <Show when={props.notice}>
          <p role="status" class="ok">
            {props.notice}
          </p>
        </Show>
      </div>
    </form>
  );
}
