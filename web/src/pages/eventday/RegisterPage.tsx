// /e/:id/register — the public pre-registration form and the receipt. The
// receipt (status, waitlist place, fee owed, paid) is remembered on this
// phone with its personal code, which is also the key to withdraw; a
// bookmarked link (#r=…&code=…) opens it anywhere. The code stays in the URL
// fragment, which browsers never send (no server log, no Referer), and is read
// with POST …/read (code in the body). The receipt re-reads
// itself while the page is visible, so a waitlisted player sees "accepted"
// when someone else withdraws without pressing Refresh.
import { A, useParams } from "@solidjs/router";
import { createResource, createSignal, For, onCleanup, onMount, Show } from "solid-js";
import * as api from "../../lib/net/endpoints.ts";
import { fmtDate, fmtTime, locale } from "../../lib/i18n/i18n.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SelectField } from "../../components/Field.tsx";
import { confirmAction } from "../../components/confirm.tsx";
import { money, receiptKey, type Receipt } from "./types.ts";
import { tx } from "./dict.ts";
import { categoryName, dk } from "./desk-strings.ts";
import { nt } from "../../lib/i18n/name-words.ts";
import { keepingLast } from "../../lib/net/load.ts";
import "./eventday.css";

interface Saved {
  id: string;
  code: string;
}

/**
 * Registrations live in D1, outside the event's live socket, so the receipt
 * polls: every 30 s while the page is visible, and at once when it becomes
 * visible again. A hidden tab asks nothing.
 */
const POLL_MS = 30_000;
/** A desk read that failed is tried again this much later (the places beside a receipt). */
const DESK_RETRY_MS = 5_000;

/** The receipt named by the link's fragment (#r=…&code=…); an old ?r=…&code=… link is moved into the fragment. */
function fromLink(): Saved | null {
  const query = new URLSearchParams(location.search);
  if (query.has("code")) {
    const r = query.get("r") ?? "";
    const code = query.get("code") ?? "";
    query.delete("r");
    query.delete("code");
    const rest = query.toString();
    history.replaceState(history.state, "", `${location.pathname}${rest ? `?${rest}` : ""}#${new URLSearchParams({ r, code })}`);
  }
  const hash = new URLSearchParams(location.hash.slice(1));
  const r = hash.get("r");
  const code = hash.get("code");
  return r && code ? { id: r, code } : null;
}

/** The receipt, read with its code in the body: never in a URL. */
function readReceipt(eventId: string, s: Saved): Promise<Receipt> {
  return api.readReceipt(eventId, s.id, s.code);
}

function loadSaved(eventId: string): Saved | null {
  try {
    const raw = localStorage.getItem(receiptKey(eventId));
    return raw ? (JSON.parse(raw) as Saved) : null;
  } catch {
    return null;
  }
}

