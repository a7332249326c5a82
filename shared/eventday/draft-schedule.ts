// The full schedule of a draft as steps a judge reads aloud from a phone
// ("Pack 1, pick 3: 35 s"), from the timer settings. Magic booster and
// multiplayer drafts pick simultaneously, so one line serves the whole pod;
// Rochester and Dreamblade drafts lay each pack out on the table, so the
// schedule goes pack by pack (Dreamblade naming who opens and who drafts,
// R-DRAFT-2).
import { z } from "zod";
import { dreambladePickOrder, DREAMBLADE_PACK_SIZE } from "./pick-order.ts";
import { TimerSettings } from "./timers.ts";
import { type Outcome, ok, parseWith, refuse } from "./outcome.ts";

export const DraftParams = z.strictObject({
  format: z.enum(["magic-booster", "magic-rochester", "magic-multiplayer", "dreamblade"]),
  /** Players at the table. */
  podSize: z.number().int().min(2).max(16),
  /** Boosters per player. */
  boosters: z.number().int().min(1).max(6),
  /** Cards (miniatures) per pack; defaults 15 for Magic, 7 for Dreamblade. */
  packSize: z.number().int().min(1).max(30).optional(),
});
export type DraftParams = z.infer<typeof DraftParams>;

export interface DraftStep {
  /** "prepare": the active player unbags and lays out the pack (Dreamblade, R-DRAFT-3). */
  kind: "prepare" | "review" | "pick" | "last-pick";
  /** The step waits for the judge instead of a time (a "prepare" of 0 seconds). */
  hold?: boolean;
  /** Magic booster and multiplayer drafts: the way packs pass in this pack round (left, right, left). */
  pass?: "left" | "right";
  /** 1-based pack: the pack round for simultaneous drafts, the pack on the table otherwise. */
  pack: number;
  /** 1-based pick within the pack (absent on a review). */
  pick?: number;
  /** Seat drafting (Dreamblade only; seat 1 is the first active player). */
  seat?: number;
  /** 0 for a step with nothing to wait for (the last card). */
  seconds: number;
  /** The line a judge reads aloud. */
  text: string;
}

export interface DraftSchedule {
  steps: DraftStep[];
  totalSeconds: number;
}

function seconds(n: number): string {
  return n >= 60 && n % 60 === 0 ? `${n / 60} min` : n > 60 ? `${Math.floor(n / 60)} min ${n % 60} s` : `${n} s`;
}

/**
 * Every step of a draft, in order, with its time and the text to read aloud.
 * Refuses a Dreamblade pod outside 3 to 5 players or 2 to 3 boosters, and a
 * Magic pack size the pick-time table has no row for.
 */
