// /manage — the organizer's events and the way to a new one.
import { A, useNavigate } from "@solidjs/router";
import { createSignal, For, Show } from "solid-js";
import { createLoad } from "../../lib/net/load.ts";
import { importEvent, myEvents } from "../../lib/net/endpoints.ts";
import { fmtDate, locale, t } from "../../lib/i18n/i18n.ts";
import { formatLabel } from "../../../../shared/ratings/format-labels.ts";
import { me, signOut } from "../../lib/session.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { SignedIn } from "./guard.tsx";
import { ImportRounds } from "./ImportRounds.tsx";
import { rt } from "./rules-strings.ts";

export default function MyEvents() {
  return (
    <SignedIn>
      <List />
    </SignedIn>
  );
}

function List() {
  const navigate = useNavigate();
  const [importError, setImportError] = createSignal<unknown>(null);
  // A topcut/1 file (an export, or the CLI's output) becomes a new event.
  async function importFile(file: File | undefined) {
    if (!file) return;
    setImportError(null);
    try {
      const r = await importEvent(await file.text());
      navigate(`/manage/${r.event.id}`);
    } catch (e) {
      setImportError(e);
    }
  }
  const events = createLoad(() => true, myEvents);
  return (
    <>
      <div class="row between">
        <h1>{t("manage.title")}</h1>
        <A class="button primary" href="/manage/new">
          {t("manage.new")}
        </A>
      </div>
      <p class="muted small">
        {t("manage.signedInAs", { name: me()?.username ?? "" })}{" "}
        <button type="button" class="link" onClick={() => void signOut().then(() => navigate("/"))}>
          {t("auth.signout")}
        </button>
      </p>
      <label class="field">
        <span>{t("manage.import")}</span>
        <input type="file" accept=".json,application/json" onChange={(e) => void importFile(e.currentTarget.files?.[0])} />
      </label>
      <ErrorBox error={importError()} />
      <ImportRounds />
      <p>
        <A href="/manage/rules">{rt("rules.link")}</A>
      </p>
      <ErrorBox error={events.error()} />
      <Show when={events.value()}>
        <Show when={events.value()!.events.length > 0} fallback={<p class="muted">{t("manage.none")}</p>}>
          <ul class="events">
            <For each={events.value()!.events}>
              {(e) => (
                <li class="card">
                  <A href={`/manage/${e.id}`} class="title">
                    {e.name}
                  </A>
                  <p class="meta">
                    <StatusBadge status={e.status} /> {formatLabel(e.gameFormat, locale())}
                    <Show when={e.date}> · {fmtDate(e.date!)}</Show> · {t("list.players", { n: e.players })}
                  </p>
                </li>
              )}
            </For>
          </ul>
        </Show>
      </Show>
    </>
  );
}
