// "3 changes not sent yet" and each of them: the console's view of
// its outbox. Starts the outbox (sends what an earlier visit left) and
// refetches the console whenever one of this event's changes reached the server.
import { For, onCleanup, Show } from "solid-js";
import { fmtTime } from "../i18n/i18n.ts";
import { dismiss, onSent, startOutbox } from "./outbox.ts";
import { createOutboxList } from "./outbox-list.ts";
import { ot } from "./offline-words.ts";
import { ConflictCard } from "./ConflictCard.tsx";
import { refusedWords } from "./refused-words.ts";
import "./offline.css";

export function OutboxPanel(props: { eventId: string; onSent: () => void; names?: Map<string, string> }) {
  startOutbox();
  onCleanup(onSent((id) => id === props.eventId && props.onSent()));
  // Read in the background, never through Suspense: a re-read must not take the console off the page (background-read.ts).
  const items = createOutboxList(() => props.eventId);
  const waiting = () => items().filter((i) => !i.refused);
  // A refused start-round has its own banner (RoundRefused, PairingChanged.tsx).
  const refused = () => items().filter((i) => i.refused && !i.expected);
  return (
    <Show when={waiting().length + refused().length > 0}>
      <section class="outbox" data-testid="outbox" aria-live="polite">
        <Show when={waiting().length > 0}>
          <p data-testid="outbox-count">
            <strong>{waiting().length === 1 ? ot("outbox.waitingOne") : ot("outbox.waiting", { n: waiting().length })}</strong>
          </p>
          <ol>
            <For each={waiting()}>
              {(i) => (
                <li>
                  {fmtTime(i.queuedAt)} · {i.label}
                </li>
              )}
            </For>
          </ol>
        </Show>
        <For each={refused()}>
          {(i) => (
            <Show
              when={i.refused!.conflict}
              fallback={
                <p class="error" data-testid="outbox-refused">
                  {i.label} — {ot("outbox.refused", { message: refusedWords(i.refused!) })}{" "}
                  <button type="button" class="link" onClick={() => void dismiss(i.n!)}>
                    {ot("outbox.dismiss")}
                  </button>
                </p>
              }
            >
              <ConflictCard item={i} names={props.names ?? new Map()} />
            </Show>
          )}
        </For>
      </section>
    </Show>
  );
}
