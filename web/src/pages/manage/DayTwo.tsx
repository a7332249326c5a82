// Two-day events in the console (docs/playoffs.md, "Two-day events"): the
// day-2 cut set up with the event (after which round, by which rule), and
// once that round is complete a card naming who advances, the cut line and
// who is out, with the one button that confirms it.
import { createSignal, For, Show } from "solid-js";
import { fmtNumber, locale } from "../../lib/i18n/i18n.ts";
import type { ManageView } from "../../lib/types.ts";
import { type Runner, write } from "./action.ts";

const en = {
  twoDays: "Two-day event: a day-2 cut",
  twoDaysHint: "After the round below, only the players the rule takes play on; the others keep their standing.",
  afterRound: "Cut after round",
  rule: "Who advances",
  "kind.points": "At least this many points",
  "kind.record": "At most this many losses",
  "kind.top": "The top players (by place)",
  value: "Points, losses or players",
  title: "Day 2: the cut after round {n}",
  "rule.points": "Players with {v} points or more advance.",
  "rule.record": "Players with {v} losses or fewer advance.",
  "rule.top": "The top {v} advance (dead-even players by registration order).",
  count: "{n} of {all} advance.",
  line: "Cut line: last in {in} ({points} points), first out {out} ({outPoints} points).",
  tie: "Dead even at place {place}: {names}; {n} advance by registration order.",
  advancing: "Advancing",
  out: "Cut after day 1",
  tooFew: "Day 2 needs at least {n} players.",
  confirm: "Confirm the day-2 cut",
  done: "Day 2: {n} players advance.",
};
const ja: typeof en = {
  twoDays: "2日間の大会：2日目進出のカット",
  twoDaysHint: "下の回戦の後は、条件を満たしたプレイヤーだけが続けて対戦します。ほかのプレイヤーの順位はそのまま残ります。",
  afterRound: "カットする回戦（この回戦の後）",
  rule: "進出の条件",
  "kind.points": "勝ち点がこの値以上",
  "kind.record": "負け数がこの値以下",
  "kind.top": "上位（順位順）",
  value: "勝ち点・負け数・人数",
  title: "2日目：第{n}回戦後のカット",
  "rule.points": "勝ち点{v}以上のプレイヤーが進出します。",
  "rule.record": "負け数{v}以下のプレイヤーが進出します。",
  "rule.top": "上位{v}名が進出します（完全に同率の場合は登録順）。",
  count: "{all}人中{n}人が進出します。",
  line: "カットライン：最後の進出者 {in}（勝ち点{points}）、最初の非進出者 {out}（勝ち点{outPoints}）。",
  tie: "{place}位で完全に同率：{names}。登録順で{n}人が進出します。",
  advancing: "進出",
  out: "1日目で終了",
  tooFew: "2日目には{n}人以上が必要です。",
  confirm: "2日目進出を確定",
  done: "2日目：{n}人が進出します。",
};
type Key = keyof typeof en;
const s = (k: Key, vars: Record<string, string | number> = {}) =>
  (locale() === "ja" ? ja : en)[k].replace(/\{(\w+)\}/g, (_, v: string) =>
    typeof vars[v] === "number" ? fmtNumber(vars[v] as number) : String(vars[v] ?? ""),
  );

type Kind = "points" | "record" | "top";

/** The new-event fields: off by default; on, the round, the rule and its value (sent as options.dayTwo). */
export function DayTwoFields() {
  const [on, setOn] = createSignal(false);
  return (
    <fieldset class="field" data-testid="day-two-fields">
      <label class="check">
        <input type="checkbox" name="dayTwo" onChange={(e) => setOn(e.currentTarget.checked)} />
        <span>{s("twoDays")}</span>
      </label>
      <Show when={on()}>
        <small class="muted">{s("twoDaysHint")}</small>
        <div class="grid2">
          <label class="field">
            <span>{s("afterRound")}</span>
            <input name="dayTwoAfter" type="number" min={1} max={29} value={5} inputmode="numeric" required />
          </label>
          <label class="field">
            <span>{s("value")}</span>
            <input name="dayTwoValue" type="number" min={0} max={10000} value={2} inputmode="numeric" required />
          </label>
          <label class="field wide">
            <span>{s("rule")}</span>
            <select name="dayTwoKind">
              <For each={["record", "points", "top"] as Kind[]}>{(k) => <option value={k}>{s(`kind.${k}`)}</option>}</For>
            </select>
          </label>
        </div>
      </Show>
    </fieldset>
  );
}

/** options.dayTwo from the new-event form, or undefined when the box is not ticked. */
export function dayTwoOf(f: FormData): Record<string, unknown> | undefined {
  if (f.get("dayTwo") !== "on") return undefined;
  const kind = String(f.get("dayTwoKind")) as Kind;
  const value = Number(f.get("dayTwoValue"));
  const advance = kind === "points" ? { kind, atLeast: value } : kind === "record" ? { kind, maxLosses: value } : { kind, count: value };
  return { afterRound: Number(f.get("dayTwoAfter")), advance };
}

/** The card shown once round N is complete: who advances, the line, who is out, and Confirm. */
export function DayTwoCard(props: { view: ManageView; names: Map<string, string>; runner: Runner }) {
  const p = () => props.view.dayTwoPreview!;
  const name = (id: string) => props.names.get(id) ?? id;
  const ruleValue = () => {
    const a = p().advance;
    return a.kind === "points" ? a.atLeast : a.kind === "record" ? a.maxLosses : a.count;
  };
  const enough = () => p().advancing.length >= p().needed;
  return (
    <section class="card stack" data-testid="day-two-card">
      <h3>{s("title", { n: p().afterRound })}</h3>
      <p>{s(`rule.${p().advance.kind}`, { v: ruleValue() })}</p>
      <p data-testid="day-two-count">
        <strong>{s("count", { n: p().advancing.length, all: p().advancing.length + p().out.length })}</strong>
      </p>
      <Show when={p().lastIn && p().firstOut}>
        <p class="muted">
          {s("line", { in: name(p().lastIn!.player), points: p().lastIn!.points, out: name(p().firstOut!.player), outPoints: p().firstOut!.points })}
        </p>
      </Show>
      <Show when={p().tie}>
        {(tie) => <p class="muted">{s("tie", { place: tie().place, names: tie().players.map(name).join(", "), n: tie().advancing })}</p>}
      </Show>
      <h4>{s("advancing")}</h4>
      <ol data-testid="day-two-advancing">
        <For each={p().advancing}>{(id) => <li>{name(id)}</li>}</For>
      </ol>
      <hr class="cut-line" />
      <h4>{s("out")}</h4>
      <ul class="muted" data-testid="day-two-out">
        <For each={p().out}>{(id) => <li>{name(id)}</li>}</For>
      </ul>
      <Show when={!enough()}>
        <p class="error">{s("tooFew", { n: p().needed })}</p>
      </Show>
      <button
        type="button"
        class="primary big"
        disabled={props.runner.busy() || !enough()}
        onClick={() => void write(props.runner, "confirm-day-two", {}, { done: (r) => s("done", { n: r.dayTwoCut.advanced.length }) })}
      >
        {s("confirm")}
      </button>
    </section>
  );
}
