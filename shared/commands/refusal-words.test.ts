// Every refusal the server can send has a sentence in English and in Japanese.
// The codes come from errors.ts (ERROR_CODES), the named
// refusals from refusals.ts (REFUSALS), and a scan of the Worker's and the
// engine's sources finds every code and name they throw, so a refusal added
// without words fails here. The words live with the web app
// (web/src/lib/i18n/refusal-words.ts, a module without imports), read as data.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CODE_WORDS, REFUSAL_WORDS, VALUE_WORDS, refusalText } from "../../web/src/lib/i18n/refusal-words.ts";
import { ERROR_CODES } from "./errors.ts";
import { REFUSALS } from "./refusals.ts";
import { EventStatus, StaffRole } from "./state.ts";

const ROOT = new URL("../../", import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === "test" ? [] : sources(path);
    return name.endsWith(".ts") && !name.endsWith(".test.ts") ? [path] : [];
  });
}

const thrown = (pattern: RegExp, importing?: RegExp) => {
  const found = new Map<string, string>();
  for (const file of [...sources("shared"), ...sources("worker")]) {
    const text = readFileSync(join(ROOT, file), "utf8");
    if (importing && !importing.test(text)) continue;
    for (const m of text.matchAll(pattern)) found.set(m[1]!, file);
  }
  return found;
};

const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
// Japanese words with no English in them (placeholders aside).
const english = (s: string) => s.replace(/\{\w+\}/g, "").match(/[A-Za-z]{3,}/g) ?? [];

describe("refusal words", () => {
  it("every error code has an English and a Japanese sentence with the same placeholders", () => {
    expect(ERROR_CODES.length).toBeGreaterThan(10);
    for (const code of ERROR_CODES) {
      const w = CODE_WORDS[code];
      expect(w?.en, code).toBeTruthy();
      expect(english(w.ja), code).toEqual([]);
      expect(placeholders(w.ja), code).toEqual(placeholders(w.en));
    }
  });

  it("every named refusal has its code's words in both languages, none in English in Japanese", () => {
    for (const reason of Object.keys(REFUSALS) as (keyof typeof REFUSALS)[]) {
      const w = REFUSAL_WORDS[reason];
      expect(w?.en, reason).toBeTruthy();
      expect(w?.ja, reason).toBeTruthy();
      expect(english(w.ja), reason).toEqual([]);
      expect(
        placeholders(w.ja).filter((p) => p !== "field"),
        reason,
      ).toEqual(placeholders(w.en).filter((p) => p !== "field"));
    }
    expect(Object.keys(REFUSAL_WORDS).sort()).toEqual(Object.keys(REFUSALS).sort());
  });

  it("every code and named refusal thrown in the engine's and the Worker's sources has words", () => {
    const codes = thrown(/new CommandError\(\s*"(\w+)"/g);
    // refuse() of refusals.ts (shared/eventday has a refuse of its own for its problems).
    const reasons = thrown(/refuse\(\s*"([\w-]+)"/g, /import \{[^}]*\brefuse\b[^}]*\} from "[./]*(shared\/commands\/)?refusals\.ts"/);
    expect(codes.size).toBeGreaterThan(5);
    expect(reasons.size).toBeGreaterThan(30);
    for (const [code, file] of codes) expect(Object.hasOwn(CODE_WORDS, code), `${code} in ${file}`).toBe(true);
    for (const [reason, file] of reasons) expect(Object.hasOwn(REFUSAL_WORDS, reason), `${reason} in ${file}`).toBe(true);
  });

  it("a refusal of the moment, of a role or of a clash is always named: its reader gets its own reason, not the code's", () => {
    // not_allowed_now's own sentence ("This cannot be done now") says nothing of why: each such refusal goes through refuse().
    const bare = thrown(/new CommandError\(\s*"(not_allowed_now|forbidden|conflict)"[^;]*?;/g);
    expect([...bare].map(([code, file]) => `${code} in ${file}`)).toEqual([]);
  });

  it("words the values a refusal names: every stage and every staff role", () => {
    for (const stage of EventStatus.options) expect(VALUE_WORDS.stage![stage], stage).toBeDefined();
    for (const role of StaffRole.options) expect(VALUE_WORDS.role![role], role).toBeDefined();
  });

  it("fills a refusal from its fields, in either language", () => {
    const about = { name: "渡辺 健", round: 2 };
    expect(refusalText("ja", "not_allowed_now", "参加者", { reason: "already-dropped", about })).toBe("渡辺 健さんは第2回戦の後にすでにドロップしています。");
    expect(refusalText("en", "not_allowed_now", "", { reason: "already-dropped", about })).toBe("渡辺 健 already dropped after round 2.");
    expect(refusalText("ja", "not_allowed_now", "", { reason: "wrong-stage", about: { stage: "swiss" } })).toBe(
      "大会が「スイスラウンド」の間は、この操作はできません。",
    );
    expect(refusalText("ja", "forbidden", "", { reason: "role-may-not", about: { role: "judge" } })).toBe("ジャッジにはこの操作はできません。");
    // No name: the code's own sentence; a code this build does not know: null (the caller says so).
    expect(refusalText("ja", "rate_limited", "")).toBe("操作が多すぎます。しばらく待ってからお試しください。");
    expect(refusalText("ja", "not_found", "卓")).toBe("卓が見つかりません。");
    expect(refusalText("ja", "teapot", "")).toBeNull();
  });
});
