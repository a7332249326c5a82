import { createEffect, createSignal, Show } from "solid-js";
import { ApiError } from "../lib/api.ts";
import { locale, t } from "../lib/i18n.ts";

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

/** Japanese sentences for server errors live in their own chunk, fetched once the reader's language is Japanese (no Suspense: a plain signal). */
type ErrorJa = typeof import("../lib/error-ja.ts");
type ErrorExtras = import("../lib/error-ja.ts").ErrorExtras;
const [ja, setJa] = createSignal<ErrorJa | null>(null);
let loading = false;
const extrasOf = (e: ApiError): ErrorExtras => (e.body as { error?: ErrorExtras } | undefined)?.error ?? {};

export function ErrorBox(props: { error: unknown }) {
  createEffect(() => {
    if (locale() !== "ja" || loading) return;
    loading = true;
    void import("../lib/error-ja.ts").then(
      (m) => setJa(() => m),
      () => (loading = false),
    );
  });
  // In English the server's own sentence is the most specific one (which setting, why, the rule it keeps).
  const inEnglish = () => errorText(props.error);
  // In Japanese: a sentence from the error's code, the field its path names and the rule it broke; the server's English under 詳細.
  const inJa = () => {
    const e = props.error;
    const m = ja();
    if (!m || !(e instanceof ApiError) || e.status === 0) return null;
    return { text: m.errorJa(e.code, e.path, extrasOf(e)), detail: e.message };
  };
  // Until the Japanese sentences are in (a moment), a server error shows nothing rather than English.
  const waiting = () => locale() === "ja" && !ja() && props.error instanceof ApiError && props.error.status !== 0;
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
              <summary>{ja()!.DETAIL}</summary>
              <span lang="en">{x().detail}</span>
            </details>
          </div>
        )}
      </Show>
    </Show>
  );
}
