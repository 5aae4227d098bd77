import { matchNumber } from './draw-codes.js';
import { type ArchiveMatch, type ArchiveTeam, isByeTeam, sameTeam, winningTeam } from './archive-payload.js';

/** A line of the bracket: a team, a bye, or not known yet. */
export type Side = ArchiveTeam | 'bye' | 'unknown';

/** One fixture of the rebuilt bracket, numbered as the archive numbers matches (1 the final). */
export interface Slot {
  number: number;
  top: Side;
  bottom: Side;
  /** The match played here, when the archive lists it. */
  match: ArchiveMatch | undefined;
  winner: 1 | 2 | null;
}

/** The depth of a match number in the bracket: 0 the final, 1 the semi-finals ... */
export function depthOf(number: number): number {
  return Math.floor(Math.log2(number));
}

/**
 * The whole bracket of one event, first round first, from the matches the archive lists. Matches 2k and 2k+1
 * feed match k, so the highest match number gives the first round and its size. The archive lists the winner
 * first and leaves out byes and matches not played yet, so:
 * - a team's line in a later round is the side of the feeder match it won;
 * - in the first round, the seeded side (ATP seeds a line at the edge of each block of four lines: the top of
 *   an even-numbered match, the bottom of an odd one), or the side facing a bye, is placed by that rule;
 *   two unseeded players keep the archive's order, as nothing else tells them apart;
 * - once a later round has been played, a first-round match not listed was a bye, its player the one who
 *   came to the next round from no listed match; before that it is a match not played yet;
 * - the rounds to come, up to the final, are there with the lines known so far (a qualifying draw ends with
 *   its last round listed, as its number of rounds is not in the archive).
 */
export function rebuildBracket(
  matches: ArchiveMatch[],
  isSeeded: (team: ArchiveTeam) => boolean,
  isQualifying: boolean,
  /** Numbers of matches the archive lists but that could not be read: not byes, lines not known. */
  unreadable: ReadonlySet<number> = new Set(),
): Slot[][] {
  const byNumber = new Map(matches.map((match) => [matchNumber(match.MatchId), match]));
  const numbers = [...byNumber.keys()];
  const firstDepth = depthOf(Math.max(...numbers));
  const lastDepth = isQualifying ? Math.min(...numbers.map(depthOf)) : 0;
  const firstRoundOver = numbers.some((number) => depthOf(number) < firstDepth);
  const winners = new Map<number, ArchiveTeam>();

  function firstRoundSlot(number: number): Slot {
    const match = byNumber.get(number);
    const seedSideOnTop = number % 2 === 0;
    if (match) {
      const [a, b] = [match.PlayerTeam1, match.PlayerTeam2];
      const anchoredA = isByeTeam(b) || (!isByeTeam(a) && isSeeded(a) && !isSeeded(b));
      const anchoredB = isByeTeam(a) || (!isByeTeam(b) && isSeeded(b) && !isSeeded(a));
      const turned = anchoredB ? seedSideOnTop : anchoredA ? !seedSideOnTop : false;
      return playedSlot(number, match, turned);
    }
    if (!firstRoundOver || unreadable.has(number)) {
      return { number, top: 'unknown', bottom: 'unknown', match: undefined, winner: null };
    }
    const player = byePlayer(number) ?? 'unknown';
    return seedSideOnTop
      ? { number, top: player, bottom: 'bye', match: undefined, winner: 1 }
      : { number, top: 'bye', bottom: player, match: undefined, winner: 2 };
  }

  /** The team of the next round's match that did not come from the other feeder match. */
  function byePlayer(number: number): ArchiveTeam | undefined {
    const next = byNumber.get(Math.floor(number / 2));
    const other = winningTeam(byNumber.get(number ^ 1));
    if (!next || !other) return undefined;
    const candidates = [next.PlayerTeam1, next.PlayerTeam2].filter(
      (team) => !isByeTeam(team) && !sameTeam(team, other),
    );
    return candidates.length === 1 ? candidates[0] : undefined;
  }

  function laterSlot(number: number): Slot {
    const fromTop = winners.get(number * 2);
    const fromBottom = winners.get(number * 2 + 1);
    const match = byNumber.get(number);
    if (!match) return { number, top: fromTop ?? 'unknown', bottom: fromBottom ?? 'unknown', match, winner: null };
    const turned = sameTeam(match.PlayerTeam2, fromTop) || sameTeam(match.PlayerTeam1, fromBottom);
    return playedSlot(number, match, turned);
  }

  const rounds: Slot[][] = [];
  for (let depth = firstDepth; depth >= lastDepth; depth -= 1) {
    const slots = Array.from({ length: 2 ** depth }, (_, at) => 2 ** depth + at).map((number) =>
      depth === firstDepth ? firstRoundSlot(number) : laterSlot(number),
    );
    for (const slot of slots) {
      const winner = slot.winner === 1 ? slot.top : slot.winner === 2 ? slot.bottom : 'unknown';
      if (typeof winner !== 'string') winners.set(slot.number, winner);
    }
    rounds.push(slots);
  }
  return rounds;
}

function playedSlot(number: number, match: ArchiveMatch, turned: boolean): Slot {
  const [first, second] = turned ? [match.PlayerTeam2, match.PlayerTeam1] : [match.PlayerTeam1, match.PlayerTeam2];
  const winner = winningTeam(match);
  return {
    number,
    top: isByeTeam(first) ? 'bye' : first,
    bottom: isByeTeam(second) ? 'bye' : second,
    match,
    winner: winner === undefined ? null : winner === first ? 1 : winner === second ? 2 : null,
  };
}
