// /invite/:token — a staff invite: sign in, then accept, then the console.
import { A, useNavigate, useParams } from "@solidjs/router";
import { createSignal, Show } from "solid-js";
import { acceptInvite } from "../../lib/net/endpoints.ts";
import { t } from "../../lib/i18n/i18n.ts";
import { me } from "../../lib/session.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";

export default function InvitePage() {
  const params = useParams<{ token: string }>();
  const navigate = useNavigate();
  const [error, setError] = createSignal<unknown>(null);
  async function accept() {
    setError(null);
    try {
      const r = await acceptInvite(params.token);
      navigate(`/manage/${r.event.id}`);
    } catch (e) {
      setError(e);
    }
  }
  return (
    <section class="narrow">
      <h1>{t("invite.title")}</h1>
      <Show when={me.state === "ready"} fallback={<p class="muted">{t("common.loading")}</p>}>
        <Show
          when={me()}
          fallback={
            <p>
              <A href={`/signin?next=${encodeURIComponent(`/invite/${params.token}`)}`}>{t("invite.signinFirst")}</A>
            </p>
          }
        >
          <p>{t("invite.text")}</p>
          <button type="button" class="primary" onClick={() => void accept()}>
            {t("invite.accept")}
          </button>
        </Show>
      </Show>
      <ErrorBox error={error()} />
    </section>
  );
}
