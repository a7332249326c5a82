import { createEffect, Show } from "solid-js";
import { ApiError } from "../lib/net/api.ts";
import { locale, t } from "../lib/i18n/i18n.ts";
import { errorJaChunk } from "../lib/i18n/error-ja-chunk.ts";

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

/** Japanese sentences for server errors live in their own chunk (lib/i18n/error-ja-chunk.ts). */
type ErrorExtras = import("../lib/i18n/error-ja.ts").ErrorExtras;
const extrasOf = (e: ApiError): ErrorExtras => (e.body as { error?: ErrorExtras } | undefined)?.error ?? {};

export function ErrorBox(props: { error: unknown }) {
  // Asked for as soon as a box is drawn in Japanese, before any error needs it.
  createEffect(() => void errorJaChunk());
  // In English the server's own sentence is the most specific one (which setting, why, the rule it keeps).
  const inEnglish = () => errorText(props.error);
  // In Japanese: a sentence from the error's code, the field its path names and the rule it broke; the server's English under 詳細.
  const inJa = () => {
    const e = props.error;
    const m = errorJaChunk();
    if (!m || !(e instanceof ApiError) || e.status === 0) return null;
    return { text: m.errorJa(e.code, e.path, extrasOf(e)), detail: e.message };
  };
  // Until the Japanese sentences are in (a moment), a server error shows nothing rather than English.
  const waiting = () => locale() === "ja" && !errorJaChunk() && props.error instanceof ApiError && props.error.status !== 0;
  return (
    <Show when={props.error && !waiting()}>
      <Show
        when={inJa()}
        fallback={
          <p role="alert" class="error">
            {inEnglish()}
          </p>
        }
      >
        {(x) => (
          <div role="alert" class="error" data-code={(props.error as ApiError).code}>
            <p class="error-text">{x().text}</p>
            <details class="small">
              <summary>{errorJaChunk()!.DETAIL}</summary>
              <span lang="en">{x().detail}</span>
            </details>
          </div>
        )}
      </Show>
    </Show>
  );
}
