// An organizer's saved rules (docs/api.md): custom profiles composed
// from the engine's parts, kept per organizer and chosen again for new events
// (create-event's customRules). The engine checks every definition
// (shared/rules/custom.ts); a refused combination answers 400 at its path.
// Also the console's import of a rounds file from another platform: read by
// the engine into a topcut/1 file, then imported like any file.
import { desc, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { CommandError } from "../../shared/commands/errors.ts";
import { CommandId } from "../../shared/commands/routes.ts";
import { Visibility } from "../../shared/commands/state.ts";
import { textSchema } from "../../shared/model/input.ts";
import { CustomRules, RulesProfileId } from "../../shared/model/schema.ts";
import type { CustomRules as Definition } from "../../shared/model/types.ts";
import { importRoundsCsv, problemText, type RoundsCsvWarning } from "../../shared/model/rounds-csv.ts";
import { customRulesProblems, customRulesRangeProblems, PRESETS, type RulesProblem } from "../../shared/rules/custom.ts";
import { answerOnce } from "../account-writes.ts";
import { requireUser } from "../auth.ts";
import { sha256Hex } from "../crypto.ts";
import { rulesProfiles } from "../db/schema.ts";
import type { Env } from "../env.ts";
import { MAX_IMPORT_BODY, parseWith, readJsonObject } from "../http.ts";
import { readRulesDefinition } from "../stored.ts";
import { requireOwner } from "./ownership.ts";
import type { RulesDeleted, RulesList, RulesSaved, SavedRules } from "../../shared/commands/answers.ts";

type C = Context<{ Bindings: Env }>;

export const rulesProfileRoutes = new Hono<{ Bindings: Env }>();

export const NewRules = z.strictObject({ commandId: CommandId, rules: CustomRules });
export const ChangedRules = z.strictObject({ rules: CustomRules });
const ID = /^rp[0-9a-f]{14}$/;

/**
 * The engine's refusal as the answer: a plain sentence, its path inside the
 * body, and the problem's name and values (`rulesProblem`, `about`) for a
 * client's own words in its reader's language.
 */
function refused(problem: RulesProblem): CommandError {
  const sentence = `${problem.message[0]!.toUpperCase()}${problem.message.slice(1)}.`;
  return new CommandError("invalid_input", sentence, `$.rules${problem.path.slice(1)}`, { rulesProblem: problem.code, about: problem.about });
}

/** The engine's refusals, the first one as the answer. */
function checked(def: Definition): Definition {
  const problem = customRulesProblems(def)[0];
  if (problem) throw refused(problem);
  return def;
}

/** The body's rules, read: numbers out of range are refused in plain words before the schema names a bound. */
function parseRules<T>(schema: z.ZodType<T>, sent: Record<string, unknown>): T {
  const problem = customRulesRangeProblems(sent.rules)[0];
  if (problem) throw refused(problem);
  return parseWith(schema, sent);
}

type Row = typeof rulesProfiles.$inferSelect;
const out = (r: Row): SavedRules => ({ id: r.id, name: r.name, rules: readRulesDefinition(r.definition), updatedAt: r.updatedAt });

async function own(c: C, userId: string): Promise<Row> {
  const id = c.req.param("id") ?? "";
  const row = ID.test(id) ? await drizzle(c.env.DB).select().from(rulesProfiles).where(eq(rulesProfiles.id, id)).get() : undefined;
  return requireOwner(row, userId, "rules profile");
}

// Yours, newest first, and the examples built from the same parts.
rulesProfileRoutes.get("/rules-profiles", async (c) => {
  const user = await requireUser(c);
  const rows = await drizzle(c.env.DB)
    .select()
    .from(rulesProfiles)
    .where(eq(rulesProfiles.ownerId, user.id))
    .orderBy(desc(rulesProfiles.updatedAt), rulesProfiles.id)
    .limit(200)
    .all();
  return c.json({ profiles: rows.map(out), presets: Object.entries(PRESETS).map(([key, rules]) => ({ key, rules })) } satisfies RulesList, 200, {
    "cache-control": "private, no-store",
  });
});

rulesProfileRoutes.post("/rules-profiles", async (c) => {
  const user = await requireUser(c);
  const sent = await readJsonObject(c);
  const body = parseRules(NewRules, sent);
  const def = checked(body.rules);
  return answerOnce(c.env.DB, { what: "save-rules", userId: user.id, commandId: body.commandId, body: sent }, async () => {
    // The id comes from the organizer and commandId: a retry's insert fails on it rather than saving a second profile.
    const now = Date.now();
    const row: Row = {
      id: `rp${(await sha256Hex(`${user.id}:${body.commandId}`)).slice(0, 14)}`,
      ownerId: user.id,
      name: def.name,
      definition: JSON.stringify(def),
      createdAt: now,
      updatedAt: now,
    };
    return { statements: [drizzle(c.env.DB).insert(rulesProfiles).values(row)], status: 201, answer: { profile: out(row) } satisfies RulesSaved };
  });
});

rulesProfileRoutes.put("/rules-profiles/:id", async (c) => {
  const user = await requireUser(c);
  const row = await own(c, user.id);
  const def = checked(parseRules(ChangedRules, await readJsonObject(c)).rules);
  const updatedAt = Math.max(Date.now(), row.updatedAt + 1);
  await drizzle(c.env.DB)
    .update(rulesProfiles)
    .set({ name: def.name, definition: JSON.stringify(def), updatedAt })
    .where(eq(rulesProfiles.id, row.id));
  return c.json({ profile: out({ ...row, name: def.name, definition: JSON.stringify(def), updatedAt }) } satisfies RulesSaved);
});

rulesProfileRoutes.delete("/rules-profiles/:id", async (c) => {
  const user = await requireUser(c);
  const row = await own(c, user.id);
  await drizzle(c.env.DB).delete(rulesProfiles).where(eq(rulesProfiles.id, row.id));
  // Events created with it keep their own copy of the definition.
  return c.json({ deleted: row.id } satisfies RulesDeleted);
});

export const ImportRounds = z.strictObject({
  commandId: CommandId,
  /** The rounds file (docs/format.md): round, player 1, player 2, result[, table]. */
  csv: z.string().min(1, "the rounds file is empty").max(2_000_000),
  name: textSchema("an event's name", 200, "an event needs a name"),
  gameFormat: textSchema("a game format", 80).optional(),
  rules: RulesProfileId,
  customRules: CustomRules.optional(),
  bestOf: z.union([z.literal(1), z.literal(3), z.literal(5)]).optional(),
  draws: z.enum(["allowed", "flip"]).optional(),
  /** Player name -> last round played before dropping, or null: did not drop (overrides who stopped appearing). */
  drops: z.record(textSchema("a name", 120), z.number().int().min(0).max(30).nullable()).optional(),
  visibility: Visibility.optional(),
});

/**
 * POST /api/events/import-rounds: the rounds file read by the engine into a
 * topcut/1 file, handed on as the body of POST /api/events/import. Returns
 * the body to send there and the lines imported as recorded though they could
 * not be entered here (the answer's `warnings`), or throws naming the line,
 * its players and the field. The route checks the session first: a signed-out
 * caller's body is never read.
 */
export async function roundsImportBody(c: C): Promise<{ body: Record<string, unknown>; warnings: RoundsCsvWarning[] }> {
  const body = parseWith(ImportRounds, await readJsonObject(c, MAX_IMPORT_BODY));
  if (body.rules === "custom" && body.customRules) checked(body.customRules);
  const r = importRoundsCsv(body.csv, {
    id: "imported",
    name: body.name,
    rules: body.rules,
    ...(body.gameFormat !== undefined ? { gameFormat: body.gameFormat } : {}),
    ...(body.customRules ? { customRules: body.customRules } : {}),
    ...(body.bestOf ? { bestOf: body.bestOf } : {}),
    ...(body.draws ? { draws: body.draws } : {}),
    ...(body.drops ? { drops: body.drops } : {}),
  });
  if (!r.ok) {
    const [first, ...more] = r.problems;
    const text = problemText(first!);
    const path = first!.line === null ? (first!.field === "options" ? "$.customRules" : first!.field === "drops" ? "$.drops" : "$.csv") : "$.csv";
    throw new CommandError(
      "invalid_input",
      `${text[0]!.toUpperCase()}${text.slice(1)}${more.length ? ` (and ${more.length} more problem${more.length === 1 ? "" : "s"})` : ""}.`,
      path,
    );
  }
  return {
    body: { commandId: body.commandId, file: r.tournament, ...(body.visibility ? { visibility: body.visibility } : {}) },
    warnings: r.warnings,
  };
}
