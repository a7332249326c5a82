// /e/:id/print/pairings|standings|slips — sheets for the venue walls and the
// tables. No live socket: a print is a snapshot; the page prints itself on
// request (button), never automatically.
import { roundTitle } from "../../lib/round-title.ts";
import { useParams } from "@solidjs/router";
import { createMemo, For, Match, Show, Switch } from "solid-js";
import { createLoad } from "../../lib/load.ts";
import { get } from "../../lib/api.ts";
import { me } from "../../lib/session.ts";
import { fmtDate, locale, t } from "../../lib/i18n.ts";
import { currentRound, kindOf, nameMap, tableOf } from "../../lib/event.ts";
import { Standings } from "../../components/Standings.tsx";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { byNameRows } from "./rows.ts";
import { qrSvg } from "./qr.ts";
import type { EventView } from "../../lib/types.ts";

export default function PrintPage() {
  const params = useParams<{ id: string; kind: string }>();
  // Staff may print hidden standings too: signed-in organizers try the organizer view first.
  const load = createLoad(
    () => (me.state === "ready" ? { signedIn: !!me() } : false),
    async ({ signedIn }) => {
      if (signedIn) {
        try {
          return await get<EventView>(`/events/${encodeURIComponent(params.id)}/manage`);
        } catch {
          /* not staff of this event: the public view */
        }
      }
      return await get<EventView>(`/events/${encodeURIComponent(params.id)}`);
    },
  );
  const view = load.value;
  const names = createMemo(() => (view() ? nameMap(view()!) : new Map<string, string>()));
  const round = () => (view() ? currentRound(view()!) : undefined);
  const title = () => (round() ? roundTitle(round()!) : "");
  const eventUrl = () => `${location.origin}/e/${params.id}`;
  const qr = createMemo(() => qrSvg(eventUrl()));

  return (
    <div class="print">
      <ErrorBox error={load.error()} />
      <Show when={view()}>
        <div class="no-print row between">
          <a href={`/e/${params.id}`}>← {view()!.event.name}</a>
          <button type="button" class="primary" onClick={() => print()}>
            {t("print.print")}
          </button>
        </div>
        <Switch fallback={<p>{t("notFound.title")}</p>}>
          <Match when={params.kind === "pairings"}>
            <h1>
              {view()!.event.name} — {title()}
            </h1>
            <Show when={round()} fallback={<p>{t("pairings.none", { n: view()!.players.length })}</p>}>
              <table class="print-pairings">
                <thead>
                  <tr>
                    <th scope="col">{t("standings.player")}</th>
                    <th scope="col" class="num">
                      {t("print.table")}
                    </th>
                    <th scope="col">{t("print.opponent")}</th>
                  </tr>
                </thead>
                <tbody>
                  <For each={byNameRows(round()!, names(), locale())}>
                    {(r) => (
                      <tr>
                        <th scope="row">{r.name}</th>
                        <td class="num big">{r.table ?? "–"}</td>
                        <td>{r.opponents.length ? r.opponents.join(", ") : r.note ? t(r.note) : ""}</td>
                      </tr>
                    )}
                  </For>
                </tbody>
              </table>
            </Show>
          </Match>
          <Match when={params.kind === "standings"}>
            <h1>
              {view()!.event.name} — {t("event.standings")}
            </h1>
            <p>{title()}</p>
            <Standings view={view()!} names={names()} />
          </Match>
          <Match when={params.kind === "slips"}>
            <Show when={round()} fallback={<p>{t("pairings.none", { n: view()!.players.length })}</p>}>
              <div class="slips">
                <For each={round()!.matches.filter((m) => tableOf(m) !== null)}>
                  {(m) => (
                    <section class="slip">
                      <div class="slip-head">
                        <div>
                          <strong>{view()!.event.name}</strong>
                          <div>
                            {title()} · {t("pairings.table", { n: tableOf(m)! })}
                            <Show when={view()!.event.date}> · {fmtDate(view()!.event.date!)}</Show>
                          </div>
                        </div>
                        <div class="qr" innerHTML={qr()} role="img" aria-label={t("print.qr")} />
                      </div>
                      <table class="slip-table">
                        <thead>
                          <tr>
                            <th scope="col">{t("standings.player")}</th>
                            <th scope="col">{kindOf(m) === "pod" ? t("print.winner") : t("print.gamesWon")}</th>
                            <th scope="col">{t("print.signature")}</th>
                          </tr>
                        </thead>
                        <tbody>
                          <For each={m.players}>
                            {(p) => (
                              <tr>
                                <th scope="row">{names().get(p) ?? p}</th>
                                <td class="box" />
                                <td class="box wide" />
                              </tr>
                            )}
                          </For>
                        </tbody>
                      </table>
                      <Show when={kindOf(m) === "pair"}>
                        <p class="small">{t("print.drawnGames")} ____</p>
                      </Show>
                    </section>
                  )}
                </For>
              </div>
            </Show>
          </Match>
        </Switch>
      </Show>
    </div>
  );
}
