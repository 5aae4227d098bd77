import type { DrawLine, GroupStanding, MatchResult, SetResult } from '@baseline/contract';

/** A player (or a doubles team) of a round-robin group. */
export interface GroupMember {
  line: DrawLine;
  /** The ranking the last tie-break uses: lower is better, and no two members share one. */
  rank: number;
}

/** A match of the group between members `top` and `bottom` (indices); `result` null while it is to be played. */
export interface GroupMatch {
  top: number;
  bottom: number;
  result: MatchResult | null;
}

interface Tally {
  member: number;
  played: number;
  /** Matches the member took the court for: a walkover they gave is not one. */
  contested: number;
  won: number;
  lost: number;
  setsWon: number;
  setsLost: number;
  gamesWon: number;
  gamesLost: number;
}

type Criterion = (tally: Tally) => number;

const share = (won: number, lost: number) => (won + lost === 0 ? 0 : won / (won + lost));

// The ATP's round-robin tie-breaks after wins and matches played, for three or more players still level:
// (i) one who played fewer matches is ranked below, (ii) % of sets won, (iii) % of games won, (iv) ranking.
const MANY_TIED: readonly Criterion[] = [
  (tally) => tally.contested,
  (tally) => share(tally.setsWon, tally.setsLost),
  (tally) => share(tally.gamesWon, tally.gamesLost),
];
// Two level players are separated by their match; while they have not met yet, by the same shares.
const TWO_TIED: readonly Criterion[] = MANY_TIED.slice(1);

/**
 * A round-robin group's table in the ATP's order: (a) most wins, (b) most matches played, then for two
 * players level their head-to-head, for three or more the criteria above, and whenever a step leaves two
 * level, their head-to-head. Sets and games count every set played (a retirement's unfinished set gives its
 * games, no set); a walkover counts a win and a loss, no set. Qualified: the top `qualifiers` once every match
 * of the group is played.
 */
export function groupStandings(members: readonly GroupMember[], matches: readonly GroupMatch[], qualifiers = 2) {
  const tallies = members.map((_, member) => tallyOf(member, matches));
  const rankOf = (tally: Tally) => members[tally.member]?.rank ?? Number.MAX_SAFE_INTEGER;
  const headToHead = (a: Tally, b: Tally): Tally[] | null => {
    const met = matches.find(
      (match) =>
        match.result &&
        ((match.top === a.member && match.bottom === b.member) ||
          (match.top === b.member && match.bottom === a.member)),
    );
    if (!met?.result) return null;
    const winner = met.result.Winner === 1 ? met.top : met.bottom;
    return winner === a.member ? [a, b] : [b, a];
  };

  const order = (tied: Tally[], criteria: readonly Criterion[]): Tally[] => {
    if (tied.length < 2) return tied;
    if (tied.length === 2) {
      const [a, b] = tied as [Tally, Tally];
      const decided = headToHead(a, b);
      if (decided) return decided;
    }
    const steps = tied.length === 2 ? TWO_TIED.filter((step) => criteria.includes(step)) : criteria;
    for (const [at, step] of steps.entries()) {
      const tiers = tiersBy(tied, step);
      if (tiers.length > 1) return tiers.flatMap((tier) => order(tier, steps.slice(at + 1)));
    }
    return tied.toSorted((a, b) => rankOf(a) - rankOf(b));
  };

  // (a) most wins, then (b) most matches played, then the tie-breaks within each tier left level.
  const ordered = tiersBy(tallies, (tally) => tally.won).flatMap((byWins) =>
    tiersBy(byWins, (tally) => tally.played).flatMap((tier) => order(tier, MANY_TIED)),
  );
  const complete = matches.every((match) => match.result !== null);

  return ordered.map((tally, at): GroupStanding => ({
    Line: members[tally.member]?.line ?? { Players: [], Seed: null, EntryType: null },
    Position: at + 1,
    Played: tally.played,
    Won: tally.won,
    Lost: tally.lost,
    SetsWon: tally.setsWon,
    SetsLost: tally.setsLost,
    GamesWon: tally.gamesWon,
    GamesLost: tally.gamesLost,
    Qualified: complete && at < qualifiers,
  }));
}

/** The tallies split into tiers by a criterion, highest first (a stable split: order within a tier is kept). */
function tiersBy(tallies: Tally[], criterion: Criterion): Tally[][] {
  const values = [...new Set(tallies.map(criterion))].toSorted((a, b) => b - a);
  return values.map((value) => tallies.filter((tally) => criterion(tally) === value));
}

function tallyOf(member: number, matches: readonly GroupMatch[]): Tally {
  const tally: Tally = {
    member,
    played: 0,
    contested: 0,
    won: 0,
    lost: 0,
    setsWon: 0,
    setsLost: 0,
    gamesWon: 0,
    gamesLost: 0,
  };
  for (const { top, bottom, result } of matches) {
    if (!result || (top !== member && bottom !== member)) continue;
    const side = top === member ? 1 : 2;
    const won = result.Winner === side;
    tally.played++;
    if (won) tally.won++;
    else tally.lost++;
    if (won || result.Reason !== 'W/O') tally.contested++;
    result.SetResults.forEach((set, at) => {
      const [mine, theirs] = side === 1 ? [set.GamesA, set.GamesB] : [set.GamesB, set.GamesA];
      tally.gamesWon += mine;
      tally.gamesLost += theirs;
      const unfinished = result.Reason === 'RET' && at === result.SetResults.length - 1;
      if (unfinished) return;
      if (setWinner(set) === side) tally.setsWon++;
      else tally.setsLost++;
    });
  }
  return tally;
}

/** Who took a finished set: more games, or in a match tiebreak (stored 1-0) the one ahead on points. */
function setWinner(set: SetResult): 1 | 2 {
  if (set.GamesA !== set.GamesB) return set.GamesA > set.GamesB ? 1 : 2;
  return (set.TiebreakA ?? 0) > (set.TiebreakB ?? 0) ? 1 : 2;
}
