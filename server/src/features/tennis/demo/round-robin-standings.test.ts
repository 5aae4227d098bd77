import type { MatchResult, ResultReason, SetResult } from '@baseline/contract';
import { describe, expect, it } from 'vitest';
import { groupStandings, type GroupMatch, type GroupMember } from './round-robin-standings.js';

const [A, B, C, D] = [0, 1, 2, 3];
const NAMES = ['A', 'B', 'C', 'D'];

function membersRanked(ranks = [1, 2, 3, 4]): GroupMember[] {
  return NAMES.map((name, at) => ({
    line: {
      Players: [{ PlayerId: name, FirstName: name, LastName: name, Winner: false }],
      Seed: null,
      EntryType: null,
    },
    rank: ranks[at] ?? at + 1,
  }));
}

/** "6-4 3-6 7-6(5)" from the top player's side: games, and the loser's tiebreak points in brackets. */
function sets(score: string): SetResult[] {
  return score
    .split(' ')
    .filter((set) => set !== '')
    .map((set) => {
      const [, a = '0', b = '0', tiebreak] = /^(\d+)-(\d+)(?:\((\d+)\))?$/.exec(set) ?? [];
      const [gamesA, gamesB] = [Number(a), Number(b)];
      if (tiebreak === undefined) return { GamesA: gamesA, GamesB: gamesB, TiebreakA: null, TiebreakB: null };
      const lost = Number(tiebreak);
      const won = Math.max(7, lost + 2);
      return gamesA > gamesB
        ? { GamesA: gamesA, GamesB: gamesB, TiebreakA: won, TiebreakB: lost }
        : { GamesA: gamesA, GamesB: gamesB, TiebreakA: lost, TiebreakB: won };
    });
}

/** `top` beat `bottom` with this score (top's side first). */
function beat(top: number, bottom: number, score: string, reason: ResultReason = null): GroupMatch {
  const result: MatchResult = { Winner: 1, SetResults: sets(score), Reason: reason };
  return { top, bottom, result };
}

const toPlay = (top: number, bottom: number): GroupMatch => ({ top, bottom, result: null });

function order(matches: GroupMatch[], ranks?: number[]): string[] {
  return groupStandings(membersRanked(ranks), matches).map((standing) => standing.Line.Players[0]?.PlayerId ?? '');
}

