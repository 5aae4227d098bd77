import { MATCH_FORMATS } from '@baseline/contract/charting';
import { describe, expect, it } from 'vitest';
import { chartFrom, draftFrom, localDay } from './newChart';

describe('starting a chart', () => {
  it("takes the draw's match from the link: players with their ids, the event, round and surface", () => {
    const params = new URLSearchParams({
      tournamentId: '520',
      year: '2026',
      tournamentName: 'Roland Garros',
      round: 'QF',
      surface: 'Clay',
      matchId: 'MS001',
      p1: 'Jannik Sinner',
      p1Id: 'S0AG',
      p2: 'Carlos Alcaraz',
      p2Id: 'A0E2',
    });
    const draft = draftFrom(params, '2026-06-03');
    expect(draft).toMatchObject({
      names: ['Jannik Sinner', 'Carlos Alcaraz'],
      playerIds: ['S0AG', 'A0E2'],
      date: '2026-06-03',
      event: {
        tournamentId: '520',
        tournamentYear: 2026,
        tournamentName: 'Roland Garros',
        round: 'QF',
        surface: 'Clay',
        matchId: 'MS001',
      },
    });
  });

  it('leaves out what the server would refuse: no event without a tournament and year, no odd ids', () => {
    const draft = draftFrom(
      new URLSearchParams({ tournamentId: '5 20', year: '2026', p1Id: 'a b', matchId: '#' }),
      'x',
    );
    expect(draft.event).toBeNull();
    expect(draft.playerIds).toEqual([null, null]);
    const noMatch = draftFrom(new URLSearchParams({ tournamentId: '520', year: '2026', matchId: '#' }), 'x');
    expect(noMatch.event?.matchId).toBeNull();
  });

  it('makes the chart with the format chosen and no-ad as ticked, and needs both names', () => {
    const draft = { ...draftFrom(new URLSearchParams(), '2026-11-20'), names: [' Ana ', 'Bea'] as [string, string] };
    const started = chartFrom({ ...draft, formatName: 'match-tiebreak', noAd: false, firstServer: 1 });
    expect(started).toMatchObject({
      ok: true,
      chart: {
        players: [
          { name: 'Ana', playerId: null, hand: null },
          { name: 'Bea', playerId: null, hand: null },
        ],
        firstServer: 1,
        format: { ...MATCH_FORMATS['match-tiebreak'], noAd: false },
        points: [],
      },
    });
    expect(chartFrom({ ...draft, names: ['Ana', ' '] })).toEqual({
      ok: false,
      problem: "Both players' names are needed.",
    });
  });

  it("gives the device's own calendar day", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
