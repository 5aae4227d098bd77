import type { ResultReason, SetResult } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { playerAt } from '../tennis/demo/player-pool.js';
import type { PlayedMatch } from './demo-calendar.js';
import { roundPhrase, scoreOf, shapeOf, shortRound } from './match-story.js';

const set = (a: number, b: number, tiebreak?: [number, number]): SetResult => ({
  GamesA: a,
  GamesB: b,
  TiebreakA: tiebreak?.[0] ?? null,
  TiebreakB: tiebreak?.[1] ?? null,
});

const match = (sets: SetResult[], reason: ResultReason = null): PlayedMatch => ({
  key: 'MS:R1:0',
  winner: playerAt(1),
  loser: playerAt(2),
  roundName: 'Quarterfinals',
  playOrder: 5,
  isFinal: false,
  sets,
  reason,
});

describe('a match as the diary tells it', () => {
  it('writes the score from the winner’s side, a tiebreak’s loser points in brackets', () => {
    expect(scoreOf(match([set(6, 4), set(6, 7, [5, 7]), set(7, 6, [10, 8])]))).toBe('6-4 6-7(5) 7-6(8)');
    expect(scoreOf(match([set(6, 3), set(2, 1)], 'RET'))).toBe('6-3 2-1 ret.');
  });

  it('reads the shape of a match', () => {
    const comeback = shapeOf(match([set(4, 6), set(6, 3), set(7, 6, [7, 4])]), 3);
    expect(comeback).toMatchObject({ lostFirstSet: true, decider: true, tiebreaksWon: [3], oneSided: false });
    const rout = shapeOf(match([set(6, 0), set(6, 2), set(6, 4)]), 5);
    expect(rout).toMatchObject({ decider: false, droppedSet: false, oneSided: true, loserGames: 6 });
    const dropped = shapeOf(match([set(6, 2), set(6, 7, [3, 7]), set(6, 4), set(6, 4)]), 5);
    expect(dropped).toMatchObject({ droppedSet: true, decider: false, tiebreaksWon: [], oneSided: false });
    expect(shapeOf(match([set(6, 0), set(1, 0)], 'RET'), 3)).toMatchObject({ retired: true, oneSided: false });
  });

  it('names rounds for a title and for a sentence', () => {
    expect(['Final', 'Quarterfinals', 'Second Round', 'Group A'].map(shortRound)).toEqual([
      'final',
      'QF',
      'R2',
      'Group A',
    ]);
    expect(['Quarterfinals', 'Group B', 'Quarter-finals'].map(roundPhrase)).toEqual([
      'the quarterfinals',
      'Group B',
      'the quarter-finals',
    ]);
  });
});
