// A notice in the player's language, as the phone shows it: the event's name
// as the title, one line of what to do, and the player's page at that round
// to open on a tap. Small (under 3 KB with any names) and plain text.
import type { Notice } from "./notices.ts";

export type Lang = "en" | "ja";

/** What the service worker shows (web/src/sw.ts): the payload of one push message. */
export interface PushNote {
  title: string;
  body: string;
  /** The page a tap opens (same origin path). */
  url: string;
  /** Notices of one kind and round replace each other on the lock screen. */
  tag: string;
}

/** 1st, 2nd, 3rd, 4th, ..., 11th-13th, 21st, ... */
function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

function roundName(n: Extract<Notice, { kind: "round" }>, lang: Lang): string {
  if (n.stage === "swiss") return lang === "ja" ? `第${n.round}回戦` : `Round ${n.round}`;
  const size = n.tables;
  const en = size <= 1 ? "Final" : size === 2 ? "Semifinals" : size === 4 ? "Quarterfinals" : `Playoff round ${n.round}`;
  const ja = size <= 1 ? "決勝" : size === 2 ? "準決勝" : size === 4 ? "準々決勝" : `プレーオフ第${n.round}回戦`;
  return lang === "ja" ? ja : en;
}

function withPoints(o: { name: string; points: number | null }, lang: Lang): string {
  if (o.points === null) return o.name;
  return lang === "ja" ? `${o.name}（${o.points}点）` : `${o.name} (${o.points} pts)`;
}

function body(n: Notice, lang: Lang): string {
  switch (n.kind) {
    case "round": {
      const name = roundName(n, lang);
      const changed = n.changed ? (lang === "ja" ? "変更：" : "Changed: ") : "";
      if (n.table === null) return `${changed}${name}${lang === "ja" ? " 不戦勝（バイ）" : " - bye"}`;
      const others = n.opponents.map((o) => withPoints(o, lang));
      if (n.seat !== null) {
        return lang === "ja"
          ? `${changed}${name} ${n.table}卓 ${n.seat}席：${others.join("、")}と対戦`
          : `${changed}${name} - table ${n.table}, seat ${n.seat}, with ${others.join(", ")}`;
      }
      return lang === "ja" ? `${changed}${name} ${n.table}卓 対 ${others.join("、")}` : `${changed}${name} - table ${n.table} vs ${others.join(", ")}`;
    }
    case "confirm":
      return lang === "ja"
        ? `第${n.round}回戦 ${n.table}卓：${n.by}さんが結果を報告しました。コードで確認してください。`
        : `Round ${n.round} - table ${n.table}: ${n.by} reported the result. Confirm it with your code.`;
    case "final":
      return lang === "ja" ? `最終順位：${n.of}人中${n.place}位でした。` : `Final standings: you placed ${ordinal(n.place)} of ${n.of}.`;
  }
}

/**
 * The notice as one push message for `player` of event `event`, in `lang`.
 *
 * @example pushNote({ kind: "final", place: 3, of: 24 }, "en", { id: "k3v9q2m7x1bd", name: "Spring Open" }, "p7")
 * // { title: "Spring Open", body: "Final standings: you placed 3rd of 24.", url: "/e/k3v9q2m7x1bd/p/p7", tag: "k3v9q2m7x1bd:final" }
 */
export function pushNote(n: Notice, lang: Lang, event: { id: string; name: string }, player: string): PushNote {
  const page = `/e/${encodeURIComponent(event.id)}/p/${encodeURIComponent(player)}`;
  const round = n.kind === "final" ? null : n.round;
  return {
    title: event.name,
    body: body(n, lang),
    url: round === null ? page : `${page}?round=${round}`,
    tag: `${event.id}:${n.kind}${round === null ? "" : `:${round}`}`,
  };
}
