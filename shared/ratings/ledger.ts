// The bookkeeping every system shares: current rating per profile, rated
// matches, last event, and one history point per event the profile played in.
import type { HistoryPoint, Person, PoolRatings, RatedEvent, RatingRow, RatingSystem, SkippedEvent } from "./types.ts";

interface Entry {
  profile: string;
  rating: number;
  ratedMatches: number;
  lastEvent: RatingRow["lastEvent"];
  history: HistoryPoint[];
  skill?: { mu: number; sigma: number };
}

export class Ledger {
  private readonly entries = new Map<string, Entry>();
  private readonly start: number;
  private event: RatedEvent | null = null;
  /** Rating and rated-match count at the start of the current event, per touched profile. */
  private touched = new Map<string, { rating: number; matches: number }>();
  readonly applied: string[] = [];
  readonly notes: string[] = [];
  readonly people: Record<string, Person> = {};

  constructor(start: number) {
    this.start = start;
  }

  get(profile: string): Entry {
    let e = this.entries.get(profile);
    if (!e) {
      e = { profile, rating: this.start, ratedMatches: 0, lastEvent: null, history: [] };
      this.entries.set(profile, e);
    }
    return e;
  }

  beginEvent(event: RatedEvent): void {
    this.event = event;
    this.touched = new Map();
    this.applied.push(event.id);
    Object.assign(this.people, event.people);
  }

  /** Marks a profile as taking part in the current event (before changing it). */
  touch(profile: string): Entry {
    const e = this.get(profile);
    if (!this.touched.has(profile)) this.touched.set(profile, { rating: e.rating, matches: e.ratedMatches });
    return e;
  }

  endEvent(): void {
    const ev = this.event!;
    for (const [profile, before] of this.touched) {
      const e = this.entries.get(profile)!;
      e.lastEvent = { id: ev.id, name: ev.name, finishedAt: ev.finishedAt, at: ev.at };
      e.history.push({
        event: ev.id,
        finishedAt: ev.finishedAt,
        rating: e.rating,
        delta: e.rating - before.rating,
        matches: e.ratedMatches - before.matches,
      });
    }
    this.event = null;
  }

  note(text: string): void {
    this.notes.push(`${this.event?.id ?? "?"}: ${text}`);
  }

  result(system: RatingSystem, pool: string, skipped: SkippedEvent[], provisional: (e: Entry) => boolean): PoolRatings {
    const rows: RatingRow[] = [...this.entries.values()]
      .sort((a, b) => (a.profile < b.profile ? -1 : a.profile > b.profile ? 1 : 0))
      .map((e) => {
        const row: RatingRow = {
          profile: e.profile,
          rating: e.rating,
          ratedMatches: e.ratedMatches,
          provisional: provisional(e),
          lastEvent: e.lastEvent,
          history: e.history,
        };
        if (e.skill) row.skill = e.skill;
        return row;
      });
    return { system, pool, rows, applied: this.applied, skipped, notes: this.notes, people: this.people };
  }
}
