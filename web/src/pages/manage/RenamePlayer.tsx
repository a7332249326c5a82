// Renaming a registered player (PATCH /api/events/:id/players/:pid): a
// misspelt name is fixed in place, before or during the event; results,
// pairings and the secret code stay with the player id. The name's reading
// (furigana) is set here too, for players who came in without one (the
// desk, an older list): wall sheets and the TV sort by it.
import { createSignal, Show } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import { type Runner, write } from "./action.ts";
import { nt } from "../../lib/i18n/name-words.ts";

export function RenamePlayer(props: { player: { id: string; name: string; reading?: string }; runner: Runner }) {
  const [open, setOpen] = createSignal(false);
  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    const name = String(form.get("name") ?? "").trim();
    // "" takes a reading off.
    const reading = String(form.get("reading") ?? "").trim();
    const res = await write(props.runner, "edit-player", { playerId: props.player.id, name, reading }, { done: t("edit.renamed", { name }) });
    if (res) setOpen(false);
  }
  return (
    <Show
      when={open()}
      fallback={
        <button
          type="button"
          class="small"
          disabled={props.runner.busy()}
          aria-label={t("edit.renameName", { name: props.player.name })}
          onClick={() => setOpen(true)}
        >
          {t("edit.rename")}
        </button>
      }
    >
      <form class="row wrap rename" onSubmit={(e) => void submit(e)}>
        <input
          name="name"
          class="grow"
          required
          maxLength={120}
          value={props.player.name}
          aria-label={t("edit.newName", { name: props.player.name })}
          ref={(el) => queueMicrotask(() => el.select())}
        />
        <button type="submit" class="small primary" disabled={props.runner.busy()}>
          {t("edit.saveName")}
        </button>
        <button type="button" class="small" onClick={() => setOpen(false)}>
          {t("common.cancel")}
        </button>
        <input
          name="reading"
          class="rename-reading"
          maxLength={120}
          value={props.player.reading ?? ""}
          placeholder={nt("reading.short")}
          aria-label={nt("reading.short")}
          lang="ja"
          autocomplete="off"
          data-testid="rename-reading"
        />
      </form>
    </Show>
  );
}
