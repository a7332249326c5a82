// /e/:id/draft/timer?pod=N — the draft timer screen: the line to read aloud
// now, the seconds left and what comes next, from the engine's draftSchedule
// and draftClock. Start and pause are local to this phone (the judge at the
// pod holds the clock; nothing is sent to the server), kept in localStorage
// so a reload or a locked screen does not lose the draft's place.
import { A, useParams, useSearchParams } from "@solidjs/router";
import { createMemo, createSignal, onCleanup, Show } from "solid-js";
import { createEventData } from "../event/data.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { draftSchedule } from "../../../../shared/eventday/draft-schedule.ts";
import { draftClock } from "../../../../shared/eventday/draft-clock.ts";
import type { DraftStep } from "../../../../shared/eventday/draft-schedule.ts";
import type { EventDayView } from "./types.ts";
import { locale } from "../../lib/i18n.ts";

/** The engine's lines are English; in Japanese the same step is said from its fields. */
function say(step: DraftStep, format: string): string {
  if (locale() !== "ja") return step.text;
  const simultaneous = format === "magic-booster" || format === "magic-multiplayer";
  if (step.kind === "review") return simultaneous ? `パック${step.pack}の後の確認：${step.seconds}秒` : `パック${step.pack}：並べて確認 ${step.seconds}秒${step.seat ? `、席${step.seat}から` : ""}`;
  const who = step.seat ? `席${step.seat}、` : "";
  if (step.kind === "last-pick") return `パック${step.pack} ${step.pick}枚目：${who}最後の1枚（タイマーなし）`;
  return `パック${step.pack} ${step.pick}枚目：${who}${step.seconds}秒`;
}
import { tx } from "./dict.ts";
import "./eventday.css";

interface Run {
  startedAt: number;
  pauses: { from: number; to?: number }[];
}

export default function DraftTimerPage() {
  const params = useParams<{ id: string }>();
  const [sp] = useSearchParams<{ pod?: string }>();
  const data = createEventData(params.id);
  const ed = () => (data.view() as unknown as { eventDay?: EventDayView } | undefined)?.eventDay;
  const podNo = () => Number(sp.pod ?? "1") || 1;
  const podSize = () => ed()?.pods?.find((p) => p.pod === podNo())?.seats.length ?? null;
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
    return s.ok ? s.value : { error: s.problems[0]!.message };
  });
  const clock = createMemo(() => {
    const s = schedule();
    const r = run();
    if (!s || "error" in s || !r) return null;
    const c = draftClock(s.steps, { startedAt: r.startedAt, pauses: r.pauses, now: Math.max(now(), r.startedAt) });
    return c.ok ? c.value : null;
  });
  const paused = () => run()?.pauses.some((p) => p.to === undefined) ?? false;

  function start() {
    save({ startedAt: Date.now(), pauses: [] });
  }
  function pause() {
    const r = run();
    if (!r) return;
    if (paused()) save({ ...r, pauses: r.pauses.map((p) => (p.to === undefined ? { ...p, to: Date.now() } : p)) });
    else save({ ...r, pauses: [...r.pauses, { from: Date.now() }] });
  }

  return (
    <section class="narrow stack eventday draft-screen" aria-labelledby="timer-h">
      <ErrorBox error={data.error()} />
      <Show when={data.view()}>
        <p class="crumb">
          <A href={`/e/${params.id}/draft`}>← {tx("ed.draft.title")}</A>
        </p>
        <h1 id="timer-h">{tx("ed.timer.title", { n: podNo() })}</h1>
        <Show when={schedule()} fallback={<p class="muted">{tx("ed.draft.none")}</p>}>
          {(s) => (
            <Show when={!("error" in s())} fallback={<p class="error">{(s() as { error: string }).error}</p>}>
              <div aria-live="polite" role="timer">
                <Show when={clock()} fallback={<p class="now">{tx("ed.timer.ready", { n: (s() as { steps: unknown[] }).steps.length })}</p>}>
                  {(c) => (
                    <Show when={c().state === "running" || c().state === "paused"} fallback={<p class="now">{tx("ed.timer.finished")}</p>}>
                      <p class="now">{say((c() as { current: DraftStep }).current, ed()!.draft!.format)}</p>
                      <p class="left">{Math.ceil((c() as { stepRemainingMs: number }).stepRemainingMs / 1000)}</p>
                      <Show when={c().state === "paused"}>
                        <p class="notice">{tx("ed.timer.paused")}</p>
                      </Show>
                      <Show when={(c() as { next: { text: string } | null }).next}>
                        {(n) => <p class="next">{tx("ed.timer.next", { text: say(n() as DraftStep, ed()!.draft!.format) })}</p>}
                      </Show>
                    </Show>
                  )}
                </Show>
              </div>
              <div class="row wrap controls">
                <Show when={run()} fallback={<button class="primary" type="button" onClick={start}>{tx("ed.timer.start")}</button>}>
                  <button class="primary" type="button" onClick={pause}>
                    {paused() ? tx("ed.timer.resume") : tx("ed.timer.pause")}
                  </button>
                  <button type="button" onClick={() => save(null)}>
                    {tx("ed.timer.reset")}
                  </button>
                </Show>
              </div>
              <p class="small muted">{tx("ed.timer.local")}</p>
            </Show>
          )}
        </Show>
      </Show>
    </section>
  );
}
