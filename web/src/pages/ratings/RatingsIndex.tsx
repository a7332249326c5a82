// /ratings — choose a game format: one rating pool (and leaderboard) per format.
import { A } from "@solidjs/router";
import { createResource, For, Show } from "solid-js";
import { ratingPools } from "../../lib/net/endpoints.ts";
import { tr } from "./strings.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { poolHref } from "./types.ts";
import { locale } from "../../lib/i18n/i18n.ts";
import { poolLabel } from "../../../../shared/ratings/format-labels.ts";
import "./ratings.css";

export default function RatingsIndex() {
  const [pools] = createResource(ratingPools);
  return (
    <>
      <h1>{tr("ratings.title")}</h1>
      <p class="muted">{tr("ratings.intro")}</p>
      <ErrorBox error={pools.error} />
      <Show when={!pools.error && pools.latest}>
        {(p) => (
          <Show when={p().pools.length > 0} fallback={<p class="notice">{tr("ratings.none")}</p>}>
            <ul class="pools">
              <For each={p().pools}>
                {(pool) => (
                  <li class="card">
                    <A href={poolHref(pool.pool)} class="title">
                      {poolLabel(pool.label, locale())}
                    </A>
                    <p class="meta muted">
                      {tr(`ratings.system.${pool.system}`)} · {tr("ratings.players", { n: pool.players })}
                    </p>
                  </li>
                )}
              </For>
            </ul>
          </Show>
        )}
      </Show>
    </>
  );
}
