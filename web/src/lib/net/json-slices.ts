// A big JSON answer (a 2,000-player event's view: 0.7 MB, its staff view
// 1.5 MB) parsed while it arrives, a slice per task, instead of one
// JSON.parse at its end: on a slow phone reading, decoding and parsing it in
// one go were long tasks of their own, and so was even making the 1.5 MB
// string (50-80 ms at 4x CPU), so it is never made. Each decoded
// piece of the body (lib/net/read-text.ts) is scanned once for where the top
// object's members and their arrays' items end; each run of about 60,000
// characters of items is parsed on its own and the arrays joined. The result
// is what JSON.parse gives for the whole text; anything the scan does not
// expect falls back to JSON.parse of the whole text, which then parses or
// throws as it would have.
// A chunk of its own (pages/event/data.ts takes it as `sliced`): the player's
// page, the TV view and the console import it (their HTML preloads it); the
// event page fetches it once an answer passes 100 kB, off the public page's budget.
import { readPieces, TaskBudget } from "./read-text.ts";

/** Characters per parsed slice. */
const SLICE = 60_000;

/** Where the scan is in the top object. */
type Place =
  | "open" // before the top object's `{`
  | "key" // before a member's key (`first`: or the closing `}`)
  | "in-key" // in a key's string
  | "colon" // after a key
  | "value" // after the colon, before the value
  | "items" // in a member's array
  | "after-items" // after a member's array, before `,` or `}`
  | "whole" // in any other value, parsed whole
  | "done"; // after the top object's `}`

export interface SlicedParser {
  /** The next piece of the text. */
  push(piece: string): Promise<void>;
  /** The whole text's value, as JSON.parse gives it (or its SyntaxError). */
  end(): Promise<unknown>;
}

