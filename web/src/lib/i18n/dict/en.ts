// English: every string of the UI, one module per page area (./en/*.ts),
// and the words of the event page's first view, which the Worker writes too
// (shared/i18n/en/first-view.ts). ja.ts must have the same keys (the type
// says so). The build reads the area modules themselves
// (web/vite/dictionaries.ts) and splits them again into the public pages'
// part and the rest (./public-keys.ts).
import { shellEn } from "./en/shell.ts";
import { eventEn } from "./en/event.ts";
import { consoleEn } from "./en/console.ts";
import { printEn } from "./en/print.ts";
import { authEn } from "./en/auth.ts";
import { firstViewEn } from "../../../../../shared/i18n/en/first-view.ts";

export const en = { ...shellEn, ...eventEn, ...consoleEn, ...printEn, ...authEn, ...firstViewEn };

export type Key = keyof typeof en;
export type Dict = Record<Key, string>;
