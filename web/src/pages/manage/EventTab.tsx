// Everything about the event as a whole: its settings, sheets to print, the
// TV link, export, staff invites.
import { A, useNavigate } from "@solidjs/router";
import { createSignal, For, Show } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import { tr } from "../ratings/strings.ts";
import { ActionStatus } from "../../components/Status.tsx";
import { type Runner, write } from "./action.ts";
import { EditEvent } from "./EditEvent.tsx";
import { ShareEvent } from "./ShareEvent.tsx";
import { WebhookCard } from "./WebhookCard.tsx";
import type { ManageView } from "../../lib/types.ts";

export function EventTab(props: { view: ManageView; runner: Runner }) {
  const r = props.runner;
  const id = () => props.view.event.id;
  const [link, setLink] = createSignal<string | null>(null);
  const navigate = useNavigate();
  // The owner deletes the event; its rating pool is recalculated without it.
  async function remove() {
    const res = await write(r, "delete-event", {}, { confirm: tr("event.deleteConfirm", { name: props.view.event.name }), confirmLabel: tr("event.delete") });
    if (res?.deleted) navigate("/manage", { replace: true });
  }
  async function invite(role: "co-organizer" | "judge") {
    const res = await write(r, "create-invite", { role });
    if (res) setLink(new URL(res.link, location.origin).href);
  }
  return (
    <section aria-labelledby="event-h" class="stack">
      <h2 id="event-h">{t("tab.event")}</h2>
      <ActionStatus runner={r} />
      {/* Sharing first: the link, its QR code and the venue screens are what an organizer comes here for during an event. */}
      <ShareEvent id={id()} checkIn={props.view.checkedIn !== null} />
      <Show when={props.view.role !== "judge" && props.view.event.status !== "finished" && props.view.event.status !== "did-not-occur"}>
        <EditEvent view={props.view} runner={r} />
        <WebhookCard eventId={id()} webhook={props.view.webhook} runner={r} />
      </Show>
      <div class="card stack">
        <ul class="plain links">
          <li>
            <A href={`/manage/${id()}/registration`}>{t("ed.link.desk")}</A>
          </li>
          <li>
            <A href={`/manage/${id()}/lists`}>{t(props.view.event.rules === "dreamblade" ? "ed.link.warbands" : "ed.link.lists")}</A>
          </li>
        </ul>
      </div>
      <div class="card stack">
        <h3>{t("event.export")}</h3>
        <p class="small muted">{t("event.exportHelp")}</p>
        <a class="button" href={`/api/events/${id()}/export`} download={`${id()}.topcut.json`}>
          {t("event.download")}
        </a>
      </div>
      <Show when={props.view.role === "owner"}>
        <div class="card stack">
          <h3>{t("event.staff")}</h3>
          <ul class="plain">
            <For each={props.view.staff}>
              {(s) => (
                <li>
                  {s.username} <small class="muted">{t(`role.${s.role}` as "role.owner")}</small>
                </li>
              )}
            </For>
          </ul>
          <div class="row wrap">
            <button type="button" disabled={r.busy()} onClick={() => void invite("co-organizer")}>
              {t("event.inviteCo")}
            </button>
            <button type="button" disabled={r.busy()} onClick={() => void invite("judge")}>
              {t("event.inviteJudge")}
            </button>
          </div>
          <Show when={link()}>
            <label class="field">
              <span>{t("event.inviteLink")}</span>
              <input readOnly value={link()!} onFocus={(e) => e.currentTarget.select()} />
            </label>
          </Show>
        </div>
        <div class="card stack">
          <button type="button" class="danger" disabled={r.busy()} onClick={() => void remove()}>
            {tr("event.delete")}
          </button>
        </div>
      </Show>
    </section>
  );
}
