// /signin and /signup for organizers. After signing in, back to where they
// came from (?next=) or to their events.
import { A, useCurrentMatches, useNavigate, useSearchParams } from "@solidjs/router";
import { createSignal, Show } from "solid-js";
import { t } from "../../lib/i18n.ts";
import { signIn } from "../../lib/session.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";

export default function AuthPage() {
  const matches = useCurrentMatches();
  const mode = () => ((matches().at(-1)?.route.info as { mode?: string } | undefined)?.mode === "signup" ? "signup" : "signin");
  const [sp] = useSearchParams<{ next?: string }>();
  const navigate = useNavigate();
  const [error, setError] = createSignal<unknown>(null);
  const [busy, setBusy] = createSignal(false);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    setBusy(true);
    setError(null);
    try {
      await signIn(mode(), String(f.get("username") ?? ""), String(f.get("password") ?? ""));
      const next = sp.next && sp.next.startsWith("/") && !sp.next.startsWith("//") ? sp.next : "/manage";
      navigate(next, { replace: true });
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section class="narrow">
      <h1>{mode() === "signup" ? t("auth.signupTitle") : t("auth.signinTitle")}</h1>
      <form onSubmit={submit} class="stack">
        <label class="field">
          <span>{t("auth.username")}</span>
          <input name="username" required minLength={3} maxLength={32} autocomplete="username" autocapitalize="none" spellcheck={false} />
          <Show when={mode() === "signup"}>
            <small class="muted">{t("auth.usernameHint")}</small>
          </Show>
        </label>
        <label class="field">
          <span>{t("auth.password")}</span>
          <input name="password" type="password" required minLength={8} autocomplete={mode() === "signup" ? "new-password" : "current-password"} />
        </label>
        <ErrorBox error={error()} />
        <button type="submit" class="primary" disabled={busy()}>
          {mode() === "signup" ? t("auth.signup") : t("auth.signin")}
        </button>
      </form>
      <p>
        <Show when={mode() === "signup"} fallback={<A href={`/signup${sp.next ? `?next=${encodeURIComponent(sp.next)}` : ""}`}>{t("auth.toSignup")}</A>}>
          <A href={`/signin${sp.next ? `?next=${encodeURIComponent(sp.next)}` : ""}`}>{t("auth.toSignin")}</A>
        </Show>
      </p>
    </section>
  );
}
