// The outcome line under an organizer action: retrying, done, or the server's
// error. An error is brought into view: the action may sit far down a long
// page, and a message at the top that nobody sees helps nobody.
import { createEffect, Show } from "solid-js";
import { t } from "../lib/i18n/i18n.ts";
import { ErrorBox } from "./ErrorBox.tsx";

export function ActionStatus(props: { runner: { error: () => unknown; done: () => string | null; retrying: () => number } }) {
  let box: HTMLDivElement | undefined;
  createEffect(() => {
    if (!props.runner.error() || !box) return;
    const el = box;
    queueMicrotask(() => {
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) el.scrollIntoView({ block: "center" });
    });
  });
  return (
    <div class="action-status" ref={box}>
      <Show when={props.runner.retrying() > 0}>
        <p role="status" class="notice">
          {t("common.retrying", { n: props.runner.retrying() })}
        </p>
      </Show>
      <Show when={props.runner.done()}>
        <p role="status" class="ok">
          {props.runner.done()}
        </p>
      </Show>
      <ErrorBox error={props.runner.error()} />
    </div>
  );
}
