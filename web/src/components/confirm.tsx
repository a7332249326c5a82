// "Are you sure?" for dangerous actions, as a real modal <dialog> (the page
// behind is inert, Tab cycles inside it, Escape cancels, and focus goes back
// to the button that asked) rather than window.confirm.
import { createSignal, For, Show } from "solid-js";
import { t } from "../lib/i18n/i18n.ts";

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

/**
 * Tab from the dialog's last button goes to its first, Shift+Tab from the first to the last: a
 * modal dialog alone would let focus leave for the browser's own controls.
 */
function keepTabInside(dialog: HTMLDialogElement, e: KeyboardEvent) {
  if (e.key !== "Tab") return;
  const stops = [...dialog.querySelectorAll<HTMLElement>("button, [href], input, select, textarea")].filter((el) => !el.hasAttribute("disabled"));
  const [first, last] = [stops[0], stops.at(-1)];
  if (!first || !last) return;
  const to = e.shiftKey ? (document.activeElement === first ? last : null) : document.activeElement === last ? first : null;
  if (to) {
    e.preventDefault();
    to.focus();
  }
}

export function ConfirmHost() {
  let dialog!: HTMLDialogElement;
  // Where focus was when the dialog opened: it goes back there (the browser's own return is lost
  // when the dialog's content is taken away before it closes).
  let opener: HTMLElement | null = null;
  const close = (ok: boolean) => {
    const p = pending();
    setPending(null);
    if (dialog.open) dialog.close();
    p?.resolve(ok);
    // After the asker has taken the answer (a button it turned off while asking is on again).
    const back = opener;
    opener = null;
    setTimeout(() => back?.isConnected && back.focus());
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
      onKeyDown={(e) => keepTabInside(dialog, e)}
    >
      <Show when={pending()}>
        {(p) => {
          queueMicrotask(() => {
            if (dialog.open) return;
            opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            dialog.showModal();
          });
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
