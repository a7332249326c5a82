// "Game and format" as a picker of known formats (shared/ratings/formats.ts),
// the formats already rated on this server first, and "Other…" for anything
// else; typed text that names a known format offers that format's one key,
// so "MTG Modern" does not start a second rating pool beside "Magic: Modern".
import { createSignal, For, onMount, Show } from "solid-js";
import { ratingPools } from "../../lib/net/endpoints.ts";
import { locale, t } from "../../lib/i18n/i18n.ts";
import { formatLabel, gameLabel } from "../../../../shared/ratings/format-labels.ts";
import { SelectField } from "../../components/Field.tsx";
import { canonicalGameFormat, KNOWN_FORMATS } from "../../../../shared/ratings/formats.ts";

const OTHER = "__other";

/** The game formats with a rating pool here, most players first (pool keys read "<system>:<gameFormat>"). */
async function ratedFormats(): Promise<string[]> {
  try {
    const r = await ratingPools();
    const out: string[] = [];
    for (const p of [...r.pools].sort((a, b) => b.players - a.players)) {
      const i = p.pool.indexOf(":");
      const format = i < 0 ? "" : p.pool.slice(i + 1);
      if (format && !out.includes(format)) out.push(format);
    }
    return out;
  } catch {
    return []; // The picker works without the suggestions.
  }
}

export function GameFormatField(props: { value?: string }) {
  // A plain signal, not a resource: a resource would suspend the whole console while it loads (and wipe what is typed).
  const [rated, setRated] = createSignal<string[]>([]);
  onMount(() => void ratedFormats().then(setRated));
  const known = new Set(KNOWN_FORMATS.map((f) => f.key));
  const initial = props.value ?? "";
  const [choice, setChoice] = createSignal(initial === "" ? "" : known.has(initial) ? initial : OTHER);
  const [typed, setTyped] = createSignal(known.has(initial) ? "" : initial);
  // A rated format that is not in the catalog is offered as itself.
  const ratedOthers = () => rated().filter((f) => f !== initial || choice() !== OTHER);
  const suggestion = () => {
    const c = canonicalGameFormat(typed());
    return c && c !== typed().trim() ? c : null;
  };
  const games = [...new Set(KNOWN_FORMATS.map((f) => f.game))];
  const value = () => (choice() === OTHER ? typed().trim() : choice());
  return (
    <div class="stack">
      <SelectField
        label={t("new.gameFormat")}
        value={choice()}
        required
        onChange={(e) => setChoice(e.currentTarget.value)}
        hint={<small class="muted">{t("new.formatHint")}</small>}
      >
        <option value="" disabled>
          {t("new.formatPick")}
        </option>
        <Show when={ratedOthers().length > 0}>
          <optgroup label={t("new.formatRated")}>
            <For each={ratedOthers()}>{(f) => <option value={f}>{formatLabel(f, locale())}</option>}</For>
          </optgroup>
        </Show>
        <For each={games}>
          {(g) => (
            <optgroup label={gameLabel(g, locale())}>
              <For each={KNOWN_FORMATS.filter((f) => f.game === g)}>{(f) => <option value={f.key}>{formatLabel(f.key, locale())}</option>}</For>
            </optgroup>
          )}
        </For>
        <option value={OTHER}>{t("new.formatOther")}</option>
      </SelectField>
      <Show when={choice() === OTHER}>
        <label class="field">
          <span>{t("new.formatOtherName")}</span>
          <input value={typed()} onInput={(e) => setTyped(e.currentTarget.value)} required maxLength={80} autocomplete="off" data-testid="format-other" />
        </label>
        <Show when={suggestion()}>
          {(s) => (
            <p class="notice small" data-testid="format-suggestion">
              {t("new.formatSuggest", { key: s() })}{" "}
              <button type="button" class="small" onClick={() => (setChoice(s()), setTyped(""))}>
                {t("new.formatUse", { key: s() })}
              </button>
            </p>
          )}
        </Show>
      </Show>
      <input type="hidden" name="gameFormat" value={value()} />
    </div>
  );
}
