// Where an event's webhook may point: Discord's webhook addresses, or a host
// named in WEBHOOK_EXTRA_HOSTS (tests, self-hosters; plain http allowed there).
// Anything else is refused when the organizer sets it, so the Worker never
// posts to an address of someone's choosing (SSRF), as for push (push/hosts.ts).
import { extraHosts } from "../push/hosts.ts";

const DISCORD_HOSTS = ["discord.com", "discordapp.com", "canary.discord.com", "ptb.discord.com"];

/**
 * Why this webhook address is refused, or null.
 *
 * @example webhookUrlProblem("https://discord.com/api/webhooks/123/abc", undefined) // null
 * @example webhookUrlProblem("https://example.org/hook", undefined) // "must be a Discord webhook address ..."
 */
export function webhookUrlProblem(url: string, extra: string | undefined): string | null {
  if (url.length > 2048) return "is longer than 2048 characters";
  if (!URL.canParse(url)) return "is not a URL";
  const u = new URL(url);
  if (u.username !== "" || u.password !== "") return "cannot carry a user name or password";
  const hostPort = `${u.hostname}:${u.port || (u.protocol === "https:" ? "443" : "80")}`.toLowerCase();
  if ((u.protocol === "https:" || u.protocol === "http:") && extraHosts(extra).has(hostPort)) return null;
  const discord = DISCORD_HOSTS.includes(u.hostname.toLowerCase()) && (u.port === "" || u.port === "443");
  if (u.protocol === "https:" && discord && /^\/api\/webhooks\/\d+\/[\w-]+$/.test(u.pathname)) return null;
  return "must be a Discord webhook address (https://discord.com/api/webhooks/...) or on a host this server allows";
}
