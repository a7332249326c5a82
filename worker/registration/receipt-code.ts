// A registration's id and personal receipt code, derived from the client's
// commandId so a retried application gets the same receipt and code.
import { CODE_ALPHABET } from "../../shared/commands/context.ts";
import { sha256Hex } from "../crypto.ts";

/** The registration id and its 8-character code (the player codes' alphabet) for one application. */
export async function receiptFor(eventId: string, commandId: string): Promise<{ id: string; code: string }> {
  const digest = await sha256Hex(`registration:${eventId}:${commandId}`);
  const id = `r${digest.slice(0, 15)}`;
  const bytes = await sha256Hex(`receipt-code:${eventId}:${commandId}`);
  let code = "";
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[parseInt(bytes.slice(i * 2, i * 2 + 2), 16) % CODE_ALPHABET.length];
  return { id, code };
}

/** Only the hash is stored: the code itself goes to the applicant alone. */
export async function codeHash(code: string): Promise<string> {
  return sha256Hex(`receipt:${code.trim().toUpperCase()}`);
}
