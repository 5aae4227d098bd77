import type { DrawEvent } from '@baseline/contract';
import { spreadOver } from './play-days.js';
import { seededRandom, type Random } from './prng.js';
import { playBracket, shownBracket } from './team-bracket.js';
import { nationSides, seeded } from './team-sides.js';
import { playTie, type PlayedTie, type RubberPlan, type TeamSide } from './team-tie.js';

/** Which Davis Cup event a calendar line is, by its title. */
export type DavisCupRound = 'qualifiers-1' | 'qualifiers-2' | 'finals';

export function davisCupRound(title: string): DavisCupRound | null {
  if (/1st Rd/i.test(title)) return 'qualifiers-1';
  if (/2nd Rd/i.test(title)) return 'qualifiers-2';
  if (/Finals/i.test(title)) return 'finals';
  return null;
}

const FIRST_ROUND_NATIONS = 26;
const SINGLES = { bestOf: 3, matchTiebreak: false } as const;

/** A nation's four in a tie: its two best singles players, then the next two as its doubles pair. */
function lineUp(side: TeamSide) {
  const [first, second, ...rest] = side.men;
  return {
    no1: first ? [first] : [],
    no2: second ? [second] : [],
    pair: rest.slice(0, 2),
  };
}

const rubber = (label: string, top: RubberPlan['top'], bottom: RubberPlan['bottom'], session: number) => ({
  label,
  points: 1,
  top,
  bottom,
  format: SINGLES,
  session,
});

/** A qualifier: two singles on the first day (1 v 2, 2 v 1), the doubles and the reverse singles on the next. */
function qualifierTie(random: Random, top: TeamSide, bottom: TeamSide): PlayedTie {
  const [a, b] = [lineUp(top), lineUp(bottom)];
  const rubbers: RubberPlan[] = [
    rubber('Singles 1', a.no1, b.no2, 0),
    rubber('Singles 2', a.no2, b.no1, 0),
    rubber('Doubles', a.pair, b.pair, 1),
    rubber('Singles 3', a.no1, b.no1, 1),
    rubber('Singles 4', a.no2, b.no2, 1),
  ];
  return playTie(random, top, bottom, rubbers, 3);
}

/** A Finals tie, all on one day: the number twos' singles, the number ones', then the doubles if still needed. */
function finalsTie(random: Random, top: TeamSide, bottom: TeamSide): PlayedTie {
  const [a, b] = [lineUp(top), lineUp(bottom)];
  const rubbers: RubberPlan[] = [
    rubber('Singles 1', a.no2, b.no2, 0),
    rubber('Singles 2', a.no1, b.no1, 0),
    rubber('Doubles', a.pair, b.pair, 0),
  ];
  return playTie(random, top, bottom, rubbers, 2);
}

/** Seeds against the others drawn by lot: seed 1 v a drawn nation, seed 2 v another... in bracket order. */
function drawnPairs(random: Random, sides: readonly TeamSide[]): TeamSide[] {
  const half = sides.length / 2;
  const all = seeded(sides, half);
  const seeds = all.slice(0, half);
  const others = random.shuffle(all.slice(half));
  return seeds.flatMap((seed, at) => [seed, others[at]].filter((side) => side !== undefined));
}

interface Season {
  firstRound: PlayedTie[];
  secondRound: PlayedTie[];
  finals: PlayedTie[][];
}

const winnerOf = (tie: PlayedTie) => (tie.winner === 1 ? tie.top : tie.bottom);

/**
 * A year's Davis Cup, played out from the pool's nations (strength: their two best singles players). The
 * strongest nation, the holder, goes straight to the Finals and the next straight to the qualifiers' second
 * round; the next 26 play the first round (13 seeds v 13 drawn); its 13 winners and the exempt nation play the
 * second round's 7 ties; its 7 winners and the holder make the Finals' eight (quarter-finals with 4 seeds,
 * semi-finals, final). Each stage is its own calendar line; they share the year's seed so they follow on.
 */
function davisCupSeason(year: number): Season {
  const nations = nationSides((men) => (men[0]?.rank ?? 0) + (men[1]?.rank ?? 0), 4);
  const [holder, exempt] = nations;
  const firstRandom = seededRandom(`${year}:davis-cup:qualifiers-1`);
  const firstRound = pairsOf(drawnPairs(firstRandom, nations.slice(2, 2 + FIRST_ROUND_NATIONS))).map(([top, bottom]) =>
    qualifierTie(firstRandom, top, bottom),
  );
  const secondRandom = seededRandom(`${year}:davis-cup:qualifiers-2`);
  const secondField = [...firstRound.map(winnerOf), ...(exempt ? [exempt] : [])].toSorted(
    (a, b) => a.strength - b.strength,
  );
  const secondRound = pairsOf(drawnPairs(secondRandom, secondField)).map(([top, bottom]) =>
    qualifierTie(secondRandom, top, bottom),
  );
  const finalsRandom = seededRandom(`${year}:davis-cup:finals`);
  const eight = [...(holder ? [holder] : []), ...secondRound.map(winnerOf)].toSorted((a, b) => a.strength - b.strength);
  const drawn = drawnPairs(finalsRandom, eight);
  // Seeds 1 and 2 in opposite halves: 1, 4 in the top half, 3, 2 in the bottom.
  const bracket = [0, 1, 6, 7, 4, 5, 2, 3].map((at) => drawn[at]).filter((side) => side !== undefined);
  const finals = playBracket(bracket, (top, bottom) => finalsTie(finalsRandom, top, bottom));
  return { firstRound, secondRound, finals };
}

function pairsOf(sides: readonly TeamSide[]): [TeamSide, TeamSide][] {
  const pairs: [TeamSide, TeamSide][] = [];
  for (let at = 0; at + 1 < sides.length; at += 2) {
    const [top, bottom] = [sides[at], sides[at + 1]];
    if (top && bottom) pairs.push([top, bottom]);
  }
  return pairs;
}

/**
 * A Davis Cup calendar line as it stands once `daysPlayed` of its `days` are over. The qualifiers' ties are
 * played over the last two days of the window; the Finals' quarter-finals one a day, the semi-finals on the
 * second-to-last day, the final on the last. A tie stops once decided: its later rubbers show no result.
 */
export function davisCup(
  round: DavisCupRound,
  year: number,
  days: number,
  daysPlayed: number,
  firstDay: string,
): DrawEvent {
  const season = davisCupSeason(year);
  const event = (stages: DrawEvent['Stages']): DrawEvent => ({
    EventTypeCode: 'TE',
    Description: 'Davis Cup',
    Rounds: [],
    Stages: stages,
  });
  const qualifierDay = Math.max(0, days - 2);
  if (round !== 'finals') {
    const ties = round === 'qualifiers-1' ? season.firstRound : season.secondRound;
    const name = round === 'qualifiers-1' ? 'Qualifiers 1st round' : 'Qualifiers 2nd round';
    return event(shownBracket([ties], [{ name, tieDays: ties.map(() => qualifierDay) }], daysPlayed, firstDay, true));
  }
  return event(
    shownBracket(
      season.finals,
      [
        { name: 'Quarter-finals', tieDays: spreadOver(4, Math.max(1, days - 2)) },
        { name: 'Semi-finals', tieDays: [days - 2, days - 2] },
        { name: 'Final', tieDays: [days - 1] },
      ],
      daysPlayed,
      firstDay,
      true,
    ),
  );
}
