// /manage/new — create an event: name, game, rules profile and the options
// that matter on the day. Missing options take the profile's defaults.
import { useNavigate } from "@solidjs/router";
import { createSignal, For, Show } from "solid-js";
import { newCommandId } from "../../lib/net/api.ts";
import { createEvent, type Body } from "../../lib/net/endpoints.ts";
import { t } from "../../lib/i18n/i18n.ts";
import { tr } from "../ratings/strings.ts";
import { PROFILES, profileOf } from "../../../../shared/rules/profiles.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { SignedIn } from "./guard.tsx";
import { SelectField } from "../../components/Field.tsx";
import { StructureField, optionsOf } from "./StructureField.tsx";
import { GameFormatField } from "./GameFormatField.tsx";
import { CommanderRoundingField } from "./CommanderRoundingField.tsx";
import { CustomRulesField } from "./CustomRulesField.tsx";
import { rt } from "./rules-strings.ts";
import { NewEventRecommendation, PlayoffBestOf } from "./PlayoffFields.tsx";
import { profileName } from "../../lib/i18n/profile-name.ts";
import { profileAbout } from "../../lib/i18n/profile-about-words.ts";
import type { RulesProfileId } from "../../lib/types.ts";
import { FloorSettings, floorOptionsOf } from "./floor/FloorSettings.tsx";
import { DayTwoFields, dayTwoOf } from "./DayTwo.tsx";

/** Today in the organizer's own time zone, as a date input wants it (most events are created for today). */
function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

export default function NewEvent() {
  return (
    <SignedIn>
      <Form />
    </SignedIn>
  );
}

