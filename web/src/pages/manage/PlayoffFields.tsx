// New-event fields for the playoffs as the documents allow:
// the playoff match length, announced before the event begins (R-PO-2: a
// Dreamblade organizer may run best-of-three playoffs and announces it before
// the event begins; the engine fixes it once round 1 is paired), and the
// recommendation for the field expected: Swiss rounds (R-ROUNDS-3 for
// dci-2009, the profile's own rule otherwise) and, for Dreamblade, the top 4
// (R-PO-2).
import { createSignal, For, Show } from "solid-js";
import { fmtNumber, locale, withPlural } from "../../lib/i18n/i18n.ts";
import { SelectField } from "../../components/Field.tsx";
import { MIN_SWISS_PLAYERS, recommendedRounds } from "../../../../shared/structure/rounds.ts";
import type { RulesProfileId } from "../../lib/types.ts";

const en = {
  playoffBestOf: "Playoff matches",
  sameAsSwiss: "Like the Swiss rounds",
  bestOfN: "Best of {n}",
  dreambladeHint:
    "Dreamblade playoffs may be best of three (Dreamblade floor rules §321); the choice is announced before the event begins (it cannot change once round 1 is paired).",
  hint: "Shown on the event page; fixed once round 1 is paired.",
  expected: "Players expected",
  expectedHint: "Only for the recommendation below; not saved.",
  rec: "For {n} player{s}: {rounds} Swiss rounds recommended.",
  recTop4: "Playoffs: a top 4 is recommended (Dreamblade floor rules §321).",
};
const ja: typeof en = {
  playoffBestOf: "決勝トーナメントの試合",
  sameAsSwiss: "スイスラウンドと同じ",
  bestOfN: "{n}ゲームマッチ",
  dreambladeHint:
    "ドリームブレードの決勝トーナメントは2本先取（3ゲームマッチ）にできます（ドリームブレードのフロアルール§321）。大会開始前に告知します（第1回戦を組んだ後は変更できません）。",
  hint: "イベントページに表示され、第1回戦を組んだ後は変更できません。",
  expected: "予想参加人数",
  expectedHint: "下の推奨の計算にだけ使い、保存しません。",
  rec: "{n}人の場合：スイス式{rounds}回戦を推奨。",
  recTop4: "決勝トーナメントは上位4名を推奨（ドリームブレードのフロアルール§321）。",
};
const s = (k: keyof typeof en, vars: Record<string, string | number> = {}) => {
  const all = withPlural(vars);
  return (locale() === "ja" ? ja : en)[k].replace(/\{(\w+)\}/g, (_, v: string) =>
    typeof all[v] === "number" ? fmtNumber(all[v] as number) : String(all[v] ?? ""),
  );
};

/** The playoff match length select; its value goes to options.playoffBestOf ("" keeps the Swiss length). */
export function PlayoffBestOf(props: { rules: RulesProfileId }) {
  return (
    <SelectField
      class="wide"
      label={s("playoffBestOf")}
      name="playoffBestOf"
      value=""
      hint={<small class="muted">{props.rules === "dreamblade" ? s("dreambladeHint") : s("hint")}</small>}
    >
      <option value="">{s("sameAsSwiss")}</option>
      <For each={[1, 3, 5]}>{(n) => <option value={n}>{s("bestOfN", { n })}</option>}</For>
    </SelectField>
  );
}

/** The documents' recommendation for the number of players the organizer expects. */
export function NewEventRecommendation(props: { rules: RulesProfileId }) {
  const [expected, setExpected] = createSignal(16);
  const rec = () => {
    const n = expected();
    if (!Number.isInteger(n) || n < MIN_SWISS_PLAYERS || props.rules === "custom") return null;
    try {
      return recommendedRounds({ players: n, rules: props.rules });
    } catch {
      return null;
    }
  };
  return (
    <div class="stack" data-testid="new-recommendation">
      <label class="field">
        <span>{s("expected")}</span>
        <input
          type="number"
          min={MIN_SWISS_PLAYERS}
          max={10000}
          inputmode="numeric"
          value={expected()}
          onInput={(e) => setExpected(Number(e.currentTarget.value))}
        />
        <small class="muted">{s("expectedHint")}</small>
      </label>
      <Show when={rec()}>
        {(r) => (
          <p class="small" data-testid="new-recommendation-text">
            {s("rec", { n: expected(), rounds: r().rounds })}
            <Show when={r().playoff}> {s("recTop4")}</Show>
          </p>
        )}
      </Show>
    </div>
  );
}
