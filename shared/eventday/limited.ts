// What an event's game and format imply for event day: a Limited event (a
// draft or sealed, R-LEGAL-2) checks lists as Limited (no three-copy limit,
// R-LEGAL-2) and a
// draft gets its game's draft settings, unless the organizer says otherwise.
// The format is the organizer's free text ("Dreamblade Booster Draft",
// "M10 Sealed", "ドラフト"), read by its words.
import type { RulesProfileId } from "../model/types.ts";
import type { DraftParams } from "./draft-schedule.ts";

export type DraftFormat = DraftParams["format"];

export interface LimitedDefaults {
  /** Draft, sealed, or Limited without saying which; null for Constructed. */
  limited: "draft" | "sealed" | "limited" | null;
  listKind: "constructed" | "limited";
  /** The draft a draft event runs by default: its game's format, three boosters (R-DRAFT-1, R-DRAFT-4). */
  draft: { format: DraftFormat; boosters: number } | null;
}

const DRAFT = /\b(draft|rochester)\b|ドラフト/i;
const SEALED = /\bsealed\b|シールド/i;
const LIMITED = /\blimited\b|リミテッド/i;

/** Is this a Dreamblade event (its profile, or the game named in the format)? */
function isDreamblade(rules: RulesProfileId, gameFormat: string): boolean {
  return rules === "dreamblade" || /dreamblade|ドリームブレード/i.test(gameFormat);
}

/**
 * The draft formats that make sense for the event's game: Dreamblade's own
 * for Dreamblade, none for Commander (the Commander event has no draft), Magic's otherwise.
 *
 * @example draftFormatsFor("dreamblade", "Dreamblade") // ["dreamblade"]
 */
export function draftFormatsFor(rules: RulesProfileId, gameFormat: string): DraftFormat[] {
  if (isDreamblade(rules, gameFormat)) return ["dreamblade"];
  if (rules === "commander") return [];
  return ["magic-booster", "magic-rochester", "magic-multiplayer"];
}

/**
 * The event-day defaults its format implies.
 *
 * @example limitedDefaults("dreamblade", "Dreamblade Booster Draft") // { limited: "draft", listKind: "limited", draft: { format: "dreamblade", boosters: 3 } }
 * @example limitedDefaults("dci-2009", "M10 Sealed") // { limited: "sealed", listKind: "limited", draft: null }
 * @example limitedDefaults("dreamblade", "Dreamblade: Limited") // { limited: "limited", listKind: "limited", draft: { format: "dreamblade", boosters: 3 } }
 * @example limitedDefaults("dci-2009", "Legacy") // { limited: null, listKind: "constructed", draft: null }
 */
export function limitedDefaults(rules: RulesProfileId, gameFormat: string): LimitedDefaults {
  const formats = draftFormatsFor(rules, gameFormat);
  const limited = DRAFT.test(gameFormat) ? "draft" : SEALED.test(gameFormat) ? "sealed" : LIMITED.test(gameFormat) ? "limited" : null;
  if (limited === null) return { limited, listKind: "constructed", draft: null };
  let draft: LimitedDefaults["draft"] = null;
  // "Limited" without saying which (the format picker's "Dreamblade: Limited") is most often a draft: its
  // settings are offered, and the organizer picks "not a draft" for a sealed event.
  if ((limited === "draft" || limited === "limited") && formats.length > 0) {
    const format: DraftFormat =
      /rochester/i.test(gameFormat) && formats.includes("magic-rochester")
        ? "magic-rochester"
        : /multiplayer|multi-player/i.test(gameFormat) && formats.includes("magic-multiplayer")
          ? "magic-multiplayer"
          : formats[0]!;
    draft = { format, boosters: 3 };
  }
  return { limited, listKind: "limited", draft };
}
