// The organizer's discounts: any number, each a category named per language
// and what it takes off (an amount in the fee's currency); on a Commander
// event, the Commander event rules' two as a preset (R-REG-2). What a
// discounted player pays is shown as the engine computes it, rounded by the
// currency's rule (yen: up to 10, R-REG-2).
import { For, Index, Show } from "solid-js";
import { locale } from "../../lib/i18n/i18n.ts";
import { computeFees, DISCOUNT_PRESETS_003 } from "../../../../shared/eventday/fees.ts";
import { dk } from "./desk-strings.ts";
import { money, toMajor, toMinor, type DiscountRow, type FeeSetting } from "./types.ts";

export type { DiscountRow };

/** A category id from its name: stable, ASCII, unique among `taken`. */
function idFor(name: string, taken: string[]): string {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 40) || "discount";
  let id = base;
  for (let n = 2; taken.includes(id); n++) id = `${base}-${n}`;
  return id;
}

export function DiscountEditor(props: {
  rows: DiscountRow[];
  onChange: (rows: DiscountRow[]) => void;
  fee: number | null;
  currency: FeeSetting["currency"];
  /** A Commander event: the Commander event rules' discounts are offered as a preset. */
  commander: boolean;
}) {
  const set = (i: number, patch: Partial<DiscountRow>) => props.onChange(props.rows.map((r, k) => (k === i ? { ...r, ...patch } : r)));
  const addPresets = () => {
    const have = new Set(props.rows.map((r) => r.category));
    props.onChange([...props.rows, ...DISCOUNT_PRESETS_003.filter((p) => !have.has(p.category)).map((p) => ({ ...p }) as DiscountRow)]);
  };
  const add = () => {
    const id = idFor(
      "discount",
      props.rows.map((r) => r.id),
    );
    props.onChange([...props.rows, { kind: "percent", id, label: "", labels: {}, category: id, percent: 10 }]);
  };
  const pays = (r: DiscountRow): string | null => {
    if (props.fee === null) return null;
    const out = computeFees({ currency: props.currency, events: [{ event: "e", fee: props.fee }], discounts: [r] }, [
      { player: "p", events: ["e"], categories: [r.category] },
    ]);
    return out.ok ? money(out.value[0]!.events[0]!.owed, props.currency, locale()) : null;
  };
  return (
    <fieldset class="stack discounts" data-testid="discounts">
      <legend>{dk("dk.discounts")}</legend>
      <p class="small muted">
        {dk("dk.discountsHelp", { rounding: dk(`dk.round.${props.currency.rounding}`, { step: money(props.currency.step, props.currency, locale()) }) })}
      </p>
      <Index each={props.rows}>
        {(r, i) => (
          <div class="card stack discount-row" data-category={r().category}>
            <label class="field">
              <span>{dk("dk.categoryJa")}</span>
              <input
                value={r().labels?.ja ?? ""}
                maxLength={200}
                onChange={(e) => set(i, { labels: { ...r().labels, ja: e.currentTarget.value }, label: r().label || e.currentTarget.value })}
              />
            </label>
            <label class="field">
              <span>{dk("dk.categoryEn")}</span>
              <input
                value={r().labels?.en ?? ""}
                maxLength={200}
                onChange={(e) => set(i, { labels: { ...r().labels, en: e.currentTarget.value }, label: e.currentTarget.value || r().label })}
              />
            </label>
            <div class="row wrap-buttons">
              <label class="field grow">
                <span>{dk("dk.kind")}</span>
                <select
                  value={r().kind}
                  onChange={(e) => {
                    const kind = e.currentTarget.value as DiscountRow["kind"];
                    const { percent: _p, amount: _a, ...rest } = r();
                    const next: DiscountRow =
                      kind === "percent" ? { ...rest, kind, percent: 50 } : kind === "amount-off" ? { ...rest, kind, amount: 100 } : { ...rest, kind };
                    props.onChange(props.rows.map((x, k) => (k === i ? next : x)));
                  }}
                >
                  <For each={["percent", "free", "amount-off"] as const}>{(k) => <option value={k}>{dk(`dk.kind.${k}`)}</option>}</For>
                </select>
              </label>
              <Show when={r().kind !== "free"}>
                <label class="field grow">
                  <span>{dk("dk.value")}</span>
                  <input
                    type="number"
                    inputmode="numeric"
                    min={r().kind === "percent" ? 1 : 1 / 10 ** props.currency.decimals}
                    max={r().kind === "percent" ? 100 : undefined}
                    step={r().kind === "percent" ? 1 : 1 / 10 ** props.currency.decimals}
                    value={r().kind === "percent" ? (r().percent ?? "") : toMajor(r().amount, props.currency)}
                    onChange={(e) =>
                      set(
                        i,
                        r().kind === "percent" ? { percent: Number(e.currentTarget.value) } : { amount: toMinor(e.currentTarget.value, props.currency) ?? 0 },
                      )
                    }
                  />
                </label>
              </Show>
            </div>
            <div class="row between">
              <span class="small" data-testid="pays">
                {pays(r()) ? dk("dk.pays", { amount: pays(r())! }) : ""}
              </span>
              <button type="button" class="small" onClick={() => props.onChange(props.rows.filter((_, k) => k !== i))}>
                {dk("dk.remove")}
              </button>
            </div>
          </div>
        )}
      </Index>
      <div class="row discount-adds">
        <Show when={props.commander}>
          <button type="button" onClick={addPresets}>
            {dk("dk.preset003")}
          </button>
        </Show>
        <button type="button" onClick={add}>
          {dk("dk.addDiscount")}
        </button>
      </div>
    </fieldset>
  );
}
