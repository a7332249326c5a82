// /e/:id/p/:pid/list — a player hands in their deck or warband list with
// their player code. Once handed in it is locked (R-LIST-1): the page
// says so, asks for nothing more, and the player can read the list as
// received with their code; if staff unlocked it to correct it, the reason.
// When the event's list policy does not ask this player for a list now (no
// lists, prize winners before the finish or another player, a deadline
// passed), the page says why instead of showing a form the server refuses.
import { A, useParams } from "@solidjs/router";
import { createEffect, createMemo, createSignal, For, Show } from "solid-js";
import { readList, submitList, type Body } from "../../lib/net/endpoints.ts";
import { fmtDate, fmtTime } from "../../lib/i18n/i18n.ts";
import { createEventData } from "../event/data.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
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
  let refusal: HTMLDivElement | undefined;
  createEffect(() => {
    if (error()) requestAnimationFrame(() => refusal?.scrollIntoView({ block: "nearest" }));
  });
  const sideboard = createMemo(() => parseListText(side()));
  const received = () => sent() || (ed()?.listsReceived ?? []).includes(params.pid);
  // The game decides what is handed in: a Dreamblade warband, else a deck (never a choice: a Commander player was offered "warband").
  const defaultKind = (): Body<"submit-list">["kind"] => (data.view()?.event.rules === "dreamblade" ? "warband" : "deck");
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
    setBusy(true);
    setError(null);
    try {
      sessionStorage.setItem(codeKey, code());
      await submitList(params.id, {
        code: code(),
        // This page's player: another player's code is refused (list-own-only), never taken for that player's list.
        playerId: params.pid,
        // This page's player: another player's code is refused (list-own-only), never taken for that player's list.
        kind: defaultKind(),
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

  const at = (ms: number | string) => `${fmtDate(ms)} ${fmtTime(new Date(ms))}`;
  const policyText = () => {
    const p = ed()?.listPolicy;
    if (!p || p.mode === "none") return tx("ed.list.notAsked");
    if (p.mode === "prize-winners") return tx("ed.list.prizeWinnerAsk", { n: p.prizePlaces });
    return tx("ed.list.deadline", { at: at(p.deadline) });
  };
  // The server's own checks (shared/commands/eventday.ts, submitList), read from the public view.
  const closedText = (): string | null => {
    const p = ed()?.listPolicy;
    if (!p || p.mode === "none") return tx("ed.list.notAsked");
    if (p.mode === "prize-winners") {
      if (data.view()?.event.status !== "finished") return tx("ed.list.prizeWinners", { n: p.prizePlaces });
      return (ed()?.prizeWinners ?? []).includes(params.pid) ? null : tx("ed.list.notPrizeWinner", { n: p.prizePlaces });
    }
    return Date.now() >= new Date(p.deadline).getTime() ? tx("ed.list.deadlinePassed", { at: at(p.deadline) }) : null;
  };

  return (
    <section class="narrow stack eventday" aria-labelledby="list-h">
      <ErrorBox error={data.error()} />
      <Show when={data.view()}>
        <p class="crumb">
          <A href={`/e/${params.id}/p/${params.pid}`}>← {player()?.name ?? params.pid}</A>
        </p>
        <h1 id="list-h">{tx(warband() ? "ed.warband.title" : "ed.list.title")}</h1>
        <Show when={!received() && !closedText()}>
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
          when={!received() && !unlockNote() && !closedText()}
          fallback={
            <Show
              when={received()}
              fallback={
                <Show when={!unlockNote() && closedText()}>
                  {(why) => (
                    <p class="notice" role="status" data-testid="lists-closed">
                      {why()}
                    </p>
                  )}
                </Show>
              }
            >
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
            <label class="field">
              <span>{tx("ed.list.main")}</span>
              <textarea
                name="main"
                required
                placeholder={tx(warband() ? "ed.list.placeholder" : "ed.list.placeholderDeck")}
                value={text()}
                onInput={(e) => setText(e.currentTarget.value)}
              />
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
        {/* Right under the button that was refused, and scrolled to: a long list's preview must not push it off the phone's screen. */}
        <div ref={refusal}>
          <ErrorBox error={error()} />
        </div>
        <Show when={main().lines.length > 0 && !received() && !unlockNote() && !closedText()}>
          <ul class="plain small">
            <For each={main().lines}>{(l) => <li>{`${l.count} × ${l.name}${l.set ? ` (${l.set})` : ""}`}</li>}</For>
          </ul>
        </Show>
      </Show>
    </section>
  );
}
