import { Show } from "solid-js";
import { ApiError } from "../lib/api.ts";
import { t } from "../lib/i18n.ts";

/** The server's own sentence, or a plain explanation when the network failed. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) {
    if (e.status === 0) return t("error.network");
    if (e.status === 401) return e.message || t("error.signin");
    return e.message;
  }
  if (e instanceof Error) return e.message;
  return String(e);
}

export function ErrorBox(props: { error: unknown }) {
  return (
    <Show when={props.error}>
      <p role="alert" class="error">
        {errorText(props.error)}
      </p>
    </Show>
  );
}
