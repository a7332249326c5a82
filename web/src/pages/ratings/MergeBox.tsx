// On a profile page, for signed-in organizers: merge a duplicate profile into
// this one (POST /api/profiles/:duplicate/merge). The duplicate's matches then
// count for this profile and its pools are recalculated.
import { createEffect, createSignal, For, on, Show } from "solid-js";
import { mergeProfile } from "../../lib/net/endpoints.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { confirmAction } from "../../components/confirm.tsx";
import { tr } from "./strings.ts";
import { createProfileSearch, ProfileOption } from "./profile-search.tsx";
import type { ProfileInfo } from "./types.ts";

export function MergeBox(props: { profile: ProfileInfo; merged: () => void }) {
  const [q, setQ] = createSignal("");
  const [matches, setMatches] = createProfileSearch(q, (p) => p.id !== props.profile.id);
  const [chosen, setChosen] = createSignal<string | null>(null);
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const [done, setDone] = createSignal<string | null>(null);
  // New matches ask for a new choice.
  createEffect(on(matches, () => setChosen(null)));

  async function merge() {
    const dup = matches().find((p) => p.id === chosen());
    if (!dup) return;
    if (!(await confirmAction(tr("profile.mergeConfirm", { dup: dup.name, name: props.profile.name }), tr("profile.mergeButton")))) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const r = await mergeProfile(dup.id, props.profile.id);
      setDone(tr("profile.mergeDone", { name: dup.name, n: r.replayed.length }));
      setQ("");
      setMatches([]);
      props.merged();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  return (
    <details class="card merge">
      <summary>{tr("profile.mergeTitle")}</summary>
      <p class="muted small">{tr("profile.mergeHint")}</p>
      <div class="field">
        <label for="merge-q">{tr("profile.mergeSearch")}</label>
        <input id="merge-q" value={q()} onInput={(e) => setQ(e.currentTarget.value)} maxLength={60} autocomplete="off" />
      </div>
      <Show when={matches().length > 0}>
        <fieldset class="profile-pick">
          <legend>{tr("profile.mergeWhich")}</legend>
          <For each={matches()}>{(p) => <ProfileOption group="dup" profile={p} checked={chosen() === p.id} onChoose={() => setChosen(p.id)} />}</For>
        </fieldset>
      </Show>
      <button type="button" class="primary" disabled={busy() || chosen() === null} onClick={() => void merge()}>
        {tr("profile.mergeButton")}
      </button>
      <ErrorBox error={error()} />
      <Show when={done()}>
        <p role="status">{done()}</p>
      </Show>
    </details>
  );
}
