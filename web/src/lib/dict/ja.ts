// 日本語: en.ts と同じキーをすべて持つ（型で確認）。ページ領域ごとのモジュール（./ja/*.ts）から。
import type { Dict } from "./en.ts";
import { shellJa } from "./ja/shell.ts";
import { eventJa } from "./ja/event.ts";
import { consoleJa } from "./ja/console.ts";
import { printJa } from "./ja/print.ts";
import { authJa } from "./ja/auth.ts";

export const ja: Dict = { ...shellJa, ...eventJa, ...consoleJa, ...printJa, ...authJa };
