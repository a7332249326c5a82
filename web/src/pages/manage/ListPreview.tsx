// A pasted list or CSV file before it is added: who will be added, which
// lines cannot be (the engine's reading, previewPlayerList), and each name
// already registered or twice in the list, left out unless the organizer ticks
// "Add anyway" for it (duplicates.ts). The button counts only who will be added.
import { createMemo, createSignal, For, Show } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import { listProblemText } from "../../lib/i18n/name-words.ts";
import type { ListedPlayer, ListProblem } from "../../../../shared/commands/csv.ts";
import { duplicatesIn, registeredKeys } from "./duplicates.ts";

/** Names shown in the preview; a phone shows about this many. */
const SHOWN = 12;

export function ListPreview(props: {
  preview: { players: ListedPlayer[]; problems: ListProblem[] };
  registered: readonly { name: string }[];
  busy: boolean;
  onAdd: (players: ListedPlayer[]) => void;
  onCancel: () => void;
}) {
  // Indices of the duplicates the organizer chose to add; a new preview is a new component, so none.
  const [anyway, setAnyway] = createSignal<ReadonlySet<number>>(new Set());
  const duplicates = createMemo(() =>
    duplicatesIn(
      registeredKeys(props.registered),
      props.preview.players.map((p) => p.name),
    ),
  );
  const added = createMemo(() => props.preview.players.filter((_, i) => !duplicates().has(i) || anyway().has(i)));
  const leftOut = () => props.preview.players.length - added().length;
  const choose = (i: number, on: boolean) => {
    const next = new Set(anyway());
    if (on) next.add(i);
    else next.delete(i);
    setAnyway(next);
  };
  return (
    <section class="card stack" data-testid="list-preview" aria-labelledby="preview-h">
      <h4 id="preview-h">{t("players.previewTitle", { n: added().length })}</h4>
      <ol class="preview-names small">
        <For each={added().slice(0, SHOWN)}>
          {(p) => (
            <li>
              {p.name}
              {p.reading ? ` (${p.reading})` : ""}
              {p.country ? ` (${p.country})` : ""}
            </li>
          )}
        </For>
      </ol>
      <Show when={added().length > SHOWN}>
        <p class="small muted">{t("players.previewMore", { n: added().length - SHOWN })}</p>
      </Show>
      <Show when={props.preview.problems.length > 0}>
        <div class="notice small" data-testid="list-problems">
          <p>{t("players.previewProblems", { n: props.preview.problems.length })}</p>
          <ul>
            <For each={props.preview.problems}>{(x) => <li>{listProblemText(x)}</li>}</For>
          </ul>
        </div>
      </Show>
      <Show when={duplicates().size > 0}>
        <div class="notice small" data-testid="list-repeated">
          <p>{t("players.previewRepeated")}</p>
          <ul class="plain">
            <For each={[...duplicates()]}>
              {([i, of]) => (
                <li>
                  <label class="check">
                    <input type="checkbox" checked={anyway().has(i)} onChange={(e) => choose(i, e.currentTarget.checked)} />
                    <span>
                      {t("players.dupAddAnyway", {
                        name: props.preview.players[i]!.name,
                        why: t(of === "registered" ? "players.dupRegistered" : "players.dupListed"),
                      })}
                    </span>
                  </label>
                </li>
              )}
            </For>
          </ul>
        </div>
      </Show>
      <Show when={leftOut() > 0}>
        <p class="small" data-testid="left-out">
          {leftOut() === 1 ? t("players.leftOutOne") : t("players.leftOut", { n: leftOut() })}
        </p>
      </Show>
      <div class="row">
        <button type="button" class="primary" disabled={props.busy || added().length === 0} onClick={() => props.onAdd(added())}>
          {t("players.previewImport", { n: added().length })}
        </button>
        <button type="button" onClick={() => props.onCancel()}>
          {t("common.cancel")}
        </button>
      </div>
    </section>
  );
}
