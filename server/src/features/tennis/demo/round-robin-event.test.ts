import { Draw, type DrawEvent, type DrawLine, type Fixture } from '@baseline/contract';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../calendar-entry.js';
import { demoDraw } from './demo-draw.js';
import { demoSeason } from './season-table.js';

const season = demoSeason();
const LATER = '2027-06-01';

function entryOf(type: string, year: number): CalendarEntry {
  const entry = season.find((candidate) => candidate.TournamentType === type && candidate.TournamentYear === year);
  if (!entry) throw new Error(`no ${type} in ${year}`);
  return entry;
}

function eventOf(draw: Draw | null, code: string): DrawEvent {
  const event = draw?.Associations[0]?.Events.find((candidate) => candidate.EventTypeCode === code);
  if (!event) throw new Error(`no ${code} event`);
  return event;
}

const idsOf = (line: DrawLine | null | undefined) => line?.Players.map((player) => player.PlayerId).join('+') ?? '';
const EMPTY: DrawLine = { Players: [], Seed: null, EntryType: null };
const groupFixtures = (event: DrawEvent) => event.Groups?.flatMap((group) => group.Fixtures) ?? [];
const knockout = (event: DrawEvent) => event.Rounds.flatMap((round) => round.Fixtures);
const winnerLine = (fixture: Fixture | undefined) =>
  fixture?.Result?.Winner === 1 ? fixture.DrawLineTop : fixture?.Result?.Winner === 2 ? fixture.DrawLineBottom : null;

