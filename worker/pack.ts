// The events row holds the whole state and the public view as JSON. A large
// event (2,000 players, 11 rounds: ~0.9 MB + ~1.4 MB) would pass D1's 2 MB row
// limit, so both are stored gzip-compressed (about ten times smaller), as
// base64 text with a "gz:" prefix. Plain JSON (older rows) still reads.

const PREFIX = "gz:";

async function streamBytes(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

function toBase64(bytes: Uint8Array): string {
  let out = "";
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) out += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return btoa(out);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export async function packJson(json: string): Promise<string> {
  return packed(await gzip(json));
}

/** The text gzip-compressed (what a tournament object keeps as its checkpoint). */
export async function gzip(text: string): Promise<Uint8Array> {
  return streamBytes(new Blob([text]).stream().pipeThrough(new CompressionStream("gzip")));
}

export async function gunzip(bytes: Uint8Array): Promise<string> {
  return new TextDecoder().decode(await streamBytes(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(new DecompressionStream("gzip"))));
}

/** Compressed bytes as a column's text ("gz:" and base64). */
export function packed(gz: Uint8Array): string {
  return PREFIX + toBase64(gz);
}

/** The JSON text of a stored column, compressed or not. */
export async function unpackJson(stored: string): Promise<string> {
  if (!stored.startsWith(PREFIX)) return stored;
  return gunzip(fromBase64(stored.slice(PREFIX.length)));
}
