import type { TeamStanding } from '@baseline/contract';
import { groupBy } from '../../../lib/group-by.js';
import { DEMO_PLAYERS, NATIONS, type DemoPlayer } from './player-pool.js';
import type { TeamSide } from './team-tie.js';
import { DEMO_WOMEN } from './women-pool.js';

const MEN = groupBy(DEMO_PLAYERS, (player) => player.nation);
const WOMEN = groupBy(DEMO_WOMEN, (player) => player.nation);

/**
 * Every nation of the pool as a team: its men and women best first, strongest team first by `strength`
 * (lower is stronger). A nation without `menNeeded` men and `womenNeeded` women is left out.
 */
export function nationSides(
  strength: (men: readonly DemoPlayer[], women: readonly DemoPlayer[]) => number,
  menNeeded: number,
  womenNeeded = 0,
): TeamSide[] {
  return NATIONS.flatMap((nation) => {
    const men = MEN.get(nation.code) ?? [];
    const women = WOMEN.get(nation.code) ?? [];
    if (men.length < menNeeded || women.length < womenNeeded) return [];
    const team = { TeamCode: nation.code, TeamName: nation.name, Seed: null };
    return [{ team, men, women, strength: strength(men, women) }];
  }).toSorted((a, b) => a.strength - b.strength);
}

/** The team with its seed: 1 to `seeds` for the strongest of a field ordered strongest first. */
export function seeded(sides: readonly TeamSide[], seeds: number): TeamSide[] {
  return sides.map((side, at) => ({ ...side, team: { ...side.team, Seed: at < seeds ? at + 1 : null } }));
}

/** A team's record over a group's decided ties. */
export interface TeamRecord {
  side: TeamSide;
  played: number;
  won: number;
  rubbersWon: number;
  rubbersLost: number;
}

/** Most ties won, then rubbers won less those lost, then the stronger team. */
export function byRecord(a: TeamRecord, b: TeamRecord): number {
  return (
    b.won - a.won || b.rubbersWon - b.rubbersLost - (a.rubbersWon - a.rubbersLost) || a.side.strength - b.side.strength
  );
}

/**
 * A team event's group table: most ties won; two level, the tie between them; otherwise the rubbers won
 * less those lost, then the stronger team (the nations' ranking). `qualified` marks those going through.
 */
export function teamStandings(
  records: readonly TeamRecord[],
  beat: (winner: TeamSide, loser: TeamSide) => boolean,
  qualified: (side: TeamSide) => boolean,
): TeamStanding[] {
  const ordered = records.toSorted(byRecord);
  // Two level on ties won (and only two): the one who won their tie goes first.
  for (let at = 0; at + 1 < ordered.length; at++) {
    const [a, b] = [ordered[at], ordered[at + 1]];
    if (!a || !b || a.won !== b.won) continue;
    if (ordered.filter((record) => record.won === a.won).length !== 2) continue;
    if (beat(b.side, a.side)) [ordered[at], ordered[at + 1]] = [b, a];
  }
  return ordered.map((record, at) => ({
    Team: record.side.team,
    Position: at + 1,
    Played: record.played,
    Won: record.won,
    Lost: record.played - record.won,
    RubbersWon: record.rubbersWon,
    RubbersLost: record.rubbersLost,
    Qualified: qualified(record.side),
  }));
}
