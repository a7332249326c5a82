// Ratings and leaderboards per game format: pure, replayable functions.
// Correcting an event, deleting one or merging profiles is a replay with
// changed inputs. docs/ratings.md explains each system.
export * from "./types.ts";
export { ratedEventFrom, parseRatedEvent, readRatedEvents, instantOf } from "./event.ts";
export { poolKey, exclusionOf, selectPool, groupByPool, byFinish, TWO_HEADED_GIANT } from "./pools.ts";
export { winProbability, eloUpdate, replayClub, replayDci, CLUB, DCI } from "./elo.ts";
export { replayDreamblade, Season, DREAMBLADE_POINTS, type DreambladeRatings, type SeasonRatings } from "./dreamblade.ts";
export { replayCommander, commanderRating, COMMANDER } from "./commander.ts";
export { leaderboard, shownRating, monthsBefore, LeaderboardOptions, type Leaderboard, type LeaderboardRow } from "./leaderboard.ts";
export { mergeProfiles } from "./merge.ts";
export { historyChart, type HistoryChart, type ChartPoint } from "./chart.ts";