// The 2025 ATP Finals: 9-16 November, eight days, singles and doubles.
const finals2025 = entryOf('WC', 2025);
const day = (offset: number) =>
  new Date(Date.parse(`${finals2025.PlayStartDate}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

describe('the ATP Finals, played out', () => {
  const draw = demoDraw(finals2025, LATER);
  const singles = eventOf(draw, 'MS');

  it("is in the contract's shape, with singles and doubles", () => {
    expect(Value.Check(Draw, draw)).toBe(true);
    expect(draw?.Associations[0]?.Events.map((event) => event.EventTypeCode)).toEqual(['MS', 'MD']);
    expect(
      groupFixtures(eventOf(draw, 'MD')).every(
        (fixture) => fixture.DrawLineTop?.Players.length === 2 && fixture.DrawLineBottom?.Players.length === 2,
      ),
    ).toBe(true);
  });

  it('opens with two groups of four, each playing its six matches, the top eight seeded', () => {
    expect(singles.Groups?.map((group) => group.GroupName)).toEqual(['Group A', 'Group B']);
    for (const group of singles.Groups ?? []) {
      expect(group.Fixtures).toHaveLength(6);
      expect(group.Fixtures.every((fixture) => fixture.Result !== null)).toBe(true);
      expect(group.Standings.map((standing) => standing.Played)).toEqual([3, 3, 3, 3]);
      expect(group.Standings.map((standing) => standing.Qualified)).toEqual([true, true, false, false]);
      const wins = group.Standings.map((standing) => standing.Won);
      expect(wins.reduce((sum, won) => sum + won, 0)).toBe(6);
    }
    const seeds = singles.Groups?.flatMap((group) => group.Standings.map((standing) => standing.Line.Seed));
    expect(seeds?.toSorted()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(singles.Groups?.[0]?.Standings.some((standing) => standing.Line.Seed === 1)).toBe(true);
    expect(singles.Groups?.[1]?.Standings.some((standing) => standing.Line.Seed === 2)).toBe(true);
  });

  it('sends A winner v B runner-up and B winner v A runner-up to the semi-finals, then a champion', () => {
    const [a, b] = (singles.Groups ?? []).map((group) => group.Standings.map((standing) => idsOf(standing.Line)));
    expect(singles.Rounds.map((round) => [round.RoundName, round.RoundIdModernized, round.Fixtures.length])).toEqual([
      ['Semifinals', 6, 2],
      ['Final', 7, 1],
    ]);
    const semis = singles.Rounds[0]?.Fixtures ?? [];
    expect(semis.map((fixture) => [idsOf(fixture.DrawLineTop), idsOf(fixture.DrawLineBottom)])).toEqual([
      [a?.[0], b?.[1]],
      [b?.[0], a?.[1]],
    ]);
    const final = singles.Rounds[1]?.Fixtures[0];
    expect([idsOf(final?.DrawLineTop), idsOf(final?.DrawLineBottom)]).toEqual(
      semis.map((semi) => idsOf(winnerLine(semi))),
    );
    expect(winnerLine(final)?.Players.every((player) => player.Winner)).toBe(true);
  });
});

describe('the ATP Finals, day by day', () => {
  const finished = eventOf(demoDraw(finals2025, LATER), 'MS');

  it('mid-event: some group matches played, none qualified yet, semi-finals and final still empty', () => {
    const live = eventOf(demoDraw(finals2025, day(3)), 'MS');
    const played = groupFixtures(live).filter((fixture) => fixture.Result !== null);
    expect(played.length).toBeGreaterThan(0);
    expect(played.length).toBeLessThan(12);
    expect(live.Groups?.flatMap((group) => group.Standings).some((standing) => standing.Qualified)).toBe(false);
    expect(knockout(live)).toEqual([
      { DrawLineTop: EMPTY, DrawLineBottom: EMPTY, Result: null },
      { DrawLineTop: EMPTY, DrawLineBottom: EMPTY, Result: null },
      { DrawLineTop: EMPTY, DrawLineBottom: EMPTY, Result: null },
    ]);
  });

  it('on the first day nothing is played; on the semi-finals day the groups are over and the semi-finals set', () => {
    expect(groupFixtures(eventOf(demoDraw(finals2025, day(0)), 'MS')).every((fixture) => !fixture.Result)).toBe(true);
    const semisDay = eventOf(demoDraw(finals2025, day(6)), 'MS');
    expect(groupFixtures(semisDay).every((fixture) => fixture.Result !== null)).toBe(true);
    expect(semisDay.Rounds[0]?.Fixtures.every((fixture) => fixture.DrawLineTop?.Players.length === 1)).toBe(true);
    expect(semisDay.Rounds[0]?.Fixtures.every((fixture) => fixture.Result === null)).toBe(true);
    const finalDay = eventOf(demoDraw(finals2025, day(7)), 'MS');
    expect(finalDay.Rounds[0]?.Fixtures.every((fixture) => fixture.Result !== null)).toBe(true);
    expect(finalDay.Rounds[1]?.Fixtures[0]?.DrawLineTop?.Players).toHaveLength(1);
    expect(finalDay.Rounds[1]?.Fixtures[0]?.Result).toBeNull();
  });

  it('never changes a result from one day to the next, and gives the same draw for the same day', () => {
    for (let offset = 0; offset < 8; offset++) {
      const live = eventOf(demoDraw(finals2025, day(offset)), 'MS');
      groupFixtures(live).forEach((fixture, at) => {
        if (fixture.Result) expect(fixture).toEqual(groupFixtures(finished)[at]);
      });
      knockout(live).forEach((fixture, at) => {
        if (fixture.Result) expect(fixture).toEqual(knockout(finished)[at]);
      });
    }
    expect(JSON.stringify(demoDraw(finals2025, day(3)))).toBe(JSON.stringify(demoDraw(finals2025, day(3))));
  });
});

describe('the other round robins', () => {
  it('the 2026 ATP Finals have no doubles draw on the calendar, so singles only', () => {
    const draw = demoDraw(entryOf('WC', 2026), LATER);
    expect(draw?.Associations[0]?.Events.map((event) => event.EventTypeCode)).toEqual(['MS']);
  });

  it('the Next Gen ATP Finals take eight players from their ranking band', () => {
    const singles = eventOf(demoDraw(entryOf('XXI', 2025), LATER), 'MS');
    const ids = singles.Groups?.flatMap((group) => group.Standings.map((standing) => idsOf(standing.Line))) ?? [];
    expect(ids).toHaveLength(8);
    expect(ids.every((id) => Number(id.slice(2)) >= 20 && Number(id.slice(2)) <= 70)).toBe(true);
  });
});
