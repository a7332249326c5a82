// The forms of the public view a read can ask for (`?rounds=latest`: the slim
// view, shared/commands/slim-view.ts) and one round of it, made from the stored
// view. A made text is kept per isolate by event, seq and form: a hall of
// phones reading the same change parses the 8,000-player view (5.7 MB) once.
import type { Context } from "hono";
import { CommandError } from "../shared/commands/errors.ts";
import { roundOfView, slimView, type ViewForm } from "../shared/commands/slim-view.ts";
import { readPublicView } from "./stored.ts";

/** The form asked for by `?rounds=` (absent: the whole view); anything else is refused. */
export function viewForm(c: Context): ViewForm {
  const asked = c.req.query("rounds");
  if (asked === undefined || asked === "all") return "all";
  if (asked === "latest") return "latest";
  throw new CommandError(
    "invalid_input",
    `rounds: "${asked.slice(0, 40)}" is not a form of the view ("latest", or "all" for every round's matches).`,
    "rounds",
  );
}

/** The ETag of a view in a form: the whole view's is the one it always had. */
export const formEtag = (id: string, seq: number, form: ViewForm) => (form === "all" ? `"${id}.${seq}"` : `"${id}.${seq}.${form}"`);

interface Made {
  text: string;
  etag: string;
}

/** At most this many characters of made texts per isolate (an 8,000-player slim view is 1.6 M). */
const KEPT_CHARS = 12_000_000;
const kept = new Map<string, Made | null>();
let keptChars = 0;

function keep(key: string, made: Made | null): void {
  kept.set(key, made);
  keptChars += made?.text.length ?? 0;
  for (const [k, v] of kept) {
    if (keptChars <= KEPT_CHARS || k === key) break;
    kept.delete(k);
    keptChars -= v?.text.length ?? 0;
  }
}

async function made(key: string, stored: string, make: (view: Awaited<ReturnType<typeof readPublicView>>) => Promise<Made | null>): Promise<Made | null> {
  if (kept.has(key)) {
    const hit = kept.get(key)!;
    // The most recently used last.
    kept.delete(key);
    kept.set(key, hit);
    return hit;
  }
  const value = await make(await readPublicView(stored));
  keep(key, value);
  return value;
}

/** The slim view's text (the view stored at `seq` for event `id`). */
export async function slimText(id: string, seq: number, stored: string): Promise<string> {
  const m = await made(`${id}.${seq}.latest`, stored, async (view) => ({ text: JSON.stringify(slimView(view)), etag: formEtag(id, seq, "latest") }));
  return m!.text;
}

async function hash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-1", new TextEncoder().encode(text)));
  return Array.from(digest.subarray(0, 8), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Round `n` of the view stored at `seq`, or null when the view has no such
 * round (never paired, or not yet published: the public view leaves it out).
 * Its ETag names the round's content, not the seq: an earlier round rarely
 * changes, so a reader holding it revalidates with a 304 after every result.
 */
export async function roundText(id: string, seq: number, n: number, stored: string): Promise<Made | null> {
  return made(`${id}.${seq}.r${n}`, stored, async (view) => {
    const round = roundOfView(view, n);
    if (!round) return null;
    const text = JSON.stringify(round);
    return { text, etag: `"${id}.r${n}.${await hash(text)}"` };
  });
}
