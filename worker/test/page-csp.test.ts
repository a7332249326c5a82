// The page policy lets in index.html's inline theme script and first-paint
// style by their sha256 and nothing else inline (shared/pages/inline-csp.ts,
// web/vite/first-paint.ts). Here: the hashing itself against known
// digests, the policy of web/public/_headers equal to the Worker's, and every
// page the Worker answers carrying the hash of each inline block it serves.
// (That the build's dist/_headers equals the Worker's: web/test/security-headers.test.ts.)
import { describe, expect, it } from "vitest";
import headersFile from "../../web/public/_headers?raw";
import { hashSource, inlineBlocks, withInlineHashes } from "../../shared/pages/inline-csp.ts";
import { PAGE_SECURITY_HEADERS, pageSecurityHeaders } from "../pages/page-headers.ts";
import { addPlayers, api, cid, createEvent, ok, organizer } from "./helpers.ts";

// SHA-256 of "" and of "abc" (FIPS 180-2), base64.
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const ABC = "'sha256-ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0='";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe("inline hashes in the page policy", () => {
  it("hash exactly the text of each inline script and style, not scripts with a src", async () => {
    expect(await hashSource("")).toBe(EMPTY);
    expect(await hashSource("abc")).toBe(ABC);
    const html = `<head><script>abc</script><script type="module" crossorigin src="/assets/x.js"></script><style></style></head><body><script src="/a.js"></script></body>`;
    expect(inlineBlocks(html)).toEqual({ scripts: ["abc"], styles: [""] });
    const csp = await withInlineHashes("default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'", html);
    expect(csp).toBe(`default-src 'self'; script-src 'self' ${ABC}; style-src 'self' ${EMPTY}; object-src 'none'`);
    // No inline block: the policy as it was.
    expect(await withInlineHashes(PAGE_SECURITY_HEADERS["content-security-policy"]!, "<p>x</p>")).toBe(PAGE_SECURITY_HEADERS["content-security-policy"]);
  });

  it("the Worker's page headers are those of web/public/_headers (before the build adds the hashes)", () => {
    // The "/*" block: its indented lines, up to the next rule (or comment) at the line's start.
    const block = (headersFile.split(/^\/\*\s*$/m)[1] ?? "").split(/^\S/m)[0] ?? "";
    const fromFile = Object.fromEntries(
      block
        .split("\n")
        .map((l) => /^\s+([\w-]+):\s*(.+)$/.exec(l))
        .filter((m): m is RegExpExecArray => !!m)
        .map((m) => [m[1]!.toLowerCase(), m[2]!.trim()]),
    );
    expect(fromFile).toEqual(PAGE_SECURITY_HEADERS);
  });

  it("every page the Worker answers lets in the inline blocks it serves, and only by hash", async () => {
    const org = await organizer("csp");
    const id = await createEvent(org.cookie, { name: "Inline <script>alert(1)</script>" });
    await addPlayers(org.cookie, id, ["Ann", "Ben", "Cho", "Dan"]);
    await ok(api("POST", `/api/events/${id}/rounds`, { commandId: cid(), round: 1 }, { cookie: org.cookie }));
    for (const [path, cookie] of [
      [`/e/${id}`, undefined],
      [`/e/${id}/tv`, undefined],
      [`/e/${id}/p/p1`, undefined],
      [`/manage/${id}`, org.cookie],
      ["/manage", undefined],
      ["/e/doesnotexist", undefined],
    ] as const) {
      const res = await api("GET", path, undefined, { cookie });
      const html = res.body as string;
      const csp = directives(res.headers.get("content-security-policy") ?? "");
      const { scripts, styles } = inlineBlocks(html);
      // The event's name is written in escaped: no inline script beyond index.html's own.
      expect(scripts.join("\n"), path).not.toContain("alert");
      expect(csp.get("script-src"), path).toEqual(["'self'", ...new Set(await Promise.all(scripts.map(hashSource)))]);
      expect(csp.get("style-src"), path).toEqual(["'self'", ...new Set(await Promise.all(styles.map(hashSource)))]);
      expect([...csp.values()].flat(), path).not.toContain("'unsafe-inline'");
      expect(res.headers.get("content-security-policy"), path).toBe((await pageSecurityHeaders(html))["content-security-policy"]);
    }
  });
});
