import { A } from "@solidjs/router";
import { t } from "../lib/i18n/i18n.ts";

export default function NotFound() {
  return (
    <>
      <h1>{t("notFound.title")}</h1>
      <p>
        <A href="/">{t("notFound.back")}</A>
      </p>
    </>
  );
}
