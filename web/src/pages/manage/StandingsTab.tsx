// The console's standings: every tiebreaker of the profile, drops marked, the
// cut line drawn where the engine would cut now, and "provisional" while a
// round is still being played (the results entered so far count).
import { Show } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import { latestRound } from "../../lib/event.ts";
import { Standings } from "../../components/Standings.tsx";
import type { ManageView } from "../../lib/types.ts";
import { ft } from "../../lib/i18n/finals-words.ts";
import { useUnsent } from "../../lib/offline/use-local.ts";
import { lt } from "../../lib/offline/local-words.ts";
import { CsvButton } from "./CsvButton.tsx";

export function StandingsTab(props: { view: ManageView; names: Map<string, string> }) {
  const v = () => props.view;
  // Results and drops made offline count here at once (the engine on the phone); marked until sent.
  const unsent = useUnsent();
  const provisional = () => {
    const p = v().provisional;
    return p === "as-standings" ? v().standings : p;
  };
  const cut = () => (v().event.status === "swiss" || v().event.status === "registration" ? (v().cutPreview ?? undefined) : undefined);
  return (
    <section aria-labelledby="standings-tab-h">
      <h2 id="standings-tab-h">{t("standings.title")}</h2>
      {/* Hidden standings (R-CMD-2): staff read the points here while the public pages show none. */}
      <Show
        when={
          (v().event.options.hiddenStandings === true || v().event.options.structure === "attendance") &&
          (v().event.status === "swiss" || v().event.status === "registration")
        }
      >
        <p class="notice" data-testid="staff-only">
          {ft("staff.hidden")}
        </p>
      </Show>
      <Show when={unsent().count > 0}>
        <p class="local-note" data-testid="standings-local">
          {unsent().count === 1 ? lt("local.noteOne") : lt("local.note", { n: unsent().count })}
        </p>
      </Show>
      <Show when={provisional()}>
        <p class="notice" data-testid="provisional">
          {t("manage.provisional", { n: latestRound(v())?.number ?? 0 })}
        </p>
      </Show>
      <Show when={cut()}>{(c) => <p class="muted small">{t("manage.cutNote", { n: c().length })}</p>}</Show>
      <Standings view={v()} names={props.names} {...(provisional() ? { rows: provisional()!, label: "" } : {})} {...(cut() ? { cutPlayers: cut()! } : {})} />
      <Show when={v().rounds.length > 0}>
        <CsvButton eventId={v().event.id} what={{ kind: "standings" }} />
      </Show>
    </section>
  );
}
