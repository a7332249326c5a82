// /manage/:id/registration — the organizer's registration tab: capacity,
// venue pool (and the places of your pool), deadline, fee in any currency
// with discounts; every application with its status, waitlist place, fee
// owed and paid, discount category, cancelling (DeskEntryCard.tsx);
// registering someone at the desk; admitting the accepted applicants as the
// event's players.
import { needsNetwork } from "../../lib/offline/desk-write.ts";
import { A, useParams } from "@solidjs/router";
import { createResource, createSignal, For, Show } from "solid-js";
import { keepingLast } from "../../lib/net/load.ts";
import { keptByValue } from "../../lib/render/kept-by-value.ts";
import * as api from "../../lib/net/endpoints.ts";
import { fmtDate, fmtTime, locale } from "../../lib/i18n/i18n.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SelectField } from "../../components/Field.tsx";
import { confirmAction } from "../../components/confirm.tsx";
import { SignedIn } from "../manage/guard.tsx";
import { money, type StaffDesk } from "./types.ts";
import { tx } from "./dict.ts";
import { categoryName, dk } from "./desk-strings.ts";
import { nt } from "../../lib/i18n/name-words.ts";
import { DeskEntryCard, type EntryActions } from "./DeskEntryCard.tsx";
import { createFeeDraft, FeeFields } from "./FeeFields.tsx";
import "./eventday.css";

/** "2026-11-29T10:00" in the phone's zone ↔ epoch ms. */
function toLocalInput(ms: number | null): string {
  if (ms === null) return "";
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}

export default function RegistrationDesk() {
  return (
    <SignedIn>
      <Desk />
    </SignedIn>
  );
}

