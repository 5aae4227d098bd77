import { describe, expect, it } from 'vitest';
import { fullDraw } from '../test/drawFactory';
import { chartableMatches } from './chartThisMatch';

const edition = {
  tournamentId: '404',
  year: 2026,
  tournamentName: 'BNP Paribas Open',
  surface: 'Hard',
  associationName: 'ATP',
};

describe('chartableMatches', () => {
  it("lists the player's matches of the event, each with the start form's address filled in from the draw", () => {
    const matches = chartableMatches(edition, fullDraw(8), 'P5');
    expect(matches.map((match) => [match.key, match.round, match.players])).toEqual([
      ['0:2', 'Quarter-Finals', ['First5 Last5', 'First6 Last6']],
      ['1:1', 'Semi-Finals', ['First5 Last5', 'First7 Last7']],
      ['2:0', 'Final', ['First1 Last1', 'First5 Last5']],
    ]);
    const query = new URL(matches[1]?.newChartPath ?? '', 'https://baseline.test').searchParams;
    expect(Object.fromEntries(query)).toEqual({
      tournamentId: '404',
      year: '2026',
      tournamentName: 'BNP Paribas Open',
      round: 'Semi-Finals',
      surface: 'Hard',
      matchId: 'ATP-MS-1-1',
      p1: 'First5 Last5',
      p1Id: 'P5',
      p2: 'First7 Last7',
      p2Id: 'P7',
    });
  });

  it('offers no match whose opponent is not known yet', () => {
    const draw = fullDraw(4);
    const final = draw.Rounds[1]?.Fixtures[0];
    if (final) final.DrawLineBottom = { Players: [], Seed: null, EntryType: null };
    expect(chartableMatches(edition, draw, 'P1').map((match) => match.round)).toEqual(['Semi-Finals']);
  });

  it('names a doubles pair by both players and gives the pair no directory id', () => {
    const draw = fullDraw(2, 'MD');
    const fixture = draw.Rounds[0]?.Fixtures[0];
    if (fixture?.DrawLineTop) {
      fixture.DrawLineTop.Players.push({ PlayerId: 'P9', FirstName: 'First9', LastName: 'Last9', Winner: true });
    }
    const [match] = chartableMatches(edition, draw, 'P9');
    const query = new URL(match?.newChartPath ?? '', 'https://baseline.test').searchParams;
    expect([query.get('p1'), query.get('p1Id'), query.get('p2Id')]).toEqual(['First1 Last1 / First9 Last9', '', 'P2']);
  });
});
