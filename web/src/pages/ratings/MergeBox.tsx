// On a profile page, for signed-in organizers: merge a duplicate profile into
// this one (POST /api/profiles/:duplicate/merge). The duplicate's matches then
// count for this profile and its pools are recalculated.
import { createEffect, createSignal, For, on, onCleanup, Show } from "solid-js";
import { command, get } from "../../lib/api.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { confirmAction } from "../../components/confirm.tsx";
import { tr } from "./strings.ts";
import type { ProfileInfo } from "./types.ts";

export function MergeBox(props: { profile: ProfileInfo; merged: () => void }) {
  const [q, setQ] = createSignal("");
  const [matches, setMatches] = createSignal<ProfileInfo[]>([]);
  const [chosen, setChosen] = createSignal<string | null>(null);
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const [done, setDone] = createSignal<string | null>(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  createEffect(
    on(q, (text) => {
      clearTimeout(timer);
      const wanted = text.trim();
      if (wanted.length < 2) return setMatches([]);
      timer = setTimeout(async () => {
        const r = await get<{ profiles: ProfileInfo[] }>(`/profiles?q=${encodeURIComponent(wanted)}`).catch(() => ({ profiles: [] }));
        if (q().trim() !== wanted) return;
        setMatches(r.profiles.filter((p) => p.id !== props.profile.id).slice(0, 6));
        setChosen(null);
      }, 200);
    }),
  );
  onCleanup(() => clearTimeout(timer));

  async function merge() {
    const dup = matches().find((p) => p.id === chosen());
    if (!dup) return;
    if (!(await confirmAction(tr("profile.mergeConfirm", { dup: dup.name, name: props.profile.name }), tr("profile.mergeButton")))) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const r = await command<{ replayed: string[] }>("POST", `/profiles/${encodeURIComponent(dup.id)}/merge`, { into: props.profile.id });
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

  const where = (p: ProfileInfo) => [p.country, p.region, p.externalId].filter(Boolean).join(" · ");
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
          <For each={matches()}>
            {(p) => (
              <label class="radio">
                <input type="radio" name="dup" checked={chosen() === p.id} onChange={() => setChosen(p.id)} />
                <span>
                  {p.name}
                  <Show when={where(p)}>
                    <small class="muted"> {where(p)}</small>
                  </Show>
                </span>
              </label>
            )}
          </For>
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
