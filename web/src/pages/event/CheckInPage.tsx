// /e/:id/check-in — the page the QR code at the door opens: the registered
// players, each name opening the player's own page at its check-in (their
// code checks them in there), with who has checked in already, kept live.
import { A, useParams } from "@solidjs/router";
import { Show } from "solid-js";
import { createEventData } from "./data.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { EventMissing } from "../../components/EventMissing.tsx";
import { LiveIndicator } from "../../components/LiveIndicator.tsx";
import { parseSliced } from "../../lib/net/json-slices.ts";
import { t } from "../../lib/i18n/i18n.ts";
import PlayerList from "./PlayerList.tsx";

export default function CheckInPage() {
  const params = useParams<{ id: string }>();
  const data = createEventData(params.id, undefined, parseSliced);
  const view = data.view;
  return (
    <>
      <Show when={!data.missing()} fallback={<EventMissing id={params.id} />}>
        <ErrorBox error={data.error()} />
      </Show>
      <Show when={view()} fallback={<Show when={!data.error()}>{<p class="muted">{t("common.loading")}</p>}</Show>}>
        {(v) => (
          <article class="event check-in">
            <p class="crumb">
              <A href={`/e/${params.id}`}>← {v().event.name}</A>
            </p>
            <LiveIndicator live={data.live} />
            <PlayerList view={v()} eventId={params.id} open={true} checkIn={true} />
          </article>
        )}
      </Show>
    </>
  );
}
