import { DrawResponse, type DrawEvent, type Fixture } from '@baseline/contract';
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
import { createUpstreamData } from './upstream-data.js';

/*
 * ATP's results archive lists a finished tournament's matches, not a draw: the adapter rebuilds the bracket.
 * ATP_DRAWS_URL may be a template with {year} and {id} pointing at it.
 */

const short = (fixture: Fixture | undefined) => ({
  top: fixture?.DrawLineTop?.Players.map((player) => player.LastName).join('/') ?? 'Bye',
  bottom: fixture?.DrawLineBottom?.Players.map((player) => player.LastName).join('/') ?? 'Bye',
  result: fixture?.Result,
});

describe.runIf(hasAtpFixtures)("ATP's results archive, recorded, through the adapter", () => {
  let fake: FakeAtp;
  let hongKong: DrawResponse;
  let haverford: DrawResponse;
  beforeAll(async () => {
    fake = await startFakeAtp();
    answerRecordedCalendars(fake);
    fake.answer('/scores.resultsarchive?eventyear=2025&eventid=336', {
      json: recordedPayload('atp_resultsarchive_2025_336_hongkong.json'),
    });
    fake.answer('/scores.resultsarchive?eventyear=1968&eventid=2030', {
      json: recordedPayload('atp_resultsarchive_1968_2030_haverford_64draw.json'),
    });
    const { now } = testClock(Date.parse('2026-03-01T10:00:00Z'));
    const { log } = recordingLog();
    const data = createUpstreamData({
      urls: {
        calendarUrl: `${fake.url}/calendar`,
        drawsUrl: `${fake.url}/scores.resultsarchive?eventyear={year}&eventid={id}`,
      },
      timeoutMs: 2_000,
      cache: createAnswerCache({ store: memoryAnswerStore(), now, log }),
      now,
      log,
    });
    const read = async (year: number, id: string) =>
      JSON.parse((await data.draw(year, id)).body.toString('utf8')) as DrawResponse;
    hongKong = await read(2025, '336');
    haverford = await read(1968, '2030');
  });
  afterAll(async () => {
    await fake.close();
  });

  const event = (draw: DrawResponse, code: string): DrawEvent | undefined =>
    draw.Associations[0]?.Events.find((candidate) => candidate.EventTypeCode === code);
  const roundOf = (draw: DrawResponse, code: string, name: string) =>
    event(draw, code)?.Rounds.find((round) => round.RoundName === name)?.Fixtures ?? [];

  it('rebuilds every event, rounds first to final (qualifying rounds numbered below zero)', () => {
    expect(hongKong).toMatchObject({ TournamentId: '336', TournamentYear: 2025, Location: 'Hong Kong', IsDemo: false });
    expect(
      hongKong.Associations[0]?.Events.map((candidate) => [
        candidate.EventTypeCode,
        candidate.Rounds.map((round) => `${round.RoundIdModernized} ${round.RoundName} ×${round.Fixtures.length}`),
      ]),
    ).toEqual([
      ['MS', ['3 Round of 32 ×16', '4 Round of 16 ×8', '5 Quarterfinal ×4', '6 Semifinal ×2', '7 Final ×1']],
      ['QS', ['-30 1st Round Qualifying ×8', '-29 2nd Round Qualifying ×4']],
      ['MD', ['4 Round of 16 ×8', '5 Quarterfinal ×4', '6 Semifinal ×2', '7 Final ×1']],
    ]);
  });

  it("is in the contract's shape", () => {
    expect(Value.Check(DrawResponse, hongKong)).toBe(true);
    expect(Value.Check(DrawResponse, haverford)).toBe(true);
  });

  it('shows the 28-draw’s four byes as null lines opposite the top seeds, seed 2 on the last line', () => {
    // The archive lists each match's winner first: the side comes from the draw position, not the order.
    const firstRound = roundOf(hongKong, 'MS', 'Round of 32');
    const byes = firstRound.filter((fixture) => fixture.DrawLineTop === null || fixture.DrawLineBottom === null);
    expect(
      byes.map((fixture) => {
        const line = fixture.DrawLineTop ?? fixture.DrawLineBottom;
        return [fixture.DrawLineTop === null ? 'bottom' : 'top', line?.Players[0]?.LastName, line?.Seed];
      }),
    ).toEqual([
      ['top', 'Rublev', 1],
      ['top', 'Khachanov', 3],
      ['bottom', 'Fils', 4],
      ['bottom', 'Musetti', 2],
    ]);
    expect(byes[0]?.Result).toEqual({ Winner: 1, SetResults: [], Reason: null });
    expect(firstRound.at(-1)?.Result).toEqual({ Winner: 2, SetResults: [], Reason: null });
  });

  it('keeps qualifiers and wild cards, a seed on the edge of its block of four lines', () => {
    const firstRound = roundOf(hongKong, 'MS', 'Round of 32');
    // Martinez (7) d. Passaro (Q) is listed winner first; seed 7 sits on line 8, the bottom of the fourth match.
    expect(firstRound[3]?.DrawLineTop).toEqual({
      Players: [{ PlayerId: 'P0CT', FirstName: 'Francesco', LastName: 'Passaro', Winner: false }],
      Seed: null,
      EntryType: 'Q',
    });
    expect(firstRound[3]?.DrawLineBottom?.Seed).toBe(7);
    expect(firstRound[5]?.DrawLineTop?.EntryType).toBe('WC');
  });

  it('restores both tiebreak scores from the loser’s points', () => {
    // Marozsan d. Safiullin 6-1 7-6(9): the archive gives only Safiullin's 9 points.
    expect(roundOf(hongKong, 'MS', 'Round of 32')[1]?.Result?.SetResults[1]).toEqual({
      GamesA: 7,
      GamesB: 6,
      TiebreakA: 11,
      TiebreakB: 9,
    });
  });

  it('marks a retirement, with the games played', () => {
    expect(short(roundOf(hongKong, 'MS', 'Semifinal')[0])).toEqual({
      top: 'Shang',
      bottom: 'Nishikori',
      result: { Winner: 2, SetResults: [{ GamesA: 3, GamesB: 4, TiebreakA: null, TiebreakB: null }], Reason: 'RET' },
    });
  });

  it('marks a doubles walkover, with no set played', () => {
    expect(short(roundOf(hongKong, 'MD', 'Quarterfinal')[2])).toEqual({
      top: 'Davidovich Fokina/Fils',
      bottom: 'Mansouri/Vliegen',
      result: { Winner: 2, SetResults: [], Reason: 'W/O' },
    });
  });

  it('stores the doubles final’s match tiebreak as a third set, and its winning pair', () => {
    const [final] = roundOf(hongKong, 'MD', 'Final');
    expect(short(final)).toEqual({
      top: 'Khachanov/Rublev',
      bottom: 'Arends/Johnson',
      result: {
        Winner: 2,
        SetResults: [
          { GamesA: 5, GamesB: 7, TiebreakA: null, TiebreakB: null },
          { GamesA: 6, GamesB: 4, TiebreakA: null, TiebreakB: null },
          { GamesA: 0, GamesB: 1, TiebreakA: 7, TiebreakB: 10 },
        ],
        Reason: null,
      },
    });
    expect(final?.DrawLineBottom?.Players.map((player) => [player.PlayerId, player.Winner])).toEqual([
      ['AC55', true],
      ['J543', true],
    ]);
  });

  it("names the singles final's winner, each line on the side of the bracket it came from", () => {
    const [final] = roundOf(hongKong, 'MS', 'Final');
    expect(final?.DrawLineBottom?.Players).toEqual([
      { PlayerId: 'MP20', FirstName: 'Alexandre', LastName: 'Muller', Winner: true },
    ]);
    expect(short(final)).toMatchObject({ top: 'Nishikori', result: { Winner: 2 } });
  });

  it('reads a 64-player draw of 1968 with its legacy codes', () => {
    const singles = event(haverford, 'MS');
    expect(singles?.Rounds.map((round) => round.Fixtures.length)).toEqual([32, 16, 8, 4, 2, 1]);
    expect(short(singles?.Rounds.at(-1)?.Fixtures[0])).toEqual({
      top: 'Ashe',
      bottom: 'Riessen',
      result: {
        Winner: 1,
        SetResults: [
          { GamesA: 6, GamesB: 2, TiebreakA: null, TiebreakB: null },
          { GamesA: 6, GamesB: 3, TiebreakA: null, TiebreakB: null },
          { GamesA: 6, GamesB: 3, TiebreakA: null, TiebreakB: null },
        ],
        Reason: null,
      },
    });
  });
});
