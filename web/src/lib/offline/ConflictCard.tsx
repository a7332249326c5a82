// A result this phone entered that met another phone's result for the same
// table: both results, and the organizer's choice between them.
import { createSignal } from "solid-js";
import type { Match } from "../../../../shared/model/types.ts";
import { resultSentence } from "../../pages/manage/result-words.ts";
import type { MatchResult } from "../types.ts";
import { applyMine, keepStored } from "./conflict.ts";
import type { OutboxItem } from "./outbox.ts";
import { ot } from "./offline-words.ts";

export function ConflictCard(props: { item: OutboxItem; names: Map<string, string> }) {
  const c = () => props.item.refused!.conflict!;
  const match = () => ({ table: c().table, players: c().players }) as Match;
  const say = (r: MatchResult | null, none: string) => (r ? resultSentence(match(), r, props.names) : none);
  const mine = () => say(c().sent as MatchResult | null, ot("conflict.takeBack"));
  const stored = () => say(c().stored as MatchResult | null, ot("conflict.none"));
  const [busy, setBusy] = createSignal(false);
  const settle = (fn: () => Promise<void>) => {
    setBusy(true);
    void fn().finally(() => setBusy(false));
  };
  return (
    <div class="result-conflict" role="alert" data-testid="result-conflict" data-table={c().table}>
      <p>
        <strong>{ot("conflict.title", { table: c().table, round: c().round })}</strong>
      </p>
      <p class="small">{ot("conflict.explain")}</p>
      <dl class="conflict-results">
        <dt>{ot("conflict.mine")}</dt>
        <dd data-testid="conflict-mine">{mine()}</dd>
        <dt>{ot("conflict.stored")}</dt>
        <dd data-testid="conflict-stored">{stored()}</dd>
      </dl>
      <div class="row">
        <button type="button" class="small" disabled={busy()} onClick={() => settle(() => keepStored(props.item))}>
          {ot("conflict.keep")}
        </button>
        <button
          type="button"
          class="small primary"
          disabled={busy()}
          onClick={() => settle(() => applyMine(props.item, ot("conflict.applyLabel", { table: c().table, result: mine(), stored: stored() })))}
        >
          {ot("conflict.apply")}
        </button>
      </div>
    </div>
  );
}
