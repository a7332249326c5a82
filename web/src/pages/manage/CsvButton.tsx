// One small button that saves the standings or a round as CSV for other
// tools (docs/format.md, "Exporting standings and pairings as CSV").
import { createSignal, Show } from "solid-js";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { locale } from "../../lib/i18n/i18n.ts";
import { downloadCsv, type CsvExport } from "./csv-export.ts";

const words = {
  en: { standings: "Download standings (CSV)", pairings: "Download round {n} (CSV)" },
  ja: { standings: "順位表をCSVで保存", pairings: "第{n}回戦をCSVで保存" },
};

export function CsvButton(props: { eventId: string; what: CsvExport }) {
  const [busy, setBusy] = createSignal(false);
  const [error, setError] = createSignal<unknown>(null);
  const label = () => {
    const w = words[locale() === "ja" ? "ja" : "en"];
    return props.what.kind === "standings" ? w.standings : w.pairings.replace("{n}", String(props.what.round));
  };
  async function save() {
    setBusy(true);
    setError(null);
    try {
      await downloadCsv(props.eventId, props.what);
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <div class="stack csv-export">
      <div class="row">
        <button type="button" class="small" disabled={busy()} onClick={() => void save()}>
          {label()}
        </button>
      </div>
      <Show when={error()}>
        <ErrorBox error={error()} />
      </Show>
    </div>
  );
}
