// The client address that rate limits count against (docs/platform.md,
// "Client address"). Cloudflare sets CF-Connecting-IP and a client cannot
// forge it; X-Forwarded-For is anyone's to write, so it is read only when
// TRUST_X_FORWARDED_FOR = "true" says a proxy of ours sets it. IPv6 clients
// count per /64 (one subscriber usually holds a whole /64).

export interface AddressSettings {
  TRUST_X_FORWARDED_FOR?: string;
}

/** The key for one client: an IPv4 address, an IPv6 /64 ("2001:db8:1:2::/64"), or "local" without any address. */
export function clientAddress(headers: Headers, env: AddressSettings): string {
  const cf = headers.get("cf-connecting-ip")?.trim() || null;
  if (env.TRUST_X_FORWARDED_FOR === "true") {
    // The proxy appends the address it saw; the last entry that is not Cloudflare's own view of the proxy is the client.
    const hops = (headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((h) => h.trim())
      .filter(Boolean);
    while (hops.length > 1 && hops[hops.length - 1] === cf) hops.pop();
    const forwarded = hops[hops.length - 1];
    if (forwarded) return normalize(forwarded);
  }
  // `npm start` (wrangler dev) sets CF-Connecting-IP to the socket's address (127.0.0.1); a bare workerd may not: one shared key.
  return cf ? normalize(cf) : "local";
}

function normalize(address: string): string {
  const mapped = /^\[?::ffff:(\d+\.\d+\.\d+\.\d+)\]?$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address.slice(0, 64);
  const groups = expandIpv6(address);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : address.slice(0, 64);
}

/** The eight 16-bit groups of an IPv6 address (hex, no leading zeros), or null when it is not one. */
function expandIpv6(address: string): string[] | null {
  let text = address
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "")
    .toLowerCase();
  // An embedded IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => parseInt(g, 16).toString(16));
}
