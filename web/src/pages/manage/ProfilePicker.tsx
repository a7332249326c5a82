// While the organizer types a player's name: the rating profiles whose names
// match (search as you type, GET /api/profiles?q=), to link the registration
// to one of them; left on "New profile", registering creates one.
import { createEffect, createSignal, For, on, onCleanup, Show } from "solid-js";
import { get } from "../../lib/api.ts";
import { t } from "../../lib/i18n.ts";
import { tr } from "../ratings/strings.ts";
import type { ProfileInfo } from "../ratings/types.ts";
import "./profile-picker.css";

export interface ProfileChoice {
  /** The chosen profile id, or null for "create a new one". */
  chosen: () => string | null;
  reset: () => void;
}

const DEBOUNCE_MS = 200;

export function ProfilePicker(props: { name: string; choice: (c: ProfileChoice) => void }) {
  const [matches, setMatches] = createSignal<ProfileInfo[]>([]);
  const [chosen, setChosen] = createSignal<string | null>(null);
  props.choice({ chosen, reset: () => (setChosen(null), setMatches([])) });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = "";
  createEffect(
    on(
      () => props.name.trim(),
      (q) => {
        clearTimeout(timer);
        if (q.length < 2) {
          setMatches([]);
          setChosen(null);
          return;
        }
        timer = setTimeout(async () => {
          asked = q;
          try {
            const r = await get<{ profiles: ProfileInfo[] }>(`/profiles?q=${encodeURIComponent(q)}`);
            if (asked !== q) return; // a later keystroke won
            setMatches(r.profiles.slice(0, 6));
            if (!r.profiles.some((p) => p.id === chosen())) setChosen(null);
          } catch {
            setMatches([]);
          }
        }, DEBOUNCE_MS);
      },
    ),
  );
  onCleanup(() => clearTimeout(timer));
  const where = (p: ProfileInfo) => [p.country, p.region, p.externalId].filter(Boolean).join(" · ");
  return (
    <Show when={matches().length > 0}>
      <fieldset class="profile-pick">
        <legend>{tr("players.profile")}</legend>
        <p class="muted small">{tr("players.profileHint")}</p>
        <label class="radio">
          <input type="radio" name="profile" checked={chosen() === null} onChange={() => setChosen(null)} />
          <span>{tr("players.profileNew")}</span>
        </label>
        <For each={matches()}>
          {(p) => (
            <label class="radio">
              <input type="radio" name="profile" checked={chosen() === p.id} onChange={() => setChosen(p.id)} />
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
  );
}
