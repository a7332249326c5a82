// The frame around every page: brand, navigation, language and theme. Print
// views and the TV mode get the bare page.
import { A, useLocation, type RouteSectionProps } from "@solidjs/router";
import { Show, Suspense } from "solid-js";
import { LOCALES, locale, setLocale, t, type Locale } from "../lib/i18n.ts";
import { theme, toggleTheme } from "../lib/theme.ts";
import { ConfirmHost } from "./confirm.tsx";

export function Shell(props: RouteSectionProps) {
  const loc = useLocation();
  const bare = () => /\/(tv|print\/[^/]+)$/.test(loc.pathname);
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
        <Suspense fallback={<p class="muted">{t("common.loading")}</p>}>{props.children}</Suspense>
      </main>
      <ConfirmHost />
    </>
  );
}
