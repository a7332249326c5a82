// The console's import of an event run elsewhere: a rounds file
// (docs/format.md) scored under a chosen rules profile, named or the
// organizer's own. The server reads it with the engine; a problem names the
// line, its players and the field. Results the other platform accepted that
// could not be entered here are imported as recorded and listed before the
// event is opened.
import { A, useNavigate } from "@solidjs/router";
import { createSignal, For, Show } from "solid-js";
import { newCommandId } from "../../lib/net/api.ts";
import { importRounds } from "../../lib/net/endpoints.ts";
import { createLoad } from "../../lib/net/load.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SelectField } from "../../components/Field.tsx";
import { PROFILES } from "../../../../shared/rules/profiles.ts";
import { loadRules, rulesChoices } from "./rules-api.ts";
import { GameFormatField } from "./GameFormatField.tsx";
import { rt } from "./rules-strings.ts";
import { t } from "../../lib/i18n/i18n.ts";
import type { Key } from "../../lib/i18n/dict/en.ts";
import type { RoundsCsvWarning } from "../../../../shared/model/rounds-csv.ts";

/** "Name=3" (dropped after round 3) or "Name=-" (did not drop), one per line; the first bad line's number otherwise. */
function readDrops(text: string): Record<string, number | null> | number {
  const drops: Record<string, number | null> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === "") continue;
    const m = /^(.+?)\s*=\s*(-|\d{1,2})$/.exec(line);
    if (!m) return i + 1;
    drops[m[1]!] = m[2] === "-" ? null : Number(m[2]);
  }
  return drops;
}

export function ImportRounds() {
  const navigate = useNavigate();
  const saved = createLoad(() => true, loadRules);
  const [error, setError] = createSignal<unknown>(null);
  const [busy, setBusy] = createSignal(false);
  const [imported, setImported] = createSignal<{ id: string; warnings: RoundsCsvWarning[] } | null>(null);
  let commandId = newCommandId();
  // Named one-on-one profiles, then the organizer's rules and the examples.
  const named = Object.values(PROFILES).filter((p) => p.kind === "one-on-one");

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const file = f.get("csv");
    const choice = String(f.get("rules") ?? "mtr");
    const custom = rulesChoices(saved.value()).find((c) => c.value === choice);
    const drops = readDrops(String(f.get("drops") ?? ""));
    if (typeof drops === "number") {
      setError(new Error(rt("import.dropsBad", { n: drops })));
      return;
    }
    const body: Parameters<typeof importRounds>[0] = {
      csv: file instanceof File ? await file.text() : "",
      name: String(f.get("name") ?? "").trim(),
      // The format names the rating pool the finished event counts in.
      gameFormat: String(f.get("gameFormat") ?? "").trim() || undefined,
      rules: custom ? "custom" : choice,
      ...(custom ? { customRules: custom.rules } : {}),
      ...(Object.keys(drops).length ? { drops } : {}),
    };
    setBusy(true);
    setError(null);
    try {
      const r = (await importRounds(body, commandId)) as Awaited<ReturnType<typeof importRounds>> & { warnings?: RoundsCsvWarning[] };
      if (r.warnings?.length) setImported({ id: r.event.id, warnings: r.warnings });
      else navigate(`/manage/${r.event.id}`);
    } catch (err) {
      setError(err);
      commandId = newCommandId();
    } finally {
      setBusy(false);
    }
  }

  return (
    <details class="card">
      <summary>{rt("import.title")}</summary>
      <form class="stack" onSubmit={(e) => void submit(e)} aria-label={rt("import.title")}>
        <p class="muted small">{rt("import.hint")}</p>
        <label class="field">
          <span>{rt("import.file")}</span>
          <input name="csv" type="file" accept=".csv,.txt,text/csv,text/plain" required />
        </label>
        <label class="field">
          <span>{rt("import.name")}</span>
          <input name="name" maxlength={200} required />
        </label>
        <GameFormatField />
        <SelectField label={rt("import.rules")} name="rules" value="mtr">
          <For each={named}>{(p) => <option value={p.id}>{t(`profile.${p.id}` as Key)}</option>}</For>
          <For each={rulesChoices(saved.value())}>
            {(c) => (
              <option value={c.value}>
                {c.label}
                {c.preset ? ` (${rt("custom.presetTag")})` : ""}
              </option>
            )}
          </For>
        </SelectField>
        <label class="field">
          <span>{rt("import.drops")}</span>
          <textarea name="drops" rows={2} placeholder="Bob=1" />
          <small class="muted">{rt("import.dropsHint")}</small>
        </label>
        <ErrorBox error={error()} />
        <Show when={imported()}>
          {(done) => (
            <div class="notice stack" role="status" data-testid="import-warnings">
              <p>{rt("import.warnings")}</p>
              <ul>
                <For each={done().warnings}>
                  {(w) => <li>{rt("import.warningLine", { line: String(w.line), players: w.players.join(" v "), message: w.message })}</li>}
                </For>
              </ul>
              <A class="button primary" href={`/manage/${done().id}`}>
                {rt("import.open")}
              </A>
            </div>
          )}
        </Show>
        <Show when={!busy()} fallback={<button disabled>{rt("import.submit")}</button>}>
          <button class="primary" type="submit">
            {rt("import.submit")}
          </button>
        </Show>
      </form>
    </details>
  );
}
