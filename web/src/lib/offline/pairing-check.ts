// A round paired on the phone offline reached the server (docs/offline.md): the server's round is compared with the phone's. The same
// is silent; a difference (someone changed the event meanwhile) is kept for
// the console's banner, which offers a reprint. Loaded by the outbox only then.
import { roundChanges } from "../../../../shared/commands/offline.ts";
import type { Round } from "../types.ts";
import { keepNotice } from "./local-state.ts";

/** `answer`: the start-round's answer as sent by the server (its `round`). */
export async function comparePairing(eventId: string, expected: Round, answer: string | undefined): Promise<void> {
  let round: Round | undefined;
  try {
    round = (JSON.parse(answer ?? "") as { round?: Round }).round;
  } catch {
    return;
  }
  if (!round || round.number !== expected.number) return;
  const changes = roundChanges(expected, round);
  if (changes.length > 0) await keepNotice({ eventId, round: round.number, changes, at: Date.now() });
}
