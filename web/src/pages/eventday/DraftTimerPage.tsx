// /e/:id/draft/timer?pod=N — the draft timer screen: the line to read aloud
// now, the seconds left and what comes next, from the engine's draftSchedule
// and draftClock; the pod's players by seat (the one drafting marked) and,
// for Magic, the way the packs pass. The judge can go back (asked first),
// jump to any step, and move on from a step that waits for them (Dreamblade's
// laying out, R-DRAFT-3, when it has no time). Start and pause are local
// to this device (nothing is sent to the server), kept in localStorage so a
// reload or a locked screen does not lose the draft's place. On a big screen
// (1920x1080) it fills the display.
import { A, useParams, useSearchParams } from "@solidjs/router";
import { createMemo, createSignal, For, onCleanup, Show } from "solid-js";
import { createEventData } from "../event/data.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { confirmAction } from "../../components/confirm.tsx";
import { SelectField } from "../../components/Field.tsx";
import { draftSchedule } from "../../../../shared/eventday/draft-schedule.ts";
import { draftClock } from "../../../../shared/eventday/draft-clock.ts";
import type { DraftStep } from "../../../../shared/eventday/draft-schedule.ts";
import { locale } from "../../lib/i18n/i18n.ts";
import { tx } from "./dict.ts";
import "./eventday.css";

/** The engine's lines are English; in Japanese the same step is said from its fields. */
function say(step: DraftStep, format: string): string {
  if (locale() !== "ja") return step.text;
  const simultaneous = format === "magic-booster" || format === "magic-multiplayer";
  if (step.kind === "prepare")
    return `パック${step.pack}：席${step.seat}が袋から出して並べる${step.hold ? "（ジャッジの合図で確認開始）" : ` ${step.seconds}秒`}`;
  if (step.kind === "review")
    return simultaneous
      ? `パック${step.pack}の後の確認：${step.seconds}秒`
      : `パック${step.pack}：並べて確認 ${step.seconds}秒${step.seat ? `、席${step.seat}から` : ""}`;
  const who = step.seat ? `席${step.seat}、` : "";
  if (step.kind === "last-pick") return `パック${step.pack} ${step.pick}枚目：${who}最後の1枚（タイマーなし）`;
  return `パック${step.pack} ${step.pick}枚目：${who}${step.seconds}秒`;
}

interface Run {
  startedAt: number;
  /** The step the clock counts from (where the judge jumped to). */
  startStep?: number;
  pauses: { from: number; to?: number }[];
}

/** Why no schedule could be made, in the reader's language from the problem's code and path (the engine's sentence is English). */
function problemText(p: { code: string; path: string }, podSize: number): string {
  if (p.code === "pod-size-impossible") return tx("ed.timer.problem.podSize", { n: podSize });
  if (p.path.endsWith(".boosters")) return tx("ed.timer.problem.boosters");
  if (p.path.endsWith(".packSize")) return tx("ed.timer.problem.packSize");
  return tx("ed.timer.problem.settings");
}

