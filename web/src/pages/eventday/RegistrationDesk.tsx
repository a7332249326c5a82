// /manage/:id/registration — the organizer's registration tab: capacity,
// venue pool (and the places of your pool), deadline, fee with discounts; every application with its
// status, waitlist place, fee owed and paid; registering someone at the desk;
// admitting the accepted applicants as the event's players.
import { A, useParams } from "@solidjs/router";
import { createResource, createSignal, For, Show } from "solid-js";
import { command, get } from "../../lib/api.ts";
import { fmtDate, fmtTime, locale } from "../../lib/i18n.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SelectField } from "../../components/Field.tsx";
import { confirmAction } from "../../components/confirm.tsx";
import { SignedIn } from "../manage/guard.tsx";
import { money, type FeeSetting, type StaffDesk } from "./types.ts";
import { tx } from "./dict.ts";
import "./eventday.css";

interface PoolRow {
  id: string;
  label: string;
  capacity: number;
  events: string[];
}

const JPY = { code: "JPY", decimals: 0, step: 10, rounding: "up" as const };

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
  const base = `/events/${encodeURIComponent(params.id)}`;
  const [desk, { refetch }] = createResource(() => get<StaffDesk>(`${base}/registrations`));
  const [pools, { refetch: refetchPools }] = createResource(() => get<{ pools: PoolRow[] }>("/pools"));
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const [done, setDone] = createSignal<string | null>(null);

  async function act(fn: () => Promise<unknown>, ok?: string) {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      await fn();
      if (ok) setDone(ok);
    } catch (e) {
      setError(e);
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
    const fee = num("fee");
    const discounts: FeeSetting["discounts"] = [];
    if (f.get("female") === "on") discounts.push({ kind: "percent", id: "female", label: tx("ed.desk.femaleLabel"), category: "female", percent: 50 });
    if (f.get("student") === "on") discounts.push({ kind: "free", id: "under-high-school", label: tx("ed.desk.studentLabel"), category: "under-high-school" });
    const body = {
      capacity: num("capacity"),
      poolId: String(f.get("poolId") ?? "") || null,
      opensAt: when("opensAt"),
      closesAt: when("closesAt"),
      closed: f.get("closed") === "on",
      fee: fee === null ? null : { currency: desk()?.settings.fee?.currency ?? JPY, fee, discounts },
    };
    void act(() => command("PUT", `${base}/registration`, body, { noCommandId: true }), tx("ed.saved"));
  }

  function newPool(e: SubmitEvent) {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    void act(async () => {
      await command("POST", "/pools", { label: String(f.get("label") ?? ""), capacity: Number(f.get("capacity")) });
      await refetchPools();
    }, tx("ed.saved"));
  }

  function register(e: SubmitEvent) {
    e.preventDefault();
    const form = e.currentTarget as HTMLFormElement;
    const f = new FormData(form);
    const category = String(f.get("category") ?? "");
    void act(async () => {
      await command("POST", `${base}/registrations`, { name: String(f.get("name") ?? ""), by: "organizer", ...(category ? { category } : {}) });
      form.reset();
    }, tx("ed.saved"));
  }

  function editPool(e: SubmitEvent, poolId: string) {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    void act(async () => {
      await command("PATCH", `/pools/${encodeURIComponent(poolId)}`, { label: String(f.get("label") ?? "").trim(), capacity: Number(f.get("capacity")) }, { noCommandId: true });
      await refetchPools();
    }, tx("ed.saved"));
  }

  async function admit() {
    if (!(await confirmAction(tx("ed.desk.admitConfirm"), tx("ed.desk.admit")))) return;
    void act(() => command("POST", `${base}/registrations/admit`, {}), tx("ed.desk.admitted"));
  }

  const currency = () => desk()?.settings.fee?.currency ?? null;

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
      <Show when={desk()}>
        {(d) => (
          <>
            <p class="meta" role="status">
              {d().summary.capacity === null ? tx("ed.reg.noLimit") : tx("ed.reg.taken", { n: d().summary.accepted, of: d().summary.capacity! })}
              {" · "}
              {tx("ed.reg.waiting", { n: d().summary.waitlisted })}
              <Show when={d().summary.pool}>{(p) => <> · {tx("ed.reg.poolUse", { label: p().label, n: p().used, of: p().capacity })}</>}</Show>
            </p>

            <section class="card stack" aria-labelledby="entries-h">
              <h2 id="entries-h">{tx("ed.desk.entries")}</h2>
              <Show when={d().entries.length > 0} fallback={<p class="muted">{tx("ed.desk.noEntries")}</p>}>
                <div class="scroll-x">
                  <table>
                    <thead>
                      <tr>
                        <th>{tx("ed.reg.name")}</th>
                        <th>{tx("ed.desk.status")}</th>
                        <th class="num">{tx("ed.desk.owed")}</th>
                        <th>{tx("ed.desk.paid")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      <For each={d().entries}>
                        {(e) => (
                          <tr>
                            <td>
                              {e.name}
                              <small class="muted block">
                                {fmtTime(e.appliedAt)}
                                {e.by === "organizer" ? ` · ${tx("ed.desk.byOrganizer")}` : ""}
                              </small>
                            </td>
                            <td>
                              {e.status === "accepted"
                                ? e.playerId
                                  ? tx("ed.desk.player")
                                  : tx("ed.reg.accepted")
                                : e.status === "waitlisted"
                                  ? tx("ed.desk.waitlist", { n: e.position ?? 0 })
                                  : tx("ed.reg.withdrawn")}
                            </td>
                            <td class="num">
                              <Show when={e.fee} fallback="—">
                                {money(e.fee!.owed, currency(), locale())}
                                <Show when={e.fee!.discount}>
                                  <small class="muted block">{e.fee!.discount}</small>
                                </Show>
                              </Show>
                            </td>
                            <td>
                              <Show when={e.status !== "withdrawn"}>
                                <label class="check">
                                  <input
                                    type="checkbox"
                                    checked={e.paid}
                                    disabled={busy()}
                                    aria-label={tx("ed.desk.paidFor", { name: e.name })}
                                    onChange={(ev) => void act(() => command("POST", `${base}/registrations/${e.id}/paid`, { paid: ev.currentTarget.checked }, { noCommandId: true }))}
                                  />
                                  {e.paid ? tx("ed.paid") : tx("ed.unpaid")}
                                </label>
                              </Show>
                            </td>
                          </tr>
                        )}
                      </For>
                    </tbody>
                  </table>
                </div>
              </Show>
              <button class="primary" type="button" disabled={busy() || d().summary.accepted === 0} onClick={() => void admit()}>
                {tx("ed.desk.admit")}
              </button>
              <p class="small muted">{tx("ed.desk.admitHelp")}</p>
            </section>

            <form class="card stack" onSubmit={register} aria-labelledby="walkin-h">
              <h2 id="walkin-h">{tx("ed.desk.register")}</h2>
              <label class="field">
                <span>{tx("ed.reg.name")}</span>
                <input name="name" required maxLength={120} />
              </label>
              <SelectField name="category" label={tx("ed.reg.category")}>
                <option value="">{tx("ed.reg.categoryNone")}</option>
                <For each={d().settings.fee?.discounts ?? []}>{(x) => <option value={x.category}>{x.label}</option>}</For>
              </SelectField>
              <button type="submit" disabled={busy()}>
                {tx("ed.desk.registerButton")}
              </button>
            </form>

            <form class="card stack" onSubmit={saveSettings} aria-labelledby="settings-h">
              <h2 id="settings-h">{tx("ed.desk.settings")}</h2>
              <label class="field">
                <span>{tx("ed.desk.capacity")}</span>
                <input name="capacity" type="number" min={0} inputmode="numeric" value={d().settings.capacity ?? ""} />
              </label>
              <SelectField name="poolId" label={tx("ed.reg.pool")} value={d().settings.poolId ?? ""}>
                <option value="">{tx("ed.desk.noPool")}</option>
                <For each={pools()?.pools ?? []}>{(p) => <option value={p.id}>{`${p.label} (${p.capacity})`}</option>}</For>
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
              <label class="field">
                <span>{tx("ed.desk.fee")}</span>
                <input name="fee" type="number" min={0} inputmode="numeric" value={d().settings.fee?.fee ?? ""} />
              </label>
              <label class="check">
                <input name="female" type="checkbox" checked={d().settings.fee?.discounts.some((x) => x.category === "female") ?? false} /> {tx("ed.desk.femaleLabel")}
              </label>
              <label class="check">
                <input name="student" type="checkbox" checked={d().settings.fee?.discounts.some((x) => x.category === "under-high-school") ?? false} /> {tx("ed.desk.studentLabel")}
              </label>
              <p class="small muted">{tx("ed.desk.feeHelp")}</p>
              <Show when={d().settings.closesAt !== null}>
                <p class="small">{tx("ed.desk.deadlineNow", { at: `${fmtDate(d().settings.closesAt!)} ${fmtTime(d().settings.closesAt!)}` })}</p>
              </Show>
              <button class="primary" type="submit" disabled={busy()}>
                {tx("ed.save")}
              </button>
            </form>

            {/* The event's pool, when it is one of yours (only its owner may change it). */}
            <Show when={pools()?.pools.find((p) => p.id === d().settings.poolId)}>
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
          </>
        )}
      </Show>
    </section>
  );
}
