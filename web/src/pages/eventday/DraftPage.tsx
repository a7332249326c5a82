// /e/:id/draft — the draft pods (seated by the seeded draw, R-DRAFT-1)
// for players and staff, and for Dreamblade the pick order (R-DRAFT-2) for
// each pod's size: which seat opens each pack and who drafts each pick.
import { A, useParams } from "@solidjs/router";
import { createMemo, For, Show } from "solid-js";
import { createEventData } from "../event/data.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { dreambladePickOrder } from "../../../../shared/eventday/pick-order.ts";
import { tx, type EdKey } from "./dict.ts";
import "./eventday.css";

export default function DraftPage() {
  const params = useParams<{ id: string }>();
  const data = createEventData(params.id);
  const ed = () => data.view()?.eventDay;
  const names = createMemo(() => new Map((data.view()?.players ?? []).map((p) => [p.id, p.name])));
  const sizes = createMemo(() => [...new Set((ed()?.pods ?? []).map((p) => p.seats.length))].sort((a, b) => b - a));
  const order = (size: number) => {
    const d = ed()?.draft;
    if (!d || d.format !== "dreamblade" || size < 3 || size > 5 || (d.boosters !== 2 && d.boosters !== 3)) return null;
    return dreambladePickOrder(size, d.boosters);
  };

  return (
    <section class="stack eventday" aria-labelledby="draft-h">
      <ErrorBox error={data.error()} />
      <Show when={data.view()}>
        {(v) => (
          <>
            <p class="crumb">
              <A href={`/e/${params.id}`}>← {v().event.name}</A>
            </p>
            <h1 id="draft-h">{tx("ed.draft.title")}</h1>
            <Show when={ed()?.draft} fallback={<p class="muted">{tx("ed.draft.none")}</p>}>
              {(d) => <p class="meta">{tx("ed.draft.format", { format: tx(`ed.format.${d().format}` as EdKey), n: d().boosters })}</p>}
            </Show>
            <h2>{tx("ed.draft.pods")}</h2>
            <Show when={ed()?.pods} fallback={<p class="muted">{tx("ed.draft.notSeated")}</p>}>
              {(pods) => (
                <div class="pods">
                  <For each={pods()}>
                    {(pod) => (
                      <article class="card" aria-labelledby={`pod-${pod.pod}`}>
                        <div class="row between">
                          <h3 id={`pod-${pod.pod}`}>{tx("ed.draft.pod", { n: pod.pod, size: pod.seats.length })}</h3>
                          <Show when={ed()?.draft}>
                            <A class="button" href={`/e/${params.id}/draft/timer?pod=${pod.pod}`}>
                              {tx("ed.draft.timer")}
                            </A>
                          </Show>
                        </div>
                        <ol>
                          <For each={pod.seats}>
                            {(p) => (
                              <li>
                                <A href={`/e/${params.id}/p/${p}`}>{names().get(p) ?? p}</A>
                              </li>
                            )}
                          </For>
                        </ol>
                      </article>
                    )}
                  </For>
                </div>
              )}
            </Show>
            <For each={sizes()}>
              {(size) => (
                <Show when={order(size)}>
                  {(packs) => (
                    <section class="card stack" aria-labelledby={`order-${size}`}>
                      <h2 id={`order-${size}`}>{tx("ed.draft.order", { n: size })}</h2>
                      <div class="scroll-x">
                        <table class="picks">
                          <thead>
                            <tr>
                              <th>{tx("ed.draft.pack")}</th>
                              <th>{tx("ed.draft.opens")}</th>
                              <th>{tx("ed.draft.drafts")}</th>
                            </tr>
                          </thead>
                          <tbody>
                            <For each={packs()}>
                              {(p) => (
                                <tr>
                                  <td>
                                    {p.pack} <small class="muted">{p.direction === "clockwise" ? "↻" : "↺"}</small>
                                  </td>
                                  <td>{tx("ed.draft.seatNo", { n: p.opener })}</td>
                                  <td>{p.picks.join(", ")}</td>
                                </tr>
                              )}
                            </For>
                          </tbody>
                        </table>
                      </div>
                      <p class="small muted">{tx("ed.draft.orderHelp")}</p>
                    </section>
                  )}
                </Show>
              )}
            </For>
          </>
        )}
      </Show>
    </section>
  );
}
