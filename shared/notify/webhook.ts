// What an event's webhook (Discord's format, or any receiver of it) is told
// after a command: a round's pairings once public, the standings once a Swiss
// round is complete and standings are public, the top cut, the champion.
// Plain text in Discord's markdown, names escaped so a player's name can
// neither format the message nor ping anyone (and `allowed_mentions` is empty).
import { isSwiss, stageOf } from "../model/matches.ts";
import { finalRankingOf, standingsSoFarOf, standingsVisible } from "../commands/engine.ts";
import type { PlatformState } from "../commands/state.ts";
import { lastCompleteSwissRound } from "../standings/progress.ts";
import { recordText } from "../standings/record.ts";

/** One webhook message: Discord's `content` and `embeds`, and no mentions of anyone. */
export interface WebhookMessage {
  content: string;
  embeds?: { title: string; description: string; url?: string }[];
  allowed_mentions: { parse: [] };
}

/** Discord's markdown characters and mention starts, escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\*_~`|>#[\]()-])/g, "\\$1").replace(/@/g, "@\u200b");
}

const message = (content: string, embed?: { title: string; description: string; url?: string }): WebhookMessage => ({
  content,
  ...(embed ? { embeds: [embed] } : {}),
  allowed_mentions: { parse: [] },
});

function publicRounds(s: PlatformState | null): number {
  return s ? s.tournament.rounds.length - (s.unpublished !== undefined ? 1 : 0) : 0;
}

function roundName(s: PlatformState, n: number): string {
  const r = s.tournament.rounds[n - 1]!;
  if (isSwiss(r)) return `Round ${n}`;
  const tables = r.matches.filter((m) => "table" in m).length;
  return tables <= 1 ? "The final" : tables === 2 ? "The semifinals" : tables === 4 ? "The quarterfinals" : `Playoff round ${n}`;
}

/**
 * The messages a change calls for, oldest news first. `page` is the event's public page.
 *
 * @example webhookMessages(before, after, "https://topcut.example/e/k3v9q2m7x1bd")
 * // [{ content: "**Spring Open**: Round 3 pairings are up. https://topcut.example/e/k3v9q2m7x1bd", allowed_mentions: { parse: [] } }]
 */
export function webhookMessages(before: PlatformState | null, after: PlatformState, page: string): WebhookMessage[] {
  const t = after.tournament;
  const name = `**${escapeMarkdown(t.name)}**`;
  const names = new Map(t.players.map((p) => [p.id, escapeMarkdown(p.name)]));
  const out: WebhookMessage[] = [];
  const visible = standingsVisible(t);
  // Standings after a Swiss round that has just been completed, where players may see them.
  const complete = lastCompleteSwissRound(t);
  if (before && visible && complete > lastCompleteSwissRound(before.tournament) && complete <= publicRounds(after)) {
    const rows = standingsSoFarOf(t)?.rows.slice(0, 8) ?? [];
    if (rows.length > 0) {
      const lines = rows.map((r) => `${r.place}. ${names.get(r.player) ?? r.player} — ${r.points} pts (${recordText(r.record)})`);
      out.push(
        message(`${name}: standings after round ${complete}.`, { title: `Standings after round ${complete}`, description: lines.join("\n"), url: page }),
      );
    }
  }
  const shown = publicRounds(after);
  if (shown > publicRounds(before)) {
    const round = t.rounds[shown - 1]!;
    // The first round of the final stage records who advanced: that is the top cut.
    if (stageOf(round) !== "swiss" && round.seeds) {
      const seeds = round.seeds.map((id, i) => `${i + 1}. ${names.get(id) ?? id}`);
      out.push(
        message(`${name}: the top ${round.seeds.length} is set. ${page}`, { title: `Top ${round.seeds.length}`, description: seeds.join("\n"), url: page }),
      );
    } else {
      out.push(message(`${name}: ${roundName(after, shown)} pairings are up. ${page}`));
    }
  }
  if (after.status === "finished" && before?.status !== "finished") {
    const champion = finalRankingOf(t)?.find((e) => e.place === 1);
    if (champion) out.push(message(`🏆 ${names.get(champion.player) ?? escapeMarkdown(champion.name)} wins ${name}! ${page}`));
  }
  return out;
}

/** A test message, sent from the console to check the address. */
export function testWebhookMessage(state: PlatformState, page: string): WebhookMessage {
  return message(
    `Test message from Topcut for **${escapeMarkdown(state.tournament.name)}**: this channel will get its pairings, standings and results. ${page}`,
  );
}

/**
 * A webhook address as staff see it: its host and path with the token (the last
 * segment, and any query) hidden but for its last 4 characters.
 *
 * @example maskedWebhook("https://discord.com/api/webhooks/123/abcdefgh") // "https://discord.com/api/webhooks/123/…efgh"
 */
export function maskedWebhook(url: string): string {
  if (!URL.canParse(url)) return "…";
  const u = new URL(url);
  const parts = u.pathname.split("/");
  const last = parts.pop() ?? "";
  return `${u.origin}${parts.join("/")}/…${last.slice(-4)}`;
}
