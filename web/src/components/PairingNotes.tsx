// The engine's pairing notes (pair-downs, rematches, unusual byes) with what
// each kind means in plain words, in the reader's language; and the results
// of earlier rounds corrected after the round was paired (the view's corrections).
import { For, Show } from "solid-js";
import { fmtNumber, t } from "../lib/i18n/i18n.ts";
import type { PairingNote, Round } from "../lib/types.ts";
import type { Key } from "../lib/i18n/dict/en.ts";
import { roundTitle } from "../lib/round-title.ts";
import { correctedAfterPairing, type ShownCorrection } from "../../../shared/commands/corrections.ts";

export { correctedAfterPairing };

/** The kinds with their own strings; the engine's sentence is English, so it shows only for the rest. */
const KINDS = ["pair-down", "rematch", "bye-above-bottom", "second-bye", "late-arrival", "cross-pod", "pod-bye"] as const;
const known = (kind: string): kind is (typeof KINDS)[number] => (KINDS as readonly string[]).includes(kind);

/**
 * One engine note rendered from its fields (kind, players, points, earlier
 * round) in the reader's language. `info` notes and kinds this build does not
 * know (a newer engine) have no structure to translate: their own text shows.
 */
export function PairingNoteItem(props: { note: PairingNote; names: Map<string, string> }) {
  const who = () =>
    props.note.players
      .map(
        (p, i) => `${props.names.get(p) ?? p}${props.note.points?.[i] !== undefined ? ` (${t("pairings.pts", { n: fmtNumber(props.note.points[i]!) })})` : ""}`,
      )
      .join(", ");
  const kind = () => props.note.kind;
  // A pair-down says its true reason (odd group, avoiding a rematch, draft pods) when the engine gives one.
  const why = (): Key => (kind() === "pair-down" && props.note.reason ? (`note.pair-down.why.${props.note.reason}` as Key) : (`note.${kind()}.why` as Key));
  return (
    <li data-kind={kind()}>
      <strong>{t(known(kind()) ? (`note.${kind()}` as Key) : "note.info")}</strong>
      <Show when={props.note.players.length > 0}>: {who()}</Show>
      <Show when={props.note.earlierRound}> · {t("note.earlier", { n: props.note.earlierRound! })}</Show>
      <Show when={known(kind())} fallback={<div class="small">{props.note.text}</div>}>
        <div class="muted small">{t(why())}</div>
      </Show>
    </li>
  );
}

/** One note for the corrections since the round was paired: where each was, and what that means for the round. */
export function CorrectionNoteItem(props: { corrections: ShownCorrection[]; rounds: Round[] }) {
  const where = () =>
    props.corrections
      .map((c) => {
        const r = props.rounds.find((x) => x.number === c.round);
        return t("note.corrected.where", { round: r ? roundTitle(r) : t("pairings.round", { n: c.round }), table: c.table });
      })
      .join("; ");
  return (
    <Show when={props.corrections.length > 0}>
      <li data-kind="corrected">
        <strong>{t("note.corrected")}</strong>: {where()}
        <div class="muted small">{t("note.corrected.why")}</div>
      </li>
    </Show>
  );
}

export function PairingNotes(props: { notes: PairingNote[]; names: Map<string, string>; corrections?: ShownCorrection[]; rounds?: Round[] }) {
  const corrections = () => props.corrections ?? [];
  return (
    <Show when={props.notes.length > 0 || corrections().length > 0}>
      <details class="card">
        <summary>{t("round.notes")}</summary>
        <ul class="notes">
          <CorrectionNoteItem corrections={corrections()} rounds={props.rounds ?? []} />
          <For each={props.notes}>{(n) => <PairingNoteItem note={n} names={props.names} />}</For>
        </ul>
      </details>
    </Show>
  );
}
