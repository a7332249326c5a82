// The event's webhook in the console's Event tab (owner, co-organizers): the
// address its news is posted to (Discord's "Copy Webhook URL", or an address
// the server allows), shown with its token hidden; how the last delivery went;
// a test message sent now. Setting it is the event's edit command, so it
// queues offline like every setting.
import { createResource, createSignal, Show } from "solid-js";
import { fmtTime, locale } from "../../lib/i18n/i18n.ts";
import { testWebhook, webhookStatus } from "../../lib/net/endpoints.ts";
import { ErrorBox } from "../../components/ErrorBox.tsx";
import { type Runner, write } from "./action.ts";

const en = {
  title: "Discord or other webhook",
  help: "Paste a Discord channel's webhook URL (Edit channel, Integrations, Webhooks, Copy Webhook URL): the channel gets each round's pairings once public, the standings after each round, the top cut and the champion.",
  label: "Webhook URL",
  save: "Save webhook",
  remove: "Remove webhook",
  test: "Send a test message",
  none: "No webhook yet.",
  current: "Posting to {url}",
  lastOk: "Last delivery {time}: delivered.",
  lastBad: "Last delivery {time}: not delivered ({status}{detail}).",
  noAnswer: "no answer",
  saved: "Webhook saved.",
  removed: "Webhook removed.",
  sent: "Test message delivered.",
  notSent: "The test message was not delivered ({status}{detail}).",
};
const ja: typeof en = {
  title: "Discordなどのウェブフック",
  help: "DiscordチャンネルのウェブフックURL（チャンネルの編集→連携サービス→ウェブフック→ウェブフックURLをコピー）を貼り付けると、公開された各回戦の対戦表、各回戦後の順位、決勝トーナメント進出者、優勝者がそのチャンネルに投稿されます。",
  label: "ウェブフックURL",
  save: "ウェブフックを保存",
  remove: "ウェブフックを削除",
  test: "テストメッセージを送る",
  none: "ウェブフックはまだありません。",
  current: "投稿先：{url}",
  lastOk: "前回の送信 {time}：届きました。",
  lastBad: "前回の送信 {time}：届きませんでした（{status}{detail}）。",
  noAnswer: "応答なし",
  saved: "ウェブフックを保存しました。",
  removed: "ウェブフックを削除しました。",
  sent: "テストメッセージが届きました。",
  notSent: "テストメッセージは届きませんでした（{status}{detail}）。",
};
const w = (k: keyof typeof en, vars: Record<string, string | number> = {}) =>
  (locale() === "ja" ? ja : en)[k].replace(/\{(\w+)\}/g, (_, v: string) => String(vars[v] ?? ""));

export function WebhookCard(props: { eventId: string; webhook: string | null; runner: Runner }) {
  const [url, setUrl] = createSignal("");
  const [note, setNote] = createSignal<{ text: string; ok: boolean } | null>(null);
  const [error, setError] = createSignal<unknown>(null);
  const [status, { refetch }] = createResource(
    () => props.eventId,
    (id) => webhookStatus(id).catch(() => null),
  );
  const failure = (s: { status: number | null; detail: string }) => ({ status: s.status ?? w("noAnswer"), detail: s.detail ? `: ${s.detail}` : "" });

  async function save(webhookUrl: string | null) {
    setNote(null);
    const res = await write(props.runner, "edit-event", { webhookUrl });
    if (res) {
      setUrl("");
      setNote({ text: w(webhookUrl === null ? "removed" : "saved"), ok: true });
      void refetch();
    }
  }
  async function test() {
    setNote(null);
    setError(null);
    try {
      const r = await testWebhook(props.eventId);
      setNote({ text: r.delivered ? w("sent") : w("notSent", failure(r)), ok: r.delivered });
      void refetch();
    } catch (e) {
      setError(e);
    }
  }
  return (
    <div class="card stack" data-testid="webhook">
      <h3>{w("title")}</h3>
      <p class="small muted">{w("help")}</p>
      <p class="small">{props.webhook ? w("current", { url: props.webhook }) : w("none")}</p>
      <Show when={status()?.last}>
        {(last) => (
          <p class={`small ${last().delivered ? "ok" : "notice"}`}>
            {last().delivered ? w("lastOk", { time: fmtTime(last().at) }) : w("lastBad", { time: fmtTime(last().at), ...failure(last()) })}
          </p>
        )}
      </Show>
      <form
        class="stack"
        onSubmit={(e) => {
          e.preventDefault();
          void save(url().trim());
        }}
      >
        <label class="field">
          <span>{w("label")}</span>
          <input type="url" required inputmode="url" autocomplete="off" spellcheck={false} value={url()} onInput={(e) => setUrl(e.currentTarget.value)} />
        </label>
        <div class="row wrap">
          <button type="submit" disabled={props.runner.busy()}>
            {w("save")}
          </button>
          <Show when={props.webhook}>
            <button type="button" disabled={props.runner.busy()} onClick={() => void test()}>
              {w("test")}
            </button>
            <button type="button" class="danger" disabled={props.runner.busy()} onClick={() => void save(null)}>
              {w("remove")}
            </button>
          </Show>
        </div>
      </form>
      <Show when={note()}>
        {(n) => (
          <p role="status" class={n().ok ? "ok" : "notice"}>
            {n().text}
          </p>
        )}
      </Show>
      <ErrorBox error={error()} />
    </div>
  );
}