function Desk() {
  const params = useParams<{ id: string }>();
  // A re-read that fails (the venue's Wi-Fi) keeps the desk on screen with what it last showed (lib/net/load.ts).
  const [desk, { refetch }] = createResource(keepingLast(() => api.staffDesk(params.id)));
  const [pools, { refetch: refetchPools }] = createResource(keepingLast(api.pools));
  const [busy, setBusy] = createSignal(false);
  // Kept by value (lib/render/kept-by-value.ts): the re-read after each check-in keeps every other entry's
  // elements, so the next tap (a payment, the next check-in) is not lost to a list drawn anew.
  const entries = keptByValue(() => desk.latest?.entries ?? []);
  const [error, setError] = createSignal<unknown>(null);
  const [done, setDone] = createSignal<string | null>(null);
  const fee = createFeeDraft(() => desk.latest?.settings.fee);
  // Who the last cancellation moved up from the waitlist: marked on their card.
  const [moved, setMoved] = createSignal<string[]>([]);

  /** Runs a desk write; false if it was refused or did not reach the server. `ok` is said once it is done. */
  async function act(fn: () => Promise<unknown>, ok?: string | (() => string)): Promise<boolean> {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      // Registrations and admitted players' codes are the server's: offline this says "needs the network" at once (docs/offline.md).
      await needsNetwork(fn);
      if (ok) setDone(typeof ok === "string" ? ok : ok());
      return true;
    } catch (e) {
      setError(e);
      return false;
    } finally {
      setBusy(false);
      void refetch();
    }
  }

  function saveSettings(e: SubmitEvent) {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const num = (k: string) => (String(f.get(k) ?? "").trim() === "" ? null : Number(f.get(k)));
    const when = (k: string) => (String(f.get(k) ?? "") === "" ? null : new Date(String(f.get(k))).getTime());
    const body = {
      capacity: num("capacity"),
      poolId: String(f.get("poolId") ?? "") || null,
      opensAt: when("opensAt"),
      closesAt: when("closesAt"),
      closed: f.get("closed") === "on",
      fee: fee.body(),
    };
    void act(() => api.editDesk(params.id, body), tx("ed.saved"));
  }

  function newPool(e: SubmitEvent) {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    void act(async () => {
      await api.createPool({ label: String(f.get("label") ?? ""), capacity: Number(f.get("capacity")) });
      await refetchPools();
    }, tx("ed.saved"));
  }

  function register(e: SubmitEvent) {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const f = new FormData(form);
    const category = String(f.get("category") ?? "");
    const reading = String(f.get("reading") ?? "").trim();
    void act(async () => {
      await api.register(params.id, { name: String(f.get("name") ?? ""), by: "organizer", ...(reading ? { reading } : {}), ...(category ? { category } : {}) });
      form.reset();
    }, tx("ed.saved"));
  }

  function editPool(e: SubmitEvent, poolId: string) {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    void act(async () => {
      await api.editPool(poolId, { label: String(f.get("label") ?? "").trim(), capacity: Number(f.get("capacity")) });
      await refetchPools();
    }, tx("ed.saved"));
  }

  const actions: EntryActions = {
    busy,
    movedUp: (id) => moved().includes(id),
    // Check one accepted applicant in: they become a player now; a no-show never does.
    checkIn: (e) => void act(() => api.admit(params.id, [e.id]), dk("dk.checkedIn", { name: e.name })),
    markPaid: (e, paid) => act(() => api.markPaid(params.id, e.id, paid)),
    changeCategory: (e, category) => {
      let said = "";
      return act(
        async () => {
          const r = await api.changeCategory(params.id, e.id, category);
          const owed = r.registration.fee?.owed ?? 0;
          said = owed > 0 ? dk("dk.nowPays", { name: e.name, amount: money(owed, r.currency, locale()) }) : dk("dk.nowFree", { name: e.name });
        },
        () => said,
      );
    },
    // The withdrawal, by staff: the desk is read again and says who moved up from the waitlist.
    cancel: (e) => {
      const waiting = new Set(entries.filter((x) => x.status === "waitlisted").map((x) => x.id));
      let said = "";
      void act(
        async () => {
          await api.cancelRegistration(params.id, e.id);
          const after = await api.staffDesk(params.id);
          const up = after.entries.filter((x) => waiting.has(x.id) && x.status === "accepted");
          setMoved(up.map((x) => x.id));
          said = up.length ? dk("dk.cancelledMoved", { name: e.name, next: up.map((x) => x.name).join(", ") }) : dk("dk.cancelled", { name: e.name });
        },
        () => said,
      );
    },
  };

  async function admit() {
    if (!(await confirmAction(tx("ed.desk.admitConfirm"), tx("ed.desk.admit")))) return;
    void act(() => api.admit(params.id), tx("ed.desk.admitted"));
  }

  const currency = () => desk.latest?.settings.fee?.currency ?? null;
  /** "Full" only when there is a limit and it is reached: this event's places, or the shared venue pool's. */
  const full = (d: StaffDesk): string | null => {
    const pool = d.summary.pool;
    if (pool && pool.used >= pool.capacity) return dk("dk.poolFull", { label: pool.label, n: pool.used, of: pool.capacity });
    if (d.summary.capacity !== null && d.summary.accepted >= d.summary.capacity) return dk("dk.full");
    return null;
  };
  /** Cash reconciliation: what accepted applicants owe, what was marked paid, what is still to collect. */
  const totals = (d: StaffDesk) => {
    const owing = d.entries.filter((e) => e.status === "accepted" && e.fee);
    const expected = owing.reduce((s, e) => s + e.fee!.owed, 0);
    const collected = d.entries.filter((e) => e.status !== "withdrawn" && e.paid && e.fee).reduce((s, e) => s + e.fee!.owed, 0);
    const outstanding = owing.filter((e) => !e.paid).reduce((s, e) => s + e.fee!.owed, 0);
    return { expected, collected, outstanding };
  };
  /** How full the event is: "No limit" only when neither the event nor a venue pool limits it; the pool's use unless "Full" says it. */
  const places = (d: StaffDesk): string[] => {
    const { capacity, accepted, waitlisted, pool } = d.summary;
    const poolFull = pool !== null && pool.used >= pool.capacity;
    return [
      ...(capacity !== null ? [tx("ed.reg.taken", { n: accepted, of: capacity })] : pool ? [] : [tx("ed.reg.noLimit")]),
      tx("ed.reg.waiting", { n: waitlisted }),
      ...(pool && !poolFull ? [tx("ed.reg.poolUse", { label: pool.label, n: pool.used, of: pool.capacity })] : []),
    ];
  };

  return (
    <section class="stack eventday" aria-labelledby="desk-h">
      <p class="crumb">
        <A href={`/manage/${params.id}?tab=players`}>← {tx("ed.back")}</A>
      </p>
      <h1 id="desk-h">{tx("ed.desk.title")}</h1>
      <p class="small">
        <A href={`/e/${params.id}/register`}>{`${location.origin}/e/${params.id}/register`}</A>
      </p>
      <Show when={done()}>
        <p role="status" class="ok">
          {done()}
        </p>
      </Show>
      <ErrorBox error={error() ?? desk.error} />
      <Show when={desk.latest}>
        {(d) => (
          <>
            <p class="meta" role="status" data-testid="desk-summary">
              <Show when={full(d())}>
                <strong class="tag warn" data-testid="desk-full">
                  {full(d())}
                </strong>{" "}
              </Show>
              {places(d()).join(" · ")}
            </p>

            <section class="card stack" aria-labelledby="entries-h">
              <h2 id="entries-h">{tx("ed.desk.entries")}</h2>
              <Show when={currency() && d().entries.length > 0}>
                <dl class="fee-totals" data-testid="fee-totals">
                  <div>
                    <dt>{dk("dk.expected")}</dt>
                    <dd>{money(totals(d()).expected, currency(), locale())}</dd>
                  </div>
                  <div>
                    <dt>{dk("dk.collected")}</dt>
                    <dd>{money(totals(d()).collected, currency(), locale())}</dd>
                  </div>
                  <div>
                    <dt>{dk("dk.outstanding")}</dt>
                    <dd>{money(totals(d()).outstanding, currency(), locale())}</dd>
                  </div>
                </dl>
              </Show>
              <Show when={d().entries.length > 0} fallback={<p class="muted">{tx("ed.desk.noEntries")}</p>}>
                {/* One card per applicant: reads on a phone without a table's narrow columns. */}
                <ul class="plain desk-list">
                  <For each={entries}>{(e) => <DeskEntryCard entry={e} desk={d()} actions={actions} />}</For>
                </ul>
              </Show>
              <Show when={d().may.admit}>
                <button class="primary" type="button" disabled={busy() || d().summary.accepted === 0} onClick={() => void admit()}>
                  {dk("dk.admitAll")}
                </button>
                <p class="small muted">{tx("ed.desk.admitHelp")}</p>
              </Show>
            </section>

            <Show when={d().may.register}>
              <form class="card stack" onSubmit={register} aria-labelledby="walkin-h">
                <h2 id="walkin-h">{tx("ed.desk.register")}</h2>
                <label class="field">
                  <span>{tx("ed.reg.name")}</span>
                  <input name="name" required maxLength={120} />
                </label>
                <label class="field">
                  <span>{nt("reading.short")}</span>
                  <input name="reading" maxLength={120} lang="ja" autocomplete="off" data-testid="desk-reading" />
                </label>
                <SelectField name="category" label={tx("ed.reg.category")}>
                  <option value="">{tx("ed.reg.categoryNone")}</option>
                  <For each={d().settings.fee?.discounts ?? []}>{(x) => <option value={x.category}>{categoryName(x)}</option>}</For>
                </SelectField>
                <button type="submit" disabled={busy()}>
                  {tx("ed.desk.registerButton")}
                </button>
              </form>
            </Show>

            {/* Only who may change them sees the settings (a judge takes payments and check-ins). */}
            <Show when={d().may.settings}>
              <form class="card stack" onSubmit={saveSettings} aria-labelledby="settings-h">
                <h2 id="settings-h">{tx("ed.desk.settings")}</h2>
                <label class="field">
                  <span>{tx("ed.desk.capacity")}</span>
                  <input name="capacity" type="number" min={0} inputmode="numeric" value={d().settings.capacity ?? ""} />
                </label>
                <SelectField name="poolId" label={tx("ed.reg.pool")} value={d().settings.poolId ?? ""}>
                  <option value="">{tx("ed.desk.noPool")}</option>
                  <For each={pools.latest?.pools ?? []}>{(p) => <option value={p.id}>{`${p.label} (${p.capacity})`}</option>}</For>
                </SelectField>
                <label class="field">
                  <span>{tx("ed.desk.opens")}</span>
                  <input name="opensAt" type="datetime-local" value={toLocalInput(d().settings.opensAt)} />
                </label>
                <label class="field">
                  <span>{tx("ed.reg.deadline")}</span>
                  <input name="closesAt" type="datetime-local" value={toLocalInput(d().settings.closesAt)} />
                </label>
                <label class="check">
                  <input name="closed" type="checkbox" checked={d().settings.closed} /> {tx("ed.desk.closed")}
                </label>
                <FeeFields draft={fee} commander={d().rules === "commander"} />
                <Show when={d().settings.closesAt !== null}>
                  <p class="small">{tx("ed.desk.deadlineNow", { at: `${fmtDate(d().settings.closesAt!)} ${fmtTime(d().settings.closesAt!)}` })}</p>
                </Show>
                <button class="primary" type="submit" disabled={busy()}>
                  {tx("ed.save")}
                </button>
              </form>
            </Show>

            {/* The event's pool, when it is one of yours (only its owner may change it). */}
            <Show when={pools.latest?.pools.find((p) => p.id === d().settings.poolId)}>
              {(p) => (
                <form class="card stack" onSubmit={(e) => editPool(e, p().id)} aria-labelledby="edit-pool-h">
                  <h2 id="edit-pool-h">{tx("ed.desk.editPool", { label: p().label })}</h2>
                  <p class="small muted">{tx("ed.desk.editPoolHelp", { n: p().events.length })}</p>
                  <label class="field">
                    <span>{tx("ed.desk.poolLabel")}</span>
                    <input name="label" required maxLength={200} value={p().label} />
                  </label>
                  <label class="field">
                    <span>{tx("ed.desk.poolCapacity")}</span>
                    <input name="capacity" type="number" min={0} required inputmode="numeric" value={p().capacity} />
                  </label>
                  <button type="submit" disabled={busy()}>
                    {tx("ed.save")}
                  </button>
                </form>
              )}
            </Show>

            {/* A new pool is for an event's settings: only who may change them is offered one here. */}
            <Show when={d().may.settings}>
              <form class="card stack" onSubmit={newPool} aria-labelledby="pool-h">
                <h2 id="pool-h">{tx("ed.desk.newPool")}</h2>
                <p class="small muted">{tx("ed.desk.poolHelp")}</p>
                <label class="field">
                  <span>{tx("ed.desk.poolLabel")}</span>
                  <input name="label" required maxLength={200} />
                </label>
                <label class="field">
                  <span>{tx("ed.desk.poolCapacity")}</span>
                  <input name="capacity" type="number" min={0} required inputmode="numeric" />
                </label>
                <button type="submit" disabled={busy()}>
                  {tx("ed.desk.createPool")}
                </button>
              </form>
            </Show>
          </>
        )}
      </Show>
    </section>
  );
}
