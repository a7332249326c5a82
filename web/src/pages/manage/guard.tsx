// Console pages need a signed-in organizer; otherwise a way to sign in that comes back here.
import { A, useLocation } from "@solidjs/router";
import { Show, type JSX } from "solid-js";
import { t } from "../../lib/i18n/i18n.ts";
import { me } from "../../lib/session.ts";

export function SignedIn(props: { children: JSX.Element }) {
  const loc = useLocation();
  return (
    <Show when={me.state === "ready" || me.state === "refreshing"} fallback={<p class="muted">{t("common.loading")}</p>}>
      <Show
        when={me()}
        fallback={
          <section class="narrow">
            <h1>{t("nav.organize")}</h1>
            <p>{t("manage.needSignin")}</p>
            <p class="row">
              <A class="button primary" href={`/signin?next=${encodeURIComponent(loc.pathname)}`}>
                {t("auth.signin")}
              </A>
              <A class="button" href={`/signup?next=${encodeURIComponent(loc.pathname)}`}>
                {t("auth.signup")}
              </A>
            </p>
          </section>
        }
      >
        {props.children}
      </Show>
    </Show>
  );
}
