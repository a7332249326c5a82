// JSON.stringify of a large state or view, a piece at a time: the object's
// thread is given back between pieces, so the answers waiting meanwhile go
// first instead of after the whole text. The text is exactly JSON.stringify's.

/** Give the thread back after about this many characters. */
const PIECE = 200_000;

/** Lets what waits for this object's thread (an answer, above all) run first. */
export const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The JSON text of `value`, as JSON.stringify gives it, made in pieces: an
 * object's members and an array's items down to `depth` levels are written one
 * by one, with a turn given back once PIECE characters were written since the last.
 */
export async function jsonInTurns(value: unknown, { depth = 3, piece = PIECE, turn = nextTurn } = {}): Promise<string> {
  const out: string[] = [];
  let since = 0;
  const push = async (text: string) => {
    out.push(text);
    since += text.length;
    if (since >= piece) {
      since = 0;
      await turn();
    }
  };
  const write = async (v: unknown, level: number): Promise<void> => {
    if (level >= depth || v === null || typeof v !== "object" || typeof (v as { toJSON?: unknown }).toJSON === "function") {
      await push(JSON.stringify(v) ?? "null");
      return;
    }
    if (Array.isArray(v)) {
      await push("[");
      for (let i = 0; i < v.length; i++) {
        if (i > 0) await push(",");
        const item = v[i];
        // As JSON.stringify: an item with no JSON form (undefined, a function) is null.
        if (item === undefined || typeof item === "function" || typeof item === "symbol") await push("null");
        else await write(item, level + 1);
      }
      await push("]");
      return;
    }
    await push("{");
    let first = true;
    for (const [key, member] of Object.entries(v)) {
      // As JSON.stringify: a member with no JSON form is left out.
      if (member === undefined || typeof member === "function" || typeof member === "symbol") continue;
      await push(`${first ? "" : ","}${JSON.stringify(key)}:`);
      first = false;
      await write(member, level + 1);
    }
    await push("}");
  };
  await write(value, 0);
  return out.join("");
}