export default function RegisterPage() {
  const params = useParams<{ id: string }>();
  const id = () => encodeURIComponent(params.id);
  const [error, setError] = createSignal<unknown>(null);
  // The desk's last read failed: read it again in a few seconds while the page is seen, or as soon as it is again.
  let deskStale = false;
  let deskTimer: ReturnType<typeof setTimeout> | undefined;
  let gone = false;
  onCleanup(() => {
    gone = true;
    clearTimeout(deskTimer);
  });
  function deskAgainSoon() {
    deskStale = true;
    if (deskTimer !== undefined || gone) return;
    deskTimer = setTimeout(() => {
      deskTimer = undefined;
      if (document.visibilityState === "visible") void readAgain();
    }, DESK_RETRY_MS);
  }

  // A re-read that fails (the venue's Wi-Fi) keeps the form and the receipt on screen (lib/net/load.ts, keepingLast):
  // the desk's quietly, read again a few seconds later (its places must not stay as before a registration);
  // the receipt's says so.
  const readDesk = () => api.publicDesk(id()).then((d) => ((deskStale = false), d));
  const [desk, { refetch: refetchDesk, mutate: mutateDesk }] = createResource(keepingLast(readDesk, { failed: deskAgainSoon }));
  const [saved, setSaved] = createSignal<Saved | null>(fromLink() ?? loadSaved(params.id));
  const [receipt, { mutate }] = createResource(
    saved,
    keepingLast((s: Saved) => readReceipt(id(), s), { failed: setError, belongs: (r, s) => r.registration.id === s.id }),
  );
  const [busy, setBusy] = createSignal(false);
  // Bumped by every write of this page, so a poll answer read before it never overwrites it.
  let writes = 0;

  /**
   * Reads the desk (the places) and the receipt again; an answer read before a write of this page
   * never overwrites that write's. Returns what failed, if anything (the last answers stay on screen).
   */
  async function readAgain(): Promise<unknown> {
    const s = saved();
    const before = writes;
    const deskRead = readDesk();
    deskRead.catch(deskAgainSoon);
    try {
      const [next, d] = await Promise.all([s ? readReceipt(id(), s) : null, deskRead]);
      if (before !== writes || saved() !== s) return null;
      if (next) mutate(next);
      mutateDesk(d);
      return null;
    } catch (e) {
      return e;
    }
  }

  async function poll() {
    const r = receipt.latest;
    // A withdrawn or admitted registration does not change any more.
    if (!r || r.registration.status === "withdrawn" || r.registration.playerId !== null || busy() || document.visibilityState !== "visible") return;
    // A failure keeps the last receipt on screen; the next poll (or Refresh) tries again.
    await readAgain();
  }

  async function refresh() {
    setError(null);
    setError(await readAgain());
  }

  onMount(() => {
    const timer = setInterval(() => void poll(), POLL_MS);
    const onVisible = () => void (deskStale ? readAgain() : poll());
    // The Wi-Fi is back: a read that failed while it was gone (the places after registering) is read again.
    const onOnline = () => void readAgain();
    document.addEventListener("visibilitychange", onVisible);
    addEventListener("online", onOnline);
    onCleanup(() => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      removeEventListener("online", onOnline);
    });
  });

  async function apply(e: SubmitEvent) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    const name = String(form.get("name") ?? "").trim();
    const category = String(form.get("category") ?? "");
    const reading = String(form.get("reading") ?? "").trim();
    setBusy(true);
    setError(null);
    writes++;
    try {
      const r = await api.apply(id(), { name, ...(reading ? { reading } : {}), ...(category ? { category } : {}) });
      const s = { id: r.registration.id, code: r.code! };
      localStorage.setItem(receiptKey(params.id), JSON.stringify(s));
      setSaved(s);
      mutate(r);
      void refetchDesk();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  async function withdraw() {
    const s = saved();
    if (!s || !(await confirmAction(tx("ed.reg.withdrawConfirm"), tx("ed.reg.withdraw")))) return;
    setBusy(true);
    setError(null);
    writes++;
    try {
      mutate(await api.withdraw(id(), s.id, s.code));
      void refetchDesk();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  function forget() {
    writes++;
    localStorage.removeItem(receiptKey(params.id));
    // A link's fragment would bring the receipt back on reload.
    if (location.hash) history.replaceState(history.state, "", `${location.pathname}${location.search}`);
    setSaved(null);
    mutate(undefined);
  }

  const categories = () => {
    const fee = desk.latest?.settings.fee;
    return fee ? [...new Set(fee.discounts.map((d) => d.category))] : [];
  };
  const link = () => {
    const s = saved();
    return s ? `${location.origin}/e/${params.id}/register#${new URLSearchParams({ r: s.id, code: s.code })}` : "";
  };

  return (
    <section class="narrow stack eventday" aria-labelledby="reg-h">
      <ErrorBox error={desk.error} />
      <Show when={desk.latest}>
        {(d) => (
          <>
            <p class="crumb">
              <A href={`/e/${params.id}`}>← {d().event.name}</A>
            </p>
            <h1 id="reg-h">{tx("ed.reg.title")}</h1>
            <p class="meta">
              {d().event.name}
              <Show when={d().event.date}> · {fmtDate(d().event.date!)}</Show>
            </p>
            <dl class="facts card">
              <dt>{tx("ed.reg.places")}</dt>
              <dd>
                {/* "Full" when this event's places or the shared venue pool are taken: "no limit" alone would promise a place. */}
                <Show
                  when={
                    (d().summary.pool && d().summary.pool!.used >= d().summary.pool!.capacity) ||
                    (d().summary.capacity !== null && d().summary.accepted >= d().summary.capacity!)
                  }
                >
                  <strong class="tag warn" data-testid="register-full">
                    {dk("dk.full")}
                  </strong>{" "}
                </Show>
                <Show when={d().summary.capacity !== null} fallback={d().summary.pool ? "" : tx("ed.reg.noLimit")}>
                  {tx("ed.reg.taken", { n: d().summary.accepted, of: d().summary.capacity! })}
                </Show>
                <Show when={d().summary.waitlisted > 0}> · {tx("ed.reg.waiting", { n: d().summary.waitlisted })}</Show>
              </dd>
              <Show when={d().summary.pool}>
                {(p) => (
                  <>
                    <dt>{tx("ed.reg.pool")}</dt>
                    <dd>{tx("ed.reg.poolUse", { label: p().label, n: p().used, of: p().capacity })}</dd>
                  </>
                )}
              </Show>
              <Show when={d().settings.closesAt !== null}>
                <dt>{tx("ed.reg.deadline")}</dt>
                <dd>
                  {fmtDate(d().settings.closesAt!)} {fmtTime(d().settings.closesAt!)}
                </dd>
              </Show>
              <Show when={d().settings.fee}>
                {(f) => (
                  <>
                    <dt>{tx("ed.reg.fee")}</dt>
                    <dd>
                      {money(f().fee, f().currency, locale())}
                      <For each={f().discounts}>
                        {(x) => (
                          <span class="small muted block" data-testid="discount-offer">
                            {x.kind === "free"
                              ? dk("dk.off.free", { name: categoryName(x) })
                              : x.kind === "percent"
                                ? dk("dk.off.percent", { name: categoryName(x), n: x.percent ?? 0 })
                                : dk("dk.off.amount", { name: categoryName(x), amount: money(x.amount ?? 0, f().currency, locale()) })}
                          </span>
                        )}
                      </For>
                    </dd>
                  </>
                )}
              </Show>
            </dl>

            <Show
              when={receipt.latest}
              fallback={
                <Show when={d().settings.open && d().event.status === "registration"} fallback={<p class="notice">{tx("ed.reg.closed")}</p>}>
                  <form class="card stack" onSubmit={apply}>
                    <label class="field">
                      <span>{tx("ed.reg.name")}</span>
                      <input name="name" required maxLength={120} autocomplete="name" />
                    </label>
                    <label class="field">
                      <span>{nt("reading.short")}</span>
                      <input name="reading" maxLength={120} lang="ja" autocomplete="off" data-testid="register-reading" />
                    </label>
                    <Show when={categories().length > 0}>
                      <SelectField name="category" label={tx("ed.reg.category")} hint={<small class="muted">{tx("ed.reg.categoryHelp")}</small>}>
                        <option value="">{tx("ed.reg.categoryNone")}</option>
                        <For each={categories()}>
                          {(c) => <option value={c}>{categoryName(d().settings.fee!.discounts.find((x) => x.category === c)!)}</option>}
                        </For>
                      </SelectField>
                    </Show>
                    <button class="primary" type="submit" disabled={busy()}>
                      {tx("ed.reg.apply")}
                    </button>
                  </form>
                </Show>
              }
            >
              {(r) => (
                <article class="card stack receipt" aria-labelledby="receipt-h">
                  <h2 id="receipt-h">{tx("ed.reg.receipt")}</h2>
                  <p class="receipt-name">{r().registration.name}</p>
                  <p class={`status-line ${r().registration.status}`} role="status">
                    {r().registration.status === "accepted"
                      ? tx("ed.reg.accepted")
                      : r().registration.status === "waitlisted"
                        ? tx("ed.reg.waitlisted", { n: r().registration.position ?? 0 })
                        : tx("ed.reg.withdrawn")}
                  </p>
                  <Show when={r().registration.fee}>
                    {(f) => (
                      <p data-testid="receipt-fee">
                        {/* Nothing to pay reads as free entry, never as "¥0 · Not paid". */}
                        {f().owed > 0 ? tx("ed.reg.owed", { amount: money(f().owed, r().currency, locale()) }) : dk("dk.free")}
                        <Show when={f().discount}>
                          {" "}
                          ({(() => {
                            const x = d().settings.fee?.discounts.find((y) => y.id === f().discountId);
                            return x ? categoryName(x) : f().discount;
                          })()})
                        </Show>
                        <Show when={f().owed > 0}>
                          {" · "}
                          {r().registration.paid ? tx("ed.paid") : tx("ed.unpaid")}
                        </Show>
                      </p>
                    )}
                  </Show>
                  <Show when={r().playerCode}>
                    <p class="ok">
                      {tx("ed.reg.playerCode")} <strong class="code">{r().playerCode}</strong> ·{" "}
                      <A href={`/e/${params.id}/p/${r().registration.playerId}`}>{tx("ed.reg.playerPage")}</A>
                    </p>
                  </Show>
                  <p class="small">
                    {tx("ed.reg.yourCode")} <strong class="code">{saved()?.code}</strong>
                  </p>
                  <label class="field">
                    <span>{tx("ed.reg.link")}</span>
                    <input readOnly value={link()} onFocus={(e) => e.currentTarget.select()} />
                  </label>
                  <div class="row wrap">
                    <Show when={r().registration.status === "accepted" || r().registration.status === "waitlisted"}>
                      <Show when={r().registration.playerId === null}>
                        <button type="button" disabled={busy()} onClick={() => void withdraw()}>
                          {tx("ed.reg.withdraw")}
                        </button>
                      </Show>
                    </Show>
                    <button type="button" disabled={busy()} onClick={() => void refresh()}>
                      {tx("ed.refresh")}
                    </button>
                    <button type="button" class="link" onClick={forget}>
                      {tx("ed.reg.another")}
                    </button>
                  </div>
                </article>
              )}
            </Show>
            <ErrorBox error={error() ?? receipt.error} />
          </>
        )}
      </Show>
    </section>
  );
}
