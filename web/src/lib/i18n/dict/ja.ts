// 日本語: en.ts と同じキーをすべて持つ（型で確認）。ページ領域ごとのモジュール（./ja/*.ts）と、
// Worker も書くイベントページの最初の表示の言葉（shared/i18n/ja/first-view.ts）から。
import type { Dict } from "./en.ts";
import { shellJa } from "./ja/shell.ts";
import { eventJa } from "./ja/event.ts";
import { consoleJa } from "./ja/console.ts";
import { printJa } from "./ja/print.ts";
import { authJa } from "./ja/auth.ts";
import { firstViewJa } from "../../../../../shared/i18n/ja/first-view.ts";

export const ja: Dict = { ...shellJa, ...eventJa, ...consoleJa, ...printJa, ...authJa, ...firstViewJa };
