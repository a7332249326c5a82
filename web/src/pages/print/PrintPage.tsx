// /e/:id/print/pairings|tables|standings|slips|codes — sheets for the venue
// walls, the tables and the players' hands. No live socket: a print is a
// snapshot; the page prints itself on request (button), never automatically.
// Every sheet fits A4 and Letter (styles.css @page; checked in print media by
// web/test/print.test.ts).
import { useParams, useSearchParams } from "@solidjs/router";
import { createMemo, Match, Show, Switch } from "solid-js";
import { createLoad } from "../../lib/net/load.ts";
import { ApiError } from "../../lib/net/api.ts";
import { publicView, staffView } from "../../lib/net/endpoints.ts";
import { me } from "../../lib/session.ts";
import { t } from "../../lib/i18n/i18n.ts";
import { latestRound, nameMap } from "../../lib/event.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { EventMissing } from "../../components/EventMissing.tsx";
import { PairingsByName, PairingsByTable } from "./PairingsSheet.tsx";
import { StandingsSheet } from "./StandingsSheet.tsx";
import { ResultSlips } from "./ResultSlips.tsx";
import { CodeSlips } from "./CodeSlips.tsx";
import type { EventView, ManageView } from "../../lib/types.ts";
import { createLocalView } from "../../lib/offline/use-local.ts";
import { lt } from "../../lib/offline/local-words.ts";

export default function PrintPage() {
  const params = useParams<{ id: string; kind: string }>();
  const [sp] = useSearchParams<{ player?: string }>();
  // Staff print hidden standings and the players' codes: signed-in organizers try the organizer view first.
  const load = createLoad(
    () => (me.state === "ready" ? { signedIn: !!me() } : false),
    async ({ signedIn }) => {
      if (signedIn) {
        try {
          return await staffView(params.id);
        } catch (e) {
          if (e instanceof ApiError && e.status === 404) throw e;
          /* not staff of this event: the public view */
        }
      }
      return await publicView(params.id);
    },
  );
  // Changes of this phone not yet sent (a round paired offline) are printed as the console shows them (docs/offline.md).
  const local = createLocalView(params.id, () => load.value(), { sync: false });
  const view = () => (local()?.view ?? load.value()) as EventView | undefined;
  const names = createMemo(() => (view() ? nameMap(view()!) : new Map<string, string>()));
  const round = () => (view() ? latestRound(view()!) : undefined);
  const staff = () => (view() as ManageView | undefined)?.codes !== undefined;
  const missing = () => load.error() instanceof ApiError && (load.error() as ApiError).status === 404;

  return (
    <div class="print" data-kind={params.kind}>
      <Show when={!missing()} fallback={<EventMissing id={params.id} />}>
        <ErrorBox error={load.error()} />
      </Show>
      {/* Drawn once the outbox was looked at: a sheet printed at once shows the changes waiting on this phone. */}
      <Show when={local.ready() && view()}>
        <div class="no-print row between">
          <a href={staff() ? `/manage/${params.id}?tab=event` : `/e/${params.id}`}>← {view()!.event.name}</a>
          <button type="button" class="primary" onClick={() => print()}>
            {t("print.print")}
          </button>
        </div>
        <Show when={local()}>
          <p class="no-print notice" data-testid="print-local">
            {lt(local()!.unsent.rounds.size > 0 ? "local.round" : "local.note", { n: local()!.unsent.count })}
          </p>
        </Show>
        <Switch fallback={<p>{t("notFound.title")}</p>}>
          <Match when={params.kind === "pairings"}>
            <PairingsByName view={view()!} round={round()} names={names()} />
          </Match>
          <Match when={params.kind === "tables"}>
            <PairingsByTable view={view()!} round={round()} names={names()} />
          </Match>
          <Match when={params.kind === "standings"}>
            <StandingsSheet view={view()!} names={names()} />
          </Match>
          <Match when={params.kind === "slips"}>
            <ResultSlips view={view()!} round={round()} names={names()} eventId={params.id} />
          </Match>
          <Match when={params.kind === "codes"}>
            <Show when={staff()} fallback={<p class="notice">{t("print.staffOnly")}</p>}>
              <CodeSlips view={view() as ManageView} only={sp.player} eventId={params.id} />
            </Show>
          </Match>
        </Switch>
      </Show>
    </div>
  );
}
