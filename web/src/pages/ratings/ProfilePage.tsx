// /players/:profile — a player's ratings (one per pool, each with its history
// drawn as a small SVG chart laid out by the engine's historyChart) and their
// finished public events.
import { A, useParams } from "@solidjs/router";
import { createResource, createSignal, For, onCleanup, onMount, Show, Suspense } from "solid-js";
import { me } from "../../lib/session.ts";
import { MergeBox } from "./MergeBox.tsx";
import "../manage/profile-picker.css";
import { profilePage } from "../../lib/net/endpoints.ts";
import { fmtDate, locale } from "../../lib/i18n/i18n.ts";
import { poolLabel } from "../../../../shared/ratings/format-labels.ts";
import { tr } from "./strings.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { keepingLast } from "../../lib/net/load.ts";
import { historyChart } from "../../../../shared/ratings/chart.ts";
import { CLUB_START, DCI_START, COMMANDER_START } from "./starts.ts";
import { poolHref } from "./types.ts";
import "./ratings.css";

const W = 320;
const H = 96;

function startOf(system: string): number | undefined {
  if (system === "club") return CLUB_START;
  if (system === "dci-2009") return DCI_START;
  if (system === "commander") return COMMANDER_START;
  return 0; // Dreamblade: every season starts at 0
}

export default function ProfilePage() {
  const params = useParams<{ profile: string }>();
  // The read again after a merge keeps the profile on screen when it fails, says so above it, and is made
  // again when the network comes back.
  const [reread, setReread] = createSignal<unknown>(null);
  const [data, { refetch }] = createResource(
    () => params.profile,
    keepingLast(
      async (id: string) => {
        const page = await profilePage(id);
        setReread(null);
        return page;
      },
      { failed: setReread },
    ),
  );
  onMount(() => {
    // The network is back: a read that failed is made again.
    const onOnline = () => void (reread() !== null && refetch());
    addEventListener("online", onOnline);
    onCleanup(() => removeEventListener("online", onOnline));
  });
  return (
    <Show when={!data.error && data.latest} fallback={<ErrorBox error={data.error} />}>
      {(d) => (
        <article class="profile">
          <ErrorBox error={reread()} />
          <h1>{d().profile.name}</h1>
          <Show when={d().profile.country}>
            <p class="muted">{[d().profile.country, d().profile.region].filter(Boolean).join(" · ")}</p>
          </Show>
          <Show when={d().mergedFrom}>
            <p class="notice" role="note">
              {tr("profile.merged", { name: d().profile.name })}
            </p>
          </Show>
          <section aria-labelledby="ratings-h">
            <h2 id="ratings-h">{tr("profile.ratings")}</h2>
            <Show when={d().ratings.length > 0} fallback={<p class="muted">{tr("profile.noRatings")}</p>}>
              <For each={d().ratings}>
                {(r) => {
                  const chart = historyChart(r.history, { width: W, height: H, padding: 6, start: startOf(r.system) });
                  const last = chart.points[chart.points.length - 1];
                  return (
                    <div class="card rating-card">
                      <div class="row between wrap">
                        <h3>
                          <A href={poolHref(r.pool)}>{poolLabel(r.label, locale())}</A>
                        </h3>
                        <p class="big">
                          {r.shown}
                          <Show when={r.provisional}>
                            <small class="prov"> {tr("ratings.provisionalMark")}</small>
                          </Show>
                        </p>
                      </div>
                      <p class="muted">
                        {tr(`ratings.system.${r.system}`)} · {tr("profile.rank", { rank: r.rank })} · {tr("ratings.matches")}: {r.ratedMatches}
                      </p>
                      <figure>
                        <svg
                          class="chart"
                          viewBox={`0 0 ${W} ${H}`}
                          width="100%"
                          role="img"
                          aria-label={tr("profile.chartLabel", {
                            pool: poolLabel(r.label, locale()),
                            from: chart.points[0]?.rating.toFixed(0) ?? "",
                            to: last?.rating.toFixed(0) ?? "",
                          })}
                        >
                          <line class="axis" x1="0" y1={H - 1} x2={W} y2={H - 1} />
                          <polyline class="line" points={chart.polyline} fill="none" />
                          <For each={chart.points}>{(p) => <circle class="dot" cx={p.x} cy={p.y} r="3" />}</For>
                        </svg>
                        <figcaption class="muted small">
                          {tr("profile.range", { min: chart.min.toFixed(0), max: chart.max.toFixed(0), n: r.history.length })}
                        </figcaption>
                      </figure>
                    </div>
                  );
                }}
              </For>
            </Show>
          </section>
          <section aria-labelledby="events-h">
            <h2 id="events-h">{tr("profile.events")}</h2>
            <Show when={d().events.length > 0} fallback={<p class="muted">{tr("profile.noEvents")}</p>}>
              <ul class="plain">
                <For each={d().events}>
                  {(e) => (
                    <li>
                      <A href={`/e/${e.id}`}>{e.name}</A>{" "}
                      <small class="muted">
                        · {poolLabel(e.gameFormat, locale())} · {fmtDate(e.date ?? e.finishedAt)}
                      </small>
                    </li>
                  )}
                </For>
              </ul>
            </Show>
          </section>
          {/* Signed-in organizers fix duplicates here; visitors never see it. */}
          <Suspense>
            <Show when={me()}>
              <MergeBox profile={d().profile} merged={() => void refetch()} />
            </Show>
          </Suspense>
        </article>
      )}
    </Show>
  );
}
