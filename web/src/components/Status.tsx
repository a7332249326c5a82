// The outcome line under an organizer action: retrying, done, or the server's error.
import { Show } from "solid-js";
import { t } from "../lib/i18n.ts";
import { ErrorBox } from "./ErrorBox.tsx";

export function ActionStatus(props: { runner: { error: () => unknown; done: () => string | null; retrying: () => number } }) {
  return (
    <>
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
    </>
  );
}
