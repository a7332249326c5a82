// The floor's two event settings, in the new-event form and the Event tab's
// settings: check-in (off, or required: round 1 seats only those checked in)
// and when pairings reach players (at once, or when staff publish them).
import { SelectField } from "../../../components/Field.tsx";
import type { Options } from "../../../lib/types.ts";
import { ft } from "./strings.ts";

export function FloorSettings(props: { options?: Pick<Options, "checkIn" | "publishPairings"> }) {
  return (
    <>
      <SelectField class="wide" label={ft("set.checkIn")} name="checkIn" value={props.options?.checkIn ?? "off"}>
        <option value="off">{ft("set.checkInOff")}</option>
        <option value="required">{ft("set.checkInRequired")}</option>
      </SelectField>
      <SelectField class="wide" label={ft("set.publish")} name="publishPairings" value={props.options?.publishPairings ?? "auto"}>
        <option value="auto">{ft("set.publishAuto")}</option>
        <option value="manual">{ft("set.publishManual")}</option>
      </SelectField>
    </>
  );
}

/**
 * The two settings as the form holds them, for the command's options: a default is sent only to
 * change a value the event has (an event that never set them keeps options without them).
 */
export function floorOptionsOf(f: FormData, current: Pick<Options, "checkIn" | "publishPairings"> = {}): Pick<Options, "checkIn" | "publishPairings"> {
  const checkIn = f.get("checkIn") === "required" ? "required" : "off";
  const publishPairings = f.get("publishPairings") === "manual" ? "manual" : "auto";
  return {
    ...(checkIn !== "off" || current.checkIn !== undefined ? { checkIn } : {}),
    ...(publishPairings !== "auto" || current.publishPairings !== undefined ? { publishPairings } : {}),
  };
}
