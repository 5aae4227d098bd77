import type { DrawEvent, DrawLine, DrawPlayer, DrawRound, Fixture, MatchResult, SetResult } from '@baseline/contract';

/** Test data: a player with a predictable id and name. */
export function player(n: number, winner = false): DrawPlayer {
  return { PlayerId: `P${n}`, FirstName: `First${n}`, LastName: `Last${n}`, Winner: winner };
}

export function line(players: DrawPlayer[], seed: number | null = null, entry: DrawLine['EntryType'] = null): DrawLine {
  return { Players: players, Seed: seed, EntryType: entry };
}

export function set(a: number, b: number, tbA: number | null = null, tbB: number | null = null): SetResult {
  return { GamesA: a, GamesB: b, TiebreakA: tbA, TiebreakB: tbB };
}

export function result(winner: 1 | 2, sets: SetResult[], reason: MatchResult['Reason'] = null): MatchResult {
  return { Winner: winner, SetResults: sets, Reason: reason };
}

const ROUND_NAMES = [
  'Final',
  'Semi-Finals',
  'Quarter-Finals',
  'Round of 16',
  'Round of 32',
  'Round of 64',
  'Round of 128',
];

/**
 * A complete singles draw of `lines` lines (a power of two) in which the top line always wins 6-4 7-6(5):
 * round r's fixture k holds the winners of fixtures 2k and 2k+1 of round r-1. Players are numbered by line.
 */
export function fullDraw(lines: number, code = 'MS'): DrawEvent {
  const rounds: DrawRound[] = [];
  let entrants: DrawLine[] = Array.from({ length: lines }, (_, i) =>
    line([player(i + 1)], i % 16 === 0 ? i / 16 + 1 : null),
  );
  const total = Math.log2(lines);
  for (let r = 0; r < total; r += 1) {
    const fixtures: Fixture[] = [];
    const winners: DrawLine[] = [];
    for (let k = 0; k < entrants.length; k += 2) {
      const top = entrants[k];
      const bottom = entrants[k + 1];
      if (!top || !bottom) throw new Error('lines must be a power of two');
      const topWon = { ...top, Players: top.Players.map((p) => ({ ...p, Winner: true })) };
      fixtures.push({ DrawLineTop: topWon, DrawLineBottom: bottom, Result: result(1, [set(6, 4), set(7, 6, 7, 5)]) });
      winners.push({ ...top, Players: top.Players.map((p) => ({ ...p, Winner: false })) });
    }
    rounds.push({
      RoundIdModernized: r + 1,
      RoundName: ROUND_NAMES[total - 1 - r] ?? `Round ${r + 1}`,
      Fixtures: fixtures,
    });
    entrants = winners;
  }
  return { EventTypeCode: code, Description: 'Singles', Rounds: rounds };
}
