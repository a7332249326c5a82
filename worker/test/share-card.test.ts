// The event's link-preview card (og:image): the console sends a 1200x630 PNG,
// organizers only; anything else is refused at $.png and changes nothing; the
// card is served cached at /e/:id/card.png and named, versioned, in the event
// page's Open Graph and Twitter tags. The PNGs here are made by this test's own
// encoder (CRC-32 written out, zlib by the runtime's CompressionStream).
import { exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import type { CommandAnswer } from "../../shared/commands/answers.ts";
import { api, cid, createEvent, ok, organizer, type Refused } from "./helpers.ts";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** A grey PNG of the given size (8-bit greyscale, every row unfiltered). */
async function png(width: number, height: number, shade = 0x30): Promise<Uint8Array> {
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, width);
  v.setUint32(4, height);
  ihdr.set([8, 0, 0, 0, 0], 8);
  const raw = new Uint8Array(height * (width + 1));
  for (let y = 0; y < height; y++) raw.fill(shade, y * (width + 1) + 1, (y + 1) * (width + 1));
  const zipped = new Uint8Array(await new Response(new Blob([raw]).stream().pipeThrough(new CompressionStream("deflate"))).arrayBuffer());
  const parts = [new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", zipped), chunk("IEND", new Uint8Array())];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, at), (at += p.length);
  return out;
}

const base64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""));

async function image(path: string, headers: Record<string, string> = {}) {
  const res = await exports.default.fetch(`http://topcut.test${path}`, { headers });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

function meta(html: string, key: string): string | null {
  return (
    new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`)
      .exec(html)?.[1]
      ?.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))) ?? null
  );
}

describe("the link-preview card", () => {
  it("an organizer's 1200x630 PNG is served cached and named in the page's preview; a new one gets a new version", async () => {
    const org = await organizer("card");
    const id = await createEvent(org.cookie, { name: "Card Cup" });
    // No card yet: no image in the preview, and the address has nothing.
    const before = await api<string>("GET", `/e/${id}`);
    expect(meta(before.body, "og:image")).toBeNull();
    expect(meta(before.body, "twitter:card")).toBe("summary");
    expect((await image(`/e/${id}/card.png`)).status).toBe(404);

    const first = await png(1200, 630);
    const { etag } = await ok(api<{ etag: string }>("PUT", `/api/events/${id}/card`, { png: base64(first) }, { cookie: org.cookie }));
    const served = await image(`/e/${id}/card.png`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=300");
    expect(served.bytes).toEqual(first);
    expect((await image(`/e/${id}/card.png`, { "if-none-match": served.headers.get("etag")! })).status).toBe(304);

    const html = (await api<string>("GET", `/e/${id}`)).body;
    expect(meta(html, "og:image")).toBe(`http://topcut.test/e/${id}/card.png?v=${etag}`);
    expect([meta(html, "og:image:width"), meta(html, "og:image:height"), meta(html, "og:image:type")]).toEqual(["1200", "630", "image/png"]);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:image")).toBe(meta(html, "og:image"));

    // The event moved on: the console sends the new card, and the preview names the new version.
    const second = await png(1200, 630, 0x90);
    const again = await ok(api<{ etag: string }>("PUT", `/api/events/${id}/card`, { png: base64(second) }, { cookie: org.cookie }));
    expect(again.etag).not.toBe(etag);
    expect((await image(`/e/${id}/card.png`)).bytes).toEqual(second);
    expect(meta((await api<string>("GET", `/e/${id}`)).body, "og:image")).toBe(`http://topcut.test/e/${id}/card.png?v=${again.etag}`);
  });

  it("refuses anything but a 1200x630 PNG at $.png, and anyone but the event's organizers, changing nothing", async () => {
    const org = await organizer("card-owner");
    const id = await createEvent(org.cookie, { name: "Card Guard" });
    const good = base64(await png(1200, 630));
    await ok(api("PUT", `/api/events/${id}/card`, { png: good }, { cookie: org.cookie }));
    const kept = (await image(`/e/${id}/card.png`)).bytes;

    const refusals: [unknown, number, string, RegExp][] = [
      [{ png: base64(await png(630, 1200)) }, 400, "$.png", /630x1200 pixels; it must be 1200x630/],
      [{ png: base64(new TextEncoder().encode("<svg onload=alert(1)></svg>")) }, 400, "$.png", /not a PNG image/],
      [{ png: "not base64!" }, 400, "$.png", /not base64/],
      [{ png: good, extra: 1 }, 400, "$.extra", /./],
    ];
    for (const [body, status, path, message] of refusals) {
      const r = await api<Refused>("PUT", `/api/events/${id}/card`, body, { cookie: org.cookie });
      expect({ status: r.status, path: r.body.error.path }).toEqual({ status, path });
      expect(r.body.error.message).toMatch(message);
    }
    // A judge runs the floor, not the event's face; a stranger and nobody signed in are refused too.
    const judge = await organizer("card-judge");
    const inv = await ok(api<CommandAnswer<"create-invite">>("POST", `/api/events/${id}/invites`, { commandId: cid(), role: "judge" }, { cookie: org.cookie }));
    await ok(api("POST", `/api/invites/${inv.token}/accept`, undefined, { cookie: judge.cookie }));
    const stranger = await organizer("card-stranger");
    expect((await api("PUT", `/api/events/${id}/card`, { png: good }, { cookie: judge.cookie })).status).toBe(403);
    expect((await api("PUT", `/api/events/${id}/card`, { png: good }, { cookie: stranger.cookie })).status).toBe(403);
    expect((await api("PUT", `/api/events/${id}/card`, { png: good })).status).toBe(401);
    // Another site's page cannot send one with the organizer's cookie (writes are same-origin JSON).
    const forged = await api("PUT", `/api/events/${id}/card`, { png: good }, { cookie: org.cookie, headers: { origin: "https://evil.example" } });
    expect(forged.status).toBe(403);
    expect((await image(`/e/${id}/card.png`)).bytes).toEqual(kept);
  });
});
