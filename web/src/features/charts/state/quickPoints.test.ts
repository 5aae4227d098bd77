import { describe, expect, it } from 'vitest';
import { describePoint, rallyPoint, servePoint } from './quickPoints';

const PLAYERS = [
  { name: 'Ana', playerId: null, hand: null },
  { name: 'Bea', playerId: null, hand: null },
] as const;

describe('quick points', () => {
  it("gives the serve's points to the server, and a double fault to the returner on the second serve", () => {
    expect(servePoint(1, 'ace', true)).toEqual({
      level: 'quick',
      winner: 1,
      secondServe: true,
      ending: 'ace',
      wing: null,
    });
    expect(servePoint(1, 'double fault', false)).toMatchObject({ winner: 0, secondServe: true });
  });

  it("gives a rally's point by the column of the last shot's hitter: a winner wins it, an error loses it", () => {
    expect(rallyPoint(0, 'winner', 'forehand', false)).toMatchObject({ winner: 0, wing: 'forehand' });
    expect(rallyPoint(0, 'forced error', 'backhand', false)).toMatchObject({ winner: 1 });
    expect(rallyPoint(1, 'unforced error', 'forehand', true)).toMatchObject({ winner: 0, secondServe: true });
  });

  it('says what happened in words, or gives the codes', () => {
    expect(describePoint(rallyPoint(1, 'unforced error', 'backhand', true), PLAYERS)).toBe(
      'Backhand unforced error by Bea, 2nd serve',
    );
    expect(describePoint(servePoint(0, 'double fault', false), PLAYERS)).toBe('Double fault');
    expect(describePoint({ level: 'full', first: '4n', second: '6*' }, PLAYERS)).toBe('4n then 6*');
  });
});
