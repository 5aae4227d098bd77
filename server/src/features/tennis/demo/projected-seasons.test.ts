import type { DrawEvent, SeasonsResponse, Tournament } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../calendar-entry.js';
import { statusOf } from '../tournament-status.js';
import { createDemoData } from './demo-data.js';
import { demoSeasons, projected } from './projected-seasons.js';
import { demoSeason } from './season-table.js';

const real = demoSeason();
const never = () => {
  throw new Error('the fixed day is used, not the clock');
};

function entry(fields: Partial<CalendarEntry>): CalendarEntry {
  return {
    TournamentId: '1',
    TournamentYear: 2026,
    TournamentTitle: 'Open',
    TournamentCity: 'City',
    TournamentLocation: 'Country',
    TournamentType: '250',
    PlayStartDate: '2026-01-05',
    PlayEndDate: '2026-01-11',
    Surface: 'Hard',
    PrizeMoneyDisplay: '$700,045',
    SinglesDrawSize: 28,
    DoublesDrawSize: 16,
    ...fields,
  };
}

async function json<T>(answer: Promise<{ body: Buffer }>): Promise<T> {
  return JSON.parse((await answer).body.toString('utf8')) as T;
}

const liveOn = (tournaments: Tournament[], today: string) =>
  tournaments.filter((t) => statusOf(t, today) === 'live' && t.TournamentType !== 'CH').map((t) => t.TournamentTitle);

describe('a projected tournament', () => {
  it('starts in the same ISO week on the same weekday a year on, as long, with its id and no prize money', () => {
    // Australian Open 2026: Sunday of ISO week 3 (2026 has 53 weeks, so 2027's week 3 is a week later).
    expect(
      projected(entry({ PlayStartDate: '2026-01-18', PlayEndDate: '2026-02-01', TournamentId: '580' }), 1),
    ).toEqual(
      entry({
        TournamentId: '580',
        TournamentYear: 2027,
        PlayStartDate: '2027-01-24',
        PlayEndDate: '2027-02-07',
        PrizeMoneyDisplay: '',
      }),
    );
  });

  it('moves from week 53 to week 52 in a year of 52 weeks', () => {
    // 2026-12-28 is the Monday of ISO week 53 of 2026; 2027 has 52 weeks, whose last Monday is 2027-12-27.
    const moved = projected(entry({ PlayStartDate: '2026-12-28', PlayEndDate: '2027-01-03', TournamentYear: 2027 }), 1);
    expect([moved.PlayStartDate, moved.PlayEndDate, moved.TournamentYear]).toEqual(['2027-12-27', '2028-01-02', 2028]);
  });

  it('moves across several years at once', () => {
    const moved = projected(entry({ PlayStartDate: '2026-05-24', PlayEndDate: '2026-06-07' }), 5);
    expect([moved.PlayStartDate, moved.PlayEndDate, moved.TournamentYear]).toEqual(['2031-05-25', '2031-06-08', 2031]);
  });
});

describe('the demo seasons', () => {
  const yearsOn = (today: string) =>
    demoSeasons(real, today).map((season) => `${season.year}${season.projected ? ' projected' : ''}`);

  it('are the bundled ones until 8 weeks before the 2026 season ends (29 November 2026)', () => {
    expect(yearsOn('2026-10-03')).toEqual(['2025', '2026']);
    expect(yearsOn('2026-10-04')).toEqual(['2025', '2026', '2027 projected']);
  });

  it('run on a year at a time, 8 weeks before each projected season ends', () => {
    expect(yearsOn('2031-05-30')).toEqual([
      '2025',
      '2026',
      '2027 projected',
      '2028 projected',
      '2029 projected',
      '2030 projected',
      '2031 projected',
    ]);
    // The projected 2031 season ends with the Davis Cup Finals on 30 November 2031.
    expect(yearsOn('2031-10-04').at(-1)).toBe('2031 projected');
    expect(yearsOn('2031-10-05').at(-1)).toBe('2032 projected');
  });

  it('project every tournament of the latest real calendar', () => {
    const seasons = demoSeasons(real, '2027-03-12');
    const latest = seasons.find((season) => season.year === 2026);
    const next = seasons.find((season) => season.year === 2027);
    expect(next?.entries.map((e) => e.TournamentId)).toEqual(latest?.entries.map((e) => e.TournamentId));
    expect(next?.entries.every((e) => e.PrizeMoneyDisplay === '')).toBe(true);
  });
});

