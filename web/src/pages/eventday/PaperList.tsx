// Staff record a list handed in on paper at the desk, for a player, without
// the player's code (POST /lists with playerId); it is locked once recorded.
// Also where an unlocked list's correction is typed in.
import { createEffect, createMemo, createSignal, For, Show } from "solid-js";
import { deskWrite } from "../../lib/offline/desk-write.ts";
import { SelectField } from "../../components/Field.tsx";
import { parseListText } from "./lines.ts";
import { tx } from "./dict.ts";

export interface PaperTarget {
  player: string;
  /** The list's lines to start from (an unlocked list being corrected). */
  text?: string;
  side?: string;
}

export function PaperList(props: {
  eventId: string;
  players: { id: string; name: string }[];
  warbands: boolean;
  target: PaperTarget | null;
  busy: boolean;
  act: (fn: () => Promise<unknown>, ok: string) => Promise<boolean>;
}) {
  const [player, setPlayer] = createSignal("");
  const [text, setText] = createSignal("");
  const [side, setSide] = createSignal("");
  // A correction picked from a list card fills the form in.
  createEffect(() => {
    const t = props.target;
    if (!t) return;
    setPlayer(t.player);
    setText(t.text ?? "");
    setSide(t.side ?? "");
  });
  const main = createMemo(() => parseListText(text()));
  const sideboard = createMemo(() => parseListText(side()));
  const name = () => props.players.find((p) => p.id === player())?.name ?? "";

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const who = name();
    const ok = await props.act(
      () =>
        deskWrite(
          props.eventId,
          "submit-list",
          {
            playerId: player(),
            kind: props.warbands ? "warband" : "deck",
            main: main().lines,
            ...(sideboard().lines.length ? { sideboard: sideboard().lines } : {}),
          },
          tx("ed.paper.done", { name: who }),
        ),
      tx("ed.paper.done", { name: who }),
    );
    if (ok) {
      setText("");
      setSide("");
      setPlayer("");
    }
  }

  return (
    <form class="card stack noprint" id="paper-list" onSubmit={submit} aria-labelledby="paper-h" data-testid="paper-list">
      <h2 id="paper-h">{tx("ed.paper.title")}</h2>
      <p class="small muted">{tx("ed.paper.help")}</p>
      <SelectField name="player" label={tx("ed.paper.player")} value={player()} required onChange={(e) => setPlayer(e.currentTarget.value)}>
        <option value="">{tx("ed.paper.pick")}</option>
        <For each={props.players}>{(p) => <option value={p.id}>{p.name}</option>}</For>
      </SelectField>
      <label class="field">
        <span>{tx("ed.list.main")}</span>
        <textarea
          name="main"
          required
          placeholder={tx(props.warbands ? "ed.list.placeholder" : "ed.list.placeholderDeck")}
          value={text()}
          onInput={(e) => setText(e.currentTarget.value)}
        />
        <small class="muted">{tx("ed.list.help")}</small>
      </label>
      <Show when={!props.warbands}>
        <label class="field">
          <span>{tx("ed.list.side")}</span>
          <textarea name="side" value={side()} onInput={(e) => setSide(e.currentTarget.value)} />
        </label>
      </Show>
      <p class="small" aria-live="polite">
        {tx("ed.list.count", { n: main().lines.reduce((s, l) => s + l.count, 0) })}
        <Show when={main().bad.length > 0}>
          {" · "}
          <span class="flag">{tx("ed.list.badLines", { lines: main().bad.join(", ") })}</span>
        </Show>
      </p>
      <button class="primary" type="submit" disabled={props.busy || player() === "" || main().lines.length === 0 || main().bad.length > 0}>
        {tx("ed.paper.submit")}
      </button>
    </form>
  );
}
