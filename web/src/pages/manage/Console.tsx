// /manage/:id — running an event from a phone. Five tabs (kept in the URL so
// a reload stays put): players, round, results, standings, event.
import { A, useParams, useSearchParams } from "@solidjs/router";
import { createMemo, For, Match, Show, Switch } from "solid-js";
import { createEventData } from "../event/data.ts";
import { locale, t } from "../../lib/i18n/i18n.ts";
import { formatLabel } from "../../../../shared/ratings/format-labels.ts";
import { nameMap } from "../../lib/event.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { LiveIndicator } from "../../components/LiveIndicator.tsx";
import { StatusBadge } from "../../components/StatusBadge.tsx";
import { RoundTimer } from "../../components/RoundTimer.tsx";
import { OutboxPanel } from "../../lib/offline/OutboxPanel.tsx";
import { LocalNote, PairingChanged, RoundRefused } from "../../lib/offline/PairingChanged.tsx";
import { createLocalView, nothingUnsent, UnsentContext } from "../../lib/offline/use-local.ts";
import { SignedIn } from "./guard.tsx";
import { createRunner } from "./action.ts";
import { PlayersTab } from "./PlayersTab.tsx";
import { RoundTab } from "./RoundTab.tsx";
import { ResultsTab } from "./ResultsTab.tsx";
import { EventTab } from "./EventTab.tsx";
import { StandingsTab } from "./StandingsTab.tsx";
import type { ManageView } from "../../lib/types.ts";
import type { Key } from "../../lib/i18n/dict/en.ts";
import { parseSliced } from "../../lib/net/json-slices.ts";
import { keepCardCurrent } from "./share-card.ts";
import { JudgeCalls } from "./floor/JudgeCalls.tsx";
import "./floor/floor.css";

const TABS = ["players", "round", "results", "standings", "event"] as const;

/** Does the event ask for lists, or run a draft or pods? */
function eventDayInUse(v: ManageView): boolean {
  const ed = v.eventDay;
  return ed.listPolicy.mode !== "none" || !!ed.draft || !!ed.pods || !!ed.limited;
}
type Tab = (typeof TABS)[number];

export default function Console() {
  return (
    <SignedIn>
      <Inner />
    </SignedIn>
  );
}

function Inner() {
  const params = useParams<{ id: string }>();
  const [sp, setSp] = useSearchParams<{ tab?: string }>();
  // The first screen is drawn once the view is in and the outbox was looked at (below): only then is it
  // said (lib/render/first-screen.ts), so the offline app's worker does not come before it.
  const data = createEventData(params.id, `/events/${encodeURIComponent(params.id)}/manage`, parseSliced, () => local.ready());
  // Changes waiting in the outbox are shown at once, applied on the phone with the engine (docs/offline.md).
  const local = createLocalView(params.id, () => data.view());
  const view = () => (local()?.view ?? data.view()) as ManageView | undefined;
  const unsent = () => local()?.unsent ?? nothingUnsent;
  const names = createMemo(() => (view() ? nameMap(view()!) : new Map<string, string>()));
  const runner = createRunner(params.id, data.refetch);
  // The link-preview card follows the event (share-card.ts).
  keepCardCurrent(params.id, view);
  const tab = (): Tab => {
    if (TABS.includes(sp.tab as Tab)) return sp.tab as Tab;
    const v = view();
    return !v || v.event.status === "registration" ? "players" : v.event.status === "finished" || v.event.status === "did-not-occur" ? "event" : "results";
  };
  const waiting = () => (view()?.reports ?? []).filter((r) => r.status !== "confirmed").length;

  return (
    <>
      <Show when={!view()}>
        <ErrorBox error={data.error()} />
      </Show>
      {/* Drawn once the outbox was looked at, so changes waiting on the phone show from the first draw. */}
      <Show when={local.ready() && view()}>
        {(v) => (
          <div class="console">
            <header class="console-head">
              <h1>{v().event.name}</h1>
              <p class="meta">
                <StatusBadge status={v().event.status} /> {formatLabel(v().event.gameFormat, locale())} ·{" "}
                <A href={`/e/${params.id}`}>{t("manage.publicPage")}</A>
                {/* Lists and pods one tap away when the event asks for lists or runs a draft. */}
                <Show when={eventDayInUse(v())}>
                  {" · "}
                  <A href={`/manage/${params.id}/lists`} data-testid="lists-link">
                    {t(v().event.rules === "dreamblade" ? "ed.link.warbands" : "ed.link.lists")}
                  </A>
                </Show>
              </p>
              <LiveIndicator live={data.live} />
              <RoundTimer timer={v().timer} rounds={v().rounds} />
              <PairingChanged eventId={params.id} names={names()} />
              <RoundRefused eventId={params.id} />
              <OutboxPanel eventId={params.id} names={names()} onSent={() => void data.refetch()} />
            </header>
            <LocalNote count={unsent().count} stopped={local()?.refused ?? null} />
            <ErrorBox error={data.error()} />
            <nav class="tabs" aria-label={t("manage.sections")}>
              <For each={TABS}>
                {(k) => (
                  <a
                    href={`?tab=${k}`}
                    aria-current={tab() === k ? "page" : undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      runner.clear();
                      setSp({ tab: k });
                    }}
                  >
                    {t(`tab.${k}` as Key)}
                    <Show when={k === "results" && waiting() > 0}>
                      <span class="count" aria-label={t("results.waitingCount", { n: waiting() })}>
                        {waiting()}
                      </span>
                    </Show>
                  </a>
                )}
              </For>
            </nav>
            {/* Open calls on every tab, alerting once per new call. */}
            <JudgeCalls view={v()} names={names()} runner={runner} />
            <UnsentContext.Provider value={unsent}>
              <Switch>
                <Match when={tab() === "players"}>
                  <PlayersTab view={v()} runner={runner} />
                </Match>
                <Match when={tab() === "round"}>
                  <RoundTab view={v()} names={names()} runner={runner} goResults={() => setSp({ tab: "results" })} />
                </Match>
                <Match when={tab() === "results"}>
                  <ResultsTab view={v()} names={names()} runner={runner} />
                </Match>
                <Match when={tab() === "standings"}>
                  <StandingsTab view={v()} names={names()} />
                </Match>
                <Match when={tab() === "event"}>
                  <EventTab view={v()} runner={runner} />
                </Match>
              </Switch>
            </UnsentContext.Provider>
          </div>
        )}
      </Show>
    </>
  );
}
