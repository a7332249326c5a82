// A big JSON answer (a 2,000-player event's view: 0.7 MB, its staff view
// 1.5 MB) parsed a slice at a time, a task each, instead of one JSON.parse:
// on a slow phone that one parse was a long task of its own (issue 22). The
// text is scanned once for where the top object's members and their arrays'
// items end; each run of items is parsed on its own and the arrays joined.
// The result is what JSON.parse gives; anything unexpected falls back to it.
// A chunk of its own (pages/event/data.ts takes it as `sliced`): the player's
// page, the TV view and the console import it (their HTML preloads it); the
// event page fetches it beside its data, off the public page's budget.

/** Characters per parsed slice, and script time per task before yielding to the page. */
const SLICE = 60_000;
const TASK_MS = 20;

type Member = { key: string; parts: string[]; array: boolean };

const pause = () => new Promise((r) => setTimeout(r, 0));

/**
 * An answer's body (UTF-8) parsed as JSON, as res.json() would (and throwing as
 * it does); a big one decoded and parsed a slice per task (the decoding alone of
 * 1.5 MB took a slow phone as long as its parse).
 */
export async function parseSliced(body: ArrayBuffer): Promise<unknown> {
  const bytes = new Uint8Array(body);
  const decoder = new TextDecoder();
  let start = performance.now();
  let text = "";
  for (let i = 0; i < bytes.length; i += SLICE) {
    text += decoder.decode(bytes.subarray(i, i + SLICE), { stream: true });
    if (performance.now() - start > TASK_MS) {
      await pause();
      start = performance.now();
    }
  }
  text += decoder.decode();
  if (text.length <= SLICE || text[0] !== "{") return JSON.parse(text);
  // Where each member of the top object is, and where its array's items may be cut. Anything
  // this scan does not expect (a stray character, a missing or extra comma) goes to JSON.parse,
  // which parses the whole text or throws as it would have.
  const members: Member[] = [];
  let member: Member | undefined;
  /** Where the current run of items begins; where the last member ended; where the current key ends. */
  let from = 0;
  let ended = 0;
  let keyEnd = -1;
  let depth = 0;
  let check = 0;
  const gap = (a: number, b: number) => /^\s*$/.test(text.slice(a, b));
  for (let i = 0; i < text.length; i++) {
    // Scanning is cheap next to parsing, but 1.5 MB of it still takes a slow phone a while
    // (before the loop is compiled, much longer): the clock is read every 8,192 characters.
    if (i >= check) {
      check = i + 0x2000;
      if (performance.now() - start > TASK_MS) {
        await pause();
        start = performance.now();
      }
    }
    const c = text.charCodeAt(i);
    if (c === 34) {
      // A string: to its closing quote, past escapes.
      const open = i;
      for (i++; i < text.length && text.charCodeAt(i) !== 34; i++) if (text.charCodeAt(i) === 92) i++;
      if (depth === 1 && !member) {
        if (!gap(ended + 1, open)) return JSON.parse(text);
        keyEnd = i + 1;
        member = { key: JSON.parse(text.slice(open, keyEnd)) as string, parts: [], array: false };
      }
    } else if (c === 123 || c === 91) {
      depth++;
      // A second value after a member's array.
      if (depth === 2 && member?.array) return JSON.parse(text);
      // A member's value that is an array: its items are parsed a run at a time.
      if (depth === 2 && c === 91 && member && !member.parts.length && /^\s*:\s*$/.test(text.slice(keyEnd, i))) {
        member.array = true;
        from = i + 1;
      }
    } else if (c === 125 || c === 93) {
      depth--;
      if (depth === 1 && member?.array) {
        if (c !== 93) return JSON.parse(text);
        member.parts.push(text.slice(from, i));
        from = -1;
      }
      if (depth === 0) {
        if (c !== 125) return JSON.parse(text);
        if (member ? !close(member, i) : members.length) return JSON.parse(text);
        if (!gap(i + 1, text.length)) return JSON.parse(text);
        break;
      }
    } else if (c === 44 && depth === 1) {
      if (!member || !close(member, i)) return JSON.parse(text);
      member = undefined;
      ended = i;
    } else if (c === 44 && depth === 2 && member?.array && i - from > SLICE) {
      member.parts.push(text.slice(from, i));
      from = i + 1;
    }
  }
  if (depth !== 0 || !members.length) return JSON.parse(text);

  /** Ends member `m` at `end` (its comma or the closing brace); false if its text is not as expected. */
  function close(m: Member, end: number): boolean {
    const rest = text.slice(keyEnd, end);
    if (m.array) {
      // One array, closed, and nothing after it.
      if (from !== -1 || !/\]\s*$/.test(rest)) return false;
    } else {
      // Anything else is parsed whole, after its colon.
      if (!/^\s*:/.test(rest)) return false;
      m.parts = [rest.slice(rest.indexOf(":") + 1)];
    }
    if (m.key === "__proto__") return false;
    members.push(m);
    return true;
  }

  const out: Record<string, unknown> = {};
  start = performance.now();
  for (const m of members) {
    let value: unknown;
    if (m.array) {
      const items: unknown[] = [];
      for (const p of m.parts) {
        for (const x of JSON.parse(`[${p}]`) as unknown[]) items.push(x);
        if (performance.now() - start > TASK_MS) {
          await pause();
          start = performance.now();
        }
      }
      value = items;
    } else value = JSON.parse(m.parts[0]!);
    out[m.key] = value;
  }
  return out;
}
