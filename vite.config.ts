import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import solid from "vite-plugin-solid";
import { dictionaries } from "./web/vite/dictionaries.ts";

const PUBLIC_PAGE_MODULES =
  /\/web\/src\/(components\/(Pairings|PairingNotes|Standings|Bracket|LiveIndicator|ErrorBox|StatusBadge|EventMissing|RoundTimer|RulesInForce)\.tsx|lib\/(event|api|live|load|search|incremental|keep-unchanged|round-title|scores)\.ts|pages\/event\/data\.ts)$|\/shared\/rules\/profiles/;

export default defineConfig({
  root: fileURLToPath(new URL("./web", import.meta.url)),
  plugins: [solid(), dictionaries()],
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    // scripts/build.mjs reads it to measure what the event page loads, then deletes it.
    manifest: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the public event page, a player's page and the TV view share, as one
            // file: each small module its own chunk meant a dozen requests on a slow line.
            { name: "public-page", test: PUBLIC_PAGE_MODULES },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } } },
});
