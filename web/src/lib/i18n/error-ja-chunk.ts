// The Japanese sentences for the server's refusals (error-ja.ts) are a chunk
// of their own, fetched once the reader's language is Japanese: no page, the
// console included, carries them for an English reader (5 kB gzip of the
// console's first screen). A plain signal, never Suspense.
import { createSignal } from "solid-js";
import { locale } from "./i18n.ts";

type ErrorJa = typeof import("./error-ja.ts");
const [module, setModule] = createSignal<ErrorJa | null>(null);
let asked = false;

/** error-ja.ts once it is in, else null; read in Japanese, it asks for the chunk (once). Reactive. */
export function errorJaChunk(): ErrorJa | null {
  if (locale() === "ja" && !asked) {
    asked = true;
    void import("./error-ja.ts").then(
      (m) => setModule(() => m),
      () => (asked = false),
    );
  }
  return module();
}