/** A parser fed the text a piece at a time; one time budget (shared with the reading) runs through the scan and the parse. */
export function slicedParser(budget = new TaskBudget()): SlicedParser {
  // Every piece, kept for the fallback: JSON.parse of the whole text.
  const pieces: string[] = [];
  let length = 0;
  let fallback = false;
  const out: Record<string, unknown> = {};
  let place: Place = "open";
  let first = true;
  let depth = 0;
  let inString = false;
  let escaped = false;
  /** The current key's or value's or run of items' text so far, before the current piece. */
  let text = "";
  let key = "";
  let items: unknown[] = [];
  /** Whether the current array was cut into runs. */
  let cut = false;
  /** Runs of items cut off, waiting to be parsed; an empty run is only allowed alone. */
  const runs: string[] = [];
  const pause = () => budget.pause();
  const parseRuns = async () => {
    while (runs.length && !fallback) {
      await pause();
      try {
        for (const x of JSON.parse(`[${runs.shift()}]`) as unknown[]) items.push(x);
      } catch {
        fallback = true;
      }
    }
  };
  const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

  /** How many of `pieces` the scan has read. */
  let scanned = 0;

  async function push(piece: string): Promise<void> {
    pieces.push(piece);
    length += piece.length;
    // An answer no longer than one slice is parsed whole at its end (`end`): scanning it too would
    // parse it twice. Once it is longer, the scan catches up with the pieces so far.
    if (length <= SLICE) return;
    while (scanned < pieces.length && !fallback) await scan(pieces[scanned++]!);
  }

  /** Reads one piece: where members, keys and runs of items end; parses each run and member as it closes. */
  async function scan(piece: string): Promise<void> {
    /** Where the current text's part of this piece begins. */
    let from = 0;
    for (let i = 0; i < piece.length && !fallback; i++) {
      // The clock is read every 8,192 characters: scanning is cheap, but not free on a slow phone.
      if ((i & 0x1fff) === 0x1fff) await pause();
      const c = piece.charCodeAt(i);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === 92) escaped = true;
        else if (c === 34) {
          inString = false;
          if (place === "in-key") {
            try {
              key = JSON.parse(text + piece.slice(from, i + 1)) as string;
            } catch {
              fallback = true;
            }
            text = "";
            place = "colon";
          }
        }
        continue;
      }
      switch (place) {
        case "open":
          if (c === 123) {
            depth = 1;
            place = "key";
          } else fallback = true;
          break;
        case "key":
          if (c === 34) {
            inString = true;
            place = "in-key";
            from = i;
            text = "";
          } else if (c === 125 && first) {
            depth = 0;
            place = "done";
          } else if (!isSpace(c)) fallback = true;
          break;
        case "colon":
          if (c === 58) place = "value";
          else if (!isSpace(c)) fallback = true;
          break;
        case "value":
          if (c === 91) {
            depth = 2;
            place = "items";
            items = [];
            cut = false;
            from = i + 1;
            text = "";
          } else if (!isSpace(c)) {
            place = "whole";
            from = i;
            text = "";
            i--; // the value's first character, read again as part of it
          }
          break;
        case "items":
          if (c === 34) inString = true;
          else if (c === 123 || c === 91) depth++;
          else if (c === 125 || c === 93) {
            depth--;
            if (depth === 1) {
              if (c !== 93) fallback = true;
              else {
                const run = text + piece.slice(from, i);
                text = "";
                // The last run after a cut must hold an item (`[1,]` is not JSON); uncut, it may be empty (`[]`).
                if (cut && !run.trim()) fallback = true;
                runs.push(run);
                await parseRuns();
                // JSON.parse makes "__proto__" an own member; an assignment would set the prototype.
                if (key === "__proto__") fallback = true;
                else out[key] = items;
                place = "after-items";
              }
            }
          } else if (c === 44 && depth === 2 && text.length + (i - from) > SLICE) {
            runs.push(text + piece.slice(from, i));
            text = "";
            from = i + 1;
            cut = true;
            await parseRuns();
          }
          break;
        case "after-items":
          if (c === 44) {
            place = "key";
            first = false;
          } else if (c === 125) {
            depth = 0;
            place = "done";
          } else if (!isSpace(c)) fallback = true;
          break;
        case "whole":
          if (c === 34) inString = true;
          else if (c === 123 || c === 91) depth++;
          else if (c === 125 || c === 93) {
            depth--;
            if (depth === 0) {
              if (c !== 125) fallback = true;
              else {
                await member(text + piece.slice(from, i));
                place = "done";
              }
            }
          } else if (c === 44 && depth === 1) {
            await member(text + piece.slice(from, i));
            place = "key";
            first = false;
          }
          break;
        case "done":
          if (!isSpace(c)) fallback = true;
          break;
      }
    }
    // The part of this piece the current key, value or run of items has so far.
    if (place === "in-key" || place === "whole" || place === "items") text += piece.slice(from);
  }

  /** A member whose value is not an array: parsed whole. */
  async function member(value: string) {
    text = "";
    await pause();
    if (key === "__proto__") fallback = true;
    else
      try {
        out[key] = JSON.parse(value);
      } catch {
        fallback = true;
      }
  }

  async function end(): Promise<unknown> {
    // Small answers, and anything the scan did not follow: JSON.parse's value or error.
    if (fallback || place !== "done" || length <= SLICE) {
      await pause();
      return JSON.parse(pieces.join(""));
    }
    return out;
  }

  return { push, end };
}

/**
 * `res`'s body parsed as JSON, as `res.json()` would (and rejecting as it does), a slice per task
 * while it arrives; at once when all of it was already here and not too big for one task (readPieces).
 */
export async function parseSliced(res: Response): Promise<unknown> {
  const budget = new TaskBudget();
  const parser = slicedParser(budget);
  const whole = await readPieces(res, parser.push, budget, { whole: true });
  if (whole === null) return parser.end();
  // A new task for the parse once this one has had its budget.
  await budget.pause();
  return JSON.parse(whole);
}