export function draftSchedule(params: unknown, settings: TimerSettings): Outcome<DraftSchedule> {
  const p = parseWith(DraftParams, params, "$.params");
  if (!p.ok) return p;
  // Settings may be read back from storage: checked like any input.
  const checked = parseWith(TimerSettings, settings, "$.timers");
  if (!checked.ok) return checked;
  const timers = checked.value;
  const { format, podSize, boosters } = p.value;
  const steps: DraftStep[] = [];

  if (format === "dreamblade") {
    if (podSize < 3 || podSize > 5)
      return refuse("pod-size-impossible", "$.params.podSize", `a Dreamblade pod has 3 to 5 players (Dreamblade floor rules §630), not ${podSize}`);
    if (boosters !== 2 && boosters !== 3)
      return refuse("invalid", "$.params.boosters", `a Dreamblade draft uses 2 or 3 boosters per player (Dreamblade floor rules §630), not ${boosters}`);
    const t = timers.dreambladeDraft;
    const packs = dreambladePickOrder(podSize, boosters, p.value.packSize ?? DREAMBLADE_PACK_SIZE);
    const prepare = t.prepareSeconds ?? 60;
    for (const pack of packs) {
      const head = `Pack ${pack.pack} of ${packs.length}`;
      // R-DRAFT-3: the miniatures come out of their bags and are laid out before the review.
      steps.push(
        prepare > 0
          ? {
              kind: "prepare",
              pack: pack.pack,
              seat: pack.opener,
              seconds: prepare,
              text: `${head}: seat ${pack.opener} unbags and lays out the miniatures (others may help), ${seconds(prepare)}`,
            }
          : {
              kind: "prepare",
              pack: pack.pack,
              seat: pack.opener,
              seconds: 0,
              hold: true,
              text: `${head}: seat ${pack.opener} unbags and lays out the miniatures (others may help); the judge starts the review`,
            },
      );
      steps.push({
        kind: "review",
        pack: pack.pack,
        pick: 1,
        seat: pack.opener,
        seconds: t.reviewSeconds,
        text: `${head}: seat ${pack.opener} lays it out; review ${seconds(t.reviewSeconds)}, then seat ${pack.opener} drafts pick 1 (${pack.direction})`,
      });
      pack.picks.slice(1).forEach((seat, i) => {
        const pick = i + 2;
        const last = pick === pack.picks.length;
        steps.push(
          last
            ? {
                kind: "last-pick",
                pack: pack.pack,
                pick,
                seat,
                seconds: t.lastPickSeconds,
                text: `${head}, pick ${pick}: seat ${seat} takes the last miniature${t.lastPickSeconds ? `, ${seconds(t.lastPickSeconds)}` : ""}`,
              }
            : { kind: "pick", pack: pack.pack, pick, seat, seconds: t.pickSeconds, text: `${head}, pick ${pick}: seat ${seat}, ${seconds(t.pickSeconds)}` },
        );
      });
    }
  } else if (format === "magic-rochester") {
    const t = timers.rochesterDraft;
    const packSize = p.value.packSize ?? 15;
    const packs = podSize * boosters;
    for (let pack = 1; pack <= packs; pack++) {
      steps.push({ kind: "review", pack, seconds: t.reviewSeconds, text: `Pack ${pack} of ${packs}: laid out, review ${seconds(t.reviewSeconds)}` });
      for (let pick = 1; pick <= packSize; pick++) {
        steps.push(
          pick === packSize
            ? { kind: "last-pick", pack, pick, seconds: 0, text: `Pack ${pack}, pick ${pick}: last card` }
            : { kind: "pick", pack, pick, seconds: t.pickSeconds, text: `Pack ${pack}, pick ${pick}: ${seconds(t.pickSeconds)}` },
        );
      }
    }
  } else {
    const multi = format === "magic-multiplayer";
    const packSize = p.value.packSize ?? 15;
    const table = multi ? timers.multiplayerDraft.pickSeconds[String(packSize)] : timers.magicBoosterDraft.pickSeconds;
    if (!table)
      return refuse(
        "invalid",
        "$.params.packSize",
        `the multiplayer pick-time table has no column for ${packSize}-card boosters (the Magic tournament rules' Appendix B has 15 and 14)`,
      );
    const perPick = multi ? timers.multiplayerDraft.cardsPerPick : 1;
    for (let pack = 1; pack <= boosters; pack++) {
      // Packs pass left, then right, then left again.
      const pass = pack % 2 === 1 ? "left" : "right";
      let pick = 1;
      for (let left = packSize; left > 0; left -= perPick, pick++) {
        const time = table[String(left)];
        if (time === undefined) {
          // Past the table's last row the rest of the pack goes with no choice (R-TIME-3: the last card has no time).
          if (left > perPick) return refuse("invalid", "$.params.packSize", `the pick-time table has no row for ${left} cards left`);
          steps.push({
            kind: "last-pick",
            pack,
            pick,
            pass,
            seconds: 0,
            text: `Pack ${pack}, pick ${pick}: last ${left === 1 ? "card" : `${left} cards`}, no timer`,
          });
          break;
        }
        steps.push({ kind: "pick", pack, pick, pass, seconds: time, text: `Pack ${pack}, pick ${pick}: ${seconds(time)}` });
      }
      if (pack < boosters) {
        const review = multi
          ? timers.multiplayerDraft.reviewSeconds
          : timers.magicBoosterDraft.firstReviewSeconds + (pack - 1) * timers.magicBoosterDraft.reviewIncrementSeconds;
        steps.push({ kind: "review", pack, seconds: review, text: `Review after pack ${pack}: ${seconds(review)}` });
      }
    }
  }
  return ok({ steps, totalSeconds: steps.reduce((s, x) => s + x.seconds, 0) });
}
