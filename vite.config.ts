import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import solid from "vite-plugin-solid";
import { dictionaries } from "./web/vite/dictionaries.ts";

export default defineConfig({
  root: fileURLToPath(new URL("./web", import.meta.url)),
  plugins: [solid(), dictionaries()],
  build: {
    outDir: fileURLToPath(new URL("./dist", import.meta.url)),
    emptyOutDir: true,
    // scripts/build.mjs reads it to measure what the event page loads, then deletes it.
    manifest: true,
    target: "es2022",
  },
  server: { proxy: { "/api": { target: "http://127.0.0.1:8787", ws: true } } },
});
