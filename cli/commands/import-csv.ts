// `topcut import-csv FILE --rules R ...`: a plain rounds file from another
// platform (docs/format.md) as a topcut/1 event on stdout. Standings follow
// with `topcut standings` under the rules chosen here, the same as anywhere.
import { readFileSync } from "node:fs";
import { CustomRules as CustomRulesSchema, RULES_PROFILE_IDS } from "../../shared/model/schema.ts";
import type { CustomRules, RulesProfileId } from "../../shared/model/types.ts";
import { importRoundsCsv, problemText, warningText } from "../../shared/model/rounds-csv.ts";
import { parseJsonText } from "../../shared/model/json-text.ts";
import { PRESETS } from "../../shared/rules/custom.ts";
import type { CliCommand } from "./index.ts";

const USAGE =
  "import-csv FILE --rules RULES [--custom RULES.json | --preset NAME] [--id ID] [--name NAME] [--best-of N] [--draws allowed|flip] [--drop NAME=ROUND] [--no-drop NAME]: a rounds file (round, player 1, player 2, result, optional table) as a topcut/1 event";

function read(file: string, what: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (err) {
    throw new Error(`cannot read ${what} ${file} (${(err as { code?: string }).code ?? String(err)})`);
  }
}

function customFrom(file: string): CustomRules {
  const parsed = parseJsonText(read(file, "the rules file"));
  if (!parsed.ok) throw new Error(`${file}: not JSON: ${parsed.message}`);
  const r = CustomRulesSchema.safeParse(parsed.value);
  if (!r.success) throw new Error(`${file}:\n${r.error.issues.map((i) => `  $.${i.path.join(".")}: ${i.message}`).join("\n")}`);
  return r.data;
}

export const importCsv: CliCommand = {
  summary: USAGE,
  run(args) {
    const files: string[] = [];
    let rules: RulesProfileId | undefined;
    let customRules: CustomRules | undefined;
    let id = "imported";
    let name: string | undefined;
    let bestOf: 1 | 3 | 5 | undefined;
    let draws: "allowed" | "flip" | undefined;
    const drops: Record<string, number | null> = {};
    for (let k = 0; k < args.length; k++) {
      const arg = args[k]!;
      const value = () => {
        const v = args[++k];
        if (v === undefined) throw new Error(`${arg} needs a value`);
        return v;
      };
      if (arg === "--rules") {
        const v = value();
        if (!(RULES_PROFILE_IDS as readonly string[]).includes(v)) throw new Error(`--rules: unknown rules "${v}" (one of ${RULES_PROFILE_IDS.join(", ")})`);
        rules = v as RulesProfileId;
      } else if (arg === "--custom") customRules = customFrom(value());
      else if (arg === "--preset") {
        const v = value();
        if (!(v in PRESETS)) throw new Error(`--preset: unknown preset "${v}" (one of ${Object.keys(PRESETS).join(", ")})`);
        customRules = PRESETS[v as keyof typeof PRESETS];
      } else if (arg === "--id") id = value();
      else if (arg === "--name") name = value();
      else if (arg === "--best-of") {
        const v = Number(value());
        if (v !== 1 && v !== 3 && v !== 5) throw new Error(`--best-of: 1, 3 or 5, got ${args[k]}`);
        bestOf = v;
      } else if (arg === "--draws") {
        const v = value();
        if (v !== "allowed" && v !== "flip") throw new Error(`--draws: allowed or flip, got ${v}`);
        draws = v;
      } else if (arg === "--drop") {
        const v = value();
        const at = v.lastIndexOf("=");
        const round = Number(v.slice(at + 1));
        if (at < 1 || !Number.isInteger(round) || round < 0) throw new Error(`--drop: NAME=ROUND (the last round played), got ${v}`);
        drops[v.slice(0, at)] = round;
      } else if (arg === "--no-drop") drops[value()] = null;
      else if (arg.startsWith("--")) throw new Error(`unknown option ${arg}`);
      else files.push(arg);
    }
    if (files.length !== 1) throw new Error(`one FILE expected, got ${files.length}\nusage: topcut ${USAGE}`);
    if (customRules && rules === undefined) rules = "custom";
    if (!rules) throw new Error(`--rules is needed: the rules the standings are computed under (one of ${RULES_PROFILE_IDS.join(", ")})`);
    if (rules === "custom" && !customRules) throw new Error("--rules custom needs --custom RULES.json or --preset NAME");
    if (rules !== "custom" && customRules) throw new Error(`--custom and --preset go with --rules custom, not ${rules}`);
    const file = files[0]!;
    const result = importRoundsCsv(read(file, "the rounds file"), {
      id,
      name: name ?? file.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, ""),
      rules,
      ...(customRules ? { customRules } : {}),
      ...(bestOf ? { bestOf } : {}),
      ...(draws ? { draws } : {}),
      drops,
    });
    if (!result.ok) throw new Error(`cannot import ${file}:\n${result.problems.map((p) => `  ${problemText(p)}`).join("\n")}`);
    // What the other platform accepted stands as recorded; said on stderr so stdout stays the event alone.
    if (result.warnings.length)
      process.stderr.write(`topcut import-csv: ${file}, recorded on another platform:\n${result.warnings.map((w) => `  ${warningText(w)}`).join("\n")}\n`);
    return result.tournament;
  },
};
