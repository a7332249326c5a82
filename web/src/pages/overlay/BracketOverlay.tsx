// view=bracket: the playoff bracket as the engine lays it out, one column per
// round (seeds beside names, the winner of each match marked, rounds still to
// come as "to be decided"), and the champion once the final is decided.
import { For, Show } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import { bracketRoundTitle } from "../../lib/round-title.ts";
import { resultText } from "../../components/Pairings.tsx";
import type { EventView } from "../../lib/types.ts";
import type { BracketRound, BracketSlot, SeededPlayer } from "../../../../shared/playoffs/view.ts";
import type { Match } from "../../../../shared/model/types.ts";
import { ovT } from "./strings.ts";
import { Message } from "./Message.tsx";

function roundName(r: BracketRound): string {
  if (r.name === "final table") return t("stage.finalTable");
  if (r.name === "semifinal tables") return t("stage.semifinalTables");
  return bracketRoundTitle(r.slots.length, r.number);
}

export function BracketOverlay(props: { view: EventView; names: Map<string, string> }) {
  const name = (id: string) => props.names.get(id) ?? id;
  const who = (p: SeededPlayer, winner: string | null) => (
    <div class="ov-bp" classList={{ won: !!winner && winner === p.player, lost: !!winner && winner !== p.player }}>
      <span class="ov-seed">{p.seed ?? ""}</span>
      <span class="ov-name">{name(p.player)}</span>
    </div>
  );
  const slot = (s: BracketSlot) => {
    if (s.kind === "bye") return <div class="ov-slot">{who(s.players[0], null)}</div>;
    if (s.kind === "pending")
      return (
        <div class="ov-slot pending">
          <For each={s.players}>{(p) => who(p, null)}</For>
          <For each={s.awaiting}>
            {() => (
              <div class="ov-bp tbd">
                <span class="ov-seed" />
                <span class="ov-name">{t("event.tbd")}</span>
              </div>
            )}
          </For>
        </div>
      );
    const m = { table: s.table, players: s.players.map((p) => p.player), ...(s.result ? { result: s.result } : {}) } as Match;
    return (
      <div class="ov-slot">
        <For each={s.players}>{(p) => who(p, s.result ? s.winner : null)}</For>
        <Show when={s.result}>
          <small class="ov-score">{resultText(m, s.result!, props.names)}</small>
        </Show>
      </div>
    );
  };
  return (
    <Show when={(props.view.bracket?.rounds.length ?? 0) > 0} fallback={<Message text={ovT("ov.noBracket")} kind="no-bracket" />}>
      <section class="ov-panel ov-bracket">
        <h1 class="ov-head">
          {ovT("ov.playoffs")}
          <Show when={props.view.bracket?.champion}>{(c) => <small class="ov-champion"> · {ovT("ov.champion", { name: name(c()) })}</small>}</Show>
        </h1>
        <div class="ov-rounds">
          <For each={props.view.bracket!.rounds}>
            {(r) => (
              <section class="ov-round">
                <h2>{roundName(r)}</h2>
                <div class="ov-slots">
                  <For each={r.slots}>{(s) => slot(s)}</For>
                </div>
              </section>
            )}
          </For>
        </div>
      </section>
    </Show>
  );
}
