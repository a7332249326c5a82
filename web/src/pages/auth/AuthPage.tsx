// /signin and /signup for organizers. After signing in, back to where they
// came from (?next=) or to their events.
import { A, useCurrentMatches, useNavigate, useSearchParams } from "@solidjs/router";
import { createSignal, Show } from "solid-js";
import { locale, t } from "../../lib/i18n/i18n.ts";
import { signIn } from "../../lib/session.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { ApiError } from "../../lib/net/api.ts";
import { normalUsername, passwordIssue, usernameIssue, PASSWORD, USERNAME } from "../../../../shared/commands/account.ts";
import type { Key } from "../../lib/i18n/dict/en.ts";

export default function AuthPage() {
  const matches = useCurrentMatches();
  const mode = () => ((matches().at(-1)?.route.info as { mode?: string } | undefined)?.mode === "signup" ? "signup" : "signin");
  const [sp] = useSearchParams<{ next?: string }>();
  const navigate = useNavigate();
  const [error, setError] = createSignal<unknown>(null);
  const [busy, setBusy] = createSignal(false);
  // Sign-up checks as the user types (the server's own rule, shared/commands/account.ts), in plain words.
  const [username, setUsername] = createSignal("");
  const [password, setPassword] = createSignal("");
  const [touched, setTouched] = createSignal({ username: false, password: false });
  const userProblem = (): string | null => {
    if (mode() !== "signup" || !touched().username) return null;
    const issue = usernameIssue(username());
    return issue ? t(`auth.username.${issue}` as Key, { min: USERNAME.min, max: USERNAME.max }) : null;
  };
  const passProblem = (): string | null => {
    if (mode() !== "signup" || !touched().password) return null;
    const issue = passwordIssue(password());
    return issue ? t(`auth.password.${issue}` as Key, { min: PASSWORD.min, max: PASSWORD.max }) : null;
  };
  /** The server's words without the JSON path it starts with ("$.username: ..."), for a person; in Japanese ErrorBox words the error itself. */
  const plain = (err: unknown) => (err instanceof ApiError && locale() !== "ja" ? new Error(err.message.replace(/^\$\.[\w.[\]]+:\s*/, "")) : err);

  async function submit(e: SubmitEvent) {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    if (mode() === "signup") {
      setTouched({ username: true, password: true });
      if (userProblem() || passProblem()) return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(mode(), String(f.get("username") ?? ""), String(f.get("password") ?? ""));
      const next = sp.next && sp.next.startsWith("/") && !sp.next.startsWith("//") ? sp.next : "/manage";
      navigate(next, { replace: true });
    } catch (err) {
      setError(plain(err));
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
          <input
            name="username"
            required
            maxLength={USERNAME.max + 8}
            autocomplete="username"
            autocapitalize="none"
            spellcheck={false}
            aria-invalid={userProblem() ? "true" : undefined}
            aria-describedby={mode() === "signup" ? "username-hint" : undefined}
            onInput={(e) => {
              setUsername(e.currentTarget.value);
              if (e.currentTarget.value.trim().length >= USERNAME.min || touched().username) setTouched({ ...touched(), username: true });
            }}
            onBlur={() => setTouched({ ...touched(), username: true })}
          />
          <Show when={mode() === "signup"}>
            <small id="username-hint" classList={{ muted: !userProblem(), "field-error": !!userProblem() }} data-testid="username-hint" aria-live="polite">
              {userProblem() ??
                (usernameIssue(username()) === null && username().trim()
                  ? t("auth.username.ok", { name: normalUsername(username()) })
                  : t("auth.usernameHint", { min: USERNAME.min, max: USERNAME.max }))}
            </small>
          </Show>
        </label>
        <label class="field">
          <span>{t("auth.password")}</span>
          <input
            name="password"
            type="password"
            required
            autocomplete={mode() === "signup" ? "new-password" : "current-password"}
            aria-invalid={passProblem() ? "true" : undefined}
            onInput={(e) => {
              setPassword(e.currentTarget.value);
              if (e.currentTarget.value.length >= PASSWORD.min || touched().password) setTouched({ ...touched(), password: true });
            }}
            onBlur={() => setTouched({ ...touched(), password: true })}
          />
          <Show when={passProblem()}>
            {(msg) => (
              <small class="field-error" data-testid="password-hint" aria-live="polite">
                {msg()}
              </small>
            )}
          </Show>
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
