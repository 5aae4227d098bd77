import { DrawResponse, TENNIS_ERRORS, type DrawEvent } from '@baseline/contract';
import Value from 'typebox/value';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  archiveMatch,
  archivePayload,
  archiveTeam,
  calendarPayload,
  type Entrant,
  simulateArchive,
} from '../testing/atp-shapes.js';
import { testClock } from '../../../../test/clock.js';
import { type FakeAtp, startFakeAtp } from '../testing/fake-atp.js';
import { recordingLog, type RecordingLog } from '../../../../test/recording-log.js';
import { createAnswerCache } from '../cache/answer-cache.js';
import { memoryAnswerStore } from '../cache/answer-stores.js';
import type { TennisData } from '../tennis-data.js';
import { createUpstreamData } from './upstream-data.js';

/*
 * ATP's results archive as it really is, beyond the recordings: byes left out, the winner listed first, a live
 * tournament's later rounds not listed, doubles seeds blank on a losing team, only the loser's tiebreak points,
 * a malformed match, a format that is not a knockout. The payloads are built here, in the archive's shape.
 */

const NOW = Date.parse('2026-03-01T10:00:00Z');
const ARCHIVE = (year: number, id: string) => `/archive/${year}/${id}`;

let fake: FakeAtp;
let recording: RecordingLog;
let data: TennisData;
beforeEach(async () => {
  fake = await startFakeAtp();
  fake.answer('/calendar/tour', {
    json: calendarPayload([
      { Id: '339', Name: 'Brisbane', Location: 'Brisbane, Australia', FormattedDate: '4 - 11 January, 2026' },
    ]),
  });
  fake.answer('/calendar/challenger', {
    json: calendarPayload([
      { Id: '7808', Name: 'Bengaluru', Location: 'Bengaluru, India', FormattedDate: '5 - 10 January, 2026' },
    ]),
  });
  const { now } = testClock(NOW);
  recording = recordingLog();
  data = createUpstreamData({
    urls: { calendarUrl: `${fake.url}/calendar`, drawsUrl: `${fake.url}/archive/{year}/{id}` },
    timeoutMs: 2_000,
    cache: createAnswerCache({ store: memoryAnswerStore(), now, log: recording.log }),
    now,
    log: recording.log,
  });
});
afterEach(async () => {
  await fake.close();
});

let drawsMade = 0;

/** The draw the upstream makes of these matches (each call a tournament of its own). */
async function drawOf(matches: unknown[], eventType = '250', year = 2024): Promise<DrawResponse> {
  drawsMade += 1;
  const id = String(900 + drawsMade);
  fake.answer(ARCHIVE(year, id), { json: archivePayload(matches, eventType, year) });
  const draw = JSON.parse((await data.draw(year, id)).body.toString('utf8')) as DrawResponse;
  expect(Value.Check(DrawResponse, draw)).toBe(true);
  return draw;
}

const eventOf = (draw: DrawResponse, code = 'MS'): DrawEvent | undefined =>
  draw.Associations[0]?.Events.find((event) => event.EventTypeCode === code);

/** Each fixture's lines as ids: 'Bye' for a null line, '' for a line not known yet. */
function linesOf(event: DrawEvent | undefined): [string, string][][] {
  const name = (line: { Players: { PlayerId: string }[] } | null) =>
    line === null ? 'Bye' : line.Players.map((player) => player.PlayerId).join('/');
  return (event?.Rounds ?? []).map((round) =>
    round.Fixtures.map((fixture): [string, string] => [name(fixture.DrawLineTop), name(fixture.DrawLineBottom)]),
  );
}

const player = (n: number, seed?: number): Entrant => ({ id: `P${n}`, last: `Player ${n}`, seed });

/**
 * A draw of `size` lines with `seeds` seeds where ATP puts them (seed 1 on the first line, seed 2 on the last,
 * the others on the edges of the blocks of eight lines), each of the first `byes` seeds facing a bye.
 */
function drawLines(size: number, seeds: number, byes: number): (Entrant | null)[] {
  const seedLines = [0, size - 1];
  for (let block = 0; block < size / 8; block += 1) {
    seedLines.push(block * 8 + 7, block * 8 + 8);
  }
  const order = [...new Set(seedLines.filter((line) => line < size))].slice(0, seeds);
  const lines: (Entrant | null)[] = Array.from({ length: size }, (_, line) => player(line + 1));
  order.forEach((line, at) => {
    lines[line] = player(line + 1, at + 1);
    if (at < byes) lines[line % 2 === 0 ? line + 1 : line - 1] = null;
  });
  return lines;
}

