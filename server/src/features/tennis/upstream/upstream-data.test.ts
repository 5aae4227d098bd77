import { DrawResponse, type SeasonsResponse, type Tournament } from '@baseline/contract';
import Value from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/clock.js';
import {
  answerRecordedCalendars,
  type FakeAtp,
  hasAtpFixtures,
  recordedPayload,
  startFakeAtp,
} from '../testing/fake-atp.js';
import { recordingLog } from '../../../../test/recording-log.js';
import { createAnswerCache } from '../cache/answer-cache.js';
import { memoryAnswerStore } from '../cache/answer-stores.js';
import { demoSeason } from '../demo/season-table.js';
import type { TennisData } from '../tennis-data.js';
import { readCalendar } from './calendar.adapter.js';
import { createUpstreamData } from './upstream-data.js';

/** 1 March 2026: the 2026 calendars are current; Cincinnati 2024 is long past. */
const NOW = Date.parse('2026-03-01T10:00:00Z');

function upstreamOver(fake: FakeAtp, drawsUrl = `${fake.url}/tennis/v1`): TennisData {
  const { now } = testClock(NOW);
  const { log } = recordingLog();
  return createUpstreamData({
    urls: { calendarUrl: `${fake.url}/calendar`, drawsUrl },
    timeoutMs: 2_000,
    cache: createAnswerCache({ store: memoryAnswerStore(), now, log }),
    now,
    log,
  });
}

async function listOf(data: TennisData): Promise<Tournament[]> {
  return JSON.parse((await data.tournamentList()).body.toString('utf8')) as Tournament[];
}

async function drawOf(data: TennisData, year: number, id: string): Promise<DrawResponse> {
  return JSON.parse((await data.draw(year, id)).body.toString('utf8')) as DrawResponse;
}

