// /e/:id/p/:pid/list — a player hands in their deck or warband list with
// their player code. Once handed in it is locked (R-LIST-1): the page
// says so, asks for nothing more, and the player can read the list as
// received with their code; if staff unlocked it to correct it, the reason.
import { A, useParams } from "@solidjs/router";
import { createMemo, createSignal, For, Show } from "solid-js";
import { readList, submitList, type Body } from "../../lib/endpoints.ts";
import { fmtDate, fmtTime } from "../../lib/i18n.ts";
import { createEventData } from "../event/data.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SelectField } from "../../components/Field.tsx";
import { parseListText } from "./lines.ts";
import type { ListRecordView } from "./types.ts";
import { tx } from "./dict.ts";
import "./eventday.css";

export default function ListPage() {
  const params = useParams<{ id: string; pid: string }>();
  const data = createEventData(params.id);
  const ed = () => data.view()?.eventDay;
  const player = () => data.view()?.players.find((p) => p.id === params.pid);
  const codeKey = `topcut.code.${params.id}.${params.pid}`;
  const [code, setCode] = createSignal(sessionStorage.getItem(codeKey) ?? "");
  const [text, setText] = createSignal("");
  const [side, setSide] = createSignal("");
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const [sent, setSent] = createSignal(false);
  const main = createMemo(() => parseListText(text()));
  const sideboard = createMemo(() => parseListText(side()));
  const received = () => sent() || (ed()?.listsReceived ?? []).includes(params.pid);
  const defaultKind = () => (data.view()?.event.rules === "dreamblade" ? "warband" : "deck");
  const warband = () => data.view()?.event.rules === "dreamblade";
  // The player's own list as stored, read with their code (POST, the code in the body).
  const [own, setOwn] = createSignal<ListRecordView | null>(null);
  const [reading, setReading] = createSignal(false);
  async function readOwn() {
    if (!code()) return;
    setReading(true);
    setError(null);
    try {
      const r = await readList(params.id, code());
      sessionStorage.setItem(codeKey, code());
      setOwn(r.list);
    } catch (err) {
      setError(err);
    } finally {
      setReading(false);
    }
  }
  // A remembered code reads the list once: a list staff unlocked says so, with why.
  if (code()) void readOwn();
  const unlockNote = () => {
    const o = own();
    return o && o.status === "draft" && o.unlocks?.length ? o.unlocks[o.unlocks.length - 1]!.reason : null;
  };

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    setBusy(true);
    setError(null);
    try {
      sessionStorage.setItem(codeKey, code());
      await submitList(params.id, {
        code: code(),
        kind: String(form.get("kind") ?? defaultKind()) as Body<"submit-list">["kind"],
        main: main().lines,
        ...(sideboard().lines.length ? { sideboard: sideboard().lines } : {}),
      });
      setSent(true);
      void data.refetch();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  const policyText = () => {
    const p = ed()?.listPolicy;
    if (!p || p.mode === "none") return tx("ed.list.notAsked");
    if (p.mode === "prize-winners") return tx("ed.list.prizeWinners", { n: p.prizePlaces });
    return tx("ed.list.deadline", { at: `${fmtDate(p.deadline)} ${fmtTime(new Date(p.deadline))}` });
  };

  return (
    <section class="narrow stack eventday" aria-labelledby="list-h">
      <ErrorBox error={data.error()} />
      <Show when={data.view()}>
        <p class="crumb">
          <A href={`/e/${params.id}/p/${params.pid}`}>← {player()?.name ?? params.pid}</A>
        </p>
        <h1 id="list-h">{tx(warband() ? "ed.warband.title" : "ed.list.title")}</h1>
        <Show when={!received()}>
          <p class="meta">{policyText()}</p>
        </Show>
        <Show when={unlockNote()}>
          {(reason) => (
            <p class="notice" role="status">
              {tx("ed.list.unlockedNote", { reason: reason() })} {tx("ed.list.correcting")}
            </p>
          )}
        </Show>
        <Show
          when={!received() && !unlockNote()}
          fallback={
            <Show when={received()}>
              <p class="ok" role="status">
                {tx(warband() ? "ed.warband.locked" : "ed.list.locked")}
              </p>
              <Show
                when={own()}
                fallback={
                  <form
                    class="row"
                    onSubmit={(e) => {
                      e.preventDefault();
                      void readOwn();
                    }}
                  >
                    <label class="field grow">
                      <span>{tx("ed.list.code")}</span>
                      <input
                        class="code"
                        required
                        autocomplete="off"
                        autocapitalize="characters"
                        value={code()}
                        onInput={(e) => setCode(e.currentTarget.value)}
                      />
                    </label>
                    <button type="submit" disabled={reading()}>
                      {tx("ed.list.show")}
                    </button>
                  </form>
                }
              >
                {(o) => (
                  <section class="card stack" aria-labelledby="yours-h" data-testid="own-list">
                    <h2 id="yours-h">{tx("ed.list.yours")}</h2>
                    <ul class="plain">
                      <For each={o().list.main}>{(l) => <li>{`${l.count} × ${l.name}${l.set ? ` (${l.set})` : ""}`}</li>}</For>
                    </ul>
                    <Show when={(o().list.sideboard ?? []).length > 0}>
                      <p class="small muted">{tx("ed.list.side")}</p>
                      <ul class="plain">
                        <For each={o().list.sideboard!}>{(l) => <li>{`${l.count} × ${l.name}${l.set ? ` (${l.set})` : ""}`}</li>}</For>
                      </ul>
                    </Show>
                    <For each={o().unlocks ?? []}>{(u) => <p class="small muted">{tx("ed.list.unlockedNote", { reason: u.reason })}</p>}</For>
                  </section>
                )}
              </Show>
            </Show>
          }
        >
          <form class="card stack" onSubmit={submit}>
            <label class="field">
              <span>{tx("ed.list.code")}</span>
              <input
                class="code"
                name="code"
                required
                autocomplete="off"
                autocapitalize="characters"
                value={code()}
                onInput={(e) => setCode(e.currentTarget.value)}
              />
            </label>
            <SelectField name="kind" label={tx("ed.list.kind")} value={defaultKind()}>
              <option value="warband">{tx("ed.list.warband")}</option>
              <option value="deck">{tx("ed.list.deck")}</option>
            </SelectField>
            <label class="field">
              <span>{tx("ed.list.main")}</span>
              <textarea name="main" required placeholder={tx("ed.list.placeholder")} value={text()} onInput={(e) => setText(e.currentTarget.value)} />
              <small class="muted">{tx("ed.list.help")}</small>
            </label>
            <label class="field">
              <span>{tx("ed.list.side")}</span>
              <textarea name="side" value={side()} onInput={(e) => setSide(e.currentTarget.value)} />
            </label>
            <p class="small" aria-live="polite">
              {tx("ed.list.count", { n: main().lines.reduce((s, l) => s + l.count, 0) })}
              <Show when={main().bad.length > 0}>
                {" · "}
                <span class="flag">{tx("ed.list.badLines", { lines: main().bad.join(", ") })}</span>
              </Show>
            </p>
            <p class="notice small">{tx("ed.list.lockWarning")}</p>
            <button class="primary" type="submit" disabled={busy() || main().lines.length === 0 || main().bad.length > 0}>
              {tx("ed.list.submit")}
            </button>
          </form>
        </Show>
        <Show when={main().lines.length > 0 && !received() && !unlockNote()}>
          <ul class="plain small">
            <For each={main().lines}>{(l) => <li>{`${l.count} × ${l.name}${l.set ? ` (${l.set})` : ""}`}</li>}</For>
          </ul>
        </Show>
        <ErrorBox error={error()} />
      </Show>
    </section>
  );
}
