import type { DrawEvent, TieStage } from '@baseline/contract';
import { spreadOver } from './play-days.js';
import type { Random } from './prng.js';
import { playBracket, shownBracket, shownStageTies } from './team-bracket.js';
import { byRecord, nationSides, seeded, teamStandings, type TeamRecord } from './team-sides.js';
import { playTie, tieDecided, type PlayedTie, type RubberPlan, type TeamSide } from './team-tie.js';

const NATIONS_IN = 18;
const GROUPS = 6;
const GROUP_NAMES = ['Group A', 'Group B', 'Group C', 'Group D', 'Group E', 'Group F'];
/** Each group's three ties, by position in the group (the seed, then the second and third pots). */
const GROUP_TIES: readonly (readonly [number, number])[] = [
  [0, 2],
  [1, 2],
  [0, 1],
];
const RUNNERS_UP_THROUGH = 2;
/** Quarter-finals of the eight by their order (1 the best group winner): 1 v 8, 4 v 5, 2 v 7, 3 v 6. */
const QUARTER_ORDER = [0, 7, 3, 4, 1, 6, 2, 5];

/** A United Cup tie: women's singles, men's singles and mixed doubles, each nation's best; two wins take it. */
function unitedCupTie(random: Random, top: TeamSide, bottom: TeamSide): PlayedTie {
  const singles = { bestOf: 3, matchTiebreak: false } as const;
  const plans = (side: TeamSide) => ({
    woman: side.women.slice(0, 1),
    man: side.men.slice(0, 1),
    mixed: [side.men[1] ?? side.men[0], side.women[1] ?? side.women[0]].filter((player) => player !== undefined),
  });
  const [a, b] = [plans(top), plans(bottom)];
  const rubbers: RubberPlan[] = [
    { label: "Women's singles", points: 1, top: a.woman, bottom: b.woman, format: singles, session: 0 },
    { label: "Men's singles", points: 1, top: a.man, bottom: b.man, format: singles, session: 0 },
    {
      label: 'Mixed doubles',
      points: 1,
      top: a.mixed,
      bottom: b.mixed,
      format: { bestOf: 3, matchTiebreak: true },
      session: 0,
    },
  ];
  return playTie(random, top, bottom, rubbers, 2);
}

/**
 * The United Cup: the 18 nations strongest in men's and women's singles, in six groups of three (the six
 * best seeded one to a group, the others drawn by lot from two pots), a tie a day for each; the six group
 * winners and the two best runners-up go to the quarter-finals, then semi-finals and a final. Groups over the
 * first days, the quarter-finals on the fourth and third days from the end, the semi-finals and the final on
 * the last two. A tie stops once decided (its third rubber is then not played).
 */
export function unitedCup(random: Random, days: number, daysPlayed: number, firstDay: string): DrawEvent {
  const nations = seeded(
    nationSides((men, women) => (men[0]?.rank ?? 0) + (women[0]?.rank ?? 0), 2, 2).slice(0, NATIONS_IN),
    GROUPS,
  );
  const pots = [
    nations.slice(0, GROUPS),
    ...[1, 2].map((pot) => random.shuffle(nations.slice(pot * GROUPS, (pot + 1) * GROUPS))),
  ];
  const groups = Array.from({ length: GROUPS }, (_, group) =>
    pots.map((pot) => pot[group]).filter((side) => side !== undefined),
  );

  const groupDays = Math.max(1, days - 4);
  const slotDays = spreadOver(GROUP_TIES.length * GROUPS, groupDays);
  const groupTies = groups.map((members, group) =>
    GROUP_TIES.map(([top, bottom], round) => ({
      tie: unitedCupTie(random, members[top] as TeamSide, members[bottom] as TeamSide),
      day: slotDays[round * GROUPS + group] ?? 0,
    })),
  );

  const recordsOf = (group: number, upTo: number) => {
    const ties = (groupTies[group] ?? []).filter(({ tie, day }) => tieDecided(tie, day, upTo));
    return (groups[group] ?? []).map((side): TeamRecord => {
      const mine = ties.filter(({ tie }) => tie.top === side || tie.bottom === side);
      const rubbers = mine.flatMap(({ tie }) =>
        tie.rubbers.flatMap(({ result }) => (result ? [result.Winner === (tie.top === side ? 1 : 2)] : [])),
      );
      return {
        side,
        played: mine.length,
        won: mine.filter(({ tie }) => (tie.winner === 1 ? tie.top : tie.bottom) === side).length,
        rubbersWon: rubbers.filter(Boolean).length,
        rubbersLost: rubbers.filter((won) => !won).length,
      };
    });
  };
  const beat = (group: number, upTo: number) => (winner: TeamSide, loser: TeamSide) =>
    (groupTies[group] ?? []).some(
      ({ tie, day }) =>
        tieDecided(tie, day, upTo) &&
        ((tie.top === winner && tie.bottom === loser && tie.winner === 1) ||
          (tie.top === loser && tie.bottom === winner && tie.winner === 2)),
    );

  // Who goes through, from the whole group stage.
  const finals = groups.map((_, group) =>
    teamStandings(recordsOf(group, Infinity), beat(group, Infinity), () => false),
  );
  const recordOf = (group: number, code: string) =>
    recordsOf(group, Infinity).find((record) => record.side.team.TeamCode === code);
  const placed = (position: number) =>
    finals
      .flatMap((table, group) => {
        const record = recordOf(group, table[position]?.Team.TeamCode ?? '');
        return record ? [record] : [];
      })
      .toSorted(byRecord);
  const eight = [...placed(0), ...placed(1).slice(0, RUNNERS_UP_THROUGH)].map((record) => record.side);
  const through = new Set(eight);
  const bracket = playBracket(
    QUARTER_ORDER.map((at) => eight[at]).filter((side) => side !== undefined),
    (top, bottom) => unitedCupTie(random, top, bottom),
  );

  const groupsOver = groupTies.every((ties) => ties.every(({ tie, day }) => tieDecided(tie, day, daysPlayed)));
  const groupStages = groups.map((_, group): TieStage => ({
    StageName: GROUP_NAMES[group] ?? `Group ${group + 1}`,
    Ties: (groupTies[group] ?? []).flatMap(({ tie, day }) =>
      shownStageTies([tie], { name: '', tieDays: [day] }, daysPlayed, firstDay),
    ),
    Standings: teamStandings(
      recordsOf(group, daysPlayed),
      beat(group, daysPlayed),
      (side) => groupsOver && through.has(side),
    ),
  }));
  return {
    EventTypeCode: 'TE',
    Description: 'United Cup',
    Rounds: [],
    Stages: [
      ...groupStages,
      ...shownBracket(
        bracket,
        [
          { name: 'Quarter-finals', tieDays: [days - 4, days - 4, days - 3, days - 3] },
          { name: 'Semi-finals', tieDays: [days - 2, days - 2] },
          { name: 'Final', tieDays: [days - 1] },
        ],
        daysPlayed,
        firstDay,
        groupsOver,
      ),
    ],
  };
}