describe.runIf(hasAtpFixtures)('ATP calendars, recorded, through the adapters', () => {
  let fake: FakeAtp;
  beforeAll(async () => {
    fake = await startFakeAtp();
    answerRecordedCalendars(fake);
  });
  afterAll(async () => {
    await fake.close();
  });

  it('lists the tour and challenger tournaments of both calendars, by start date', async () => {
    const list = await listOf(upstreamOver(fake));
    expect(list).toHaveLength(64 + 190);
    expect(list.map((tournament) => tournament.PlayStartDate)).toEqual(
      list.map((tournament) => tournament.PlayStartDate).toSorted(),
    );
    expect(list.every((tournament) => !tournament.IsDemo)).toBe(true);
  });

  it('gives the seasons the calendars cover, and each season on its own', async () => {
    const data = upstreamOver(fake);
    const list = await listOf(data);
    const years = [...new Set(list.map((tournament) => tournament.TournamentYear))].toSorted();
    const seasons = JSON.parse((await data.seasons()).body.toString('utf8')) as SeasonsResponse;
    expect(seasons).toEqual({
      Seasons: years.map((year) => ({ Year: year, IsProjected: false })),
      CurrentSeason: 2026,
    });
    const season = await data.tournamentList(2026);
    expect(JSON.parse(season.body.toString('utf8'))).toEqual(list.filter((t) => t.TournamentYear === 2026));
    expect((await data.tournamentList(2026)).body).toBe(season.body);
    await expect(data.tournamentList(2019)).rejects.toMatchObject({ statusCode: 404, message: 'Season not found.' });
  });

  it('reads a tour tournament field by field', async () => {
    const list = await listOf(upstreamOver(fake));
    expect(list.find((tournament) => tournament.TournamentId === '422')).toEqual({
      TournamentId: '422',
      TournamentYear: 2026,
      TournamentTitle: 'Cincinnati Open',
      TournamentCity: 'Cincinnati',
      TournamentLocation: 'United States',
      TournamentType: '1000',
      PlayStartDate: '2026-08-13',
      PlayEndDate: '2026-08-23',
      Surface: 'Hard',
      PrizeMoneyDisplay: '$9,415,725',
      IsDemo: false,
      IsProjected: false,
    });
    expect(list.find((tournament) => tournament.TournamentId === '605')).toMatchObject({
      TournamentTitle: 'Nitto ATP Finals',
      TournamentType: 'WC',
      PlayStartDate: '2026-11-15',
      PlayEndDate: '2026-11-22',
      PrizeMoneyDisplay: '',
    });
  });

  it('reads a challenger tournament from the challenger calendar', async () => {
    const list = await listOf(upstreamOver(fake));
    expect(list.find((tournament) => tournament.TournamentId === '7808')).toEqual({
      TournamentId: '7808',
      TournamentYear: 2026,
      TournamentTitle: 'Bengaluru Open',
      TournamentCity: 'Bengaluru',
      TournamentLocation: 'India',
      TournamentType: 'CH',
      PlayStartDate: '2026-01-05',
      PlayEndDate: '2026-01-10',
      Surface: 'Hard',
      PrizeMoneyDisplay: '$225,000',
      IsDemo: false,
      IsProjected: false,
    });
  });

  it('reads dates across a new year and ids given as numbers', async () => {
    const other = await startFakeAtp();
    try {
      const payload = JSON.parse(recordedPayload('atp_calendar_tour_2025.json')) as {
        TournamentDates: { Tournaments: { Id: string | number }[] }[];
      };
      for (const month of payload.TournamentDates) for (const item of month.Tournaments) item.Id = Number(item.Id);
      other.answer('/calendar/tour', { json: JSON.stringify(payload) });
      other.answer('/calendar/challenger', { json: recordedPayload('atp_calendar_challenger_2026_wrapped.json') });
      const list = await listOf(upstreamOver(other));
      expect(list[0]).toMatchObject({
        TournamentId: '9900',
        TournamentYear: 2025,
        TournamentTitle: 'United Cup',
        TournamentCity: 'Perth-Sydney',
        PlayStartDate: '2024-12-27',
        PlayEndDate: '2025-01-05',
      });
    } finally {
      await other.close();
    }
  });

  it('gives the same tournaments as the bundled demo season, which was taken from these calendars', () => {
    const files = [
      'atp_calendar_tour_2025.json',
      'atp_calendar_tour_2026.json',
      'atp_calendar_challenger_2026_wrapped.json',
    ];
    const fromCalendars = files.flatMap((file) => readCalendar(JSON.parse(recordedPayload(file)))?.entries ?? []);
    const key = (entry: { TournamentYear: number; TournamentId: string }) =>
      `${entry.TournamentYear}:${entry.TournamentId}`;
    const byKey = (a: { TournamentYear: number; TournamentId: string }, b: typeof a) => key(a).localeCompare(key(b));
    expect(demoSeason().toSorted(byKey)).toEqual(fromCalendars.toSorted(byKey));
  });
});

