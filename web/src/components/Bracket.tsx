// The playoff bracket as the engine lays it out (shared/playoffs/view.ts):
// one column per round, slots in bracket order, every player with their seed,
// and the rounds still to come as "to be decided" boxes; the final ranking
// once finished.
import { bracketRoundTitle } from "../lib/round-title.ts";
import { createSignal, For, onCleanup, Show } from "solid-js";
import { fmtNumber, t } from "../lib/i18n/i18n.ts";
import { resultText } from "./Pairings.tsx";
import { ft, tieLines } from "../lib/i18n/finals-words.ts";
import { rankingRows } from "../lib/event.ts";
import type { EventView } from "../lib/types.ts";
import type { BracketRound, BracketSlot, SeededPlayer } from "../../../shared/playoffs/view.ts";
import type { Match } from "../../../shared/model/types.ts";

function roundName(r: BracketRound): string {
  if (r.name === "final table") return t("stage.finalTable");
  if (r.name === "semifinal tables") return t("stage.semifinalTables");
  return bracketRoundTitle(r.slots.length, r.number);
}

/** The slot the engine says a pending place waits for ("winner of round 9 slot 2" → 2). */
function fromSlot(awaiting: string): number | null {
  const m = /slot (\d+)$/.exec(awaiting);
  return m ? Number(m[1]) : null;
}

export function Bracket(props: { view: EventView; names: Map<string, string> }) {
  const b = () => props.view.bracket;
  const rounds = () => b()?.rounds ?? [];
  // On a phone the later rounds (the final last) start out of sight: while some are, a line says the
  // bracket scrolls sideways and its edge fades, as the standings' columns do.
  const [more, setMore] = createSignal(false);
  const measure = (box: HTMLElement) => setMore(box.scrollWidth - box.clientWidth - box.scrollLeft > 2);
  let observer: ResizeObserver | undefined;
  const watch = (box: HTMLElement) => {
    observer?.disconnect();
    observer = new ResizeObserver(() => measure(box));
    observer.observe(box);
  };
  onCleanup(() => observer?.disconnect());
  const who = (p: SeededPlayer, win: string | null | undefined, eliminated = false) => (
    <div class="bracket-player" classList={{ winner: !!win && win === p.player, out: !!win && win !== p.player }}>
      <Show when={p.seed !== null}>
        <span class="seed" title={t("event.seedLong", { n: p.seed! })}>
          {p.seed}
        </span>
      </Show>
      <span>{props.names.get(p.player) ?? p.name}</span>
      <Show when={eliminated}>
        <small class="muted"> · {ft("br.eliminated")}</small>
      </Show>
    </div>
  );
  const name = (id: string) => props.names.get(id) ?? id;
  const slotBox = (s: BracketSlot, prev: BracketRound | undefined) => {
    switch (s.kind) {
      case "match":
      case "table": {
        const m = { table: s.table, players: s.players.map((p) => p.player), ...(s.result ? { result: s.result } : {}) } as Match;
        return (
          <div class="bracket-match" data-slot={s.slot}>
            <small class="muted">{t("pairings.table", { n: s.table })}</small>
            <For each={s.players}>
              {(p) => who(p, s.result ? s.winner : undefined, !!s.result && "eliminated" in s.result && (s.result.eliminated ?? []).includes(p.player))}
            </For>
            <Show when={s.result}>
              {/* R-CMD-5: a final-stage table without a winner still sends its best-ranked player still in the game on. */}
              <small data-testid="slot-result">
                {s.kind === "table" && s.decidedBy === "qualifying-rank" && s.winner
                  ? ft("br.advances", { name: name(s.winner) })
                  : resultText(m, s.result!, props.names)}
              </small>
            </Show>
          </div>
        );
      }
      case "bye":
        return (
          <div class="bracket-match" data-slot={s.slot}>
            {who(s.players[0], null)}
            <small class="muted">{t("pairings.bye")}</small>
          </div>
        );
      case "pending":
        return (
          <div class="bracket-match pending" data-slot={s.slot} data-testid="pending-slot">
            <Show when={b()?.structure === "attendance"}>
              <small class="muted">{ft("br.waiting")}</small>
            </Show>
            <For each={s.players}>{(p) => who(p, null)}</For>
            <For each={s.awaiting}>
              {(a) => {
                const n = fromSlot(a);
                return (
                  <div class="tbd" data-testid="tbd">
                    <span>{t("event.tbd")}</span>
                    <Show when={prev && n !== null}>
                      <small class="muted"> {t("event.tbdFrom", { round: roundName(prev!), n: n! })}</small>
                    </Show>
                  </div>
                );
              }}
            </For>
          </div>
        );
    }
  };
  return (
    <Show when={rounds().length > 0}>
      <p class="muted small">{t("event.seedNote")}</p>
      <For each={tieLines(b()?.ties ?? [], (id) => props.names.get(id) ?? id, "after")}>
        {(line) => (
          <p class="muted small" data-testid="tie-note">
            {line}
          </p>
        )}
      </For>
      <Show when={b()?.champion}>
        {(c) => (
          <p class="champion" data-testid="champion">
            {ft("br.champion", { name: name(c()) })}
          </p>
        )}
      </Show>
      <Show when={more()}>
        <p class="scroll-cue muted small" data-testid="bracket-scroll-cue" aria-hidden="true">
          {ft("br.scrollCue")}
        </p>
      </Show>
      <div class="bracket scroll-x" classList={{ more: more() }} ref={watch} onScroll={(e) => measure(e.currentTarget)}>
        <For each={rounds()}>
          {(r, i) => (
            <section class="bracket-round" aria-label={roundName(r)}>
              <h3>{roundName(r)}</h3>
              <For each={r.slots}>{(s) => slotBox(s, rounds()[i() - 1])}</For>
            </section>
          )}
        </For>
      </div>
    </Show>
  );
}

export function FinalRanking(props: { view: EventView; names: Map<string, string> }) {
  const rows = () => rankingRows(props.view);
  return (
    <Show when={rows().length > 0}>
      <ol class="final">
        <For each={rows()}>
          {(r) => (
            <li>
              <span class="place">{fmtNumber(r.place)}</span> {props.names.get(r.player) ?? r.player}
            </li>
          )}
        </For>
      </ol>
    </Show>
  );
}
