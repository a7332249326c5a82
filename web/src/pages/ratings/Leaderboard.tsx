// /ratings/:pool — a format's leaderboard: established players ranked,
// provisional players listed apart; filters by country, region within it,
// and recent activity (kept in the address, so a filtered list is shareable).
import { A, useParams, useSearchParams } from "@solidjs/router";
import { createResource, For, Show } from "solid-js";
import { leaderboard } from "../../lib/net/endpoints.ts";
import { fmtDate, locale } from "../../lib/i18n/i18n.ts";
import { poolLabel } from "../../../../shared/ratings/format-labels.ts";
import { tr } from "./strings.ts";
import { SelectField } from "../../components/Field.tsx";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { profileHref, type BoardRow } from "./types.ts";
import "./ratings.css";

const ACTIVE = [3, 6, 12, 24];

/** The router hands the path segment over still percent-encoded ("club%3AOld%20School"). */
function poolOf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export default function Leaderboard() {
  const params = useParams<{ pool: string }>();
  const [sp, setSp] = useSearchParams<{ country?: string; region?: string; active?: string }>();
  const query = () => {
    const q = new URLSearchParams();
    if (sp.country) q.set("country", sp.country);
    if (sp.country && sp.region) q.set("region", sp.region);
    if (sp.active) q.set("active", sp.active);
    return q.toString();
  };
  // One text per pool and filter, so a change that leaves both as they were reads nothing again.
  const [board] = createResource(
    () => `${poolOf(params.pool)}\n${query()}`,
    (key) => leaderboard(key.slice(0, key.indexOf("\n")), key.slice(key.indexOf("\n") + 1)),
  );
  let region!: HTMLInputElement;
  return (
    <>
      <p>
        <A href="/ratings">← {tr("ratings.back")}</A>
      </p>
      {/* An errored resource throws when read: look at .error first. */}
      <Show when={!board.error && board.latest} fallback={<ErrorBox error={board.error} />}>
        {(b) => (
          <>
            <h1>{poolLabel(b().label, locale())}</h1>
            <p class="muted">{tr(`ratings.system.${b().system}`)}</p>
            <form
              class="card filters"
              aria-label={tr("ratings.filters")}
              onSubmit={(e) => {
                e.preventDefault();
                setSp({ region: region.value.trim() || undefined });
              }}
            >
              <SelectField
                label={tr("ratings.country")}
                value={sp.country ?? ""}
                onChange={(e) => setSp({ country: e.currentTarget.value || undefined, region: undefined })}
              >
                <option value="">{tr("ratings.allCountries")}</option>
                <For each={b().countries}>{(c) => <option value={c}>{c}</option>}</For>
              </SelectField>
              <Show when={sp.country}>
                <div class="field">
                  <label for="region">{tr("ratings.region")}</label>
                  <div class="row">
                    <input id="region" ref={region} class="grow" value={sp.region ?? ""} maxLength={64} autocomplete="off" />
                    <button type="submit">{tr("ratings.apply")}</button>
                  </div>
                </div>
              </Show>
              <SelectField label={tr("ratings.active")} value={sp.active ?? ""} onChange={(e) => setSp({ active: e.currentTarget.value || undefined })}>
                <option value="">{tr("ratings.anyTime")}</option>
                <For each={ACTIVE}>{(n) => <option value={String(n)}>{tr("ratings.months", { n })}</option>}</For>
              </SelectField>
            </form>
            <ErrorBox error={board.error} />
            <section aria-labelledby="ranked-h">
              <h2 id="ranked-h">{tr("ratings.ranked")}</h2>
              <BoardTable rows={b().ranked} label={tr("ratings.ranked")} empty={b().provisional.length > 0 ? tr("ratings.noneRanked") : tr("ratings.empty")} />
            </section>
            <Show when={b().provisional.length > 0}>
              <section aria-labelledby="prov-h">
                <h2 id="prov-h">{tr("ratings.provisional")}</h2>
                <BoardTable rows={b().provisional} label={tr("ratings.provisional")} empty={tr("ratings.empty")} />
              </section>
            </Show>
          </>
        )}
      </Show>
    </>
  );
}

function BoardTable(props: { rows: BoardRow[]; label: string; empty: string }) {
  return (
    <Show when={props.rows.length > 0} fallback={<p class="muted">{props.empty}</p>}>
      <div class="scroll-x">
        <table class="board">
          <caption class="sr-only">{props.label}</caption>
          <thead>
            <tr>
              <th scope="col" class="num">
                {tr("ratings.rank")}
              </th>
              <th scope="col">{tr("ratings.name")}</th>
              <th scope="col" class="num">
                {tr("ratings.rating")}
              </th>
              <th scope="col" class="num">
                <abbr title={tr("ratings.matches")}>{tr("ratings.matchesShort")}</abbr>
              </th>
            </tr>
          </thead>
          <tbody>
            <For each={props.rows}>
              {(r) => (
                <tr>
                  <td class="num">{r.rank}</td>
                  <th scope="row">
                    <A class="who" href={profileHref(r.profile)}>
                      {r.name}
                    </A>
                    <Show when={r.country}>
                      <small class="muted"> {[r.country, r.region].filter(Boolean).join(" · ")}</small>
                    </Show>
                    {/* The last event sits under the name: five columns do not fit a phone. */}
                    <Show when={r.lastEvent}>
                      {(e) => (
                        <small class="last muted">
                          {tr("ratings.lastEvent")}: <A href={`/e/${e().id}`}>{e().name}</A> · {fmtDate(e().finishedAt)}
                        </small>
                      )}
                    </Show>
                  </th>
                  <td class="num rating">
                    {r.shown}
                    <Show when={r.provisional}>
                      <abbr class="prov" title={tr("ratings.provisionalMark")}>
                        {" "}
                        P
                      </abbr>
                    </Show>
                  </td>
                  <td class="num">{r.ratedMatches}</td>
                </tr>
              )}
            </For>
          </tbody>
        </table>
      </div>
    </Show>
  );
}
