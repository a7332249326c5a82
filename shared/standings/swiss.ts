// Per-player aggregates of the one-on-one profiles (club, dci-2009,
// dreamblade), gathered in ONE pass over the reported Swiss matches so the
// tiebreakers can be computed without revisiting rounds (5,000 players ×
// 10 rounds stays linear).
import type { Tournament } from "../model/types.ts";
import { stageOf, viewMatch } from "../model/matches.ts";
import type { OneOnOneProfile } from "../rules/profiles.ts";
import { pairOutcome } from "./outcome.ts";

export interface SwissAggregates {
  /** Player index by id, in t.players order. */
  index: Map<string, number>;
  points: Float64Array;
  wins: Int32Array;
  losses: Int32Array;
  draws: Int32Array;
  byes: Int32Array;
  /** Match points and matches that count in the player's own MW%. */
  mwPoints: Float64Array;
  mwMatches: Int32Array;
  /** Game points and games that count in the player's own GW%. */
  gamePoints: Float64Array;
  games: Int32Array;
  /** Opponents met in matches that count in percentages, one entry per match. */
  opponents: number[][];
  /** Opponents beaten / lost to, per player (for direct competition). */
  beat: number[][];
  lostTo: number[][];
  /** Opponents drawn with (played or intentional draws). */
  drew: number[][];
}

/** Swiss rounds (stage absent or "swiss") numbered 1..throughRound. */
export function countedRounds(t: Tournament, throughRound?: number) {
  const last = throughRound ?? Number.POSITIVE_INFINITY;
  return t.rounds.filter((r) => stageOf(r) === "swiss" && r.number <= last);
}

export function playerIndex(t: Tournament): Map<string, number> {
  const index = new Map<string, number>();
  t.players.forEach((p, i) => index.set(p.id, i));
  return index;
}

export function aggregateSwiss(t: Tournament, profile: OneOnOneProfile, throughRound?: number): SwissAggregates {
  const n = t.players.length;
  const index = playerIndex(t);
  const a: SwissAggregates = {
    index,
    points: new Float64Array(n),
    wins: new Int32Array(n),
    losses: new Int32Array(n),
    draws: new Int32Array(n),
    byes: new Int32Array(n),
    mwPoints: new Float64Array(n),
    mwMatches: new Int32Array(n),
    gamePoints: new Float64Array(n),
    games: new Int32Array(n),
    opponents: Array.from({ length: n }, () => []),
    beat: Array.from({ length: n }, () => []),
    lostTo: Array.from({ length: n }, () => []),
    drew: Array.from({ length: n }, () => []),
  };
  const P = profile.points;
  const G = profile.gamePoints;
  // An awarded match is recorded as the games needed to win it (2-0 in best
  // of three, 1-0 in Dreamblade's one-game matches); a bye as the profile's
  // fixed score (R-BYE-1: a 2-0 win).
  const gamesToWin = profile.singleGameMatches ? 1 : Math.ceil(t.options.bestOf / 2);

  const credit = (i: number, won: number, lost: number, drawn: number) => {
    a.gamePoints[i]! += won * G.win + drawn * G.draw;
    a.games[i]! += won + lost + drawn;
  };
  const counted = (i: number, matchPoints: number) => {
    a.mwPoints[i]! += matchPoints;
    a.mwMatches[i]! += 1;
  };
  // A decided match, awarded or played: points, record and direct competition.
  const decided = (w: number, l: number) => {
    a.points[w]! += P.win;
    a.points[l]! += P.loss;
    a.wins[w]! += 1;
    a.losses[l]! += 1;
    a.beat[w]!.push(l);
    a.lostTo[l]!.push(w);
  };

  for (const round of countedRounds(t, throughRound)) {
    for (const match of round.matches) {
      const view = viewMatch(match);
      if (view.kind === "bye") {
        const i = index.get(view.match.players[0]);
        if (i === undefined) continue;
        a.points[i]! += P.bye;
        a.byes[i]! += 1;
        if (profile.bye === "own-only") {
          counted(i, P.bye);
          credit(i, profile.byeGamesWon, 0, 0);
        }
        continue;
      }
      if (view.kind === "late-loss") {
        // 0 points, outside all percentages, in every profile.
        const i = index.get(view.match.players[0]);
        if (i !== undefined) a.losses[i]! += 1;
        continue;
      }
      if (view.kind === "pod") continue; // pods belong to the commander profile
      const m = view.match;
      if (!m.result) continue; // still being played
      const i = index.get(m.players[0]);
      const j = index.get(m.players[1]);
      if (i === undefined || j === undefined) continue;
      const out = pairOutcome(m, m.result);
      const ids: [number, number] = [i, j];
      if (out.kind === "awarded") {
        const w = ids[out.side];
        const l = ids[1 - out.side]!;
        decided(w, l);
        if (profile.awardedInPercentages) {
          counted(w, P.win);
          counted(l, P.loss);
          credit(w, gamesToWin, 0, 0);
          credit(l, 0, gamesToWin, 0);
          a.opponents[i]!.push(j);
          a.opponents[j]!.push(i);
        }
        continue;
      }
      a.opponents[i]!.push(j);
      a.opponents[j]!.push(i);
      if (out.kind === "intentional-draw" || out.kind === "draw") {
        a.points[i]! += P.draw;
        a.points[j]! += P.draw;
        a.draws[i]! += 1;
        a.draws[j]! += 1;
        a.drew[i]!.push(j);
        a.drew[j]!.push(i);
        counted(i, P.draw);
        counted(j, P.draw);
        if (out.kind === "draw") {
          credit(i, out.games[0], out.games[1], out.games[2]);
          credit(j, out.games[1], out.games[0], out.games[2]);
        } else if (profile.intentionalDrawGames) {
          // The current MTR records an intentional draw 0-0-3: unplayed games, worth 0, that count as games.
          a.games[i]! += profile.intentionalDrawGames;
          a.games[j]! += profile.intentionalDrawGames;
        }
        continue;
      }
      const w = ids[out.side];
      const l = ids[1 - out.side]!;
      decided(w, l);
      counted(w, P.win);
      counted(l, P.loss);
      // Games count as played, flip or not: 1-1 is 1-1 in GW%.
      credit(i, out.games[0], out.games[1], out.games[2]);
      credit(j, out.games[1], out.games[0], out.games[2]);
    }
  }
  return a;
}
