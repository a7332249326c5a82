// "Are you sure?" for dangerous actions, as a real modal <dialog> (focus is
// trapped and Escape cancels) rather than window.confirm.
import { createSignal, For, Show } from "solid-js";
import { t } from "../lib/i18n.ts";

interface Pending {
  message: string;
  /** Shown under the message, in order (e.g. who made the cut, seeded). */
  list?: string[];
  confirmLabel: string;
  resolve: (ok: boolean) => void;
}

const [pending, setPending] = createSignal<Pending | null>(null);

/** Resolves true when the person confirms. */
export function confirmAction(message: string, confirmLabel?: string, list?: string[]): Promise<boolean> {
  return new Promise((resolve) =>
    setPending({ message, ...(list && list.length ? { list } : {}), confirmLabel: confirmLabel ?? t("common.confirm"), resolve }),
  );
}

export function ConfirmHost() {
  let dialog!: HTMLDialogElement;
  const close = (ok: boolean) => {
    const p = pending();
    setPending(null);
    if (dialog.open) dialog.close();
    p?.resolve(ok);
  };
  return (
    <dialog
      ref={dialog}
      class="confirm"
      aria-labelledby="confirm-text"
      onCancel={(e) => {
        e.preventDefault();
        close(false);
      }}
    >
      <Show when={pending()}>
        {(p) => {
          queueMicrotask(() => !dialog.open && dialog.showModal());
          return (
            <form method="dialog" onSubmit={(e) => (e.preventDefault(), close(true))}>
              <p id="confirm-text">{p().message}</p>
              <Show when={p().list}>
                <ul class="confirm-list" data-testid="confirm-list">
                  <For each={p().list}>{(line) => <li>{line}</li>}</For>
                </ul>
              </Show>
              <div class="row end">
                {/* Focus starts on Cancel: a stray Enter never does the dangerous thing. */}
                <button type="button" onClick={() => close(false)} autofocus>
                  {t("common.cancel")}
                </button>
                <button type="submit" class="primary">
                  {p().confirmLabel}
                </button>
              </div>
            </form>
          );
        }}
      </Show>
    </dialog>
  );
}
