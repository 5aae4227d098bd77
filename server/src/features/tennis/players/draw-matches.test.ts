import type { Draw, DrawLine, Fixture, MatchResult } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { matchesOfDraw } from './draw-matches.js';

function line(...names: string[]): DrawLine {
  return {
    Players: names.map((id) => ({ PlayerId: id, FirstName: `First ${id}`, LastName: `Last ${id}`, Winner: false })),
    Seed: null,
    EntryType: null,
  };
}

function won(winner: 1 | 2, ...sets: [number, number][]): MatchResult {
  return {
    Winner: winner,
    SetResults: sets.map(([a, b]) => ({ GamesA: a, GamesB: b, TiebreakA: null, TiebreakB: null })),
    Reason: null,
  };
}

function fixture(top: DrawLine | null, bottom: DrawLine | null, result: MatchResult | null = null): Fixture {
  return { DrawLineTop: top, DrawLineBottom: bottom, Result: result };
}

function drawOf(events: Draw['Associations'][number]['Events']): Draw {
  return {
    TournamentId: '404',
    TournamentYear: 2026,
    Location: 'Indian Wells',
    IsDemo: true,
    Associations: [{ AssociationName: 'ATP', Events: events }],
  };
}

describe('matchesOfDraw', () => {
  it("keeps each player's best singles seed in the draw, and no doubles pair's seed", () => {
    const seeded = (seed: number, ...names: string[]) => ({ ...line(...names), Seed: seed });
    const draw = drawOf([
      {
        EventTypeCode: 'MS',
        Description: "Men's Singles",
        Rounds: [
          { RoundIdModernized: 7, RoundName: 'Final', Fixtures: [fixture(seeded(2, 'A'), line('B'))] },
          { RoundIdModernized: 6, RoundName: 'Semi-finals', Fixtures: [fixture(seeded(5, 'A'), seeded(9, 'C'))] },
        ],
      },
      {
        EventTypeCode: 'MD',
        Description: "Men's Doubles",
        Rounds: [
          { RoundIdModernized: 7, RoundName: 'Final', Fixtures: [fixture(seeded(1, 'B', 'D'), line('A', 'C'))] },
        ],
      },
    ]);
    const seeds = Object.fromEntries(matchesOfDraw(draw).players.map((player) => [player.PlayerId, player.seed]));
    expect(seeds).toEqual({ A: 2, B: null, C: 9, D: null });
  });

  it('reads a knockout: one row per side, the score from that side, byes and unknown lines left out', () => {
    const draw = drawOf([
      {
        EventTypeCode: 'MS',
        Description: "Men's Singles",
        Rounds: [
          {
            RoundIdModernized: 7,
            RoundName: 'Final',
            Fixtures: [fixture(line('A'), line('C'), won(2, [4, 6], [7, 6]))],
          },
          {
            RoundIdModernized: 6,
            RoundName: 'Semi-finals',
            Fixtures: [
              fixture(line('A'), null, { Winner: 1, SetResults: [], Reason: null }),
              fixture(line('C'), line()),
            ],
          },
        ],
      },
    ]);
    const { players, matches } = matchesOfDraw(draw);
    expect(players.map((player) => player.PlayerId)).toEqual(['A', 'C']);
    expect(matches).toEqual([
      expect.objectContaining({
        matchKey: 'MS:R7:0',
        playOrder: 2,
        roundName: 'Final',
        isFinal: 1,
        playerId: 'A',
        side: 1,
        opponentId: 'C',
        opponent2Id: null,
        partnerId: null,
        won: 0,
        sets: JSON.stringify([
          { GamesA: 4, GamesB: 6, TiebreakA: null, TiebreakB: null },
          { GamesA: 7, GamesB: 6, TiebreakA: null, TiebreakB: null },
        ]),
      }),
      expect.objectContaining({
        playerId: 'C',
        side: 2,
        opponentId: 'A',
        won: 1,
        sets: JSON.stringify([
          { GamesA: 6, GamesB: 4, TiebreakA: null, TiebreakB: null },
          { GamesA: 6, GamesB: 7, TiebreakA: null, TiebreakB: null },
        ]),
      }),
    ]);
  });

  it('gives each doubles player their partner and both opponents; a match to play has no result yet', () => {
    const draw = drawOf([
      {
        EventTypeCode: 'MD',
        Description: "Men's Doubles",
        Rounds: [{ RoundIdModernized: 7, RoundName: 'Final', Fixtures: [fixture(line('A', 'B'), line('C', 'D'))] }],
      },
    ]);
    const { matches } = matchesOfDraw(draw);
    expect(matches).toHaveLength(4);
    expect(matches[1]).toMatchObject({ playerId: 'B', partnerId: 'A', opponentId: 'C', opponent2Id: 'D', won: null });
    expect(matches[3]).toMatchObject({ playerId: 'D', partnerId: 'C', opponentId: 'A', opponent2Id: 'B', sets: '[]' });
  });

  it('reads round-robin groups before the knockout, and the rubbers of team ties', () => {
    const draw = drawOf([
      {
        EventTypeCode: 'MS',
        Description: "Men's Singles",
        Groups: [
          { GroupName: 'Group A', Fixtures: [fixture(line('A'), line('B'), won(1, [6, 3], [6, 4]))], Standings: [] },
        ],
        Rounds: [{ RoundIdModernized: 7, RoundName: 'Final', Fixtures: [fixture(line('A'), line('C'))] }],
      },
      {
        EventTypeCode: 'TE',
        Description: 'Team Event',
        Rounds: [],
        Stages: [
          {
            StageName: 'Quarter-finals',
            Ties: [
              {
                TeamTop: { TeamCode: 'ITA', TeamName: 'Italy', Seed: 1 },
                TeamBottom: { TeamCode: 'ESP', TeamName: 'Spain', Seed: null },
                ScoreTop: 1,
                ScoreBottom: 0,
                Winner: null,
                Rubbers: [{ Label: 'Singles 1', Points: 1, Fixture: fixture(line('E'), line('F'), won(1, [6, 0])) }],
              },
            ],
          },
        ],
      },
    ]);
    const rows = matchesOfDraw(draw).matches.map(({ matchKey, playerId, roundName, playOrder, won: result }) => ({
      matchKey,
      playerId,
      roundName,
      playOrder,
      won: result,
    }));
    expect(rows).toEqual([
      { matchKey: 'MS:G0:0', playerId: 'A', roundName: 'Group A', playOrder: 0, won: 1 },
      { matchKey: 'MS:G0:0', playerId: 'B', roundName: 'Group A', playOrder: 0, won: 0 },
      { matchKey: 'MS:R7:0', playerId: 'A', roundName: 'Final', playOrder: 1, won: null },
      { matchKey: 'MS:R7:0', playerId: 'C', roundName: 'Final', playOrder: 1, won: null },
      { matchKey: 'TE:S0:T0:R0', playerId: 'E', roundName: 'Quarter-finals', playOrder: 1, won: 1 },
      { matchKey: 'TE:S0:T0:R0', playerId: 'F', roundName: 'Quarter-finals', playOrder: 1, won: 0 },
    ]);
  });
});
