// The entry fee as the organizer sets it at the desk: the currency (any of the
// engine's common ones, with their minor units), the fee typed in major units
// ("12.50" dollars), and the discounts. The draft is the saved fee until the
// organizer changes it, and is started again only when the saved fee changes,
// not at every re-read of the desk (after a check-in, a walk-in), which would
// undo an edit in progress.
import { createEffect, createSignal, For } from "solid-js";
import { CURRENCIES, type CurrencyRule } from "../../../../shared/eventday/fees.ts";
import { SelectField } from "../../components/Field.tsx";
import { tx } from "./dict.ts";
import { dk } from "./desk-strings.ts";
import { DiscountEditor, type DiscountRow } from "./DiscountEditor.tsx";
import { toMajor, toMinor, type FeeSetting } from "./types.ts";

const JPY = CURRENCIES[0]!;

export interface FeeDraft {
  currency: () => CurrencyRule;
  setCurrency: (c: CurrencyRule) => void;
  /** The fee as typed, in major units ("12.50"). */
  feeText: () => string;
  setFeeText: (text: string) => void;
  /** The typed fee in minor units of the currency, or null. */
  fee: () => number | null;
  discounts: () => DiscountRow[];
  setDiscounts: (rows: DiscountRow[]) => void;
  /** What PUT /registration takes as `fee`: null without an amount. */
  body: () => FeeSetting | null;
}

/** The fee being edited, started from `saved` (and again whenever the saved fee changes). */
export function createFeeDraft(saved: () => FeeSetting | null | undefined): FeeDraft {
  const [currency, setRule] = createSignal<CurrencyRule>(JPY);
  const [feeText, setFeeText] = createSignal("");
  const fee = () => toMinor(feeText(), currency());
  const [discounts, setDiscounts] = createSignal<DiscountRow[]>([]);
  let last: string | undefined;
  createEffect(() => {
    const f = saved();
    const text = JSON.stringify(f ?? null);
    if (text === last) return;
    last = text;
    setRule(f?.currency ?? JPY);
    setFeeText(f ? toMajor(f.fee, f.currency) : "");
    setDiscounts(f?.discounts ?? []);
  });
  // Amounts stay as the organizer reads them, in major units: a fee typed as 1250 is 1,250 in the
  // new currency too, and so is an amount off (kept in minor units, so scaled to the new ones).
  const setCurrency = (next: CurrencyRule) => {
    const scale = 10 ** (next.decimals - currency().decimals);
    if (scale !== 1) setDiscounts(discounts().map((d) => (d.amount === undefined ? d : { ...d, amount: Math.round(d.amount * scale) })));
    setRule(next);
  };
  const body = (): FeeSetting | null => {
    const amount = fee();
    if (amount === null) return null;
    // A discount needs a name: the one typed in either language.
    const list = discounts().map((d) => ({ ...d, label: d.label || d.labels?.ja || d.labels?.en || d.category }));
    return { currency: currency(), fee: amount, discounts: list };
  };
  return { currency, setCurrency, feeText, setFeeText, fee, discounts, setDiscounts, body };
}

export function FeeFields(props: { draft: FeeDraft; commander: boolean }) {
  const draft = () => props.draft;
  // The saved currency stays on offer even when it is not one of the common ones (set through the API).
  const offered = () => (CURRENCIES.some((c) => c.code === draft().currency().code) ? CURRENCIES : [...CURRENCIES, draft().currency()]);
  return (
    <>
      <div class="row wrap-buttons fee-fields">
        <SelectField
          name="currency"
          label={dk("dk.currency")}
          value={draft().currency().code}
          onChange={(e) => draft().setCurrency(offered().find((c) => c.code === e.currentTarget.value) ?? JPY)}
        >
          <For each={offered()}>{(c) => <option value={c.code}>{c.code}</option>}</For>
        </SelectField>
        <label class="field grow">
          <span>{tx("ed.desk.fee")}</span>
          <input
            name="fee"
            type="number"
            min={0}
            step={1 / 10 ** draft().currency().decimals}
            inputmode={draft().currency().decimals ? "decimal" : "numeric"}
            value={draft().feeText()}
            onInput={(e) => draft().setFeeText(e.currentTarget.value)}
          />
        </label>
      </div>
      <DiscountEditor
        rows={draft().discounts()}
        onChange={draft().setDiscounts}
        fee={draft().fee()}
        currency={draft().currency()}
        commander={props.commander}
      />
    </>
  );
}
