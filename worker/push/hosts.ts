// Where the Worker may send a push message (and so what a subscription's
// endpoint may be): https on a browser vendor's push service, or a host named
// in PUSH_EXTRA_HOSTS (tests, self-hosters), where plain http is allowed too.
// Anything else is refused at subscribe time, so a subscription can never
// make the Worker call an address of the attacker's choosing (SSRF).

/** The push services of Chrome and Android (FCM), Firefox (autopush), Safari (Apple) and Edge (WNS). */
const KNOWN_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "web.push.apple.com"];
const KNOWN_SUFFIXES = [".notify.windows.com", ".push.apple.com"];

/** PUSH_EXTRA_HOSTS, comma separated `host:port`. */
export function extraHosts(setting: string | undefined): Set<string> {
  return new Set(
    (setting ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter((h) => h !== ""),
  );
}

/**
 * Why this endpoint is refused, or null.
 *
 * @example endpointProblem("https://fcm.googleapis.com/fcm/send/abc", undefined) // null
 * @example endpointProblem("http://169.254.169.254/", undefined) // "must be https on a known push service ..."
 */
export function endpointProblem(endpoint: string, extra: string | undefined): string | null {
  if (endpoint.length > 2048) return "is longer than 2048 characters";
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "is not a URL";
  }
  if (url.username !== "" || url.password !== "") return "cannot carry a user name or password";
  const hostPort = `${url.hostname}:${url.port || (url.protocol === "https:" ? "443" : "80")}`.toLowerCase();
  if ((url.protocol === "https:" || url.protocol === "http:") && extraHosts(extra).has(hostPort)) return null;
  const host = url.hostname.toLowerCase();
  const known = KNOWN_HOSTS.includes(host) || KNOWN_SUFFIXES.some((s) => host.endsWith(s));
  if (url.protocol === "https:" && known && (url.port === "" || url.port === "443")) return null;
  return "must be https on a known push service (FCM, Mozilla, Apple or Windows)";
}