describe.each([
  ['2026-11-26', 2026, ['Davis Cup Finals'], [2025, 2026, 2027]],
  ['2027-01-20', 2027, ['Adelaide International', 'ASB Classic'], [2025, 2026, 2027]],
  ['2027-03-12', 2027, ['BNP Paribas Open'], [2025, 2026, 2027]],
  ['2027-07-05', 2027, ['Wimbledon'], [2025, 2026, 2027]],
  ['2031-05-30', 2031, ['Roland Garros'], [2025, 2026, 2027, 2028, 2029, 2030, 2031]],
])('the demo on %s', (today, current, live, years) => {
  const data = createDemoData(never, today);

  it(`has the seasons ${years.join(', ')}, the current one ${current}`, async () => {
    expect(await json<SeasonsResponse>(data.seasons())).toEqual({
      Seasons: years.map((year) => ({ Year: year, IsProjected: year > 2026 })),
      CurrentSeason: current,
    });
  });

  it(`has ${live.join(' and ')} live in the current season`, async () => {
    const season = await json<Tournament[]>(data.tournamentList(current));
    expect(liveOn(season, today)).toEqual(live);
    expect(season.every((t) => t.TournamentYear === current && t.IsDemo && t.IsProjected === current > 2026)).toBe(
      true,
    );
    if (current > 2026) expect(season.every((t) => t.PrizeMoneyDisplay === '')).toBe(true);
  });

  it('draws the live tournaments with rounds still to play, the same way each time', async () => {
    const season = await json<Tournament[]>(data.tournamentList(current));
    const drawn = season.filter((t) => live.includes(t.TournamentTitle) && t.TournamentType !== 'DCR');
    for (const tournament of drawn) {
      const answer = await data.draw(tournament.TournamentYear, tournament.TournamentId);
      const singles = json<{ Associations: { Events: DrawEvent[] }[] }>(Promise.resolve(answer)).then(
        (draw) => draw.Associations[0]?.Events[0],
      );
      const rounds = (await singles)?.Rounds ?? [];
      expect(rounds.length).toBeGreaterThan(2);
      expect(rounds.at(-1)?.Fixtures[0]?.Result).toBeNull();
      const again = await createDemoData(never, today).draw(tournament.TournamentYear, tournament.TournamentId);
      expect(again.body.equals(answer.body)).toBe(true);
    }
  });
});

describe('the demo on 2027-03-12, the third day of the projected Indian Wells', () => {
  it('has played part of the first round and none of the final', async () => {
    const answer = await createDemoData(never, '2027-03-12').draw(2027, '404');
    const draw = JSON.parse(answer.body.toString('utf8')) as { Associations: { Events: DrawEvent[] }[] };
    const rounds = draw.Associations[0]?.Events[0]?.Rounds ?? [];
    expect(rounds[0]?.Fixtures.some((fixture) => fixture.Result?.SetResults.length)).toBe(true);
    expect(rounds.at(-1)?.Fixtures[0]?.Result).toBeNull();
  });
});

describe('the demo on the clock', () => {
  it('moves on with the day: a season appears when its time comes', async () => {
    let now = Date.parse('2026-10-03T23:59:00Z');
    const data = createDemoData(() => now);
    expect((await json<SeasonsResponse>(data.seasons())).Seasons.map((season) => season.Year)).toEqual([2025, 2026]);
    now += 60_000;
    expect((await json<SeasonsResponse>(data.seasons())).Seasons.map((season) => season.Year)).toEqual([
      2025, 2026, 2027,
    ]);
    await expect(data.tournamentList(2028)).rejects.toMatchObject({ statusCode: 404, message: 'Season not found.' });
  });

  it('keeps projected tournaments under their id, for the notes', async () => {
    const data = createDemoData(never, '2027-03-12');
    expect((await data.tournamentsWithId('404')).map((t) => [t.TournamentYear, t.IsProjected])).toEqual([
      [2025, false],
      [2026, false],
      [2027, true],
    ]);
  });
});
