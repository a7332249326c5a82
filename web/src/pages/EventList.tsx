// / — public events: live, upcoming, finished; filter by game format.
import { A, useSearchParams } from "@solidjs/router";
import { For, Show } from "solid-js";
import { createLoad } from "../lib/net/load.ts";
import { listEvents } from "../lib/net/endpoints.ts";
import { fmtDate, t } from "../lib/i18n/i18n.ts";
import { formatName } from "../lib/i18n/format-name.ts";
import { SelectField } from "../components/Field.tsx";
import { ErrorBox } from "../components/ErrorBox.tsx";
import { StatusBadge } from "../components/StatusBadge.tsx";
import type { EventSummary, ListStatus } from "../lib/types.ts";

const GROUPS: ListStatus[] = ["live", "upcoming", "finished"];

function groupOf(status: EventSummary["status"]): ListStatus {
  if (status === "registration") return "upcoming";
  if (status === "finished" || status === "did-not-occur") return "finished";
  return "live";
}

export default function EventList() {
  const [sp, setSp] = useSearchParams<{ format?: string }>();
  const all = createLoad(
    () => true,
    () => listEvents(),
  );
  const formats = () => [...new Set((all.value()?.events ?? []).map((e) => e.gameFormat))].sort();
  // One request per filter; the groups are the API's: live = Swiss or playoffs, upcoming = registration.
  const list = createLoad(
    () => sp.format ?? "",
    async (format) => {
      const { events } = format ? await listEvents(format) : (all.value() ?? (await listEvents()));
      return GROUPS.map((g) => [g, events.filter((e) => groupOf(e.status) === g)] as const);
    },
  );
  return (
    <>
      <h1>{t("list.title")}</h1>
      <SelectField class="inline" label={t("list.format")} value={sp.format ?? ""} onChange={(e) => setSp({ format: e.currentTarget.value || undefined })}>
        <option value="">{t("list.allFormats")}</option>
        <For each={formats()}>{(f) => <option value={f}>{formatName(f)}</option>}</For>
      </SelectField>
      <ErrorBox error={list.error() ?? all.error()} />
      <Show when={list.value()}>
        <For each={list.value()}>
          {([status, events]) => (
            <section aria-labelledby={`h-${status}`}>
              <h2 id={`h-${status}`}>{t(`list.${status}`)}</h2>
              <Show when={events.length > 0} fallback={<p class="muted">{t("list.empty")}</p>}>
                <ul class="events">
                  <For each={events}>
                    {(e) => (
                      <li class="card">
                        <A href={`/e/${e.id}`} class="title">
                          {e.name}
                        </A>
                        <p class="meta">
                          <StatusBadge status={status} /> {formatName(e.gameFormat)}
                          <Show when={e.date}> · {fmtDate(e.date!)}</Show> · {t("list.players", { n: e.players })}
                          <Show when={status === "live" && e.round > 0}> · {t("pairings.round", { n: e.round })}</Show>
                        </p>
                      </li>
                    )}
                  </For>
                </ul>
              </Show>
            </section>
          )}
        </For>
      </Show>
    </>
  );
}
