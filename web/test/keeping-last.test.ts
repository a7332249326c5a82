// lib/net/load.ts, keepingLast: the fetcher the desks and the registration page read
// through, so a failed re-read keeps what the page showed, and only that.
import { describe, expect, it } from "vitest";
import { keepingLast } from "../src/lib/net/load.ts";

const offline = new Error("offline");
/** A fetcher answering from `answers` by source; a source not there fails. */
const from = (answers: Record<string, string>) => async (source: string) => {
  if (!(source in answers)) throw offline;
  return answers[source]!;
};
const info = (value: string | undefined) => ({ value, refetching: true });

describe("keepingLast", () => {
  it("answers the last value when a re-read of the same source fails, and says so", async () => {
    const heard: unknown[] = [];
    const answers: Record<string, string> = { e1: "lists of e1" };
    const read = keepingLast(from(answers), { failed: (e) => heard.push(e) });
    expect(await read("e1", info(undefined))).toBe("lists of e1");
    delete answers.e1;
    expect(await read("e1", info("lists of e1"))).toBe("lists of e1");
    expect(heard).toEqual([offline]);
  });

  it("never answers another source's value: a failed read of another event fails", async () => {
    const answers: Record<string, string> = { e1: "lists of e1" };
    const read = keepingLast(from(answers));
    await read("e1", info(undefined));
    await expect(read("e2", info("lists of e1"))).rejects.toBe(offline);
  });

  it("a first read that fails fails", async () => {
    await expect(keepingLast(from({}))("e1", info(undefined))).rejects.toBe(offline);
  });

  it("keeps a value the page set itself when `belongs` says it is this source's", async () => {
    const read = keepingLast(from({}), { belongs: (value, source) => value.startsWith(`receipt ${source}`) });
    expect(await read("r1", info("receipt r1, accepted"))).toBe("receipt r1, accepted");
    await expect(read("r2", info("receipt r1, accepted"))).rejects.toBe(offline);
  });
});
