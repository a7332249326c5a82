// Whether the organizer may add Swiss rounds past the planned ones. The
// Commander event rules fix four Swiss rounds at every attendance (R-CMD-3,
// and the profile's recommendation): there is no extra round to offer.
import type { Options, RulesProfileId } from "../model/types.ts";

export function extraSwissRoundsAllowed(rules: RulesProfileId, options: Pick<Options, "structure">): boolean {
  return rules !== "commander" && options.structure !== "attendance";
}
