import { Draw, type DrawEvent, type TeamTie, type TieStage } from '@baseline/contract';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../calendar-entry.js';
import { demoDraw } from './demo-draw.js';
import { demoSeason } from './season-table.js';

const season = demoSeason();
const LATER = '2027-06-01';

function entryOf(type: string, year: number, title = ''): CalendarEntry {
  const entry = season.find(
    (candidate) =>
      candidate.TournamentType === type &&
      candidate.TournamentYear === year &&
      candidate.TournamentTitle.includes(title),
  );
  if (!entry) throw new Error(`no ${type} ${title} in ${year}`);
  return entry;
}

function teamEventOn(entry: CalendarEntry, today: string): DrawEvent {
  const draw = demoDraw(entry, today);
  expect(Value.Check(Draw, draw)).toBe(true);
  const event = draw?.Associations[0]?.Events[0];
  if (!event) throw new Error('no event');
  return event;
}

const dayOf = (entry: CalendarEntry, offset: number) =>
  new Date(Date.parse(`${entry.PlayStartDate}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const stage = (event: DrawEvent, name: string): TieStage => {
  const found = event.Stages?.find((candidate) => candidate.StageName === name);
  if (!found) throw new Error(`no stage ${name}`);
  return found;
};
const codes = (ties: TeamTie[]) => ties.flatMap((tie) => [tie.TeamTop.TeamCode, tie.TeamBottom?.TeamCode ?? '']);
const winnerCode = (tie: TeamTie | undefined) =>
  tie?.Winner === 1 ? tie.TeamTop.TeamCode : tie?.Winner === 2 ? tie.TeamBottom?.TeamCode : undefined;
const played = (tie: TeamTie) => tie.Rubbers.filter((rubber) => rubber.Fixture.Result !== null);

describe('every team event', () => {
  const teamEntries = season.filter((entry) => ['UC', 'DCR', 'LVR'].includes(entry.TournamentType));

  it('answers ties, no rounds, on every day from the draw on, the same for the same day', () => {
    expect(teamEntries).toHaveLength(10);
    for (const entry of teamEntries) {
      for (const offset of [-1, 1, 2]) {
        const event = teamEventOn(entry, dayOf(entry, offset));
        expect(event).toMatchObject({ EventTypeCode: 'TE', Rounds: [] });
        expect(event.Stages?.length).toBeGreaterThan(0);
      }
      expect(JSON.stringify(demoDraw(entry, dayOf(entry, 1)))).toBe(JSON.stringify(demoDraw(entry, dayOf(entry, 1))));
    }
  });

  it('never changes a result from one day to the next', () => {
    for (const entry of teamEntries) {
      const finished = teamEventOn(entry, LATER);
      const rubbersOf = (event: DrawEvent) =>
        event.Stages?.flatMap((one) => one.Ties.flatMap((tie) => tie.Rubbers)) ?? [];
      const mid = teamEventOn(entry, dayOf(entry, 2));
      for (const [at, rubber] of rubbersOf(mid).entries()) {
        if (rubber.Fixture.Result) expect(rubber).toEqual(rubbersOf(finished)[at]);
      }
    }
  });
});

describe('the United Cup', () => {
  const entry = entryOf('UC', 2026);
  const finished = teamEventOn(entry, LATER);

  it("has six groups of three nations, each tie a women's singles, a men's singles and a mixed doubles", () => {
    const groups = finished.Stages?.filter((one) => one.StageName.startsWith('Group')) ?? [];
    expect(groups.map((group) => group.Ties.length)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(new Set(groups.flatMap((group) => codes(group.Ties))).size).toBe(18);
    const tie = groups[0]?.Ties[0];
    expect(tie?.Rubbers.map((rubber) => rubber.Label)).toEqual(["Women's singles", "Men's singles", 'Mixed doubles']);
    const women = tie?.Rubbers[0]?.Fixture.DrawLineTop?.Players[0]?.PlayerId;
    const mixed = tie?.Rubbers[2]?.Fixture.DrawLineTop?.Players.map((player) => player.PlayerId.slice(0, 2));
    expect(women).toMatch(/^DW\d{4}$/);
    expect(mixed).toEqual(['DP', 'DW']);
  });

  it('qualifies the six group winners and the two best runners-up for the quarter-finals, then a winner', () => {
    const groups = finished.Stages?.filter((one) => one.StageName.startsWith('Group')) ?? [];
    const qualified = groups.flatMap((group) => group.Standings?.filter((standing) => standing.Qualified) ?? []);
    expect(qualified).toHaveLength(8);
    expect(groups.every((group) => group.Standings?.[0]?.Qualified)).toBe(true);
    expect(groups.every((group) => group.Standings?.[2]?.Qualified === false)).toBe(true);
    const quarters = stage(finished, 'Quarter-finals').Ties;
    expect(codes(quarters).toSorted()).toEqual(qualified.map((standing) => standing.Team.TeamCode).toSorted());
    expect(stage(finished, 'Semi-finals').Ties).toHaveLength(2);
    expect(winnerCode(stage(finished, 'Final').Ties[0])).toBeDefined();
  });

  it('on its second day: ties of the first day played, the quarter-finals not drawn, none qualified', () => {
    const live = teamEventOn(entry, dayOf(entry, 1));
    const ties = live.Stages?.flatMap((one) => one.Ties) ?? [];
    expect(ties.filter((tie) => tie.Winner !== null).length).toBeGreaterThan(0);
    expect(ties.filter((tie) => tie.Winner === null).length).toBeGreaterThan(0);
    expect(stage(live, 'Quarter-finals').Ties).toEqual([]);
    expect(live.Stages?.flatMap((one) => one.Standings ?? []).some((standing) => standing.Qualified)).toBe(false);
  });
});

describe('the Davis Cup', () => {
  it('plays its qualifiers as ties of four singles and a doubles, first to three', () => {
    const first = stage(teamEventOn(entryOf('DCR', 2025, '1st Rd'), LATER), 'Qualifiers 1st round').Ties;
    expect(first).toHaveLength(13);
    for (const tie of first) {
      expect(tie.Rubbers.map((rubber) => rubber.Label)).toEqual([
        'Singles 1',
        'Singles 2',
        'Doubles',
        'Singles 3',
        'Singles 4',
      ]);
      expect(Math.max(tie.ScoreTop, tie.ScoreBottom)).toBe(3);
      expect(played(tie)).toHaveLength(tie.ScoreTop + tie.ScoreBottom);
    }
  });

  it('follows on: the first round winners play the second round, its winners the Finals', () => {
    const first = stage(teamEventOn(entryOf('DCR', 2025, '1st Rd'), LATER), 'Qualifiers 1st round').Ties;
    const second = stage(teamEventOn(entryOf('DCR', 2025, '2nd Rd'), LATER), 'Qualifiers 2nd round').Ties;
    const finals = teamEventOn(entryOf('DCR', 2025, 'Finals'), LATER);
    expect(second).toHaveLength(7);
    const firstWinners = first.map(winnerCode);
    expect(codes(second).filter((code) => !firstWinners.includes(code))).toHaveLength(1);
    const quarters = stage(finals, 'Quarter-finals').Ties;
    const secondWinners = second.map(winnerCode);
    expect(codes(quarters).filter((code) => !secondWinners.includes(code))).toHaveLength(1);
    expect(finals.Stages?.map((one) => [one.StageName, one.Ties.length])).toEqual([
      ['Quarter-finals', 4],
      ['Semi-finals', 2],
      ['Final', 1],
    ]);
  });

  it('leaves a dead doubles at the Finals unplayed: Result null once a side has won both singles', () => {
    const ties = [2025, 2026].flatMap(
      (year) => teamEventOn(entryOf('DCR', year, 'Finals'), LATER).Stages?.flatMap((one) => one.Ties) ?? [],
    );
    const straight = ties.filter((tie) => Math.abs(tie.ScoreTop - tie.ScoreBottom) === 2);
    expect(straight.length).toBeGreaterThan(0);
    for (const tie of straight) {
      expect(tie.Rubbers.map((rubber) => rubber.Label)).toEqual(['Singles 1', 'Singles 2', 'Doubles']);
      expect(tie.Rubbers[2]?.Fixture.Result).toBeNull();
      expect(tie.Winner).not.toBeNull();
    }
  });

  it('mid-Finals: the first quarter-final played, the semi-finals not drawn yet', () => {
    const entry = entryOf('DCR', 2026, 'Finals');
    const live = teamEventOn(entry, dayOf(entry, 1));
    expect(stage(live, 'Quarter-finals').Ties.map((tie) => tie.Winner !== null)).toEqual([true, false, false, false]);
    expect(stage(live, 'Semi-finals').Ties).toEqual([]);
    expect(stage(live, 'Final').Ties).toEqual([]);
  });
});

describe('the Laver Cup', () => {
  const entry = entryOf('LVR', 2025);

  it('ends when a team reaches 13, its later matches not played', () => {
    for (const year of [2025, 2026]) {
      const tie = stage(teamEventOn(entryOf('LVR', year), LATER), 'Team Europe v Team World').Ties[0];
      if (!tie) throw new Error('no tie');
      expect([tie.TeamTop.TeamName, tie.TeamBottom?.TeamName]).toEqual(['Team Europe', 'Team World']);
      const [winner, loser] = tie.Winner === 1 ? [tie.ScoreTop, tie.ScoreBottom] : [tie.ScoreBottom, tie.ScoreTop];
      expect(winner).toBeGreaterThanOrEqual(13);
      expect(loser).toBeLessThan(13);
      const lastPlayed = tie.Rubbers.findLastIndex((rubber) => rubber.Fixture.Result !== null);
      expect(tie.Rubbers.slice(lastPlayed + 1).every((rubber) => rubber.Fixture.Result === null)).toBe(true);
      expect(tie.Rubbers.slice(0, lastPlayed + 1).every((rubber) => rubber.Fixture.Result !== null)).toBe(true);
      // The points before the last match played were short of 13.
      const before = tie.Rubbers.slice(0, lastPlayed).reduce(
        (sum, rubber) => sum + (rubber.Fixture.Result?.Winner === tie.Winner ? rubber.Points : 0),
        0,
      );
      expect(before).toBeLessThan(13);
    }
  });

  it('has four matches a day worth 1, 2 and 3 points, and on the second day only the first played', () => {
    const tie = stage(teamEventOn(entry, LATER), 'Team Europe v Team World').Ties[0];
    expect(tie?.Rubbers.slice(0, 12).map((rubber) => rubber.Points)).toEqual([1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
    expect(tie?.Rubbers[3]?.Label).toBe('Day 1 · Match 4');
    expect(tie?.Rubbers[3]?.Fixture.DrawLineTop?.Players).toHaveLength(2);
    expect(tie?.Rubbers[8]?.Fixture.DrawLineTop?.Players).toHaveLength(2);
    const live = stage(teamEventOn(entry, dayOf(entry, 1)), 'Team Europe v Team World').Ties[0];
    expect(live?.Rubbers.map((rubber) => rubber.Fixture.Result !== null)).toEqual([
      ...Array<boolean>(4).fill(true),
      ...Array<boolean>(8).fill(false),
    ]);
    expect(live?.Winner).toBeNull();
    expect((live?.ScoreTop ?? 0) + (live?.ScoreBottom ?? 0)).toBe(4);
  });
});