describe.runIf(hasAtpFixtures)("TennisTV's draws, recorded, through the adapter", () => {
  let fake: FakeAtp;
  let draw: DrawResponse;
  beforeAll(async () => {
    fake = await startFakeAtp();
    answerRecordedCalendars(fake);
    fake.answer('/tennis/v1/tournaments/422/2024/draws', {
      json: recordedPayload('tennistv_draws_422_2024_cincinnati_EXCERPT.json'),
    });
    draw = await drawOf(upstreamOver(fake), 2024, '422');
  });
  afterAll(async () => {
    await fake.close();
  });

  const event = (code: string) => draw.Associations[0]?.Events.find((candidate) => candidate.EventTypeCode === code);
  const round = (code: string, id: number) =>
    event(code)?.Rounds.find((candidate) => candidate.RoundIdModernized === id);

  it('answers the draw with its place from the calendar, fresh', () => {
    expect(draw).toMatchObject({ TournamentId: '422', TournamentYear: 2024, Location: 'Cincinnati', IsDemo: false });
    expect(draw.IsStale).toBe(false);
    expect(draw.Associations.map((association) => association.AssociationName)).toEqual(['ATP']);
    expect(
      draw.Associations[0]?.Events.map((candidate) => `${candidate.Description} (${candidate.EventTypeCode})`),
    ).toEqual(["Men's Singles (MS)", "Men's Doubles (MD)"]);
  });

  it("is in the contract's shape", () => {
    expect(Value.Check(DrawResponse, draw)).toBe(true);
  });

  it('orders the rounds first round to final, though TennisTV lists the final first', () => {
    expect(event('MS')?.Rounds.map((candidate) => [candidate.RoundIdModernized, candidate.RoundName])).toEqual([
      [2, 'First Round'],
      [7, 'Final'],
    ]);
    expect(event('MD')?.Rounds.map((candidate) => candidate.RoundName)).toEqual(['Semifinals', 'Final']);
  });

  it('shows a bye as a null line, on either side, won by the other', () => {
    const [sinnersBye, , , alcarazsBye] = round('MS', 2)?.Fixtures ?? [];
    expect(sinnersBye).toEqual({
      DrawLineTop: {
        Players: [{ PlayerId: 'S0AG', FirstName: 'Jannik', LastName: 'Sinner', Winner: true }],
        Seed: 1,
        EntryType: null,
      },
      DrawLineBottom: null,
      Result: { Winner: 1, SetResults: [], Reason: null },
    });
    expect(alcarazsBye?.DrawLineTop).toBeNull();
    expect(alcarazsBye?.DrawLineBottom?.Seed).toBe(2);
    expect(alcarazsBye?.Result?.Winner).toBe(2);
  });

  it('keeps a qualifier, and a deciding-set tiebreak won by the bottom line', () => {
    const [, qualifier, decider] = round('MS', 2)?.Fixtures ?? [];
    expect(qualifier?.DrawLineTop).toEqual({
      Players: [{ PlayerId: 'M0QI', FirstName: 'Alex', LastName: 'Michelsen', Winner: true }],
      Seed: null,
      EntryType: 'Q',
    });
    expect(decider?.Result).toEqual({
      Winner: 2,
      SetResults: [
        { GamesA: 4, GamesB: 6, TiebreakA: null, TiebreakB: null },
        { GamesA: 7, GamesB: 5, TiebreakA: null, TiebreakB: null },
        { GamesA: 6, GamesB: 7, TiebreakA: 6, TiebreakB: 8 },
      ],
      Reason: null,
    });
  });

  it("names the final's winner", () => {
    expect(round('MS', 7)?.Fixtures).toEqual([
      {
        DrawLineTop: {
          Players: [{ PlayerId: 'S0AG', FirstName: 'Jannik', LastName: 'Sinner', Winner: true }],
          Seed: 1,
          EntryType: null,
        },
        DrawLineBottom: {
          Players: [{ PlayerId: 'TD51', FirstName: 'Frances', LastName: 'Tiafoe', Winner: false }],
          Seed: null,
          EntryType: null,
        },
        Result: {
          Winner: 1,
          SetResults: [
            { GamesA: 7, GamesB: 6, TiebreakA: 7, TiebreakB: 4 },
            { GamesA: 6, GamesB: 2, TiebreakA: null, TiebreakB: null },
          ],
          Reason: null,
        },
      },
    ]);
  });

  it('puts two players on a doubles line, and a match tiebreak as a 1-0 third set', () => {
    const [final] = round('MD', 7)?.Fixtures ?? [];
    expect(final?.DrawLineTop).toEqual({
      Players: [
        { PlayerId: 'MK66', FirstName: 'Mackenzie', LastName: 'McDonald', Winner: false },
        { PlayerId: 'M0QI', FirstName: 'Alex', LastName: 'Michelsen', Winner: false },
      ],
      Seed: null,
      EntryType: 'WC',
    });
    expect(final?.DrawLineBottom?.Players.map((player) => [player.LastName, player.Winner])).toEqual([
      ['Arevalo', true],
      ['Pavic', true],
    ]);
    const [, secondSemi] = round('MD', 6)?.Fixtures ?? [];
    expect(secondSemi?.Result?.SetResults.at(-1)).toEqual({ GamesA: 1, GamesB: 0, TiebreakA: 10, TiebreakB: 5 });
  });

  it('answers 404s: a tournament of the current season not in the calendar, a draw not published', async () => {
    const data = upstreamOver(fake);
    await expect(data.draw(2026, '99999')).rejects.toMatchObject({ statusCode: 404, message: 'Tournament not found.' });
    await expect(data.draw(2026, '422')).rejects.toMatchObject({ statusCode: 404, message: 'No draw available' });
    expect(fake.calls('/tennis/v1/tournaments/99999/2026/draws')).toBe(0);
  });
});
