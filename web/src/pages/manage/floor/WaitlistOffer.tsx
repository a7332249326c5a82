// The check-in deadline, before round 1 (organizers): while players have not
// checked in and applicants wait on the registration desk's waitlist, their
// places can go to the waitlist (POST .../registrations/replace-no-shows): the
// no-shows who registered last give theirs first, and those who move up are
// admitted, checked in. A desk write, not an event command: it needs the
// network (the desk's waitlist lives on the server).
import { createSignal, Show } from "solid-js";
import { replaceNoShows, staffDesk } from "../../../lib/net/endpoints.ts";
import { createBackgroundRead } from "../../../lib/net/background-read.ts";
import { confirmAction } from "../../../components/confirm.tsx";
import { ErrorBox } from "../../../components/ErrorBox.tsx";
import type { ManageView } from "../../../lib/types.ts";
import { checkInOpen } from "./CheckIn.tsx";
import { ft } from "./strings.ts";

export function WaitlistOffer(props: { view: ManageView }) {
  const open = () => checkInOpen(props.view) && props.view.role !== "judge" && navigator.onLine;
  // Read again with every change of the event (a check-in changes who is a no-show).
  const desk = createBackgroundRead(
    () => (open() ? props.view.seq : null),
    (seq) => (seq === null ? Promise.resolve(null) : staffDesk(props.view.event.id).then((d) => d.checkIn)),
  );
  const replaceable = () => (open() ? (desk()?.replaceable ?? 0) : 0);
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const [done, setDone] = createSignal<string | null>(null);
  async function give() {
    const n = replaceable();
    if (!(await confirmAction(ft("wait.confirm", { n }), ft("wait.go")))) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const r = await replaceNoShows(props.view.event.id);
      setDone(ft("wait.done", { n: r.admitted }));
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Show when={replaceable() > 0 || done() || error()}>
      <section class="card stack" data-testid="waitlist-offer">
        <Show when={replaceable() > 0}>
          <p>{ft("wait.offer", { n: replaceable() })}</p>
          <button type="button" disabled={busy()} onClick={() => void give()}>
            {ft("wait.go")}
          </button>
        </Show>
        <Show when={done()}>
          <p role="status" class="ok">
            {done()}
          </p>
        </Show>
        <ErrorBox error={error()} />
      </section>
    </Show>
  );
}