describe('round-robin standings', () => {
  it('counts played, won, lost, sets and games, a match tiebreak as one game', () => {
    const [first, second] = groupStandings(membersRanked(), [beat(A, B, '6-4 6-7(5) 1-0(7)'), toPlay(C, D)]);
    expect(first).toMatchObject({ Position: 1, Played: 1, Won: 1, Lost: 0, SetsWon: 2, SetsLost: 1 });
    expect(first).toMatchObject({ GamesWon: 13, GamesLost: 11, Qualified: false });
    expect(second).toMatchObject({ Position: 2, Played: 1, Won: 0, Lost: 1, SetsWon: 1, SetsLost: 2 });
  });

  it("counts a retirement's played games, its unfinished set for nobody", () => {
    const standings = groupStandings(membersRanked(), [beat(A, B, '6-4 2-1', 'RET')]);
    expect(standings[0]).toMatchObject({ Won: 1, SetsWon: 1, SetsLost: 0, GamesWon: 8, GamesLost: 5 });
    expect(standings[1]).toMatchObject({ Lost: 1, SetsWon: 0, SetsLost: 1, GamesWon: 5, GamesLost: 8 });
  });

  it('counts a walkover as a win and a loss with no set', () => {
    const standings = groupStandings(membersRanked(), [beat(A, B, '', 'W/O')]);
    expect(standings[0]).toMatchObject({ Played: 1, Won: 1, SetsWon: 0, SetsLost: 0, GamesWon: 0 });
    expect(standings[1]).toMatchObject({ Played: 1, Lost: 1, SetsWon: 0, SetsLost: 0, GamesLost: 0 });
  });

  it('(a) ranks by wins first', () => {
    expect(
      order([
        beat(D, A, '6-4 6-4'),
        beat(D, B, '6-4 6-4'),
        beat(D, C, '6-4 6-4'),
        beat(C, A, '6-4 6-4'),
        beat(C, B, '6-4 6-4'),
        beat(B, A, '6-4 6-4'),
      ]),
    ).toEqual(['D', 'C', 'B', 'A']);
  });

  it('(b) then by matches played, and separates two who have not met by their shares', () => {
    // B 1-1, A and C 1-0: B is above them; A and C have not met, C won more of its games.
    const matches = [beat(A, B, '6-4 6-4'), beat(C, D, '6-1 6-1'), beat(B, D, '6-3 6-3'), toPlay(A, C)];
    expect(order(matches)).toEqual(['B', 'C', 'A', 'D']);
  });

  it('(c) two level: their head-to-head, whatever the sets and games', () => {
    const matches = [
      beat(A, C, '6-0 6-0'),
      beat(A, D, '6-0 6-0'),
      beat(B, A, '7-6(5) 7-6(5)'),
      beat(C, B, '6-0 6-0'),
      beat(B, D, '6-4 6-4'),
      beat(D, C, '6-4 6-4'),
    ];
    expect(order(matches)).toEqual(['B', 'A', 'D', 'C']);
  });

  it('three level: one who played fewer matches (a walkover given) is ranked below, then head-to-head', () => {
    const matches = [
      beat(A, B, '6-4 6-4'),
      beat(B, C, '', 'W/O'),
      beat(C, A, '6-0 6-0'),
      beat(A, D, '6-4 6-4'),
      beat(B, D, '6-4 6-4'),
      beat(C, D, '6-0 6-0'),
    ];
    expect(order(matches)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('three level: % of sets won separates all three', () => {
    const matches = [
      beat(A, B, '6-4 6-4'),
      beat(B, C, '6-4 6-4'),
      beat(C, A, '6-4 4-6 6-4'),
      beat(A, D, '6-0 6-0'),
      beat(B, D, '6-0 4-6 6-0'),
      beat(C, D, '6-0 4-6 6-0'),
    ];
    // Sets: A 5-2, B 4-3, C 4-4.
    expect(order(matches)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('three level: % of sets puts one first, then head-to-head (not games) decides the two left', () => {
    const matches = [
      beat(A, B, '6-4 6-4'),
      beat(B, C, '7-6(5) 7-6(5)'),
      beat(C, A, '6-4 4-6 6-4'),
      beat(A, D, '6-0 6-0'),
      beat(B, D, '6-0 4-6 6-0'),
      beat(C, D, '6-0 6-0'),
    ];
    // Sets: A 5-2, B 4-3, C 4-3. Games: C 40-28 is ahead of B 38-28, but B beat C.
    const standings = groupStandings(membersRanked(), matches);
    expect(standings.slice(1, 3).map((standing) => [standing.SetsWon, standing.GamesWon])).toEqual([
      [4, 38],
      [4, 40],
    ]);
    expect(order(matches)).toEqual(['A', 'B', 'C', 'D']);
  });

  it('three level on sets: % of games separates all three', () => {
    const matches = [
      beat(A, B, '6-4 4-6 6-4'),
      beat(B, C, '6-4 4-6 6-4'),
      beat(C, A, '6-0 0-6 6-0'),
      beat(A, D, '6-4 4-6 7-5'),
      beat(B, D, '6-1 1-6 6-1'),
      beat(C, D, '6-0 0-6 6-0'),
    ];
    // Sets 5-4 each. Games: C 38-28, B 43-38, A 39-41.
    const standings = groupStandings(membersRanked(), matches);
    expect(standings.map((standing) => [standing.SetsWon, standing.SetsLost])).toEqual([
      [5, 4],
      [5, 4],
      [5, 4],
      [3, 6],
    ]);
    expect(order(matches)).toEqual(['C', 'B', 'A', 'D']);
  });

  it('three level on sets: % of games puts one first, then head-to-head (not ranking) decides the two left', () => {
    const matches = [
      beat(A, B, '6-4 4-6 6-4'),
      beat(B, C, '6-4 4-6 6-4'),
      beat(C, A, '6-4 4-6 6-4'),
      beat(A, D, '6-2 2-6 6-2'),
      beat(B, D, '6-2 2-6 6-2'),
      beat(C, D, '6-0 0-6 6-0'),
    ];
    // Sets 5-4 each. Games: C 42-36, A and B 44-40 each; A beat B, though B is ranked higher.
    const standings = groupStandings(membersRanked([2, 1, 3, 4]), matches);
    expect(standings.map((standing) => [standing.GamesWon, standing.GamesLost])).toEqual([
      [42, 36],
      [44, 40],
      [44, 40],
      [26, 40],
    ]);
    expect(order(matches, [2, 1, 3, 4])).toEqual(['C', 'A', 'B', 'D']);
  });

  it('three level on sets and games: the ranking decides', () => {
    const matches = [
      beat(A, B, '6-4 6-4'),
      beat(B, C, '6-4 6-4'),
      beat(C, A, '6-4 6-4'),
      beat(A, D, '6-0 6-0'),
      beat(B, D, '6-0 6-0'),
      beat(C, D, '6-0 6-0'),
    ];
    expect(order(matches, [5, 2, 9, 1])).toEqual(['B', 'A', 'C', 'D']);
  });

  it('marks the top two qualified once every match of the group is played, not before', () => {
    const all = [
      beat(A, B, '6-4 6-4'),
      beat(A, C, '6-4 6-4'),
      beat(A, D, '6-4 6-4'),
      beat(B, C, '6-4 6-4'),
      beat(B, D, '6-4 6-4'),
      beat(C, D, '6-4 6-4'),
    ];
    const qualified = (matches: GroupMatch[]) =>
      groupStandings(membersRanked(), matches).map((standing) => standing.Qualified);
    expect(qualified(all)).toEqual([true, true, false, false]);
    expect(qualified([...all.slice(0, 5), toPlay(C, D)])).toEqual([false, false, false, false]);
    expect(groupStandings(membersRanked(), all).map((standing) => standing.Position)).toEqual([1, 2, 3, 4]);
  });
});
