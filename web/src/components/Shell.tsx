// The frame around every page: brand, navigation, language and theme. Print
// views, the TV mode and the streaming overlays get the bare page.
import { A, useLocation, type RouteSectionProps } from "@solidjs/router";
import { createEffect, createResource, ErrorBoundary, on, Show, Suspense } from "solid-js";
import { LOCALES, loadMoreStrings, locale, setLocale, t, type Locale } from "../lib/i18n/i18n.ts";
import { isPublicPath } from "../lib/i18n/dict/public-keys.ts";
import { theme, toggleTheme } from "../lib/theme.ts";
import { ConfirmHost } from "./confirm.tsx";
import { firstViewDone } from "../lib/render/first-view.ts";

export function Shell(props: RouteSectionProps) {
  const loc = useLocation();
  const bare = () => /\/(tv|overlay|print\/[^/]+)$/.test(loc.pathname);
  let resetPage: (() => void) | undefined;
  // Leaving a page that failed gives the next one a fresh start.
  createEffect(
    on(
      () => loc.pathname,
      () => {
        const r = resetPage;
        resetPage = undefined;
        r?.();
      },
      { defer: true },
    ),
  );
  // Pages beyond the public ones wait (inside Suspense) for the rest of the strings.
  const [strings] = createResource(
    () => !isPublicPath(loc.pathname) || undefined,
    () => loadMoreStrings().then(() => true),
  );
  return (
    <>
      <Show when={!bare()}>
        <a class="skip" href="#main">
          {t("nav.skip")}
        </a>
        <header class="top">
          <A href="/" class="brand" end>
            Topcut
          </A>
          <nav aria-label={t("nav.label")}>
            <A href="/" end>
              {t("nav.events")}
            </A>
            <A href="/ratings">{t("nav.ratings")}</A>
            <A href="/manage">{t("nav.organize")}</A>
          </nav>
          <div class="prefs">
            <label class="sr-only" for="lang">
              {t("prefs.language")}
            </label>
            <select id="lang" onChange={(e) => void setLocale(e.currentTarget.value as Locale)}>
              {LOCALES.map((l) => (
                <option value={l} selected={l === locale()}>
                  {l === "en" ? "English" : "日本語"}
                </option>
              ))}
            </select>
            <button
              type="button"
              class="icon"
              onClick={toggleTheme}
              aria-label={theme() === "dark" ? t("prefs.light") : t("prefs.dark")}
              title={theme() === "dark" ? t("prefs.light") : t("prefs.dark")}
            >
              {theme() === "dark" ? "☀" : "☾"}
            </button>
          </div>
        </header>
      </Show>
      <main id="main" classList={{ bare: bare() }}>
        {/* A page that cannot load (a chunk gone after a deploy, no network) says so and offers a reload. */}
        <ErrorBoundary
          fallback={(err, reset) => (
            <div role="alert" class="stack" ref={() => ((resetPage = reset), firstViewDone())}>
              <p class="error">{t("common.pageFailed")}</p>
              {/* The error's own words are the code's (English): folded away, for whoever helps. */}
              <details class="muted small" data-testid="page-failed-detail">
                <summary>{t("common.details")}</summary>
                <span lang="en">{err instanceof Error ? err.message : String(err)}</span>
              </details>
              <button type="button" class="primary" onClick={() => location.reload()}>
                {t("common.reload")}
              </button>
            </div>
          )}
        >
          <Suspense fallback={<p class="muted">{t("common.loading")}</p>}>
            <Show when={isPublicPath(loc.pathname) || strings()}>{props.children}</Show>
          </Suspense>
        </ErrorBoundary>
      </main>
      <ConfirmHost />
    </>
  );
}
