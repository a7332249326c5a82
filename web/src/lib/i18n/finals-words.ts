// Strings of the Commander multiplayer finals without a winner (R-CMD-5): the
// console's "who was eliminated before time" and the bracket's "advances".
// Both languages here, loaded with the console's and the bracket's chunks,
// not the main dictionaries (the public event page's 40 KB budget).
import { fmtNumber, locale } from "./i18n.ts";

const en = {
  "nw.open": "No winner at time…",
  "nw.question": "Time is over without a winner: tick who was eliminated before time. The best-ranked player still in the game advances.",
  "nw.eliminated": "{name}: eliminated",
  "nw.advances": "Advances: {name} (best qualifying rank still in the game)",
  "nw.allOut": "One player must still be in the game.",
  "nw.confirm": "No winner · {name} advances",
  "nw.back": "Back",
  "nw.swissAll": "No winner (everyone loses)",
  "br.advances": "{name} advances (no winner at time; best qualifying rank still in the game)",
  "br.eliminated": "eliminated",
  "br.champion": "Champion: {name}",
  "br.waiting": "Waiting for the semifinal winners; seats follow the qualifying rank.",
  "br.scrollCue": "Swipe sideways for the later rounds →",
  "staff.hidden": "Players do not see these points and results until the Swiss rounds end; only staff do.",
  "ties.cut":
    "Tied at place {place} on {points} points: {names}. Dead even, so registration order decides (registered first goes ahead, R-TB-6). {advance}: {who}.",
  "ties.advance": "Advancing",
  "ties.advanced": "Advanced",
  "ties.seeds": "Tied at place {place} on {points} points: {names}. Dead even, so their seeds follow registration order (registered first goes ahead, R-TB-6).",
};

export type FinalsKey = keyof typeof en;

const ja: Record<FinalsKey, string> = {
  "nw.open": "時間切れ・勝者なし…",
  "nw.question":
    "時間内に勝者が決まりませんでした。時間前に敗退したプレイヤーにチェックを入れてください。残ったプレイヤーのうち予選順位が最上位の人が勝ち上がります。",
  "nw.eliminated": "{name}：敗退",
  "nw.advances": "勝ち上がり：{name}（残ったプレイヤーで予選順位が最上位）",
  "nw.allOut": "少なくとも1人は残っている必要があります。",
  "nw.confirm": "勝者なしで確定・{name}が勝ち上がり",
  "nw.back": "戻る",
  "nw.swissAll": "勝者なし（全員敗北）",
  "br.advances": "{name}が勝ち上がり（時間切れ・残ったプレイヤーで予選順位が最上位）",
  "br.eliminated": "敗退",
  "br.champion": "優勝：{name}",
  "br.waiting": "準決勝の勝者を待っています。席順は予選順位のとおりです。",
  "br.scrollCue": "横にスワイプすると次のラウンドが見られます →",
  "staff.hidden": "この持ち点と結果は、スイスラウンドが終わるまでプレイヤーには非公開です（スタッフだけに表示）。",
  "ties.cut": "{place}位タイ（{points}点）：{names}。完全に同点のため登録順で決まります（先に登録した人が上位、R-TB-6）。{advance}：{who}",
  "ties.advance": "進出",
  "ties.advanced": "進出",
  "ties.seeds": "{place}位タイ（{points}点）：{names}。完全に同点のため、シードは登録順です（先に登録した人が上位、R-TB-6）。",
};

/** Like t(): the string for `key` in the current language, placeholders filled in. */
export function ft(key: FinalsKey, vars?: Record<string, string | number>): string {
  const s = (locale() === "ja" ? ja : en)[key];
  if (!vars) return s;
  return s.replace(/\{(\w+)\}/g, (m, k: string) => (k in vars ? String(typeof vars[k] === "number" ? fmtNumber(vars[k] as number) : vars[k]) : m));
}

/** A group of dead-even players the cut or the seeds separated (shared/playoffs/ties.ts). */
export interface TieForWords {
  place: number;
  points: number;
  players: string[];
  advancing: number;
}

/**
 * One sentence per tie the final stage settled by registration order: who was
 * level, and who goes ahead ("advance" before the stage starts, "advanced" after).
 */
export function tieLines(ties: readonly TieForWords[], name: (id: string) => string, when: "before" | "after"): string[] {
  const list = (ids: readonly string[]) => ids.map(name).join(locale() === "ja" ? "、" : ", ");
  return ties.map((tie) => {
    const facts = { place: tie.place, points: tie.points, names: list(tie.players) };
    if (tie.advancing >= tie.players.length) return ft("ties.seeds", facts);
    return ft("ties.cut", { ...facts, who: list(tie.players.slice(0, tie.advancing)), advance: ft(when === "before" ? "ties.advance" : "ties.advanced") });
  });
}
