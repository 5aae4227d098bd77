import { Draw, type DrawEvent, type DrawLine, type Fixture } from '@baseline/contract';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../calendar-entry.js';
import { bracketSize, seedCount } from './bracket.js';
import { demoDraw, demoEntrantIds } from './demo-draw.js';
import { demoSeason } from './season-table.js';

const season = demoSeason();
/** After the whole demo season: every draw complete. */
const LATER = '2027-06-01';

function entryWith(predicate: (entry: CalendarEntry) => boolean): CalendarEntry {
  const entry = season.find(predicate);
  if (!entry) throw new Error('no such tournament in the demo season');
  return entry;
}

function eventOf(draw: Draw | null, code: string): DrawEvent {
  const event = draw?.Associations[0]?.Events.find((candidate) => candidate.EventTypeCode === code);
  if (!event) throw new Error(`no ${code} event`);
  return event;
}

const linesOf = (fixtures: Fixture[]) => fixtures.flatMap((fixture) => [fixture.DrawLineTop, fixture.DrawLineBottom]);
const idsOf = (line: DrawLine | null) => line?.Players.map((player) => player.PlayerId).join('+') ?? 'bye';
const winnerLine = (fixture: Fixture) =>
  fixture.Result?.Winner === 1 ? fixture.DrawLineTop : fixture.Result?.Winner === 2 ? fixture.DrawLineBottom : null;

describe('demo season', () => {
  it('holds the real 2025 and 2026 tour and the 2026 challenger calendars', () => {
    expect(season).toHaveLength(320);
    expect(season.filter((entry) => entry.TournamentType === 'CH')).toHaveLength(190);
    expect(season.find((entry) => entry.TournamentId === '9900' && entry.TournamentYear === 2025)).toMatchObject({
      TournamentTitle: 'United Cup',
      PlayStartDate: '2024-12-27',
      PlayEndDate: '2025-01-05',
    });
  });
});

describe.each([28, 32, 48, 56, 96, 128])('a finished %i-line singles draw', (lines) => {
  const entry = entryWith((candidate) => candidate.SinglesDrawSize === lines);
  const draw = demoDraw(entry, LATER);
  const singles = eventOf(draw, 'MS');
  const size = bracketSize(lines);
  const firstRound = linesOf(singles.Rounds[0]?.Fixtures ?? []);

  it('has every round, first to final, numbered up to 7', () => {
    expect(singles.Rounds.map((round) => round.RoundIdModernized)).toEqual(
      Array.from({ length: Math.log2(size) }, (_, at) => 8 - Math.log2(size) + at),
    );
    expect(singles.Rounds.at(-1)?.RoundName).toBe('Final');
    expect(singles.Rounds.map((round) => round.Fixtures.length)).toEqual(
      Array.from({ length: Math.log2(size) }, (_, at) => size / 2 ** (at + 1)),
    );
  });

  it('has one bye per missing entrant, each opposite a top seed', () => {
    expect(firstRound.filter((line) => line === null)).toHaveLength(size - lines);
    expect(firstRound.filter((line) => line !== null)).toHaveLength(lines);
    for (const fixture of singles.Rounds[0]?.Fixtures ?? []) {
      if (fixture.DrawLineTop && fixture.DrawLineBottom) continue;
      const player = fixture.DrawLineTop ?? fixture.DrawLineBottom;
      expect(player?.Seed).toBeLessThanOrEqual(size - lines);
      expect(fixture.Result).toEqual({ Winner: fixture.DrawLineTop ? 1 : 2, SetResults: [], Reason: null });
    }
  });

  it('places each seed once, 1 on the top line and 2 on the bottom line', () => {
    const seeds = firstRound.flatMap((line) => (line?.Seed ? [line.Seed] : []));
    expect(seeds.toSorted((a, b) => a - b)).toEqual(Array.from({ length: seedCount(lines) }, (_, at) => at + 1));
    expect(firstRound[0]?.Seed).toBe(1);
    expect(firstRound.at(-1)?.Seed).toBe(2);
  });

  it('has qualifiers and wild cards, each player once', () => {
    expect(firstRound.filter((line) => line?.EntryType === 'Q' || line?.EntryType === 'LL').length).toBe(
      Math.ceil(lines / 8),
    );
    expect(firstRound.some((line) => line?.EntryType === 'WC')).toBe(true);
    const ids = firstRound.flatMap((line) => line?.Players.map((player) => player.PlayerId) ?? []);
    expect(new Set(ids).size).toBe(lines);
  });

  it('sends each fixture winner, and only them, to the next round, down to a champion', () => {
    singles.Rounds.slice(1).forEach((round, index) => {
      const previous = singles.Rounds[index]?.Fixtures ?? [];
      expect(linesOf(round.Fixtures).map(idsOf)).toEqual(previous.map((fixture) => idsOf(winnerLine(fixture))));
    });
    const final = singles.Rounds.at(-1)?.Fixtures ?? [];
    expect(final).toHaveLength(1);
    expect(final.map((fixture) => winnerLine(fixture)?.Players[0]?.Winner)).toEqual([true]);
  });
});

