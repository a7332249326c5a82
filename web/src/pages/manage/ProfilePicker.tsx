// While the organizer types a player's name: the rating profiles whose names
// match (search as you type, GET /api/profiles?q=), to link the registration
// to one of them; left on "New profile", registering creates one.
import { createEffect, createSignal, For, on, Show } from "solid-js";
import { tr } from "../ratings/strings.ts";
import { createProfileSearch, ProfileOption } from "../ratings/profile-search.tsx";
import "./profile-picker.css";

export interface ProfileChoice {
  /** The chosen profile id, or null for "create a new one". */
  chosen: () => string | null;
  reset: () => void;
}

export function ProfilePicker(props: { name: string; choice: (c: ProfileChoice) => void }) {
  const [matches, setMatches] = createProfileSearch(() => props.name);
  const [chosen, setChosen] = createSignal<string | null>(null);
  props.choice({ chosen, reset: () => (setChosen(null), setMatches([])) });
  // A choice that is no longer among the matches is dropped.
  createEffect(
    on(matches, (m) => {
      if (!m.some((p) => p.id === chosen())) setChosen(null);
    }),
  );
  return (
    <Show when={matches().length > 0}>
      <fieldset class="profile-pick">
        <legend>{tr("players.profile")}</legend>
        <p class="muted small">{tr("players.profileHint")}</p>
        <label class="radio">
          <input type="radio" name="profile" checked={chosen() === null} onChange={() => setChosen(null)} />
          <span>{tr("players.profileNew")}</span>
        </label>
        <For each={matches()}>{(p) => <ProfileOption group="profile" profile={p} checked={chosen() === p.id} onChoose={() => setChosen(p.id)} />}</For>
      </fieldset>
    </Show>
  );
}
