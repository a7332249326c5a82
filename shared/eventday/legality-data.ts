// Legality data per format, shipped as data. Dreamblade from its rules: the
// set table (R-LEGAL-1; dates as printed, which the source calls tentative),
// the Constructed ban, the 16-miniature Constructed warband and the
// three-copy limit (R-LEGAL-2).
import { z } from "zod";
import { CalendarDate } from "./time.ts";

export const SetRelease = z.strictObject({
  /** Short code used in lists, e.g. "baxars-war". */
  code: z.string().min(1).max(64),
  name: z.string().min(1).max(120),
  /** Release date: legal in Limited from this day. */
  release: CalendarDate,
  /** Legal in Constructed from this day; absent: release + constructedDelayDays. */
  constructed: CalendarDate.optional(),
});
export type SetRelease = z.infer<typeof SetRelease>;

export const BannedEntry = z.strictObject({
  name: z.string().min(1).max(200),
  /** The set of that printing; absent bans the name from every set. */
  set: z.string().min(1).max(120).optional(),
  source: z.string().max(200).optional(),
});

const ConstructionRules = z.strictObject({
  /** Most copies of one name in a list (absent: no limit). */
  maxCopies: z.number().int().min(1).optional(),
  /** Most cards or miniatures in the main list (absent: no limit). */
  maxSize: z.number().int().min(1).optional(),
  banned: z.array(BannedEntry),
});

export const FormatLegality = z.strictObject({
  id: z.string().min(1).max(64),
  title: z.string().max(200),
  source: z.string().max(200),
  sets: z.array(SetRelease),
  /** Days from release to Constructed legality (R-LEGAL-1: two weeks). */
  constructedDelayDays: z.number().int().min(0),
  constructed: ConstructionRules,
  limited: ConstructionRules,
});
export type FormatLegality = z.infer<typeof FormatLegality>;

export const DREAMBLADE_LEGALITY: FormatLegality = {
  id: "dreamblade",
  title: "Dreamblade",
  source: "000 sections 130, 210, 510, 610",
  constructedDelayDays: 14,
  sets: [
    { code: "base", name: "Base Set", release: "2006-08-09", constructed: "2006-08-23" },
    { code: "baxars-war", name: "Baxar's War", release: "2006-10-27", constructed: "2006-11-10" },
    { code: "chrysotic-plague", name: "Chrysotic Plague", release: "2007-01-19", constructed: "2007-02-02" },
    { code: "anvilborn", name: "Anvilborn", release: "2007-04-20", constructed: "2007-05-04" },
    { code: "night-fusion", name: "Night Fusion", release: "2007-09-07", constructed: "2007-09-21" },
    { code: "serrated-dawn", name: "Serrated Dawn", release: "2007-12-07", constructed: "2007-12-21" },
  ],
  constructed: {
    maxCopies: 3,
    maxSize: 16,
    banned: [{ name: "Kitsune", set: "Baxar's War", source: "000 section 510" }],
  },
  // 610: Limited warbands are not restricted by the three-copy limit.
  limited: { banned: [] },
};