describe("ATP's results archive as it really is", () => {
  it('rebuilds a 96-line draw whose byes are not listed: 64 first-round fixtures, 32 of them byes', async () => {
    const lines = drawLines(128, 32, 32);
    expect(lines.filter((line) => line !== null)).toHaveLength(96);
    const { truth, matches } = simulateArchive('MS', lines);
    const event = eventOf(await drawOf(matches));
    expect(event?.Rounds.map((round) => round.Fixtures.length)).toEqual([64, 32, 16, 8, 4, 2, 1]);
    expect(event?.Rounds.map((round) => round.RoundName)).toEqual([
      'Round of 128',
      'Round of 64',
      'Round of 32',
      'Round of 16',
      'Quarterfinal',
      'Semifinal',
      'Final',
    ]);
    // Every line where the draw has it: the seeds (first seen in round two) facing their byes, the connectors
    // joining fixtures 2k and 2k+1 to k, each winner on the side it came from.
    expect(linesOf(event)).toEqual(truth);
    const firstRound = event?.Rounds[0]?.Fixtures ?? [];
    const byes = firstRound.filter((fixture) => fixture.DrawLineTop === null || fixture.DrawLineBottom === null);
    expect(byes).toHaveLength(32);
    expect(byes.every((fixture) => (fixture.DrawLineTop ?? fixture.DrawLineBottom)?.Seed !== null)).toBe(true);
    expect(firstRound[0]).toMatchObject({ DrawLineBottom: null, Result: { Winner: 1, SetResults: [] } });
    expect(firstRound[0]?.DrawLineTop).toMatchObject({ Seed: 1, Players: [{ PlayerId: 'P1', Winner: true }] });
  });

  it('puts each winner on its own line, though the archive lists the winner first: seed 2 on the last line', async () => {
    const { truth, matches } = simulateArchive('MS', drawLines(32, 8, 0));
    const event = eventOf(await drawOf(matches));
    expect(linesOf(event)).toEqual(truth);
    const lastFirstRound = event?.Rounds[0]?.Fixtures.at(-1);
    expect(lastFirstRound?.DrawLineBottom).toMatchObject({ Seed: 2, Players: [{ PlayerId: 'P32', Winner: true }] });
    expect(lastFirstRound?.Result?.Winner).toBe(2);
    expect(event?.Rounds.at(-1)?.Fixtures[0]?.DrawLineBottom?.Seed).toBe(2);
    const secondRound = event?.Rounds[1]?.Fixtures.at(-1);
    expect(secondRound?.DrawLineBottom?.Seed).toBe(2);
    expect(secondRound?.Result?.Winner).toBe(2);
    expect(secondRound?.Result?.SetResults[0]).toEqual({
      GamesA: 4,
      GamesB: 6,
      TiebreakA: null,
      TiebreakB: null,
    });
  });

  it('shows a live draw to the final: the rounds not played yet with the lines known so far', async () => {
    // A 28-player draw: its 12 first-round matches and 3 of round two played.
    const { truth, matches } = simulateArchive('MS', drawLines(32, 8, 4), { played: 15 });
    const event = eventOf(await drawOf(matches));
    expect(event?.Rounds.map((round) => `${round.RoundIdModernized} ${round.RoundName}`)).toEqual([
      '3 Round of 32',
      '4 Round of 16',
      '5 Quarterfinal',
      '6 Semifinal',
      '7 Final',
    ]);
    const rounds = linesOf(event);
    expect(rounds[0]?.filter(([top, bottom]) => top === 'Bye' || bottom === 'Bye')).toHaveLength(4);
    expect(rounds.slice(0, 2).flat()).toHaveLength(24);
    expect(rounds[1]?.slice(0, 3)).toEqual(truth[1]?.slice(0, 3));
    // The quarter-final fed by two played matches has both its lines, the others what is known.
    expect(rounds[2]?.[0]).toEqual(truth[2]?.[0]);
    expect(rounds[2]?.[0]?.every((id) => id !== '')).toBe(true);
    expect(rounds.slice(3)).toEqual([
      [
        ['', ''],
        ['', ''],
      ],
      [['', '']],
    ]);
    const unplayed = event?.Rounds.slice(2).flatMap((round) => round.Fixtures) ?? [];
    expect(unplayed.every((fixture) => fixture.Result === null)).toBe(true);
    expect(event?.Rounds[4]?.Fixtures[0]).toEqual({
      DrawLineTop: { Players: [], Seed: null, EntryType: null },
      DrawLineBottom: { Players: [], Seed: null, EntryType: null },
      Result: null,
    });
  });

  it("keeps a doubles team's seed for the whole draw, though the archive leaves it blank when the team loses", async () => {
    const teams = drawLines(16, 4, 0).map((entrant, at) =>
      entrant ? { ...entrant, partner: { id: `Q${at + 1}`, last: `Partner ${at + 1}` } } : null,
    );
    const { matches } = simulateArchive('MD', teams, { blankLosingSeeds: true });
    const event = eventOf(await drawOf(matches), 'MD');
    const seedsShown = (event?.Rounds ?? []).flatMap((round) =>
      round.Fixtures.flatMap((fixture) => [fixture.DrawLineTop, fixture.DrawLineBottom]),
    );
    for (const line of seedsShown) {
      const team = teams.find((candidate) => candidate?.id === line?.Players[0]?.PlayerId);
      expect(line?.Seed).toBe(team?.seed ?? null);
    }
    const [semi] = event?.Rounds[2]?.Fixtures ?? [];
    expect([semi?.DrawLineTop?.Seed, semi?.DrawLineBottom?.Seed]).toEqual([1, 3]);
  });

  it('works out the winner’s tiebreak points from the loser’s, per the set’s rule', async () => {
    const winner = player(1);
    const loser = player(2);
    const final = (code: string, won: (number | [number, number])[], lost: (number | [number, number])[]) =>
      archiveMatch(code, 1, archiveTeam(winner, won), archiveTeam(loser, lost));
    const setsOf = async (match: unknown, eventType: string, year: number, code = 'MS') =>
      eventOf(await drawOf([match], eventType, year), code)?.Rounds[0]?.Fixtures[0]?.Result?.SetResults ?? [];

    // A set tiebreak: to 7 by two (the loser's 10 → 12).
    expect((await setsOf(final('MS', [6, 7], [4, [6, 10]]), '250', 2024))[1]).toEqual({
      GamesA: 7,
      GamesB: 6,
      TiebreakA: 12,
      TiebreakB: 10,
    });
    // A Grand Slam's fifth set since 2022: to 10 (the loser's 7 → 10); its first set still to 7.
    const slam = await setsOf(final('MS', [[6, 5], 4, 6, 4, 7], [7, 6, 4, 6, [6, 7]]), 'GS', 2024);
    expect(slam[0]).toEqual({ GamesA: 6, GamesB: 7, TiebreakA: 5, TiebreakB: 7 });
    expect(slam[4]).toEqual({ GamesA: 7, GamesB: 6, TiebreakA: 10, TiebreakB: 7 });
    // A doubles match tiebreak stored 1-0 with the loser's points: to 10 (6 → 10).
    expect((await setsOf(final('MD', [6, 4, 1], [4, 6, [0, 6]]), '250', 2024, 'MD'))[2]).toEqual({
      GamesA: 1,
      GamesB: 0,
      TiebreakA: 10,
      TiebreakB: 6,
    });
    // A Grand Slam doubles third set at 6-6: to 10 (5 → 10).
    expect((await setsOf(final('MD', [4, 6, 7], [6, 4, [6, 5]]), 'GS', 2023, 'MD'))[2]).toEqual({
      GamesA: 7,
      GamesB: 6,
      TiebreakA: 10,
      TiebreakB: 5,
    });
  });

  it('leaves out a malformed match and logs it, instead of failing the whole draw', async () => {
    const { matches } = simulateArchive('MS', drawLines(32, 8, 0));
    const broken = matches.map((match) =>
      match.MatchId === 'MS020' ? { ...match, PlayerTeam2: { PlayerId: 'X' } } : match,
    );
    const event = eventOf(await drawOf(broken));
    expect(event?.Rounds.map((round) => round.Fixtures.length)).toEqual([16, 8, 4, 2, 1]);
    // Its fixture is not known (not a bye); the next round still has its winner.
    expect(event?.Rounds[0]?.Fixtures[4]).toEqual({
      DrawLineTop: { Players: [], Seed: null, EntryType: null },
      DrawLineBottom: { Players: [], Seed: null, EntryType: null },
      Result: null,
    });
    expect(event?.Rounds[1]?.Fixtures[2]?.DrawLineTop?.Seed).toBe(4);
    expect(event?.Rounds.at(-1)?.Fixtures[0]?.Result?.Winner).toBe(1);
    expect(recording.warnings).toEqual(['tennis: draw parts left out']);
  });

  it.each([
    [
      'team ties',
      () => [
        archiveMatch('MS', 1, archiveTeam(player(1)), archiveTeam(player(2)), {
          TeamTieResults: [{ TeamA: 'ITA', TeamB: 'ESP', ScoreA: 2, ScoreB: 1 }],
        }),
      ],
    ],
    [
      'round-robin groups',
      () => [
        archiveMatch('MS', 4, archiveTeam(player(1)), archiveTeam(player(2)), {
          Round: { RoundId: '1', LongName: 'Round Robin' },
        }),
      ],
    ],
    [
      'a player twice in one round',
      () => [
        archiveMatch('MS', 2, archiveTeam(player(1)), archiveTeam(player(2))),
        archiveMatch('MS', 3, archiveTeam(player(1)), archiveTeam(player(3))),
      ],
    ],
  ])('answers a draw with %s as a format not shown yet: a 404, cached, logged once', async (_case, matches) => {
    fake.answer(ARCHIVE(2024, '605'), { json: archivePayload(matches()) });
    await expect(data.draw(2024, '605')).rejects.toMatchObject({
      statusCode: 404,
      message: TENNIS_ERRORS.formatNotShown,
    });
    await expect(data.draw(2024, '605')).rejects.toMatchObject({ statusCode: 404 });
    expect(fake.calls(ARCHIVE(2024, '605'))).toBe(1);
    expect(recording.warnings).toEqual(['tennis: a draw of a format not shown']);
  });
});
