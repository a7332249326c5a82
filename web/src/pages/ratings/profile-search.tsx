// Profile search as you type, shared by the organizer's registration picker
// and the profile page's merge box.
import { createEffect, createSignal, on, onCleanup, Show, type Accessor } from "solid-js";
import { findProfiles } from "../../lib/net/endpoints.ts";
import type { ProfileInfo } from "./types.ts";

const DEBOUNCE_MS = 200;
const SHOWN = 6;

/** Up to six profiles matching the query (two characters or more), asked 200 ms after the last keystroke. */
export function createProfileSearch(
  query: Accessor<string>,
  keep: (p: ProfileInfo) => boolean = () => true,
): [Accessor<ProfileInfo[]>, (m: ProfileInfo[]) => void] {
  const [matches, setMatches] = createSignal<ProfileInfo[]>([]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = "";
  createEffect(
    on(
      () => query().trim(),
      (q) => {
        clearTimeout(timer);
        if (q.length < 2) {
          setMatches([]);
          return;
        }
        timer = setTimeout(async () => {
          asked = q;
          const r = await findProfiles(q).catch(() => ({ profiles: [] as ProfileInfo[] }));
          if (asked !== q) return; // a later keystroke won
          setMatches(r.profiles.filter(keep).slice(0, SHOWN));
        }, DEBOUNCE_MS);
      },
    ),
  );
  onCleanup(() => clearTimeout(timer));
  return [matches, setMatches];
}

/** One profile as a radio choice: its name, then country, region and external id. */
export function ProfileOption(props: { group: string; profile: ProfileInfo; checked: boolean; onChoose: () => void }) {
  const where = () => [props.profile.country, props.profile.region, props.profile.externalId].filter(Boolean).join(" · ");
  return (
    <label class="radio">
      <input type="radio" name={props.group} checked={props.checked} onChange={() => props.onChoose()} />
      <span>
        {props.profile.name}
        <Show when={where()}>
          <small class="muted"> {where()}</small>
        </Show>
      </span>
    </label>
  );
}