export default function DraftTimerPage() {
  const params = useParams<{ id: string }>();
  const [sp] = useSearchParams<{ pod?: string }>();
  const data = createEventData(params.id);
  const ed = () => data.view()?.eventDay;
  const podNo = () => Number(sp.pod ?? "1") || 1;
  const seats = () => ed()?.pods?.find((p) => p.pod === podNo())?.seats ?? null;
  const podSize = () => seats()?.length ?? null;
  const names = createMemo(() => new Map((data.view()?.players ?? []).map((p) => [p.id, p.name])));
  const key = () => `topcut.draft.${params.id}.${podNo()}`;
  const load = (): Run | null => {
    try {
      const raw = localStorage.getItem(key());
      return raw ? (JSON.parse(raw) as Run) : null;
    } catch {
      return null;
    }
  };
  const [run, setRun] = createSignal<Run | null>(load());
  const save = (r: Run | null) => {
    setRun(r);
    if (r) localStorage.setItem(key(), JSON.stringify(r));
    else localStorage.removeItem(key());
  };
  const [now, setNow] = createSignal(Date.now());
  const tick = setInterval(() => setNow(Date.now()), 250);
  onCleanup(() => clearInterval(tick));

  const schedule = createMemo(() => {
    const d = ed();
    const size = podSize();
    if (!d?.draft || size === null) return null;
    const s = draftSchedule({ ...d.draft, podSize: size }, d.timers);
    return s.ok ? s.value : { error: problemText(s.problems[0]!, size) };
  });
  const steps = () => {
    const s = schedule();
    return s && !("error" in s) ? s.steps : [];
  };
  const clock = createMemo(() => {
    const s = schedule();
    const r = run();
    if (!s || "error" in s || !r) return null;
    const c = draftClock(s.steps, { startedAt: r.startedAt, startStep: r.startStep ?? 0, pauses: r.pauses, now: Math.max(now(), r.startedAt) });
    return c.ok ? c.value : null;
  });
  const live = () => {
    const c = clock();
    return c && (c.state === "running" || c.state === "paused") ? c : null;
  };
  // The step alone, so the jump picker is reset only when the step changes, not
  // on every tick of the clock (a tick used to undo the judge's choice before Go).
  const liveStep = createMemo(() => live()?.step ?? 0);
  const paused = () => run()?.pauses.some((p) => p.to === undefined) ?? false;
  const format = () => ed()?.draft?.format ?? "";

  function start() {
    save({ startedAt: Date.now(), startStep: 0, pauses: [] });
  }
  function pause() {
    const r = run();
    if (!r) return;
    if (paused()) save({ ...r, pauses: r.pauses.map((p) => (p.to === undefined ? { ...p, to: Date.now() } : p)) });
    else save({ ...r, pauses: [...r.pauses, { from: Date.now() }] });
  }
  /** The clock restarts at step `i` now; a paused clock stays paused there. */
  function jump(i: number) {
    const t = Date.now();
    save({ startedAt: t, startStep: Math.max(0, Math.min(i, steps().length)), pauses: paused() ? [{ from: t }] : [] });
  }
  async function back() {
    const c = live();
    const i = c ? c.step - 1 : steps().length - 1;
    if (i < 0) return;
    if (await confirmAction(tx("ed.timer.backConfirm", { text: say(steps()[i]!, format()) }), tx("ed.timer.back"))) jump(i);
  }
  async function reset() {
    if (await confirmAction(tx("ed.timer.resetConfirm"), tx("ed.timer.reset"))) save(null);
  }

  return (
    <section class="stack eventday draft-screen" aria-labelledby="timer-h">
      <ErrorBox error={data.error()} />
      <Show when={data.view()}>
        <p class="crumb">
          <A href={`/e/${params.id}/draft`}>← {tx("ed.draft.title")}</A>
        </p>
        <h1 id="timer-h">{tx("ed.timer.title", { n: podNo() })}</h1>
        <Show when={schedule()} fallback={<p class="muted">{tx("ed.draft.none")}</p>}>
          {(s) => (
            <Show when={!("error" in s())} fallback={<p class="error">{(s() as { error: string }).error}</p>}>
              <div class="draft-main">
                <div class="draft-clock" aria-live="polite" role="timer">
                  <Show when={clock()} fallback={<p class="now">{tx("ed.timer.ready", { n: steps().length })}</p>}>
                    <Show when={live()} fallback={<p class="now">{tx("ed.timer.finished")}</p>}>
                      {(c) => (
                        <>
                          <p class="now" data-testid="draft-now">
                            {say(c().current, format())}
                          </p>
                          <Show when={c().current.pass}>
                            {(dir) => (
                              <p class="pass" data-testid="draft-pass">
                                {dir() === "left" ? tx("ed.timer.passLeft") : tx("ed.timer.passRight")}
                              </p>
                            )}
                          </Show>
                          <Show when={!c().holding} fallback={<p class="waiting">{tx("ed.timer.waiting")}</p>}>
                            <p class="left">{Math.ceil(c().stepRemainingMs / 1000)}</p>
                          </Show>
                          <Show when={c().state === "paused"}>
                            <p class="notice">{tx("ed.timer.paused")}</p>
                          </Show>
                          <Show when={c().next}>{(n) => <p class="next">{tx("ed.timer.next", { text: say(n(), format()) })}</p>}</Show>
                        </>
                      )}
                    </Show>
                  </Show>
                </div>
                <Show when={seats()}>
                  {(list) => (
                    <section class="draft-seats" aria-labelledby="seats-h">
                      <h2 id="seats-h">{tx("ed.timer.seats")}</h2>
                      <ol class="plain">
                        <For each={list()}>
                          {(id, i) => (
                            <li classList={{ drafting: live()?.current.seat === i() + 1 }} aria-current={live()?.current.seat === i() + 1 ? "step" : undefined}>
                              {tx("ed.timer.seatName", { n: i() + 1, name: names().get(id) ?? id })}
                            </li>
                          )}
                        </For>
                      </ol>
                    </section>
                  )}
                </Show>
              </div>
              <div class="row wrap controls">
                <Show
                  when={run()}
                  fallback={
                    <button class="primary" type="button" onClick={start}>
                      {tx("ed.timer.start")}
                    </button>
                  }
                >
                  <Show when={live()?.holding}>
                    <button class="primary" type="button" onClick={() => jump(live()!.step + 1)}>
                      {tx("ed.timer.judgeNext")}
                    </button>
                  </Show>
                  <button classList={{ primary: !live()?.holding }} type="button" onClick={pause}>
                    {paused() ? tx("ed.timer.resume") : tx("ed.timer.pause")}
                  </button>
                  <button type="button" onClick={() => void back()}>
                    {tx("ed.timer.back")}
                  </button>
                  <Show when={live() && !live()!.holding}>
                    <button type="button" onClick={() => jump(live()!.step + 1)}>
                      {tx("ed.timer.nextStep")}
                    </button>
                  </Show>
                  <button type="button" onClick={() => void reset()}>
                    {tx("ed.timer.reset")}
                  </button>
                </Show>
              </div>
              <form
                class="row wrap jump controls"
                onSubmit={(e) => {
                  e.preventDefault();
                  jump(Number(new FormData(e.currentTarget).get("step")));
                }}
              >
                <SelectField label={tx("ed.timer.jump")} name="step" value={String(liveStep())}>
                  <For each={steps()}>{(st, i) => <option value={i()}>{say(st, format())}</option>}</For>
                </SelectField>
                <button type="submit">{tx("ed.timer.jumpGo")}</button>
              </form>
              <p class="small muted">{tx("ed.timer.local")}</p>
            </Show>
          )}
        </Show>
      </Show>
    </section>
  );
}