function Form() {
  const navigate = useNavigate();
  const [rules, setRules] = createSignal<RulesProfileId>("club");
  const [error, setError] = createSignal<unknown>(null);
  const [busy, setBusy] = createSignal(false);
  // One commandId per form: pressing "Create" twice on a bad line creates one event.
  let commandId = newCommandId();
  const profile = () => profileOf(rules());

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const num = (k: string) => Number(f.get(k));
    const options: Record<string, unknown> = {
      rounds: num("rounds"),
      ...optionsOf(String(f.get("structure"))),
      hiddenStandings: f.get("hiddenStandings") === "on",
      ...floorOptionsOf(f),
    };
    const dayTwo = dayTwoOf(f);
    if (dayTwo) options.dayTwo = dayTwo;
    // The organizer's own rules bring their match length and draws.
    if (profile().kind === "one-on-one" && rules() !== "custom") {
      options.bestOf = num("bestOf");
      options.draws = String(f.get("draws"));
      // Announced with the event (R-PO-2); empty: the playoffs play the Swiss length.
      if (f.get("playoffBestOf")) options.playoffBestOf = num("playoffBestOf");
    }
    const late = String(f.get("lateArrival") ?? "");
    if (late) options.lateArrival = late;
    if (profile().kind === "pod") options.commanderRounding = String(f.get("commanderRounding"));
    const body: Record<string, unknown> = {
      name: String(f.get("name") ?? "").trim(),
      gameFormat: String(f.get("gameFormat") ?? "").trim(),
      rules: rules(),
      options,
      visibility: String(f.get("visibility")),
      roundMinutes: num("roundMinutes"),
    };
    const date = String(f.get("date") ?? "");
    if (date) body.date = date;
    if (rules() === "dci-2009") body.dciK = num("dciK");
    if (rules() === "custom" && f.get("customRules")) body.customRules = JSON.parse(String(f.get("customRules")));
    setBusy(true);
    setError(null);
    try {
      // Read from the form as text; the server checks every field (400 with its path).
      const r = await createEvent(body as Body<"create-event">, commandId);
      navigate(`/manage/${r.event.id}`);
    } catch (err) {
      setError(err);
      // A refused form may be fixed and sent again as a new command.
      commandId = newCommandId();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="narrow">
      <h1>{t("new.title")}</h1>
      <form class="stack" onSubmit={submit}>
        <label class="field">
          <span>{t("new.name")}</span>
          <input name="name" required maxLength={200} />
        </label>
        <GameFormatField />
        {/* Profiles by their own names in the reader's language (no internal document codes). */}
        <SelectField
          label={t("new.rules")}
          name="rules"
          value={rules()}
          onChange={(e) => setRules(e.currentTarget.value as RulesProfileId)}
          hint={<small class="muted">{profileAbout(rules())}</small>}
        >
          <For each={Object.values(PROFILES)}>{(p) => <option value={p.id}>{profileName(p.id, p.title)}</option>}</For>
          <option value="custom">{rt("custom.option")}</option>
        </SelectField>
        <Show when={rules() === "custom"}>
          <CustomRulesField />
        </Show>
        <Show when={rules() === "dci-2009"}>
          <SelectField label={tr("new.dciK")} name="dciK" value="16" hint={<small class="muted">{tr("new.dciKHint")}</small>}>
            <For each={[8, 16, 24, 32, 40, 48]}>
              {(k) => (
                <option value={k}>{k === 8 ? tr("new.dciKCasual") : k === 16 ? tr("new.dciKDefault") : k === 48 ? tr("new.dciKPremier") : `K ${k}`}</option>
              )}
            </For>
          </SelectField>
        </Show>
        <div class="grid2">
          <label class="field">
            <span>{t("new.rounds")}</span>
            <input name="rounds" type="number" min={1} max={30} value={rules() === "commander" ? 4 : 3} inputmode="numeric" required />
          </label>
          {/* Commander gets the attendance-based finals (R-CMD-3) by default, one-on-one profiles a cut or none. */}
          <StructureField kind={profile().kind} value={profile().kind === "pod" ? "attendance" : "swiss"} />
          {/* The selects below take the whole row: their choices ("Coin flip settles a draw", "3ゲームマッチ（Bo3）") are cut off in half of a phone's. */}
          <Show when={profile().kind === "one-on-one" && rules() !== "custom"}>
            <SelectField class="wide" label={t("rules.bestOf")} name="bestOf" value={rules() === "dreamblade" ? "1" : "3"}>
              <For each={[1, 3, 5]}>{(n) => <option value={n}>{t("rules.bestOfN", { n })}</option>}</For>
            </SelectField>
            <PlayoffBestOf rules={rules()} />
            <SelectField
              class="wide"
              label={t("rules.draws")}
              name="draws"
              value={profile().kind === "one-on-one" ? (profile() as { defaultDraws: string }).defaultDraws : "allowed"}
            >
              <option value="allowed">{t("rules.drawsAllowed")}</option>
              <option value="flip">{t("rules.drawsFlip")}</option>
            </SelectField>
          </Show>
          <label class="field">
            <span>{t("new.roundMinutes")}</span>
            <input
              name="roundMinutes"
              type="number"
              min={profile().minimumRoundMinutes ?? 1}
              max={240}
              value={rules() === "commander" ? 60 : 50}
              inputmode="numeric"
              required
            />
          </label>
          <label class="field">
            <span>{t("new.date")}</span>
            <input name="date" type="date" value={today()} />
          </label>
        </div>
        <NewEventRecommendation rules={rules()} />
        <DayTwoFields />
        <Show when={profile().kind === "pod"}>
          <CommanderRoundingField value={undefined} />
        </Show>
        <SelectField label={t("rules.late")} name="lateArrival">
          <option value="">{t("new.default")}</option>
          <option value="play-bye">{t("rules.lateBye")}</option>
          <option value="loss">{t("rules.lateLoss")}</option>
        </SelectField>
        <FloorSettings />
        <label class="check">
          <input type="checkbox" name="hiddenStandings" checked={rules() === "commander"} />
          <span>{t("new.hidden")}</span>
        </label>
        <fieldset class="field">
          <legend>{t("new.visibility")}</legend>
          <label class="check">
            <input type="radio" name="visibility" value="public" checked />
            <span>{t("new.public")}</span>
          </label>
          <label class="check">
            <input type="radio" name="visibility" value="unlisted" />
            <span>{t("new.unlisted")}</span>
          </label>
        </fieldset>
        <ErrorBox error={error()} />
        <button type="submit" class="primary" disabled={busy()}>
          {t("new.create")}
        </button>
      </form>
    </section>
  );
}
