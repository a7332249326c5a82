// What comes after a complete round, offered where the organizer is: pair the
// next Swiss round, start the playoffs (the confirmation lists who made the
// cut, seeded), pair the next playoff round, or finish.
import { createSignal, Show } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import { latestRound, isDropped, isSwiss, swissRounds } from "../../lib/event.ts";
import { profileOf } from "../../../../shared/rules/profiles.ts";
import { extraSwissRoundsAllowed } from "../../../../shared/structure/extra-rounds.ts";
import { type Runner, write } from "./action.ts";
import { ct } from "./strings.ts";
import { tieLines } from "../../lib/i18n/finals-words.ts";
import { Recommendation } from "./Recommendation.tsx";
import { missingLists, startDespiteLists } from "./lists-check.ts";
import type { ManageView } from "../../lib/types.ts";
import { confirmAction } from "../../components/confirm.tsx";
import { noShowNames, pairWithoutNoShows } from "./floor/no-shows.ts";
import { ft } from "./floor/strings.ts";
import { DayTwoCard } from "./DayTwo.tsx";

export function NextStep(props: { view: ManageView; names: Map<string, string>; runner: Runner }) {
  const r = props.runner;
  const v = () => props.view;
  const round = () => latestRound(v());
  const swissDone = () => swissRounds(v()).length;
  const status = () => v().event.status;
  const active = () => v().players.filter((p) => !isDropped(p.dropped)).length;
  const nextNumber = () => (round()?.number ?? 0) + 1;
  // The round a pairing was sent for: its buttons stay off until the view shows it paired (the
  // answer comes a moment before the view), so "Round 1 is paired" never sits beside a live "Pair round 1".
  const [sentFor, setSentFor] = createSignal<number | null>(null);
  const off = () => r.busy() || sentFor() === nextNumber();
  const pairing = async (send: () => Promise<unknown>) => {
    const n = nextNumber();
    setSentFor(n);
    if (!(await send())) setSentFor(null);
  };
  // Round 1 while lists the event asks for are missing, or players have not checked in, asks first and names who.
  const startRound = async () => {
    const first = nextNumber() === 1;
    const missing = first ? missingLists(v(), props.names) : [];
    const absent = first ? noShowNames(v(), props.names) : [];
    // Both: the no-shows are asked about first, on their own.
    if (missing.length && absent.length) {
      const ask = pairWithoutNoShows(absent);
      if (!(await confirmAction(ask.confirm, ask.confirmLabel, ask.confirmList))) return;
    }
    const ask = missing.length ? startDespiteLists(missing) : absent.length ? pairWithoutNoShows(absent) : {};
    const n = nextNumber();
    const done = (x: { noShows?: string[] }) =>
      x.noShows?.length ? ft("noShows.done", { names: x.noShows.map((id) => props.names.get(id) ?? id).join(", ") }) : t("round.started", { n });
    return pairing(() => write(r, "start-round", { round: n }, { ...ask, done }));
  };
  const cut = () => v().event.options.cut;
  // The attendance-based finals (R-CMD-3): from 8 participants (6-7 play Swiss only); participants are those who did not drop before round 1.
  const attendanceFinals = () => v().event.options.structure === "attendance" && v().players.filter((p) => p.dropped !== 0).length >= 8;
  // The seeds the engine would record, named: "1. Ann", "2. Bob", ...
  // ...and where dead-even players had to be separated, how (registration order, R-TB-6).
  const cutList = () => [
    ...(v().cutPreview ?? []).map((id, i) => t("round.seedLine", { n: i + 1, name: props.names.get(id) ?? id })),
    ...tieLines(v().cutTies ?? [], (id) => props.names.get(id) ?? id, "before"),
  ];
  const startPlayoffs = () => pairing(sendPlayoffs);
  const sendPlayoffs = () =>
    attendanceFinals()
      ? write(
          r,
          "start-playoffs",
          {},
          { confirm: ct("finals.confirm"), confirmList: cutList(), confirmLabel: t("round.playoffs"), done: t("round.playoffsStarted") },
        )
      : write(
          r,
          "start-playoffs",
          {},
          { confirm: t("round.playoffsConfirm", { n: cut() }), confirmList: cutList(), confirmLabel: t("round.playoffs"), done: t("round.playoffsStarted") },
        );
  const finalPlayed = () => status() === "playoffs" && (round()?.matches.length ?? 0) <= 1;
  return (
    <>
      <Show when={status() === "registration"}>
        <p class="muted">{t("round.ready", { n: active(), min: profileOf(v().event.rules).minPlayers })}</p>
        <Recommendation view={v()} active={active()} />
        <button type="button" class="primary big" disabled={off()} onClick={() => void startRound()}>
          {t("round.start", { n: 1 })}
        </button>
      </Show>
      <Show when={status() === "swiss"}>
        <Show when={v().dayTwoPreview}>
          <DayTwoCard view={v()} names={props.names} runner={r} />
        </Show>
        <Show
          when={swissDone() < v().event.options.rounds || v().dayTwoPreview}
          fallback={
            <>
              <p>{t("round.swissOver", { n: swissDone() })}</p>
              <Show when={cut() > 0 || attendanceFinals()}>
                <button type="button" class="primary big" disabled={off()} onClick={() => void startPlayoffs()}>
                  {t("round.playoffs")} ({attendanceFinals() ? ct("structure.attendance") : t("rules.cut", { n: cut() })})
                </button>
              </Show>
              {/* Not where the rules fix the Swiss rounds (Commander: four). */}
              <Show when={extraSwissRoundsAllowed(v().event.rules, v().event.options)}>
                <button type="button" disabled={off()} onClick={() => void startRound()}>
                  {t("round.extra", { n: nextNumber() })}
                </button>
              </Show>
            </>
          }
        >
          <Show when={!v().dayTwoPreview}>
            <button type="button" class="primary big" disabled={off()} onClick={() => void startRound()}>
              {t("round.start", { n: nextNumber() })}
            </button>
          </Show>
        </Show>
      </Show>
      <Show when={status() === "playoffs" && round() && !isSwiss(round()!)}>
        <Show when={(round()!.stage ?? "playoff") !== "final" && round()!.matches.length > 1}>
          <button
            type="button"
            class="primary big"
            disabled={off()}
            onClick={() => void pairing(() => write(r, "next-playoff-round", { round: nextNumber() }, { done: t("round.nextPlayoffStarted") }))}
          >
            {t("round.nextPlayoff")}
          </button>
        </Show>
      </Show>
      <Show when={status() === "swiss" || status() === "playoffs"}>
        <button
          type="button"
          class="danger"
          classList={{ primary: finalPlayed(), big: finalPlayed() }}
          disabled={r.busy()}
          onClick={() => void write(r, "finish", {}, { confirm: t("round.finishConfirm"), confirmLabel: t("round.finish"), done: t("round.finished") })}
        >
          {t("round.finish")}
        </button>
      </Show>
    </>
  );
}
