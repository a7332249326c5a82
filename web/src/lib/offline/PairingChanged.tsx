// The banner when a round paired on this phone offline reached the server
// and the server's round differs (someone changed the event meanwhile;
// docs/offline.md): each changed table, and a reprint. Silent when equal.
import { For, Show } from "solid-js";
import { createBackgroundRead } from "../net/background-read.ts";
import { dismissNotice, keptVersion, pairingNotice } from "./local-state.ts";
import { dismiss, type Refused } from "./outbox.ts";
import { createOutboxList } from "./outbox-list.ts";
import { lt } from "./local-words.ts";
import { refusedWords } from "./refused-words.ts";
import type { RoundChange } from "../../../../shared/commands/offline.ts";
import "./offline.css";
import "./local.css";

export function PairingChanged(props: { eventId: string; names: Map<string, string> }) {
  // Read in the background, never through Suspense: as a resource, "no notice" read twice put the whole
  // console behind "Loading…" while the state was first kept, and typing went nowhere (background-read.ts).
  const notice = createBackgroundRead(
    () => [props.eventId, keptVersion()] as const,
    ([id]) => pairingNotice(id),
  );
  const who = (ids: string[]) => (ids.length ? ids.map((id) => props.names.get(id) ?? id).join(" – ") : lt("pairing.nobody"));
  const line = (c: RoundChange) => {
    const vars = { table: c.table ?? "", before: who(c.before), after: who(c.after) };
    return lt(c.kind === "table" ? "pairing.table" : c.kind === "bye" ? "pairing.bye" : "pairing.loss", vars);
  };
  return (
    <Show when={notice()}>
      {(n) => (
        <section class="pairing-changed" role="alert" data-testid="pairing-changed">
          <p>
            <strong>{lt("pairing.changed", { n: n().round })}</strong>
          </p>
          <ul>
            <For each={n().changes}>{(c) => <li>{line(c)}</li>}</For>
          </ul>
          <p class="row">
            <a class="button primary" href={`/e/${props.eventId}/print/pairings`} data-testid="reprint">
              {lt("pairing.reprint")}
            </a>
            <button type="button" class="link" onClick={() => void dismissNotice(props.eventId)}>
              {lt("pairing.dismiss")}
            </button>
          </p>
        </section>
      )}
    </Show>
  );
}

/**
 * A start-round queued offline that the server refused (someone else paired
 * that round first): the round the organizer may have printed is not the
 * event's. A banner, not just a refused item in the outbox list; kept (it is
 * the outbox item) until dismissed.
 */
export function RoundRefused(props: { eventId: string }) {
  const items = createOutboxList(() => props.eventId);
  return (
    <For each={items().filter((i) => i.refused && i.expected)}>
      {(i) => (
        <section class="pairing-changed" role="alert" data-testid="round-refused">
          <p>
            <strong>{lt("refusedRound.title", { n: i.expected!.number })}</strong>
          </p>
          <p>{lt("refusedRound.why", { message: refusedWords(i.refused!) })}</p>
          <p>{lt("refusedRound.now", { n: i.expected!.number })}</p>
          <p class="row">
            <a class="button primary" href={`/e/${props.eventId}/print/pairings`} data-testid="reprint">
              {lt("refusedRound.print")}
            </a>
            <button type="button" class="link" onClick={() => void dismiss(i.n!)}>
              {lt("pairing.dismiss")}
            </button>
          </p>
        </section>
      )}
    </For>
  );
}

/** "Showing 3 changes made on this phone; not sent yet." above the console while it shows them. */
export function LocalNote(props: { count: number; stopped: Refused | null }) {
  return (
    <Show when={props.count > 0 || props.stopped}>
      <p class="local-note" data-testid="local-note" aria-live="polite">
        <Show when={props.count > 0}>{props.count === 1 ? lt("local.noteOne") : lt("local.note", { n: props.count })}</Show>
        <Show when={props.stopped}> {lt("local.stopped", { message: refusedWords(props.stopped!) })}</Show>
      </p>
    </Show>
  );
}

/** The small "not sent yet" tag beside a result, a player or a round shown before the server has it. */
export function UnsentTag() {
  return (
    <span class="tag warn unsent" data-testid="unsent">
      {lt("local.unsent")}
    </span>
  );
}
