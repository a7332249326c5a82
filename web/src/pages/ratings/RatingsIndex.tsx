// /ratings — choose a game format: one rating pool (and leaderboard) per format.
import { A } from "@solidjs/router";
import { createResource, For, Show } from "solid-js";
import { get } from "../../lib/api.ts";
import { t } from "../../lib/i18n.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { poolHref, type PoolSummary } from "./types.ts";
import "./ratings.css";

export default function RatingsIndex() {
  const [pools] = createResource(() => get<{ pools: PoolSummary[] }>("/ratings"));
  return (
    <>
      <h1>{t("ratings.title")}</h1>
      <p class="muted">{t("ratings.intro")}</p>
      <ErrorBox error={pools.error} />
      <Show when={pools.latest}>
        {(p) => (
          <Show when={p().pools.length > 0} fallback={<p class="notice">{t("ratings.none")}</p>}>
            <ul class="pools">
              <For each={p().pools}>
                {(pool) => (
                  <li class="card">
                    <A href={poolHref(pool.pool)} class="title">
                      {pool.label}
                    </A>
                    <p class="meta muted">
                      {t(`ratings.system.${pool.system}`)} · {t("ratings.players", { n: pool.players })}
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
