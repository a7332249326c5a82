// What an event page says when the server knows no such event (a typo in a
// shared link, a deleted event): plainly, once, without reconnecting.
import { A } from "@solidjs/router";
import { t } from "../lib/i18n/i18n.ts";

export function EventMissing(props: { id: string }) {
  return (
    <section class="stack missing" aria-labelledby="missing-h">
      <h1 id="missing-h">{t("event.missing")}</h1>
      <p>{t("event.missingHelp", { id: props.id })}</p>
      <p>
        <A href="/">{t("notFound.back")}</A>
      </p>
    </section>
  );
}
