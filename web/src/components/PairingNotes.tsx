// The engine's pairing notes (pair-downs, rematches, unusual byes) with what
// each kind means in plain words, next to the engine's own sentence.
import { For, Show } from "solid-js";
import { fmtNumber, t } from "../lib/i18n.ts";
import type { PairingNote } from "../lib/types.ts";
import type { Key } from "../lib/dict/en.ts";

/** One engine note, with what its kind means in plain words. */
export function PairingNoteItem(props: { note: PairingNote; names: Map<string, string> }) {
  const who = () =>
    props.note.players
      .map((p, i) => `${props.names.get(p) ?? p}${props.note.points?.[i] !== undefined ? ` (${t("pairings.pts", { n: fmtNumber(props.note.points[i]!) })})` : ""}`)
      .join(", ");
  return (
    <li>
      <strong>{t(`note.${props.note.kind}` as Key)}</strong>: {who()}
      <Show when={props.note.earlierRound}> · {t("note.earlier", { n: props.note.earlierRound! })}</Show>
      <div class="muted small">{t(`note.${props.note.kind}.why` as Key)}</div>
      <Show when={props.note.text}>
        <div class="small">{props.note.text}</div>
      </Show>
    </li>
  );
}


export function PairingNotes(props: { notes: PairingNote[]; names: Map<string, string> }) {
  return (
    <Show when={props.notes.length > 0}>
      <details class="card">
        <summary>{t("round.notes")}</summary>
        <ul class="notes">
          <For each={props.notes}>{(n) => <PairingNoteItem note={n} names={props.names} />}</For>
        </ul>
      </details>
    </Show>
  );
}
