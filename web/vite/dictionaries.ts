// Vite plugin: splits each dictionary (the area modules web/src/lib/i18n/dict/<lang>/*.ts, and
// shared/i18n/<lang>/*.ts, the words the Worker writes into the event page too) into the
// part the public pages need and the rest, as virtual modules
// "virtual:topcut-dict/<lang>/public" and ".../more". The public event page
// then ships only its own strings, whatever the console adds.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { isPublicKey } from "../src/lib/i18n/dict/public-keys.ts";

const PREFIX = "virtual:topcut-dict/";
const dictDirs = [fileURLToPath(new URL("../src/lib/i18n/dict/", import.meta.url)), fileURLToPath(new URL("../../shared/i18n/", import.meta.url))];

/** Reads `export const xx(: Type)? = { ... };` — a plain object literal of strings. */
function readDictionary(file: string): Record<string, string> {
  const src = readFileSync(file, "utf8");
  const start = src.indexOf("{", src.search(/export const \w+(\s*:[^=]+)?=/));
  const end = src.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error(`${file}: no dictionary object found`);
  const value: unknown = new Function(`return (${src.slice(start, end + 1)});`)();
  if (!value || typeof value !== "object") throw new Error(`${file}: the dictionary is not an object`);
  for (const [k, v] of Object.entries(value)) if (typeof v !== "string") throw new Error(`${file}: "${k}" is not a string`);
  return value as Record<string, string>;
}

export function dictionaries(): Plugin {
  return {
    name: "topcut-dictionaries",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const [lang, part] = id.slice(PREFIX.length + 1).split("/");
      if (!/^[a-z]{2}$/.test(lang ?? "") || (part !== "public" && part !== "more")) throw new Error(`unknown dictionary part ${id}`);
      // One module per page area; a key in two areas is a mistake, not an override.
      const all: Record<string, string> = {};
      const files = dictDirs.flatMap((dir) =>
        readdirSync(`${dir}${lang}`)
          .filter((f) => f.endsWith(".ts"))
          .map((name) => `${dir}${lang}/${name}`),
      );
      for (const file of files) {
        this.addWatchFile(file);
        for (const [k, v] of Object.entries(readDictionary(file))) {
          if (k in all) throw new Error(`${file}: "${k}" is also in another area of the ${lang} dictionary`);
          all[k] = v;
        }
      }
      // In key order, so where a string's module lives never moves it in the bundle.
      const picked = Object.fromEntries(
        Object.entries(all)
          .filter(([k]) => isPublicKey(k) === (part === "public"))
          .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
      return `export default ${JSON.stringify(picked)};`;
    },
  };
}
