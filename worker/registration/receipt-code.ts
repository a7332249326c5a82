// A registration's id and personal receipt code. Both are keyed by the
// server's secret (worker/secret.ts) over the event and the client's
// commandId: a retried application gets the same receipt and code, and no one
// who sees the commandId (a shared screen, a proxy log) can compute either.
import { CODE_ALPHABET } from "../../shared/commands/context.ts";
import { sha256Hex } from "../crypto.ts";
import { keyedHex, type SecretSettings } from "../secret.ts";

/** Receipt codes are 8 characters of the player codes' alphabet: 31^8, about 8.5 x 10^11. */
export const RECEIPT_CODE_LENGTH = 8;

/** The registration id and its 8-character code for one application. */
export async function receiptFor(env: SecretSettings, eventId: string, commandId: string): Promise<{ id: string; code: string }> {
  const message = `${eventId}\u0000${commandId}`;
  const id = `r${(await keyedHex(env, "registration-id", message)).slice(0, 15)}`;
  let code = "";
  // Bytes below 248 (8 x 31) keep every character equally likely; the next block is drawn in the rare case 32 bytes are not enough.
  for (let block = 0; code.length < RECEIPT_CODE_LENGTH; block++) {
    const hex = await keyedHex(env, "receipt-code", `${message}\u0000${block}`);
    for (let i = 0; i < hex.length && code.length < RECEIPT_CODE_LENGTH; i += 2) {
      const byte = parseInt(hex.slice(i, i + 2), 16);
      if (byte < 248) code += CODE_ALPHABET[byte % CODE_ALPHABET.length];
    }
  }
  return { id, code };
}

const KEYED = "hmac:";

/** What is stored of a receipt code: keyed too, so a copy of the table alone cannot be searched for the codes. */
export async function codeHash(env: SecretSettings, code: string): Promise<string> {
  return KEYED + (await keyedHex(env, "receipt-hash", normalized(code)));
}

/** Whether `code` is the receipt's: stored keyed, or (receipts made before codes were keyed) as a plain SHA-256. */
export async function isReceiptCode(env: SecretSettings, stored: string, code: string): Promise<boolean> {
  const given = stored.startsWith(KEYED) ? await codeHash(env, code) : await sha256Hex(`receipt:${normalized(code)}`);
  return given === stored;
}

function normalized(code: string): string {
  return code.trim().toUpperCase();
}
