import { render } from "solid-js/web";
import { createResource, Show } from "solid-js";

function App() {
  const [health] = createResource(async () => (await fetch("/api/health")).json() as Promise<{ ok: boolean }>);
  return (
    <main>
      <h1>Topcut</h1>
      <p>Tournaments for trading-card, miniatures and tabletop games.</p>
      <Show when={health()}>{(h) => <p>API: {h().ok ? "up" : "down"}</p>}</Show>
    </main>
  );
}

render(() => <App />, document.getElementById("app")!);
