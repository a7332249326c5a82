// "Rules in force": the profile and options the engine applies to this event.
import { For, Show } from "solid-js";
import { fmtNumber, t } from "../lib/i18n/i18n.ts";
import { rulesOfEvent } from "../lib/event.ts";
import { profileName } from "../lib/i18n/profile-name.ts";
import { profileAbout } from "../lib/i18n/profile-about-words.ts";
import { TB_LONG } from "../lib/i18n/tiebreaker-words.ts";
import type { EventInfo } from "../lib/types.ts";

export function RulesInForce(props: { event: EventInfo }) {
  const p = () => rulesOfEvent(props.event);
  const one = () => {
    const x = p();
    return x.kind === "one-on-one" ? x : null;
  };
  const pod = () => {
    const x = p();
    return x.kind === "pod" ? x : null;
  };
  const o = () => props.event.options;
  return (
    <dl class="rules">
      <dt>{t("rules.profile")}</dt>
      <dd>
        {profileName(p().id, p().title)}
        <Show when={profileAbout(p().id)}>
          <br />
          <small class="muted">{profileAbout(p().id)}</small>
        </Show>
      </dd>
      <Show
        when={one()}
        fallback={
          <Show when={pod()}>
            {(pp) => (
              <>
                <dt>{t("rules.points")}</dt>
                <dd>
                  {/* Which reading of the event's "rounded up" applies (R-CMD-1, options.commanderRounding). */}
                  {t("rules.commanderPoints", { start: pp().startingPoints, pct: pp().lossPercent })}
                  <br />
                  {t(o().commanderRounding === "on-total" ? "rules.roundOnTotal" : "rules.roundPerLoss")}
                </dd>
              </>
            )}
          </Show>
        }
      >
        {(one) => (
          <>
            <dt>{t("rules.points")}</dt>
            <dd>{t("rules.matchPoints", { win: one().points.win, draw: one().points.draw, loss: one().points.loss, bye: one().points.bye })}</dd>
            <dt>{t("rules.tiebreakers")}</dt>
            <dd>
              <ol class="inline">
                {/* OOMW% names its reading (R-TB-4): the average of the opponents' OMW%. */}
                <For each={one().tiebreakers}>
                  {(tb) => (
                    <li>
                      {t(TB_LONG[tb])}
                      {tb === "oomw" ? t("rules.oomwHow") : ""}
                    </li>
                  )}
                </For>
              </ol>
            </dd>
            <dt>{t("rules.bestOf")}</dt>
            <dd>
              {t("rules.bestOfN", { n: o().bestOf })}
              {o().playoffBestOf && o().playoffBestOf !== o().bestOf ? ` · ${t("rules.playoffBestOf", { n: o().playoffBestOf! })}` : ""}
            </dd>
            <dt>{t("rules.draws")}</dt>
            <dd>{o().draws === "flip" ? t("rules.drawsFlip") : t("rules.drawsAllowed")}</dd>
          </>
        )}
      </Show>
      <dt>{t("rules.rounds")}</dt>
      <dd>
        {t("rules.roundsN", { n: o().rounds })}
        {o().cut ? ` · ${t("rules.cut", { n: o().cut })}` : ""}
      </dd>
      <Show when={props.event.roundMinutes}>
        <dt>{t("rules.time")}</dt>
        <dd>{t("rules.minutes", { n: fmtNumber(props.event.roundMinutes!) })}</dd>
      </Show>
      <Show when={o().hiddenStandings}>
        <dt>{t("rules.hidden")}</dt>
        <dd>{t("rules.hiddenYes")}</dd>
      </Show>
      <Show when={o().lateArrival}>
        <dt>{t("rules.late")}</dt>
        <dd>{o().lateArrival === "loss" ? t("rules.lateLoss") : t("rules.lateBye")}</dd>
      </Show>
    </dl>
  );
}
