// One application at the registration desk, as a card that reads on a phone:
// who, status (waitlist place), what they owe ("Free entry" when nothing; paid
// or not only when there is something to pay), their discount category
// (changed at the desk: a student without ID pays the full fee), check-in,
// and cancelling (the place goes to the first on the waitlist).
import { createEffect, For, Show } from "solid-js";
import { fmtTime, locale } from "../../lib/i18n/i18n.ts";
import { confirmAction } from "../../components/confirm.tsx";
import { tx } from "./dict.ts";
import { categoryName, dk } from "./desk-strings.ts";
import { money, type StaffDesk } from "./types.ts";

type Entry = StaffDesk["entries"][number];

export interface EntryActions {
  busy: () => boolean;
  /** Was the entry moved up from the waitlist by the last cancellation? */
  movedUp: (id: string) => boolean;
  checkIn: (e: Entry) => void;
  markPaid: (e: Entry, paid: boolean) => Promise<boolean>;
  changeCategory: (e: Entry, category: string | null) => Promise<boolean>;
  cancel: (e: Entry, next: Entry | null) => void;
}

/**
 * What cancelling `e` does, said before it is done: the first on this event's
 * waitlist takes an accepted place (with a shared venue pool that is full, the
 * pool's first waiting, perhaps of another event, does).
 */
export function cancelWords(d: StaffDesk, e: Entry): { message: string; next: Entry | null } {
  const name = e.name;
  if (e.status === "waitlisted") return { message: dk("dk.cancelWaiting", { name }), next: null };
  const pool = d.summary.pool;
  if (pool && pool.used >= pool.capacity && d.entries.every((x) => x.status !== "waitlisted" || x.full === "pool")) {
    return { message: dk("dk.cancelPool", { name }), next: null };
  }
  const next = d.entries.find((x) => x.status === "waitlisted" && x.position === 1) ?? null;
  return next ? { message: dk("dk.cancelMoves", { name, next: next.name }), next } : { message: dk("dk.cancelFrees", { name }), next: null };
}

export function DeskEntryCard(props: { entry: Entry; desk: StaffDesk; actions: EntryActions }) {
  const e = () => props.entry;
  const currency = () => props.desk.settings.fee?.currency ?? null;
  const discounts = () => props.desk.settings.fee?.discounts ?? [];
  /** The applied discount's category in the reader's language. */
  const discountName = (): string | null => {
    const fee = e().fee;
    if (!fee?.discount) return null;
    const x = discounts().find((y) => y.id === fee.discountId);
    return x ? categoryName(x) : fee.discount;
  };
  const owes = () => (e().fee?.owed ?? 0) > 0;
  /** Categories to pick from: the discounts', and the entry's own if no discount names it (entered before the discounts changed). */
  const categories = () => {
    const known = [...new Map(discounts().map((x) => [x.category, categoryName(x)])).entries()];
    const own = e().category;
    return own && !known.some(([c]) => c === own) ? [...known, [own, own] as [string, string]] : known;
  };
  const a = () => props.actions;
  const checkInOpen = () => e().status === "accepted" && !e().playerId;
  // A player already admitted is dropped in the console, not cancelled here.
  const cancelOpen = () => props.desk.may.cancel && !e().playerId;
  // The category is set once the options exist: a value set before them is lost (as in SelectField).
  let select: HTMLSelectElement | undefined;
  createEffect(() => {
    categories(); // again whenever the options change
    const value = e().category ?? "";
    if (select) select.value = value;
  });
  return (
    <li class="desk-entry" classList={{ "desk-moved": a().movedUp(e().id) }} data-status={e().status} data-entry={e().id}>
      <div class="desk-who">
        <strong>{e().name}</strong>
        <Show when={e().reading}>
          {(r) => (
            <small class="block" lang="ja">
              {r()}
            </small>
          )}
        </Show>
        <Show when={a().movedUp(e().id) && e().status === "accepted"}>
          <small class="block desk-moved-note">{dk("dk.movedUp")}</small>
        </Show>
        <small class="muted block">
          {fmtTime(e().appliedAt)}
          {e().by === "organizer" ? ` · ${tx("ed.desk.byOrganizer")}` : ""}
        </small>
      </div>
      <span class="tag desk-status">
        {e().status === "accepted"
          ? e().playerId
            ? tx("ed.desk.player")
            : tx("ed.reg.accepted")
          : e().status === "waitlisted"
            ? tx("ed.desk.waitlist", { n: e().position ?? 0 })
            : tx("ed.reg.withdrawn")}
      </span>
      <Show when={e().status !== "withdrawn"}>
        {/* What they owe, and the category it is computed from (changed right here), on one line. */}
        <div class="desk-fee" data-testid="desk-fee">
          <span class={owes() ? "num" : undefined}>{owes() ? money(e().fee!.owed, currency(), locale()) : dk("dk.free")}</span>
          <Show
            when={props.desk.may.category && categories().length > 0}
            fallback={
              <Show when={discountName()}>
                <small class="muted"> · {discountName()}</small>
              </Show>
            }
          >
            <select
              ref={select}
              class="desk-category"
              aria-label={dk("dk.categoryFor", { name: e().name })}
              disabled={a().busy()}
              onChange={(ev) => {
                const box = ev.currentTarget;
                void a()
                  .changeCategory(e(), box.value || null)
                  .then((done) => {
                    if (!done) box.value = e().category ?? "";
                  });
              }}
            >
              <option value="">{dk("dk.noDiscount")}</option>
              <For each={categories()}>{([c, label]) => <option value={c}>{label}</option>}</For>
            </select>
          </Show>
        </div>
        {/* Paid or not only where there is something to pay. */}
        <Show when={owes()} fallback={<span />}>
          <label class="check desk-paid">
            <input
              type="checkbox"
              checked={e().paid}
              disabled={a().busy()}
              aria-label={tx("ed.desk.paidFor", { name: e().name })}
              onChange={(ev) => {
                // The entry's elements stay across re-reads: a refused change puts the box back itself.
                const box = ev.currentTarget;
                void a()
                  .markPaid(e(), box.checked)
                  .then((done) => {
                    if (!done) box.checked = e().paid;
                  });
              }}
            />
            {e().paid ? tx("ed.paid") : tx("ed.unpaid")}
          </label>
        </Show>
        <Show when={checkInOpen() || cancelOpen()}>
          <div class="desk-actions">
            <Show when={checkInOpen()}>
              <button type="button" class="small desk-checkin" disabled={a().busy()} onClick={() => a().checkIn(e())}>
                {dk("dk.checkIn")}
              </button>
            </Show>
            <Show when={cancelOpen()}>
              <button
                type="button"
                class="small desk-cancel"
                disabled={a().busy()}
                aria-label={dk("dk.cancelFor", { name: e().name })}
                onClick={async () => {
                  const { message, next } = cancelWords(props.desk, e());
                  if (await confirmAction(message, dk("dk.cancelYes"))) a().cancel(e(), next);
                }}
              >
                {dk("dk.cancel")}
              </button>
            </Show>
          </div>
        </Show>
      </Show>
    </li>
  );
}