describe('doubles', () => {
  const draws = season.map((entry) => demoDraw(entry, LATER)).filter((draw) => draw !== null);
  const doubles = draws.flatMap(
    (draw) => draw.Associations[0]?.Events.filter((event) => event.EventTypeCode === 'MD') ?? [],
  );
  const fixtures = doubles.flatMap((event) => event.Rounds.flatMap((round) => round.Fixtures));

  it('has two players on every line', () => {
    expect(doubles.length).toBeGreaterThan(300);
    expect(linesOf(fixtures).every((line) => line === null || line.Players.length === 2)).toBe(true);
  });

  it('plays a match tiebreak instead of a deciding set, stored as a 1-0 third set', () => {
    const thirdSets = fixtures.flatMap((fixture) =>
      fixture.Result?.Reason === null ? fixture.Result.SetResults.slice(2) : [],
    );
    expect(thirdSets.length).toBeGreaterThan(100);
    for (const set of thirdSets) {
      expect(set.GamesA + set.GamesB).toBe(1);
      expect(Math.max(set.TiebreakA ?? 0, set.TiebreakB ?? 0)).toBeGreaterThanOrEqual(10);
    }
  });
});

describe('the season as a whole', () => {
  const draws = season.map((entry) => demoDraw(entry, LATER));
  const fixtures = draws
    .flatMap((draw) => draw?.Associations.flatMap((association) => association.Events) ?? [])
    .flatMap((event) => event.Rounds.flatMap((round) => round.Fixtures));

  it("gives every draw in the contract's shape", () => {
    expect(draws.filter((draw) => draw !== null)).toHaveLength(320);
    for (const draw of draws) if (draw) expect(Value.Check(Draw, draw)).toBe(true);
  });

  it('tells the players of every draw but the team events without making it', () => {
    const told = season.filter((entry) => demoEntrantIds(entry) !== undefined);
    expect(told.length).toBeGreaterThan(300);
    for (const entry of told) {
      const drawn = JSON.stringify(demoDraw(entry, LATER)).matchAll(/"PlayerId":"([^"]+)"/g);
      const ids = new Set([...drawn].map(([, id]) => id));
      expect(new Set(demoEntrantIds(entry)), entry.TournamentTitle).toEqual(ids);
    }
  });

  it('has retirements, walkovers, tiebreaks and lucky losers', () => {
    const retired = fixtures.filter((fixture) => fixture.Result?.Reason === 'RET');
    const walkovers = fixtures.filter((fixture) => fixture.Result?.Reason === 'W/O');
    expect(retired.length).toBeGreaterThan(10);
    expect(walkovers.length).toBeGreaterThan(5);
    expect(walkovers.every((fixture) => fixture.Result?.SetResults.length === 0)).toBe(true);
    const tiebreaks = fixtures.flatMap(
      (fixture) => fixture.Result?.SetResults.filter((set) => set.TiebreakA !== null) ?? [],
    );
    expect(
      tiebreaks.some(
        (set) => set.GamesA === 7 && set.GamesB === 6 && set.TiebreakA === Math.max(7, (set.TiebreakB ?? 0) + 2),
      ),
    ).toBe(true);
    expect(linesOf(fixtures).some((line) => line?.EntryType === 'LL')).toBe(true);
  });
});

describe('a tournament in progress', () => {
  const entry = entryWith((candidate) => candidate.SinglesDrawSize === 128 && candidate.TournamentYear === 2026);
  const midway = new Date(Date.parse(`${entry.PlayStartDate}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const live = eventOf(demoDraw(entry, midway), 'MS');
  const finished = eventOf(demoDraw(entry, LATER), 'MS');

  it('has its first rounds played and its later rounds still to come', () => {
    expect(live.Rounds[0]?.Fixtures.every((fixture) => fixture.Result !== null)).toBe(true);
    const final = live.Rounds.at(-1)?.Fixtures[0];
    expect(final).toEqual({
      DrawLineTop: { Players: [], Seed: null, EntryType: null },
      DrawLineBottom: { Players: [], Seed: null, EntryType: null },
      Result: null,
    });
  });

  it('shows the same results as the finished draw, as far as it has got', () => {
    live.Rounds.forEach((round, index) => {
      round.Fixtures.forEach((fixture, at) => {
        if (fixture.Result) expect(fixture).toEqual(finished.Rounds[index]?.Fixtures[at]);
      });
    });
  });
});

describe('draws not made', () => {
  it('is published three days before play, with no match played but the byes', () => {
    const entry = entryWith((candidate) => candidate.SinglesDrawSize === 28);
    const day = (offset: number) =>
      new Date(Date.parse(`${entry.PlayStartDate}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
    expect(demoDraw(entry, day(-4))).toBeNull();
    const made = eventOf(demoDraw(entry, day(-3)), 'MS');
    const played = made.Rounds.flatMap((round) => round.Fixtures).filter((fixture) => fixture.Result !== null);
    expect(played).toHaveLength(4);
    expect(played.every((fixture) => fixture.DrawLineTop === null || fixture.DrawLineBottom === null)).toBe(true);
  });

  it('is the same on every call', () => {
    const entry = entryWith((candidate) => candidate.SinglesDrawSize === 96);
    expect(JSON.stringify(demoDraw(entry, LATER))).toBe(JSON.stringify(demoDraw(entry, LATER)));
  });
});
