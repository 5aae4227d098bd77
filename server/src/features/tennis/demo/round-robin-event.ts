import type { DrawEvent, Fixture, MatchResult, RoundRobinGroup } from '@baseline/contract';
import { roundLabels } from './bracket.js';
import { lineOf, type EventSpec, type Placed } from './demo-event.js';
import { spreadOver } from './play-days.js';
import type { Random } from './prng.js';
import { groupStandings, type GroupMatch } from './round-robin-standings.js';
import { playMatch } from './scores.js';

/** The season finals: eight players (or teams), two groups of four, then semi-finals and a final. */
export const ROUND_ROBIN_FIELD = 8;
export const GROUP_NAMES = ['Group A', 'Group B'] as const;

/** Each group's six matches in three rounds (positions in the group, by seed): everyone meets everyone once. */
const GROUP_ROUNDS: readonly (readonly [number, number])[][] = [
  [
    [0, 3],
    [1, 2],
  ],
  [
    [0, 2],
    [1, 3],
  ],
  [
    [0, 1],
    [2, 3],
  ],
];

interface Played {
  top: Placed;
  bottom: Placed;
  result: MatchResult;
  /** The day of play (0, the first) it is played on. */
  day: number;
}

/**
 * A round-robin event over `days` days of play, shown as it stands once `daysPlayed` days are over. Seeds 1
 * and 2 head groups A and B; 3-4, 5-6 and 7-8 are drawn one to each group. The groups play on the first days
 * (one round of a group a slot), the semi-finals (A winner v B runner-up, B winner v A runner-up) on the
 * second-to-last day, the final on the last. The whole event is played first, then shown up to the day.
 */
export function roundRobinEvent(random: Random, spec: EventSpec, days: number, daysPlayed: number): DrawEvent {
  const seeded = spec.field
    .toSorted((a, b) => a.strength - b.strength)
    .slice(0, ROUND_ROBIN_FIELD)
    .map((entrant, at): Placed => ({ ...entrant, seed: at + 1 }));
  const groups: Placed[][] = [[], []];
  for (let pair = 0; pair < ROUND_ROBIN_FIELD; pair += 2) {
    const drawn = pair === 0 ? seeded.slice(0, 2) : random.shuffle(seeded.slice(pair, pair + 2));
    drawn.forEach((entrant, group) => groups[group]?.push(entrant));
  }

  const groupDays = Math.max(1, days - 2);
  const slotDays = spreadOver(GROUP_ROUNDS.length * groups.length, groupDays);
  const matches: Played[][] = groups.map(() => []);
  GROUP_ROUNDS.forEach((pairs, round) => {
    groups.forEach((members, group) => {
      const day = slotDays[round * groups.length + group] ?? 0;
      for (const [top, bottom] of pairs) {
        const [a, b] = [members[top], members[bottom]];
        if (!a || !b) continue;
        matches[group]?.push({
          top: a,
          bottom: b,
          result: playMatch(random, spec.format, a.strength, b.strength),
          day,
        });
      }
    });
  });

  const shown = (day: number) => day < daysPlayed;
  // One line object per member: a standing hands back the line it was given, which names its member.
  const tableLines = groups.map((members) => members.map((member) => lineOf(member, true, false) ?? emptyLine()));
  const tableOf = (group: number, upTo: (day: number) => boolean) => {
    const members = groups[group] ?? [];
    const fixtures: GroupMatch[] = (matches[group] ?? []).map((match) => ({
      top: members.indexOf(match.top),
      bottom: members.indexOf(match.bottom),
      result: upTo(match.day) ? match.result : null,
    }));
    const lines = tableLines[group] ?? [];
    return groupStandings(
      members.map((member, at) => ({ line: lines[at] ?? emptyLine(), rank: member.seed ?? member.strength })),
      fixtures,
    );
  };
  // Who goes through comes from the whole group; it is shown once the group's last match is.
  const finishing = groups.map((members, group) =>
    tableOf(group, () => true).map((standing) => members[tableLines[group]?.indexOf(standing.Line) ?? -1]),
  );
  const groupDone = (group: number) => (matches[group] ?? []).every((match) => shown(match.day));

  const semiDay = days - 2;
  const finalDay = days - 1;
  const semis = [
    { top: finishing[0]?.[0], bottom: finishing[1]?.[1], known: [groupDone(0), groupDone(1)] },
    { top: finishing[1]?.[0], bottom: finishing[0]?.[1], known: [groupDone(1), groupDone(0)] },
  ].map((semi) => ({ ...semi, result: playKnockout(random, spec, semi.top, semi.bottom) }));
  const winnerOf = (semi: (typeof semis)[number]) => (semi.result.Winner === 1 ? semi.top : semi.bottom);
  const [first, second] = [semis[0], semis[1]];
  const finalist = [first && winnerOf(first), second && winnerOf(second)];
  const final = playKnockout(random, spec, finalist[0], finalist[1]);
  const semisShown = shown(semiDay);

  const [semiLabel, finalLabel] = roundLabels(4);
  const knockoutFixture = (
    top: Placed | undefined,
    bottom: Placed | undefined,
    known: boolean[],
    result: MatchResult,
    played: boolean,
  ): Fixture => {
    const shownResult = played ? result : null;
    return {
      DrawLineTop: lineOf(top ?? null, known[0] === true, shownResult?.Winner === 1) ?? emptyLine(),
      DrawLineBottom: lineOf(bottom ?? null, known[1] === true, shownResult?.Winner === 2) ?? emptyLine(),
      Result: shownResult,
    };
  };

  return {
    EventTypeCode: spec.code,
    Description: spec.description,
    Rounds: [
      {
        RoundIdModernized: semiLabel?.RoundIdModernized ?? 6,
        RoundName: semiLabel?.RoundName ?? 'Semifinals',
        Fixtures: semis.map((semi) => knockoutFixture(semi.top, semi.bottom, semi.known, semi.result, semisShown)),
      },
      {
        RoundIdModernized: finalLabel?.RoundIdModernized ?? 7,
        RoundName: finalLabel?.RoundName ?? 'Final',
        Fixtures: [knockoutFixture(finalist[0], finalist[1], [semisShown, semisShown], final, shown(finalDay))],
      },
    ],
    Groups: groups.map((_, group): RoundRobinGroup => ({
      GroupName: GROUP_NAMES[group] ?? `Group ${group + 1}`,
      Fixtures: (matches[group] ?? []).map((match) => {
        const result = shown(match.day) ? match.result : null;
        return {
          DrawLineTop: lineOf(match.top, true, result?.Winner === 1) ?? emptyLine(),
          DrawLineBottom: lineOf(match.bottom, true, result?.Winner === 2) ?? emptyLine(),
          Result: result,
        };
      }),
      Standings: tableOf(group, shown),
    })),
  };
}

function emptyLine() {
  return { Players: [], Seed: null, EntryType: null };
}

function playKnockout(random: Random, spec: EventSpec, top: Placed | undefined, bottom: Placed | undefined) {
  return playMatch(random, spec.format, top?.strength ?? 1, bottom?.strength ?? 1);
}
