import { render } from "solid-js/web";
import { Router } from "@solidjs/router";
import { routes } from "./routes.ts";
import { initLocale } from "./lib/i18n.ts";
import { applyTheme } from "./lib/theme.ts";
import { Shell } from "./components/Shell.tsx";
import "./styles.css";

applyTheme();
// The language is settled before the first paint, so nothing flickers from English.
void initLocale().finally(() => {
  render(() => <Router root={Shell}>{routes}</Router>, document.getElementById("app")!);
});
