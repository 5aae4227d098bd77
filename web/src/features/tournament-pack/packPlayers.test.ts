import type { EventPlayerNote, PlayerLabel } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { packPlayers } from './packPlayers';

const inDraw = new Map([
  ['P1', 'Ann One'],
  ['P2', 'Bo Two'],
  ['P3', 'Cy Three'],
]);
const injury: PlayerLabel = { id: 'l1', name: 'injury watch', colour: 'red' };

function note(playerId: string, text: string, playerName?: string): EventPlayerNote {
  return { playerId, note: text, updatedAt: 1, tournamentYear: 2027, ...(playerName ? { playerName } : {}) };
}

describe('packPlayers', () => {
  it('numbers the noted and labelled players in draw order, then those noted but not in the draw', () => {
    const entries = packPlayers(
      inDraw,
      [note('P3', 'Serves wide'), note('P9', 'Withdrew', 'Di Nine'), note('P8', 'Unknown')],
      new Map([['P2', [injury]]]),
    );
    expect(entries).toEqual([
      { number: 1, playerId: 'P2', name: 'Bo Two', notes: [], labels: [injury] },
      { number: 2, playerId: 'P3', name: 'Cy Three', notes: ['Serves wide'], labels: [] },
      { number: 3, playerId: 'P9', name: 'Di Nine', notes: ['Withdrew'], labels: [] },
      { number: 4, playerId: 'P8', name: 'Player P8', notes: ['Unknown'], labels: [] },
    ]);
  });

  it('keeps both notes of a player noted with and without a year, and leaves blank notes out', () => {
    const entries = packPlayers(inDraw, [note('P1', 'First'), note('P1', 'Second'), note('P2', '  \n')], new Map());
    expect(entries).toEqual([{ number: 1, playerId: 'P1', name: 'Ann One', notes: ['First', 'Second'], labels: [] }]);
  });
});
